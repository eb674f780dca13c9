// Loads /redoc and /docs in headless Chromium and reports every request that left the
// service's origin, and the Authorization header Swagger UI sent when "Try it out" ran
// getGame after the user authorized with a bearer token.
// Usage: node docs_check.mjs BASE_URL TOKEN GAME_ID   (playwright-core must resolve)
import { chromium } from "playwright-core";

const [base, token, gameId] = process.argv.slice(2);
const origin = new URL(base).origin;
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const outside = [];
try {
  const page = await browser.newPage();
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin) {
      outside.push(url);
    }
  });

  await page.goto(`${base}/redoc`, { waitUntil: "networkidle" });
  await page.waitForSelector("h1:has-text('cardtable')", { timeout: 30000 });
  await page.waitForLoadState("networkidle");

  await page.goto(`${base}/docs`, { waitUntil: "networkidle" });
  await page.click(".auth-wrapper .authorize", { timeout: 30000 });
  await page.fill(".modal-ux input", token);
  await page.click(".modal-ux .auth-btn-wrapper .authorize");
  await page.click(".modal-ux .btn-done");
  await page.click("#operations-games-getGame .opblock-summary");
  await page.click("#operations-games-getGame .try-out__btn");
  await page.fill("#operations-games-getGame input[placeholder='game_id']", gameId);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes(`/v1/games/${gameId}`), { timeout: 30000 }),
    page.click("#operations-games-getGame .execute"),
  ]);
  await page.waitForLoadState("networkidle");
  console.log(JSON.stringify({ outside, authorization: request.headers()["authorization"] ?? null }));
} finally {
  await browser.close();
}
