// A web page on another origin, in headless Chromium: it follows a seat's game with the
// browser's own EventSource and a stream ticket, and reads a 429's headers through fetch.
// Usage: node cors_check.mjs API_BASE PAGE_URL GAME_ID SEAT_TOKEN  (the page on another origin)
// Prints one JSON line: what the page saw.
import { chromium } from "playwright-core";

const [api, pageUrl, gameId, token] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(pageUrl);
  const report = await page.evaluate(async ({ api, gameId, token }) => {
    const game = `${api}/v1/games/${gameId}`;
    const issued = await fetch(`${game}/stream-ticket`, {
      method: "POST", headers: { Authorization: `Bearer ${token}` } });
    const { ticket } = await issued.json();
    // EventSource: no Authorization header, the ticket in the URL instead
    const stream = await new Promise((resolve) => {
      const seen = { opens: 0, events: [], statuses: [], closedBy204: false };
      const source = new EventSource(`${game}/stream?ticket=${encodeURIComponent(ticket)}`);
      source.onopen = () => { seen.opens += 1; };
      for (const type of ["joined", "dealt", "played", "turn", "drew", "finished", "game_over"]) {
        source.addEventListener(type, (e) => seen.events.push(Number(e.lastEventId)));
      }
      source.addEventListener("status", (e) => seen.statuses.push(JSON.parse(e.data)));
      source.onerror = () => {
        // the game is over: the stream ended, and its reconnect was answered 204
        if (source.readyState === EventSource.CLOSED) {
          seen.closedBy204 = true;
          resolve(seen);
        }
      };
      setTimeout(() => { source.close(); resolve(seen); }, 20000);
    });
    // a flood from this page until the address's quota answers 429
    let refusal = null;
    for (let i = 0; i < 200 && refusal === null; i += 1) {
      const r = await fetch(`${api}/v1/kinds`);
      if (r.status === 429) refusal = r;
    }
    const header = (name) => (refusal === null ? null : refusal.headers.get(name));
    return {
      ticketStatus: issued.status, stream,
      refused: refusal === null ? null : refusal.status,
      retryAfter: header("Retry-After"), limit: header("RateLimit-Limit"),
      remaining: header("RateLimit-Remaining"), reset: header("RateLimit-Reset"),
      requestId: header("X-Request-ID"),
    };
  }, { api, gameId, token });
  console.log(JSON.stringify({ ...report, errors }));
} finally {
  await browser.close();
}
