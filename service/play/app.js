// cardtable's reference web table: a lobby that creates games of any kind the service lists,
// invitation links, and a table that follows one seat (or a spectator) on the seat's stream.
// It uses only the public /v1 API through the project's TypeScript client (client.js, its
// compiled copy), and holds nothing about a game but what the API gave this seat: the view,
// the legal moves, and the events as the seat may see them.
//
// Routes live in the URL fragment, which browsers never send to a server, so an invitation
// link can carry its seat's token: #g=GAME (watch or join), #g=GAME&t=TOKEN (play a seat),
// #invite=GAME (the links of a game this tab created).

import { Cardtable, CardtableProblem, verifyCommitments } from "./client.js";

const main = document.getElementById("main");
const connection = document.getElementById("connection");
const announcer = document.getElementById("announce");

function apiBase() {
  const asked = new URLSearchParams(location.search).get("api");
  const meta = document.querySelector('meta[name="cardtable-api"]')?.getAttribute("content");
  return asked || meta || location.origin;
}
const service = new Cardtable(apiBase());

// ---------------------------------------------------------------- words and cards

const SUITS = { C: ["♣", "clubs"], D: ["♦", "diamonds"], H: ["♥", "hearts"], S: ["♠", "spades"] };
const RANK_NAMES = { J: "jack", Q: "queen", K: "king", A: "ace" };
const CARD = /^(?:(10|[2-9JQKA])([CDHS])|JK([12]))(?:#([12]))?$/;
// fields that name a seat, in views, moves and events of every kind
const SEAT_FIELDS = new Set(["seat", "current", "dealer", "attacker", "defender", "caller", "leader",
  "to_play", "target", "target_player", "winner", "trump_drawn_by", "next", "from", "to", "by"]);
const SLOT_FIELDS = /(^|_)slots?$/;
// fields that list seats (a finishing order groups the seats that tie), or hold one number a seat
const SEAT_LISTS = /^(winners|losers|finishing_order|order|ranking|to_act|seats|peeked)$/;
const BY_SEAT = /^(scores?|totals?|points|hand_counts)$/;

function isCard(value) {
  return typeof value === "string" && CARD.test(value);
}

function cardParts(code) {
  const [, rank, suit, joker, copy] = CARD.exec(code);
  const extra = copy ? ` (deck ${copy})` : "";
  if (joker) return { short: `🃏${joker}`, name: `joker ${joker}${extra}`, red: joker === "2" };
  return { short: `${rank}${SUITS[suit][0]}`, name: `${RANK_NAMES[rank] ?? rank} of ${SUITS[suit][1]}${extra}`,
    red: suit === "H" || suit === "D" };
}

function humanize(key) {
  const words = key.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "class") node.className = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A card face: the short form is seen, the full name is read. */
function face(code, tag = "span", attributes = {}) {
  const { short, name, red } = cardParts(code);
  return el(tag, { class: `card${red ? " red" : ""}`, "data-card": code, ...attributes },
    el("span", { "aria-hidden": "true" }, short), el("span", { class: "sr" }, name));
}

function backs(count, label) {
  const shown = Math.min(count, 8);
  return el("span", { class: "backs", role: "img", "aria-label": label },
    Array.from({ length: shown }, () => el("span", { class: "card back" })),
    el("span", { class: "more", "aria-hidden": "true" }, String(count)));
}

/** Words for any value of a move, an event or a view field (cards, suits, seats, slots). */
function words(key, value, names) {
  if (value === null || value === undefined || value === false) return "";
  if (value === true) return humanize(key).toLowerCase();
  if (isCard(value)) return cardParts(value).short;
  if (typeof value === "string" && /suit$/.test(key) && SUITS[value]) return `${SUITS[value][0]} ${SUITS[value][1]}`;
  if (typeof value === "number" && SEAT_FIELDS.has(key)) return names(value);
  if (typeof value === "number" && SLOT_FIELDS.test(key)) return `slot ${value + 1}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return "";
    if (SLOT_FIELDS.test(key) && value.every((v) => typeof v === "number")) {
      return `slot${value.length > 1 ? "s" : ""} ${value.map((v) => v + 1).join(", ")}`;
    }
    if (value.every((v) => typeof v === "number")) {
      if (BY_SEAT.test(key)) return value.map((v, seat) => `${names(seat)} ${v}`).join(", ");
      if (SEAT_LISTS.test(key)) return value.map(names).join(", ");
      return value.join(", ");
    }
    return value.map((v) => words(key, v, names)).filter(Boolean).join(" ");
  }
  if (typeof value === "object") return `(${details(value, names)})`;
  return `${humanize(key).toLowerCase()} ${value}`;
}

function details(object, names, skip = []) {
  return Object.entries(object)
    .filter(([key]) => !skip.includes(key))
    .map(([key, value]) => {
      const said = words(key, value, names);
      if (said === "" || typeof value === "boolean") return said;
      // cards and seats speak for themselves; other fields say what they are
      return isCard(value) || (Array.isArray(value) && value.every(isCard)) || SEAT_FIELDS.has(key)
        || SLOT_FIELDS.test(key) || typeof value === "object" || /suit$/.test(key)
        ? (key === "cards" || key === "card" || key === "slot" || key === "slots" ? said : `${humanize(key).toLowerCase()}: ${said}`)
        : said;
    })
    .filter(Boolean).join(", ");
}

function describeMove(move, names) {
  const rest = details(move, names, ["type"]);
  return rest ? `${humanize(move.type)} ${rest}` : humanize(move.type);
}

function describeEvent(event, names) {
  const actor = typeof event.seat === "number" ? `${names(event.seat)}: ` : "";
  const rest = details(event, names, ["seq", "type", "seat"]);
  return `${actor}${humanize(event.type).toLowerCase()}${rest ? ` — ${rest}` : ""}`;
}

/** Every card a move names, wherever it names it. */
function cardsOf(value, found = new Set()) {
  if (isCard(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => cardsOf(v, found));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => cardsOf(v, found));
  return found;
}

/** A value of the view as the table shows it: cards as faces, the rest in words. */
function show(key, value, names, seats = 0) {
  if (isCard(value)) return face(value);
  if (Array.isArray(value) && SEAT_LISTS.test(key)) {
    return value.length === 0 ? "none" : value.map((v, i) => (Array.isArray(v)
      ? `${i + 1}. ${v.map(names).join(" & ")}` : names(v))).join(Array.isArray(value[0]) ? "  " : ", ");
  }
  if (Array.isArray(value) && BY_SEAT.test(key) && value.length === seats && value.every((v) => typeof v === "number")) {
    return value.map((v, seat) => `${names(seat)} ${v}`).join(", ");
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isCard)) {
    const shown = value.slice(-10);
    return el("span", { class: "cards" }, value.length > shown.length
      ? el("span", { class: "more" }, `${value.length - shown.length} more below`) : null,
    shown.map((c) => face(c)));
  }
  if (Array.isArray(value) && value.some((v) => v && typeof v === "object")) {
    return el("ul", { class: "plain" }, value.map((v) => el("li", {}, show(key, v, names, seats))));
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return el("span", { class: "group" }, Object.entries(value)
      .filter(([, v]) => v !== null && v !== false && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => el("span", { class: "pair" }, /^\d+$/.test(k) ? `${names(Number(k))}: ` : `${humanize(k)} `,
        show(k, v, names, seats))));
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map((v) => scalar(key, v, names)).join(", ");
  return scalar(key, value, names);
}

function scalar(key, value, names) {
  if (typeof value === "number" && (SEAT_FIELDS.has(key) || SLOT_FIELDS.test(key))) return words(key, value, names);
  if (typeof value === "string" && /suit$/.test(key) && SUITS[value]) return words(key, value, names);
  return String(value);
}

// ---------------------------------------------------------------- routes

function route() {
  const params = new URLSearchParams(location.hash.slice(1));
  stopTable();
  if (params.get("g")) openTable(params.get("g"), params.get("t"));
  else if (params.get("invite")) showInvitations(params.get("invite"));
  else showLobby();
}

function link(hash) {
  return `${location.origin}${location.pathname}${location.search}#${hash}`;
}

function say(text) {
  announcer.textContent = text;
}

function problemText(error) {
  if (error instanceof CardtableProblem) return `${error.problem.detail} (${error.code})`;
  return `The service could not be reached (${error.message ?? error}).`;
}

function setMain(...children) {
  main.replaceChildren(...children);
}

// ---------------------------------------------------------------- lobby

let kindsCache = null;

async function showLobby() {
  document.title = "cardtable: new game";
  setMain(el("p", {}, "Loading the games…"));
  try {
    kindsCache ??= await service.kinds();
  } catch (error) {
    setMain(el("p", { role: "alert" }, problemText(error)));
    return;
  }
  const kinds = kindsCache;
  const form = el("form", { class: "lobby", "aria-labelledby": "lobby-title" });
  const kindSelect = el("select", { id: "kind", name: "kind" },
    kinds.map((k) => el("option", { value: k.kind }, `${k.title} (${k.min_players}–${k.max_players} players)`)));
  const seatsBox = el("fieldset", { class: "seats" });
  const optionsBox = el("div", { class: "options" });
  const openSeats = el("input", { id: "open-seats", type: "number", min: 0, value: 0, inputmode: "numeric" });
  const error = el("p", { class: "error", role: "alert" });
  const clockSelect = el("select", { id: "clock" },
    el("option", { value: "" }, "None: wait for each player"),
    [15, 30, 60, 300].map((s) => el("option", { value: String(s) }, s < 60 ? `${s} seconds a turn` : `${s / 60} minute${s > 60 ? "s" : ""} a turn`)));
  // a seat the rules would act for (a Dač snap window's pass, dealing the next round) may
  // get less time than a turn, so one who walks away holds the table up for seconds
  const windowSelect = el("select", { id: "window" },
    el("option", { value: "" }, "as long as a turn"),
    [5, 10, 30].map((s) => el("option", { value: String(s) }, `${s} seconds`)));
  const timeoutSelect = el("select", { id: "on-timeout" },
    el("option", { value: "bot" }, "a bot plays the turn"),
    el("option", { value: "forfeit" }, "the player forfeits"));
  const rows = [];

  function seatRow(index, who) {
    const type = el("select", { "aria-label": `Seat ${index + 1}`, class: "who" },
      el("option", { value: "person" }, "Person"),
      el("option", { value: "greedy" }, "Bot: greedy"),
      el("option", { value: "random" }, "Bot: random"),
      el("option", { value: "ismcts" }, "Bot: ismcts (searches)"));
    type.value = who;
    const name = el("input", { "aria-label": `Name at seat ${index + 1}`, maxlength: 40,
      value: who === "person" ? `Player ${index + 1}` : "", placeholder: "name" });
    return { type, name, node: el("div", { class: "seat-row" }, el("span", { class: "seat-no" }, `${index + 1}`), type, name) };
  }

  function setSeats(count) {
    while (rows.length < count) rows.push(seatRow(rows.length, rows.length === 0 ? "person" : "greedy"));
    rows.length = count;
    seatsBox.replaceChildren(el("legend", {}, "Seated now"), ...rows.map((r) => r.node),
      el("div", { class: "row" },
        el("button", { type: "button", onclick: () => setSeats(Math.min(rows.length + 1, kind().max_players)) }, "Add a seat"),
        el("button", { type: "button", onclick: () => setSeats(Math.max(rows.length - 1, 1)) }, "Remove the last seat")));
  }

  const kind = () => kinds.find((k) => k.kind === kindSelect.value);

  function setKind() {
    const k = kind();
    setSeats(Math.max(k.min_players, Math.min(rows.length || 2, k.max_players)));
    optionsBox.replaceChildren(optionControls(k));
  }
  kindSelect.addEventListener("change", setKind);

  form.addEventListener("submit", async (submitted) => {
    submitted.preventDefault();
    error.textContent = "";
    const k = kind();
    const players = rows.map((r) => (r.type.value === "person"
      ? { name: r.name.value.trim() || "Player" }
      : { bot: r.type.value, ...(r.name.value.trim() ? { name: r.name.value.trim() } : {}) }));
    const open = Number(openSeats.value) || 0;
    const body = { kind: k.kind, players, options: readOptions(optionsBox) };
    if (open > 0) body.seats = players.length + open;
    if (clockSelect.value) {
      body.clock = { turn_seconds: Number(clockSelect.value), on_timeout: timeoutSelect.value };
      if (windowSelect.value) body.clock.window_seconds = Number(windowSelect.value);
    }
    try {
      const created = await service.createGame(body);
      sessionStorage.setItem(`cardtable:created:${created.game_id}`, JSON.stringify({
        kind: k.kind, title: k.title, seats: created.seats, host: created.host_token }));
      location.hash = `invite=${created.game_id}`;
    } catch (problem) {
      error.textContent = problemText(problem);
    }
  });

  form.append(
    el("h1", { id: "lobby-title" }, "New game"),
    el("label", { for: "kind" }, "Game"), kindSelect,
    seatsBox,
    el("label", { for: "open-seats" }, "Open seats, for people who join with the game's link"), openSeats,
    el("label", { for: "clock" }, "Turn clock"), clockSelect,
    el("label", { for: "window" }, "With a clock, time to pass on a snap or deal the next round"), windowSelect,
    el("label", { for: "on-timeout" }, "When a player runs out of time"), timeoutSelect,
    el("details", {}, el("summary", {}, "Options"), optionsBox),
    el("button", { type: "submit", class: "primary" }, "Create the game"),
    error);
  const watch = el("form", { class: "watch", "aria-labelledby": "watch-title" },
    el("h2", { id: "watch-title" }, "Join or watch a game"),
    el("label", { for: "watch-id" }, "Game id"),
    el("input", { id: "watch-id", required: true, autocomplete: "off", spellcheck: "false" }),
    el("button", { type: "submit" }, "Open"));
  watch.addEventListener("submit", (e) => {
    e.preventDefault();
    location.hash = `g=${encodeURIComponent(watch.querySelector("input").value.trim())}`;
  });
  setMain(form, watch);
  setKind();
}

/** Form controls for a kind's options, from the JSON Schema the service publishes. */
function optionControls(kind) {
  const properties = kind.options?.properties ?? {};
  const controls = Object.entries(properties).map(([name, schema]) => {
    const id = `option-${name}`;
    const fallback = kind.defaults?.[name] ?? schema.default;
    let input;
    if (schema.enum) {
      input = el("select", { id, "data-option": name, "data-type": schema.type },
        schema.enum.map((v) => el("option", { value: String(v) }, String(v))));
      input.value = String(fallback);
    } else if (schema.type === "boolean") {
      input = el("input", { id, type: "checkbox", "data-option": name, "data-type": "boolean" });
      input.checked = Boolean(fallback);
    } else if (schema.type === "integer" || schema.type === "number") {
      input = el("input", { id, type: "number", "data-option": name, "data-type": schema.type,
        min: schema.minimum, max: schema.maximum, value: fallback, inputmode: "numeric" });
    } else if (schema.type === "array" && schema.items?.enum) {
      return el("fieldset", { class: "option", "data-option": name, "data-type": "array" },
        el("legend", {}, humanize(name)),
        schema.items.enum.map((v) => el("label", { class: "check" },
          el("input", { type: "checkbox", value: String(v), checked: (fallback ?? []).includes(v) }), String(v))),
        schema.description ? el("small", {}, schema.description) : null);
    } else {
      return null; // an option of a shape the form does not know keeps its default
    }
    return el("div", { class: "option" }, el("label", { for: id }, humanize(name)), input,
      schema.description ? el("small", {}, schema.description) : null);
  });
  return el("div", {}, controls);
}

function readOptions(box) {
  const options = {};
  for (const control of box.querySelectorAll("[data-option]")) {
    const name = control.dataset.option;
    const type = control.dataset.type;
    if (type === "array") {
      options[name] = [...control.querySelectorAll("input:checked")].map((i) => i.value);
    } else if (type === "boolean") {
      options[name] = control.checked;
    } else if (type === "integer" || type === "number") {
      options[name] = Number(control.value);
    } else {
      options[name] = control.value;
    }
  }
  return options;
}

// ---------------------------------------------------------------- invitations

function showInvitations(gameId) {
  const saved = JSON.parse(sessionStorage.getItem(`cardtable:created:${gameId}`) ?? "null");
  document.title = "cardtable: invitations";
  const watchUrl = link(`g=${gameId}`);
  const copyable = (label, url, id) => el("div", { class: "invite" },
    el("label", { for: id }, label),
    el("div", { class: "row" },
      el("input", { id, readonly: true, value: url, class: "url" }),
      el("button", { type: "button", onclick: () => navigator.clipboard?.writeText(url).then(
        () => say("Copied"), () => say("Copy it from the field")) }, "Copy")));
  setMain(el("section", { class: "invitations", "aria-labelledby": "inv-title" },
    el("h1", { id: "inv-title" }, `${saved?.title ?? "Game"} ${gameId}`),
    saved ? el("p", {}, "Each person's link holds their seat: send it to them alone.") : null,
    (saved?.seats ?? []).map((s) => el("div", { class: "invitee" },
      copyable(`Seat ${s.seat + 1}: ${s.name}`, link(`g=${gameId}&t=${s.token}`), `invite-${s.seat}`),
      el("a", { class: "button primary", href: `#g=${gameId}&t=${s.token}` }, `Play as ${s.name}`))),
    copyable("Anyone with this link can watch, or take an open seat", watchUrl, "invite-watch"),
    el("a", { class: "button", href: `#g=${gameId}` }, "Watch"),
    saved?.host ? el("a", { class: "button", href: `#g=${gameId}&t=${saved.host}`, id: "host-link" },
      "Host: watch, hand an absent player's seat to a bot, or cancel") : null));
}

// ---------------------------------------------------------------- the table

let table = null;

function stopTable() {
  if (table === null) return;
  table.stopped = true;
  table.abort?.abort();
  window.removeEventListener("offline", table.onOffline);
  window.removeEventListener("online", table.onOnline);
  table = null;
  connection.textContent = "";
}

async function openTable(gameId, token) {
  const client = token ? service.as(token) : service;
  const t = table = {
    gameId, token, client, game: null, view: null, legal: [], events: [], lastSeq: 0,
    commitments: null, selected: new Set(), open: null, hint: null, message: "", fairness: null,
    stopped: false, abort: null, offline: false,
  };
  setMain(el("p", {}, "Opening the table…"));
  try {
    const first = await client.game(gameId, "").view();
    t.game = client.game(gameId, first.kind);
    t.kind = (kindsCache ??= await service.kinds()).find((k) => k.kind === first.kind);
    ({ view: t.view, legal: t.legal } = await readTable(t, first));
    await readEvents(t);
  } catch (error) {
    if (t === table) setMain(el("p", { role: "alert" }, problemText(error)));
    return;
  }
  if (t !== table) return;
  t.onOffline = () => {
    t.offline = true;
    t.abort?.abort();
    connection.textContent = "Offline: the table catches up when the network is back";
  };
  t.onOnline = () => {
    t.offline = false;
    connection.textContent = "Reconnecting…";
    follow(t);
  };
  window.addEventListener("offline", t.onOffline);
  window.addEventListener("online", t.onOnline);
  render(t);
  main.focus();
  follow(t);
}

/**
 * The table and the seat's moves as of one version. A move that lands between the two reads
 * sends both again; past a few tries the moves wait for the stream's next status frame, as
 * moves of another version would offer cards that cannot be played.
 */
async function readTable(t, view = null) {
  for (let tries = 0; ; tries++) {
    view ??= await t.game.view();
    if (!t.token || !mine(view) || view.status === "waiting") return { view, legal: [] };
    const legal = await t.game.legalMoves();
    if (legal.version === view.version) return { view, legal: legal.moves };
    if (tries === 3) return { view, legal: [] };
    view = null;
  }
}

async function readEvents(t) {
  let after = t.lastSeq;
  for (;;) {
    const page = await t.game.events(after);
    page.events.forEach((e) => addEvent(t, e));
    if (page.next_after === null || page.next_after === undefined) return;
    after = page.next_after;
  }
}

function addEvent(t, event) {
  if (event.seq <= t.lastSeq) return; // already shown: a stream resumed from an earlier seq
  t.lastSeq = event.seq;
  t.events.push(event);
}

/**
 * A move's own answer may show the mover more than the log does (Dač's peeked cards are shown
 * once, there), so its events replace those the stream delivered first.
 */
function addAnswered(t, event) {
  const at = t.events.findIndex((e) => e.seq === event.seq);
  if (at >= 0) t.events[at] = event;
  else addEvent(t, event);
}

/** The seat's stream, from the last event this page holds, until the game is over. */
async function follow(t) {
  if (t.stopped || t.offline) return;
  t.abort?.abort();
  const abort = t.abort = new AbortController();
  try {
    connection.textContent = "Live";
    for await (const frame of t.game.follow({ after: t.lastSeq, signal: abort.signal, reconnectDelayMs: 500 })) {
      if (abort.signal.aborted) return;
      if (frame.seq !== null) {
        addEvent(t, { ...frame.data, seq: frame.seq });
        say(describeEvent(frame.data, names(t)));
      } else {
        await onStatus(t, frame.data);
      }
    }
    if (!abort.signal.aborted) await finish(t);
  } catch (error) {
    if (abort.signal.aborted || t.stopped) return;
    t.message = problemText(error);
    render(t);
  }
}

async function onStatus(t, status) {
  if (status.version < t.view.version) return; // a move's own answer got here first
  const before = JSON.stringify([t.view.version, t.view.status, t.legal]);
  const seat = t.token && status.legal_moves !== undefined;
  if (status.version > t.view.version || status.status !== t.view.status) {
    let fresh = { view: await t.game.view(), legal: seat ? status.legal_moves : t.legal };
    // the table moved on again during the read: this status's moves are not its moves
    if (seat && fresh.view.version !== status.version) fresh = await readTable(t);
    // a move's answer may have brought a later table while these reads were under way
    if (fresh.view.version >= t.view.version) ({ view: t.view, legal: t.legal } = fresh);
  } else if (seat) {
    t.legal = status.legal_moves;
  }
  if (t.view.status === "finished") t.legal = [];
  // drawing the same table again would replace the button under a finger or the pointer
  if (JSON.stringify([t.view.version, t.view.status, t.legal]) !== before) render(t);
}

async function finish(t) {
  t.view = await t.game.view();
  t.legal = [];
  connection.textContent = "";
  render(t);
  try {
    const record = await t.game.record();
    const committed = await verifyCommitments(record, t.view.commitments ?? undefined);
    const verdict = await service.verify(record);
    t.fairness = { committed, verdict };
  } catch (error) {
    t.fairness = { error: problemText(error) };
  }
  if (t === table) render(t);
}

function names(t) {
  const players = t.view.players ?? [];
  return (seat) => {
    if (seat === t.view.seat) return "you";
    return players.find((p) => p.seat === seat)?.name ?? `seat ${seat + 1}`;
  };
}

async function play(t, move) {
  t.message = "";
  t.hint = null;
  try {
    const result = await t.game.move(move, t.view.version);
    result.events.forEach((e) => addAnswered(t, e));
    if (result.view.version >= t.view.version) {
      t.view = result.view;
      t.legal = result.legal_moves ?? [];
    }
    t.selected.clear();
    t.open = null;
  } catch (error) {
    if (error instanceof CardtableProblem && error.status === 412) {
      // another seat moved first: this is the table now
      ({ view: t.view, legal: t.legal } = await readTable(t));
      t.message = "Another move got there first, so yours was not made: this is the table now.";
    } else {
      t.message = problemText(error);
    }
  }
  render(t, true);
}

async function askHint(t) {
  try {
    const hint = await t.game.hint("greedy", 50);
    t.hint = hint.move;
    t.message = hint.move ? `Hint: ${describeMove(hint.move, names(t))}` : "Nothing to do now.";
  } catch (error) {
    t.message = problemText(error);
  }
  render(t);
}

async function join(t, name) {
  try {
    const joined = await service.join(t.gameId, name);
    location.hash = `g=${t.gameId}&t=${joined.token}`;
  } catch (error) {
    t.message = problemText(error);
    render(t);
  }
}

// ---------------------------------------------------------------- drawing the table

const CORE_FIELDS = new Set(["game_id", "version", "kind", "status", "seat", "to_act", "players",
  "options", "stacked_deck", "result", "commitments", "hand", "bots", "rounds", "phase", "open_seats",
  "clock", "resigned"]);
const PLAYER_FIELDS = new Set(["seat", "name", "hand_count", "slots"]);

function render(t, moved = false) {
  if (t !== table || t.view === null) return;
  const focused = document.activeElement?.dataset?.key;
  const v = t.view;
  const who = names(t);
  const myTurn = mine(v) && (v.to_act ?? []).includes(v.seat);
  document.title = `cardtable: ${t.kind?.title ?? v.kind}${myTurn ? " (your turn)" : ""}`;

  const sections = [header(t, myTurn, who)];
  if (v.status === "waiting") sections.push(waiting(t));
  sections.push(playersSection(t, who));
  const piles = Object.entries(v).filter(([k, value]) => !CORE_FIELDS.has(k) && value !== null
    && !(Array.isArray(value) && value.length === 0));
  if (piles.length > 0) {
    sections.push(el("section", { class: "piles", "aria-labelledby": "piles-title" },
      el("h2", { id: "piles-title" }, "On the table"),
      el("dl", {}, piles.map(([k, value]) => el("div", { class: "field" },
        el("dt", {}, humanize(k)), el("dd", {}, show(k, value, who, seatCount(v))))))));
  }
  if (mine(v) && Array.isArray(v.hand)) sections.push(handSection(t, who));
  const botPlaysMine = mine(v) && (v.bots ?? []).some((b) => b.seat === v.seat);
  if (mine(v) && (v.resigned ?? []).includes(v.seat)) t.legal = [];
  if (botPlaysMine && v.status === "playing") sections.push(takeBackSection(t));
  else if (mine(v) && v.status === "playing") sections.push(movesSection(t, who));
  if (t.token && !mine(v) && v.status !== "finished") sections.push(hostSection(t, who));
  if (t.message) sections.push(el("p", { class: "message", role: "alert" }, t.message));
  if (Array.isArray(v.rounds) && v.rounds.length > 0) sections.push(roundsSection(v.rounds, who, seatCount(v)));
  if (v.status === "finished") sections.push(resultSection(t, who));
  sections.push(logSection(t, who));
  setMain(...sections);
  const again = focused && main.querySelector(`[data-key="${CSS.escape(focused)}"]`);
  if (again) again.focus();
  else if (moved) main.querySelector(".moves button, .hand button:not([aria-disabled])")?.focus();
}

function header(t, myTurn, who) {
  const v = t.view;
  let status;
  if (v.status === "waiting") status = "Waiting for players";
  else if (v.status === "finished") status = "Game over";
  else if (myTurn) status = "Your turn";
  else status = `Waiting for ${(v.to_act ?? []).map(who).join(", ") || "the table"}`;
  return el("section", { class: "head", "aria-labelledby": "table-title" },
    el("h1", { id: "table-title" }, `${t.kind?.title ?? v.kind}`),
    el("p", { class: `status${myTurn ? " turn" : ""}`, "data-status": v.status }, status),
    clockLine(v, who),
    el("p", { class: "meta" },
      v.phase ? `Phase: ${humanize(v.phase).toLowerCase()} · ` : "",
      mine(v) ? `You are seat ${v.seat + 1}` : "Watching",
      ` · version ${v.version} · `,
      el("a", { href: `${t.kind?.rules_url ?? "#"}`, target: "_blank", rel: "noopener" }, "rules")));
}

// A turn clock's deadlines, counting down: seconds_left is from the answer, so the count
// does not depend on this device's clock being right.
function clockLine(v, who) {
  if (!v.clock || v.status !== "playing" || v.clock.deadlines.length === 0) return null;
  const now = Date.now() / 1000;
  const windows = v.clock.window_seconds ? `, ${v.clock.window_seconds} s to pass or deal` : "";
  return el("p", { class: "clock" }, `Turn clock (${v.clock.turn_seconds} s${windows}, then ${v.clock.on_timeout === "bot" ? "a bot plays" : "forfeit"}): `,
    v.clock.deadlines.map((d, i) => el("span", {}, i > 0 ? ", " : "", `${who(d.seat)} `,
      el("span", { class: "left", "data-ends": String(now + d.seconds_left) }, secondsLeft(now + d.seconds_left)))));
}

function secondsLeft(ends) {
  return `${Math.max(0, Math.ceil(ends - Date.now() / 1000))} s`;
}

setInterval(() => {
  document.querySelectorAll(".clock [data-ends]").forEach((span) => {
    span.textContent = secondsLeft(Number(span.dataset.ends));
  });
}, 1000);

function seatCount(v) {
  return (v.players ?? []).length;
}

function mine(v) {
  return v.seat !== null && v.seat !== undefined;
}

function waiting(t) {
  const form = el("form", { class: "join" },
    el("label", { for: "join-name" }, "Your name"),
    el("input", { id: "join-name", maxlength: 40, required: true, value: "Guest" }),
    el("button", { type: "submit", class: "primary" }, "Take an open seat"));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    join(t, form.querySelector("input").value.trim());
  });
  return el("section", { class: "waiting" },
    el("p", {}, `Open seats: ${(t.view.open_seats ?? []).map((s) => s + 1).join(", ")}`),
    t.token ? null : form);
}

