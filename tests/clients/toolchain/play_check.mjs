// The web table at /play/ in headless Chromium, driven by clicks as a person would.
// Usage: node play_check.mjs API_BASE OUT_DIR [OTHER_ORIGIN_PAGE]
//   every kind: a person plays a whole game against bots (a phone-sized and a desk-sized page);
//   two contexts play one game as two people from the invitation link, one of them goes
//   offline mid-game and catches up, and a third watches; axe-core checks the lobby, a table
//   of each kind and the result screen; screenshots go to OUT_DIR.
//   OTHER_ORIGIN_PAGE: the same files served from another origin, which creates a game and moves.
// Prints one JSON line: what was seen.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

const [api, outDir, otherOrigin] = process.argv.slice(2);
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
const GAME_SECONDS = 150;

let seed = 7;
function random() {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}

const report = { outside: [], consoleErrors: [], offlineConsole: [], staleMoves: 0, staleConsole: 0,
  kinds: {}, axe: {}, layout: {}, screenshots: [] };
let offlineWindow = false;

const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});

async function newPage(viewport) {
  // axe is injected by the test, past the page's own Content-Security-Policy
  const context = await browser.newContext({ viewport, bypassCSP: true, hasTouch: viewport === PHONE });
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    // Chromium logs every refused request; a move refused as stale (412) is a race the page
    // answers by re-reading the table, counted apart and matched to the moves refused so
    if (/status of 412\b/.test(m.text())) {
      report.staleConsole += 1;
      return;
    }
    (offlineWindow ? report.offlineConsole : report.consoleErrors).push(m.text());
  });
  page.on("pageerror", (e) => report.consoleErrors.push(String(e)));
  // what the API answered this page's moves: a mover may be shown a card once, there
  page.answers = [];
  page.on("response", (r) => {
    if (r.request().method() === "POST" && /\/moves$/.test(r.url())) {
      if (r.status() === 412) report.staleMoves += 1;
      r.text().then((body) => page.answers.push(body), () => undefined);
    }
  });
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(api) && !(otherOrigin && url.startsWith(new URL(otherOrigin).origin))
        && !url.startsWith("data:")) report.outside.push(url);
    // the seat's token never travels in a URL
    if (/[?&#]t=|token=/.test(r.url())) report.consoleErrors.push(`token in a URL: ${r.url()}`);
  });
  return { context, page };
}

async function axe(page, name) {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const result = await globalThis.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length,
      sample: v.nodes[0]?.html?.slice(0, 200) }));
  });
  report.axe[name] = found.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** No sideways scrolling, and every control at least 44 px each way. */