function playersSection(t, who) {
  const v = t.view;
  const toAct = new Set(v.to_act ?? []);
  const bots = new Set((v.bots ?? []).map((b) => b.seat));
  const resigned = new Set(v.resigned ?? []);
  return el("section", { class: "players", "aria-labelledby": "players-title" },
    el("h2", { id: "players-title", class: "sr" }, "Players"),
    el("ul", { class: "plain seats-list" }, (v.players ?? []).map((p) => {
      const badges = Object.entries(p).filter(([k, value]) => !PLAYER_FIELDS.has(k)
        && value !== null && value !== false && !(Array.isArray(value) && value.length === 0))
        .map(([k, value]) => el("span", { class: "badge" }, value === true ? humanize(k) : `${humanize(k)} `, value === true ? null : show(k, value, who)));
      let cards = null;
      if (typeof p.hand_count === "number") cards = backs(p.hand_count, `${p.hand_count} card${p.hand_count === 1 ? "" : "s"}`);
      if (Array.isArray(p.slots)) {
        cards = el("span", { class: "slots" }, p.slots.map((s) => {
          if (s.card && isCard(s.card)) return face(s.card, "span", { title: `slot ${s.slot + 1}` });
          return s.occupied
            ? el("span", { class: "card back", role: "img", "aria-label": `slot ${s.slot + 1}: face down` })
            : el("span", { class: "card empty", role: "img", "aria-label": `slot ${s.slot + 1}: empty` });
        }));
      }
      return el("li", { class: `player${toAct.has(p.seat) ? " acting" : ""}${p.seat === v.seat ? " me" : ""}` },
        el("span", { class: "name" }, p.name ?? "(open seat)", p.seat === v.seat ? " (you)" : "",
          bots.has(p.seat) ? " · bot" : "", resigned.has(p.seat) ? " · resigned" : "",
          toAct.has(p.seat) ? " · to act" : ""),
        cards, badges);
    })));
}

function handSection(t, who) {
  const playable = new Set();
  t.legal.forEach((m) => cardsOf(m, playable));
  const hand = t.view.hand;
  return el("section", { class: "hand", "aria-labelledby": "hand-title" },
    el("h2", { id: "hand-title" }, `Your hand (${hand.length})`),
    el("div", { class: "cards" }, hand.map((code, i) => {
      const usable = playable.has(code);
      const chosen = t.selected.has(code);
      return face(code, "button", {
        type: "button", "data-key": `card-${code}-${i}`,
        "aria-pressed": usable ? String(chosen) : null, "aria-disabled": usable ? null : "true",
        class: `card${cardParts(code).red ? " red" : ""}${chosen ? " chosen" : ""}${usable ? "" : " idle"}`,
        onclick: () => {
          if (!usable) return;
          if (chosen) t.selected.delete(code);
          else t.selected.add(code);
          t.open = null;
          render(t);
        },
      });
    })),
    t.selected.size > 0 ? el("p", { class: "hint-text" }, "Moves with the chosen cards are shown below.") : null);
}

function movesSection(t, who) {
  const chosen = [...t.selected];
  const moves = t.legal.filter((m) => { const c = cardsOf(m); return chosen.every((x) => c.has(x)); });
  const groups = new Map();
  moves.forEach((m) => groups.set(m.type, [...(groups.get(m.type) ?? []), m]));
  const hinted = t.hint ? JSON.stringify(t.hint) : null;
  const button = (m, key) => el("button", {
    type: "button", "data-key": key, "data-move": JSON.stringify(m),
    class: JSON.stringify(m) === hinted ? "move hinted" : "move", onclick: () => play(t, m),
  }, describeMove(m, who));
  const list = [...groups.entries()].map(([type, variants]) => {
    if (variants.length === 1) return el("li", {}, button(variants[0], `move-${type}-0`));
    const open = t.open === type;
    return el("li", { class: "group" },
      el("button", { type: "button", "aria-expanded": String(open), "data-key": `group-${type}`,
        class: "group-toggle", onclick: () => { t.open = open ? null : type; render(t); } },
      `${humanize(type)}… (${variants.length} ways)`),
      open ? el("ul", { class: "plain variants" }, variants.map((m, i) => el("li", {}, button(m, `move-${type}-${i}`)))) : null);
  });
  return el("section", { class: "moves", "aria-labelledby": "moves-title" },
    el("h2", { id: "moves-title" }, "Your moves"),
    list.length > 0 ? el("ul", { class: "plain move-list" }, list)
      : el("p", {}, t.legal.length > 0 ? "No move uses all the chosen cards." : "Nothing to do now."),
    el("div", { class: "row" },
      t.selected.size > 0 ? el("button", { type: "button", "data-key": "clear",
        onclick: () => { t.selected.clear(); render(t); } }, "Clear the chosen cards") : null,
      t.legal.length > 0 ? el("button", { type: "button", "data-key": "hint", onclick: () => askHint(t) }, "Hint") : null,
      resignButton(t)));
}