async function layout(page, name) {
  report.layout[name] = await page.evaluate(() => {
    const small = [];
    for (const node of document.querySelectorAll(
      "button, a.button, select, input:not([type=checkbox]), summary, label.check")) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown
      if (box.width < 44 || box.height < 44) small.push(`${node.tagName} ${node.textContent.trim().slice(0, 30)} ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, small };
  });
}

async function shoot(page, name) {
  const path = `${outDir}/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  report.screenshots.push(path);
}

async function atBothSizes(page, name, check) {
  for (const [size, viewport] of [["desk", DESK], ["phone", PHONE]]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(100);
    await shoot(page, `${name}-${size}`);
    await layout(page, `${name}-${size}`);
    if (check) await axe(page, `${name}-${size}`);
  }
}

/** A field of a table's link (`g` the game, `t` the seat's token), from its #fragment. */
function inLink(link, field) {
  return new URLSearchParams(new URL(link).hash.slice(1)).get(field);
}

function tokenOf(page) {
  return inLink(page.url(), "t");
}

function gameOf(page) {
  return inLink(page.url(), "g");
}

async function apiGet(path, token) {
  const response = await fetch(api + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return response.json();
}

/** A move made through the API, not a page: its response. */
async function apiMove(game, token, move) {
  return fetch(`${api}/v1/games/${game}/vri_atter/moves`, { method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(move) });
}

/** The cards on the page are cards the API gave this seat (or this spectator). */
async function sealed(page) {
  const token = tokenOf(page);
  const game = gameOf(page);
  const shown = await page.$$eval("[data-card]", (nodes) => nodes.map((n) => n.dataset.card));
  const view = await apiGet(`/v1/games/${game}`, token);
  const events = await apiGet(`/v1/games/${game}/events?after=0&limit=1000`, token);
  const given = JSON.stringify([view, events, page.answers]);
  return shown.filter((c) => !given.includes(`"${c}"`));
}

/** The hand's enabled cards are exactly the cards the seat's legal moves name. */
async function offered(page) {
  const legal = await apiGet(`/v1/games/${gameOf(page)}/legal-moves`, tokenOf(page));
  const named = new Set(JSON.stringify(legal.moves).match(/"(10|[2-9JQKA])[CDHS]"|"JK[12]"/g)?.map((s) => s.slice(1, -1)) ?? []);
  const cards = await page.$$eval(".hand button.card", (nodes) => nodes.map((n) => ({
    card: n.dataset.card, enabled: n.getAttribute("aria-disabled") !== "true" })));
  return { version: legal.version, wrong: cards.filter((c) => c.enabled !== named.has(c.card)).map((c) => c.card) };
}

async function status(page) {
  return page.$eval("[data-status]", (n) => n.dataset.status).catch(() => null);
}

async function keys(page, selector) {
  return page.$$eval(selector, (nodes) => nodes.map((n) => ({ key: n.dataset.key, text: n.textContent,
    move: n.dataset.move ? JSON.parse(n.dataset.move) : null })));
}

async function click(page, key) {
  try {
    await page.locator(`[data-key="${key}"]`).click({ timeout: 2000 });
    return true;
  } catch {
    return false; // the table moved on under the click (another seat or a bot played)
  }
}

const pick = (items) => items[Math.floor(random() * items.length)];

/** One click-driven move if the page offers one (never a knock: a false one is refused);
 * `explore`: see below. */
async function clickAMove(page, explore = false) {
  const version = await page.$eval(".meta", (n) => n.textContent).catch(() => "");
  let moves = await keys(page, ".moves button.move");
  const groups = (await keys(page, ".moves button.group-toggle")).filter((g) => !/^Knock/.test(g.text));
  const cards = await keys(page, ".hand button.card:not([aria-disabled])");
  // exploring, a move shown as it is (a pass, a draw) is taken only half the time when cards
  // could be played instead: a person who always passed would never follow a trick (three
  // people who play at random, though, may not end a game of Vri åtter in time)
  if (moves.length === 0 || (explore && (groups.length > 0 || cards.length > 0) && random() < 0.5)) {
    if (groups.length > 0 && (cards.length === 0 || random() < 0.5)) {
      if (!await click(page, pick(groups).key)) return false;
    } else if (cards.length > 0) {
      // choosing a card first narrows the moves to those with it
      if (!await click(page, pick(cards).key)) return false;
    }
    moves = await keys(page, ".moves button.move");
  }
  const candidates = moves.filter((m) => m.move.type !== "knock");
  if (candidates.length === 0) {
    if (moves.length === 0 && (await page.$(".moves [data-key=clear]"))) await click(page, "clear");
    return false;
  }
  if (!await click(page, pick(candidates).key)) return false;
  await page.waitForFunction((before) => {
    const meta = document.querySelector(".meta");
    return !meta || meta.textContent !== before || document.querySelector(".message");
  }, version, { timeout: 10000 }).catch(() => undefined);
  return true;
}

async function playToTheEnd(pages, onTurn, explore = false) {
  const deadline = Date.now() + GAME_SECONDS * 1000;
  let clicks = 0;
  while (Date.now() < deadline) {
    const states = await Promise.all(pages.map(status));
    if (states.every((s) => s === "finished")) return clicks;
    let moved = false;
    for (const page of pages) {
      if (await clickAMove(page, explore)) {
        clicks += 1;
        moved = true;
        if (onTurn) await onTurn(page, clicks);
      }
    }
    if (!moved) await pages[0].waitForTimeout(100);
  }
  throw new Error(`the game did not end in ${GAME_SECONDS} s (${clicks} clicks)`);
}

/** A game made in the lobby: seats are "person" or a bot's level. */
async function createFromLobby(page, kind, seats, open = 0, clock = "", windowSeconds = "") {
  await page.goto(`${api}/play/`);
  await page.waitForSelector("form.lobby select#kind option", { state: "attached" });
  await page.selectOption("#kind", kind);
  const rows = async () => page.$$(".seat-row");
  while ((await rows()).length < seats.length) await page.click("text=Add a seat");
  while ((await rows()).length > seats.length) await page.click("text=Remove the last seat");
  // a President match goes on round after round unless its options say when it ends
  if (kind === "president") {
    await page.click("details summary");
    await page.fill("#option-max_rounds", "1");
  }
  const selects = await page.$$(".seat-row select");
  for (const [i, who] of seats.entries()) await selects[i].selectOption(who);
  if (open > 0) await page.fill("#open-seats", String(open));
  if (clock) await page.selectOption("#clock", clock);
  if (windowSeconds) await page.selectOption("#window", windowSeconds);
  await page.click("button[type=submit].primary");
  await page.waitForSelector(".invitations");
}

/** A Vri åtter game of two people, made in the lobby: each seat's link and token, and its id. */
async function twoPeople() {
  const { context, page: host } = await newPage(DESK);
  await createFromLobby(host, "vri_atter", ["person", "person"]);
  const links = [await host.$eval("a.button.primary", (n) => n.href),
                 await host.$eval("#invite-1", (n) => n.value)];
  await context.close();
  return { links, tokens: links.map((l) => inLink(l, "t")), game: inLink(links[0], "g") };
}

/** A move made from the keyboard alone: Tab to a move (through its group), Enter. */
async function keyboardMove(page) {
  const before = await page.$eval(".meta", (n) => n.textContent);
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    if (!a?.matches(".moves button.move, .moves button.group-toggle")) return null;
    return { group: a.matches(".group-toggle"), knock: /^Knock/.test(a.textContent) };
  });
  for (let steps = 0; steps < 300; steps++) {
    await page.keyboard.press("Tab");
    const on = await focused();
    if (on === null || on.knock) continue;
    await page.keyboard.press("Enter");
    if (on.group) continue; // the group opened below it: Tab on to its first way
    await page.waitForFunction((b) => document.querySelector(".meta")?.textContent !== b, before, { timeout: 10000 });
    return true;
  }
  return false;
}

try {
  // -- the lobby
  const { context: lobbyContext, page: lobby } = await newPage(DESK);
  await lobby.goto(`${api}/play/`);
  await lobby.waitForSelector("form.lobby select#kind option", { state: "attached" });
  report.kindsListed = await lobby.$$eval("#kind option", (o) => o.map((x) => x.value));
  await lobby.click("details summary");
  await atBothSizes(lobby, "lobby", true);
  await lobbyContext.close();

  // -- every kind: a person against bots, by clicks
  const kinds = (await apiGet("/v1/kinds")).map((k) => k.kind);
  for (const kind of kinds) {
    const { context, page } = await newPage(kind === "dac" || kind === "slyng" ? PHONE : DESK);
    const minimum = (await apiGet(`/v1/kinds/${kind}`)).min_players;
    const bots = Array.from({ length: Math.max(minimum, 2) - 1 }, () => "greedy");
    await createFromLobby(page, kind, ["person", ...bots]);
    await page.click("a.button.primary"); // play seat 1, the person
    await page.waitForSelector("[data-status]");
    const seen = { clicks: 0, leaked: [], wronglyOffered: [], checkedOffers: 0 };
    if (kind === "vri_atter") {
      await page.waitForSelector(".moves button", { timeout: 15000 });
      await page.click("[data-key=hint]");
      await page.waitForSelector(".message", { timeout: 15000 });
      seen.hint = await page.$eval(".message", (n) => n.textContent);
      seen.keyboard = await keyboardMove(page);
    }
    seen.clicks = await playToTheEnd([page], async (p, clicks) => {
      if (clicks === 1) { // some games end in a few of the person's moves
        await atBothSizes(p, `table-${kind}`, true);
        seen.leaked.push(...await sealed(p));
      }
      if (clicks % 4 === 1 && (await p.$(".hand button.card"))) {
        const before = await p.$eval(".meta", (n) => n.textContent);
        const check = await offered(p);
        // only a table that has not moved since is comparable
        if ((await p.$eval(".meta", (n) => n.textContent)) === before && before.includes(`version ${check.version} `)) {
          seen.checkedOffers += 1;
          seen.wronglyOffered.push(...check.wrong);
        }
      }
    }, true);
    await page.waitForSelector("[data-check=referee]", { timeout: 20000 });
    seen.fair = await page.$$eval("[data-check]", (n) => n.map((x) => [x.dataset.check, x.dataset.ok]));
    seen.leaked.push(...await sealed(page));
    seen.resultText = (await page.$eval(".result", (n) => n.textContent)).slice(0, 300);
    await atBothSizes(page, `result-${kind}`, true);
    report.kinds[kind] = seen;
    await context.close();
  }

  // -- a turn clock counting down, and resigning in two clicks
  {
    const { context, page } = await newPage(DESK);
    await createFromLobby(page, "vri_atter", ["person", "greedy", "greedy"], 0, "30", "10");
    await page.click("a.button.primary");
    await page.waitForSelector(".clock .left", { timeout: 15000 });
    const first = await page.$eval(".clock", (n) => n.textContent);
    await page.waitForTimeout(2100);
    const later = await page.$eval(".clock .left", (n) => n.textContent);
    await click(page, "resign");
    await click(page, "resign-yes");
    await page.waitForFunction(() => document.querySelector(".player.me")?.textContent.includes("resigned"),
      null, { timeout: 15000 });
    report.clock = { first, later, resignedShown: true,
      moves: (await keys(page, ".moves button.move")).length,
      moveTexts: (await keys(page, ".moves button.move")).map((m) => m.text) };
    await context.close();
  }

  // -- the host hands an absent person's seat to a bot; the person takes it back
  {
    const { context, page: host } = await newPage(DESK);
    await createFromLobby(host, "vri_atter", ["person", "person"]);
    const boLink = await host.$eval("#invite-1", (n) => n.value);
    await host.click("#host-link");
    await host.waitForSelector("[data-key=to-bot-1]", { timeout: 15000 });
    await click(host, "to-bot-1");
    await host.waitForFunction(() => [...document.querySelectorAll(".player")].some(
      (n) => n.textContent.includes("· bot")), null, { timeout: 15000 });
    const { context: boContext, page: bo } = await newPage(PHONE);
    await bo.goto(boLink);
    await bo.waitForSelector("[data-key=take-back]", { timeout: 15000 });
    await click(bo, "take-back");
    await bo.waitForSelector(".moves h2#moves-title >> text=Your moves", { timeout: 15000 });
    report.takeover = { handed: true, takenBack: true };
    await boContext.close();
    await context.close();
  }

  // -- a click on a table that moved on unseen (its stream held back): refused as stale,
  //    and the page shows the table as it now is, saying why the move was not made
  {
    const { links, tokens, game } = await twoPeople();
    const seat = (await apiGet(`/v1/games/${game}`, tokens[0])).to_act[0];
    const { context, page } = await newPage(DESK);
    await page.route(/\/stream\?/, () => undefined); // never answered
    await page.goto(links[seat]);
    await page.waitForSelector(".moves button.move");
    const staleBefore = report.staleMoves;
    const legal = await apiGet(`/v1/games/${game}/legal-moves`, tokens[seat]);
    const elsewhere = await apiMove(game, tokens[seat], legal.moves.find((m) => m.type !== "knock"));
    const now = (await apiGet(`/v1/games/${game}`, tokens[seat])).version;
    const clicked = await clickAMove(page);
    await page.waitForFunction((v) => document.querySelector(".meta")?.textContent.includes(`version ${v} `),
      now, { timeout: 15000 }).catch(() => undefined);
    report.stale = { elsewhere: elsewhere.status, clicked, refused: report.staleMoves - staleBefore,
      shown: await page.$eval(".meta", (n) => n.textContent),
      version: now, message: await page.$eval(".message", (n) => n.textContent).catch(() => null) };
    await context.close();
  }

  // -- a status frame outrun by later moves: the table read for it is some versions past it,
  //    so its legal moves are not that table's; the page offers the later table's moves
  {
    const { links, tokens, game } = await twoPeople();
    const acting = (await apiGet(`/v1/games/${game}`, tokens[0])).to_act[0];
    const seat = 1 - acting; // the page's seat waits at first: it has no moves
    const { context, page } = await newPage(DESK);
    let frame = null;
    const held = new Promise((resolve) => { frame = resolve; });
    let streams = 0;
    // the first stream answers one status frame, when the test has it; later ones never answer
    await page.route(/\/stream\?/, async (route) => {
      if (streams++ > 0) return;
      route.fulfill({ status: 200, contentType: "text/event-stream", body: await held });
    });
    await page.goto(links[seat]);
    await page.waitForSelector(".hand button.card");
    const first = await apiGet(`/v1/games/${game}`, tokens[seat]);
    const move = async (now) => {
      const mover = now.to_act[0];
      const legal = await apiGet(`/v1/games/${game}/legal-moves`, tokens[mover]);
      const chosen = legal.moves.find((m) => m.type === "play") ?? legal.moves.find((m) => m.type !== "knock");
      await apiMove(game, tokens[mover], chosen);
      return apiGet(`/v1/games/${game}`, tokens[seat]);
    };
    const between = await move(first);
    const betweenMoves = await apiGet(`/v1/games/${game}/legal-moves`, tokens[seat]);
    // on until the page's seat acts again, at least one move later
    let now = await move(between);
    for (let i = 0; i < 20 && !now.to_act.includes(seat); i++) now = await move(now);
    frame(`event: status\ndata: ${JSON.stringify({ version: between.version, status: between.status,
      to_act: between.to_act, legal_moves: betweenMoves.moves })}\n\n`);
    await page.waitForFunction((v) => document.querySelector(".meta")?.textContent.includes(`version ${v} `),
      now.version, { timeout: 15000 }).catch(() => undefined);
    const check = await offered(page);
    report.outrun = { from: first.version, between: between.version, later: now.version,
      acts: now.to_act.includes(seat), checked: check.version, wrong: check.wrong,
      shown: await page.$eval(".meta", (n) => n.textContent),
      moves: (await page.$$(".moves button.move, .moves button.group-toggle")).length };
    await context.close();
  }

  // -- two people from an invitation link; one drops its network mid-game; a spectator
  const { context: hostContext, page: ann } = await newPage(DESK);
  await createFromLobby(ann, "vri_atter", ["person", "person"], 1);
  const boLink = await ann.$eval("#invite-1", (n) => n.value);
  const watchLink = await ann.$eval("#invite-watch", (n) => n.value);
  await ann.click("a.button.primary"); // Play as seat 1
  const { context: guestContext, page: bo } = await newPage(PHONE);
  await bo.goto(boLink);
  const { context: watchContext, page: watcher } = await newPage(PHONE);
  await watcher.goto(watchLink);
  // the third seat is open: Cy takes it from the watch link, and the game starts
  const { context: joinContext, page: cy } = await newPage(DESK);
  await cy.goto(watchLink);
  await cy.waitForSelector("form.join");
  await cy.fill("#join-name", "Cy");
  await cy.click("form.join button");
  await cy.waitForSelector(".hand");
  const two = { offline: null, joined: tokenOf(cy) !== null, shown: [] };
  await Promise.all([ann, bo, watcher].map((p) => p.waitForSelector("[data-status=playing]")));
  await playToTheEnd([ann, bo, cy], async (page, clicks) => {
    // how soon the others' pages show a move
    if (two.shown.length < 5) {
      const seq = Math.max(...await page.$$eval("[data-seq]", (n) => n.map((x) => Number(x.dataset.seq))));
      const started = Date.now();
      await Promise.all([ann, bo, cy, watcher].filter((p) => p !== page).map((p) => p.waitForFunction(
        (s) => [...document.querySelectorAll("[data-seq]")].some((x) => Number(x.dataset.seq) >= s), seq, { timeout: 15000 })));
      two.shown.push(Date.now() - started);
    }
    // after one of Ann's moves, when Bo is to act
    if (page !== ann || clicks < 4 || two.offline !== null) return;
    const boActs = await bo.waitForSelector(".status.turn", { timeout: 2000 }).then(() => true, () => false);
    if (!boActs) return;
    // Ann's network goes; Bo plays on until Ann's seat must act; then it comes back
    offlineWindow = true;
    await hostContext.setOffline(true);
    await ann.waitForTimeout(300);
    let boMoves = 0;
    for (let i = 0; i < 100 && boMoves < 1; i++) {
      if (await clickAMove(bo)) boMoves += 1;
      else await bo.waitForTimeout(100);
    }
    const boSeq = Math.max(...await bo.$$eval("[data-seq]", (n) => n.map((x) => Number(x.dataset.seq))));
    const annSeqBefore = Math.max(...await ann.$$eval("[data-seq]", (n) => n.map((x) => Number(x.dataset.seq))));
    await hostContext.setOffline(false);
    offlineWindow = false;
    const started = Date.now();
    await ann.waitForFunction((seq) => [...document.querySelectorAll("[data-seq]")]
      .some((x) => Number(x.dataset.seq) >= seq), boSeq, { timeout: 15000 });
    two.offline = { boMoves, boSeq, annSeqBefore, caughtUpMs: Date.now() - started };
  });
  for (const [name, page] of [["ann", ann], ["bo", bo], ["cy", cy], ["watcher", watcher]]) {
    await page.waitForSelector("[data-status=finished]", { timeout: 20000 });
    const seqs = await page.$$eval("[data-seq]", (n) => n.map((x) => Number(x.dataset.seq)));
    const token = tokenOf(page);
    const events = await apiGet(`/v1/games/${gameOf(page)}/events?after=0&limit=1000`, token);
    two[name] = {
      repeated: seqs.length - new Set(seqs).size,
      missing: events.events.map((e) => e.seq).filter((s) => !seqs.includes(s)).length,
      events: seqs.length, leaked: await sealed(page),
      hand: await page.$$eval(".hand", (n) => n.length),
    };
  }
  report.two = two;
  await Promise.all([hostContext, guestContext, watchContext, joinContext].map((c) => c.close()));

  // -- the same files served from another origin, the API named in the page's address
  if (otherOrigin) {
    const { context, page } = await newPage(DESK);
    await page.goto(`${otherOrigin}?api=${encodeURIComponent(api)}`);
    await page.waitForSelector("form.lobby select#kind option", { state: "attached" });
    await page.selectOption("#kind", "vri_atter");
    await page.click("button[type=submit].primary");
    await page.waitForSelector(".invitations");
    await page.click("a.button.primary");
    await page.waitForSelector("[data-status]");
    let moved = false;
    for (let i = 0; i < 50 && !moved; i++) moved = await clickAMove(page) || (await page.waitForTimeout(100), false);
    report.otherOrigin = { moved, page: page.url().split("#")[0], events: (await page.$$("[data-seq]")).length };
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