// The host's page: a token that holds no seat. It may hand a person's seat to a bot (they take
// it back from their own page) and cancel a game before its deal.
function hostSection(t, who) {
  const v = t.view;
  const bots = new Set((v.bots ?? []).map((b) => b.seat));
  const people = (v.players ?? []).filter((p) => p.name !== null && !bots.has(p.seat)
    && !(v.resigned ?? []).includes(p.seat));
  const act = (key, label, action) => el("button", { type: "button", "data-key": key, onclick: async () => {
    try {
      await action();
      t.message = "";
      t.view = await t.game.view();
    } catch (error) {
      t.message = problemText(error);
    }
    render(t);
  } }, label);
  const controls = v.status === "waiting"
    ? [act("cancel", "Cancel this game", async () => { await t.game.cancel(); stopTable(); location.hash = ""; })]
    : people.map((p) => act(`to-bot-${p.seat}`, `Let a bot play ${who(p.seat)}'s seat`, () => t.game.handToBot(p.seat, "greedy")));
  return el("section", { class: "host", "aria-labelledby": "host-title" },
    el("h2", { id: "host-title" }, "Host"), el("div", { class: "row" }, controls));
}

function takeBackSection(t) {
  return el("section", { class: "moves", "aria-labelledby": "moves-title" },
    el("h2", { id: "moves-title" }, "A bot is playing your seat"),
    el("button", { type: "button", class: "primary", "data-key": "take-back", onclick: async () => {
      try {
        await t.game.takeBack(t.view.seat);
        ({ view: t.view, legal: t.legal } = await readTable(t));
      } catch (error) {
        t.message = problemText(error);
      }
      render(t);
    } }, "Take my seat back"));
}

// Leaving for good takes two clicks: the first only asks.
function resignButton(t) {
  if ((t.view.resigned ?? []).includes(t.view.seat)) return null;
  if (!t.confirmResign) {
    return el("button", { type: "button", "data-key": "resign", class: "resign",
      onclick: () => { t.confirmResign = true; render(t); } }, "Resign…");
  }
  return el("span", { class: "row" },
    el("button", { type: "button", "data-key": "resign-yes", class: "resign",
      onclick: () => { t.confirmResign = false; play(t, { type: "resign" }); } }, "Resign: leave this game for good"),
    el("button", { type: "button", "data-key": "resign-no",
      onclick: () => { t.confirmResign = false; render(t); } }, "Keep playing"));
}

function roundsSection(rounds, who, seats) {
  const columns = [...new Set(rounds.flatMap((r) => Object.keys(r)))];
  return el("section", { class: "rounds", "aria-labelledby": "rounds-title" },
    el("h2", { id: "rounds-title" }, "Rounds"),
    el("div", { class: "scroll", tabindex: 0, role: "region", "aria-label": "Rounds, scrollable" }, el("table", {},
      el("thead", {}, el("tr", {}, columns.map((c) => el("th", { scope: "col" }, humanize(c))))),
      el("tbody", {}, rounds.map((r) => el("tr", {}, columns.map((c) => el("td", {}, show(c, r[c] ?? "", who, seats)))))))));
}

function resultSection(t, who) {
  const f = t.fairness;
  let fairness = el("p", {}, "Checking the shuffles…");
  if (f?.error) fairness = el("p", {}, `The fairness check could not run: ${f.error}`);
  else if (f) {
    fairness = el("ul", { class: "plain fairness" },
      el("li", { "data-check": "commitments", "data-ok": String(f.committed) },
        f.committed ? "✔ Every deal matches the commitment shown before it was played (checked in this browser)."
          : "✘ A deal does not match its commitment."),
      el("li", { "data-check": "referee", "data-ok": String(f.verdict.valid) },
        f.verdict.valid ? "✔ The referee replayed the record: every move was legal and the result stands."
          : `✘ The referee rejects the record: ${f.verdict.reason ?? f.verdict.detail ?? "invalid"}`));
  }
  return el("section", { class: "result", "aria-labelledby": "result-title" },
    el("h2", { id: "result-title" }, "Result"),
    t.view.result ? el("div", {}, show("result", t.view.result, who, seatCount(t.view))) : null,
    el("h3", {}, "Fair shuffles"), fairness,
    el("p", {}, el("a", { class: "button", href: "#" }, "New game")));
}

function logSection(t, who) {
  const recent = t.events.slice().reverse();
  return el("section", { class: "log", "aria-labelledby": "log-title" },
    el("h2", { id: "log-title" }, "What happened"),
    el("ol", { class: "plain events", tabindex: 0, "aria-label": "Events, newest first" }, recent.map((e) => el("li", { "data-seq": e.seq }, describeEvent(e, who)))));
}

window.addEventListener("hashchange", route);
route();
