// End-to-end: every kind the service offers, played to its result through this client.
// Needs CARDTABLE_URL pointing at a running service.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  Cardtable, CardtableProblem, verifyCommitments, type EventListOf, type Kind, type MoveOf,
  type StreamStatus,
} from "../src/index.js";

const baseUrl = process.env["CARDTABLE_URL"];
if (baseUrl === undefined) throw new Error("set CARDTABLE_URL");
const service = new Cardtable(baseUrl);

// A small seeded generator: the same choices every run.
let seed = 12345;
function pick<T>(items: readonly T[]): T {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return items[Math.floor((seed / 2147483648) * items.length)]!;
}

async function playToTheEnd(kind: Kind, players: number): Promise<void> {
  const described = await service.kind(kind);
  const options: Record<string, unknown> = "max_rounds" in described.defaults ? { max_rounds: 1 } : {};
  const created = await service.createGame({
    kind, options, players: Array.from({ length: players }, (_, i) => ({ name: `p${i}` })),
  });
  const spectator = service.game(created.game_id, kind);
  const seats = created.seats.map((s) => service.as(s.token).game(created.game_id, kind));

  // No polling: every move answers a status frame of the spectator's stream.
  const seqs: number[] = [];
  let moves = 0;
  let last: StreamStatus | undefined;
  for await (const frame of spectator.follow()) {
    if (frame.seq !== null) {
      seqs.push(frame.seq);
      continue;
    }
    last = frame.data;
    if (last.status !== "playing") continue;
    const seat = pick(last.to_act);
    const listed = await seats[seat]!.legalMoves();
    assert.equal(listed.version, last.version);
    // after a while, end rounds that only end when a player calls (Dač)
    const listedMoves: MoveOf<Kind>[] = listed.moves;
    const call = moves > 60 ? listedMoves.find((m) => "call_dac" in m && m.call_dac === true) : undefined;
    // mostly play a card when one can (random drawing makes Vri åtter games very long)
    const plays = listedMoves.filter((m) => m.type === "play");
    const move = call ?? pick(plays.length > 0 && pick([true, true, true, false]) ? plays : listedMoves);
    assert.equal((await seats[seat]!.move(move)).kind, kind);
    assert.ok(++moves < 5000, `${kind} did not finish`);
  }
  assert.equal(last?.status, "finished");
  assert.deepEqual(seqs, seqs.map((_, i) => i + 1));
  const view = await spectator.view();
  assert.ok(view.status === "finished" && view.result !== null);

  // the record, the referee's typed verdict on it, and the deals as committed
  const record = await spectator.record();
  assert.equal(record.kind, kind);
  const verdict = await service.verify(record);
  assert.deepEqual(verdict, { valid: true, result: view.result, moves });
  assert.ok(await verifyCommitments(record, view.commitments));
  assert.ok(!(await verifyCommitments(record, ["0".repeat(64)])));
  const forged = structuredClone(record);
  forged.deals[0]!.deck.reverse();
  assert.ok(!(await verifyCommitments(forged)));
  const refused = await service.verify(forged);
  assert.equal(refused.valid, false);
  assert.equal(refused.code, "COMMITMENT_MISMATCH");
}

test("every kind plays to its result", async () => {
  const kinds = await service.kinds();
  assert.ok(kinds.length >= 2);
  for (const k of kinds) await playToTheEnd(k.kind, Math.min(k.max_players, Math.max(k.min_players, 3)));
});

test("an illegal move comes back as a typed problem", async () => {
  const created = await service.createGame({ kind: "vri_atter", players: [{ name: "a" }, { name: "b" }] });
  const view = await service.game(created.game_id, "vri_atter").view();
  const idle = created.seats.find((s) => !view.to_act.includes(s.seat))!;
  const game = service.as(idle.token).game(created.game_id, "vri_atter");
  await assert.rejects(game.move({ type: "draw" }), (error: unknown) => {
    assert.ok(error instanceof CardtableProblem);
    assert.equal(error.status, 409);
    assert.equal(error.code, "NOT_YOUR_TURN");
    return true;
  });
  const current = await game.view();
  assert.equal(await game.view({ ifNoneMatch: current.version }), null);
});

test("a person plays bots, taking a bot's hints", async () => {
  const created = await service.createGame({
    kind: "slyng", seats: 3, players: [{ name: "Ann" }, { bot: "greedy" }],
  });
  const joined = await service.addBot(created.game_id, "ismcts", 20, "Iz");
  assert.deepEqual([joined.seat, joined.bot, joined.name, joined.status], [2, "ismcts", "Iz", "playing"]);
  const ann = service.as(created.seats[0]!.token).game(created.game_id, "slyng");
  for (let turn = 0; turn < 3000; turn++) {
    const view = await ann.view();
    if (view.status === "finished") {
      assert.deepEqual(view.bots.map((b) => b.bot), ["greedy", "ismcts"]);
      return;
    }
    if (!view.to_act.includes(0)) {
      // the bots' moves a request had no time for are made by the service's worker
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const hint = await ann.hint("ismcts", 10);
    assert.ok(hint.move !== null && (hint.value === null || (hint.value >= 0 && hint.value <= 1)));
    await ann.move(hint.move);
  }
  assert.fail("the game did not end");
});

test("a seat plays from its stream, one request a move; long polls and pages", async () => {
  const created = await service.createGame({ kind: "vri_atter", players: [{ name: "Ann" }, { bot: "greedy" }] });
  const ann = service.as(created.seats[0]!.token).game(created.game_id, "vri_atter");
  let actedOn = 0;
  let posted = 0;
  for await (const frame of ann.follow()) {
    if (frame.event !== "status" || frame.data.version <= actedOn) continue;
    const turn = (frame.data.legal_moves ?? []).filter((m) => m.type !== "knock");
    if (turn.length === 0) continue;
    const plays = turn.filter((m) => m.type === "play");
    const answer = await ann.move(pick(plays.length > 0 ? plays : turn));
    assert.ok(Array.isArray(answer.legal_moves));
    actedOn = frame.data.version;
    posted += 1;
  }
  assert.ok(posted > 0);
  const over = await ann.view();
  assert.equal(over.status, "finished");

  // long polls: null after `wait` seconds while the version held is current
  const started = Date.now();
  assert.equal(await ann.view({ ifNoneMatch: over.version, wait: 1 }), null);
  assert.equal(await ann.legalMoves({ ifNoneMatch: over.version, wait: 1 }), null);
  assert.ok(Date.now() - started >= 1800);
  // ... and an answer as soon as the game moves on
  const waiting = await service.createGame({ kind: "vri_atter", seats: 2, players: [{ name: "a" }] });
  const table = service.game(waiting.game_id, "vri_atter");
  setTimeout(() => void service.join(waiting.game_id, "b"), 300);
  const moved = await table.view({ ifNoneMatch: 1, wait: 20 });
  assert.ok(moved !== null && moved.status === "playing");

  // the log in pages of 5
  const seqs: number[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page: EventListOf<"vri_atter"> = await ann.events(after, { limit: 5 });
    assert.ok(page.events.length <= 5);
    seqs.push(...page.events.map((e) => e.seq));
    after = page.next_after;
  }
  assert.deepEqual(seqs, seqs.map((_, i) => i + 1));

  // a ticket for EventSource: the seat's stream without its token
  const ticket = await ann.streamTicket();
  assert.equal(ticket.seat, 0);
  const response = await fetch(ann.streamUrl(ticket, seqs.length));
  assert.equal(response.status, 204); // over, and every event was received
});

test("writes carry an Idempotency-Key and a lost answer is retried with it", async () => {
  const created = await service.createGame({ kind: "vri_atter", players: [{ name: "a" }, { name: "b" }] });
  const seat = (await service.game(created.game_id, "vri_atter").view()).to_act[0]!;
  const sent: { method: string; key: string | null }[] = [];
  let posts = 0;
  // the first answer to a POST is lost after the service applied it (a reset)
  const losing: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const headers = new Headers(init?.headers);
    sent.push({ method: init?.method ?? "GET", key: headers.get("Idempotency-Key") });
    if (init?.method === "POST" && ++posts === 1) throw new TypeError("fetch failed");
    return response;
  };
  const flaky = new Cardtable(baseUrl!, { token: created.seats[seat]!.token, fetch: losing });
  const game = flaky.game(created.game_id, "vri_atter");
  const before = await game.view();
  const moved = await game.move({ type: "draw" });
  const writes = sent.filter((s) => s.method === "POST");
  assert.equal(writes.length, 2);
  assert.ok(writes[0]!.key !== null && writes[0]!.key === writes[1]!.key);
  assert.equal(moved.version, before.version + 1);
  assert.equal((await game.view()).version, before.version + 1); // applied once
});

test("a handover, a take-back and a cancel whose answers were lost report success", async () => {
  const created = await service.createGame({ kind: "vri_atter", players: [{ name: "a" }, { name: "b" }] });
  const sent: { method: string; key: string | null }[] = [];
  const seen = new Set<string>();
  // the first answer to each write (method and path) is lost after the service applied it
  const losing: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const method = init?.method ?? "GET";
    sent.push({ method, key: new Headers(init?.headers).get("Idempotency-Key") });
    const write = `${method} ${String(input)}`;
    if (method !== "GET" && !seen.has(write)) {
      seen.add(write);
      throw new TypeError("fetch failed");
    }
    return response;
  };
  const as = (token: string) => new Cardtable(baseUrl!, { token, fetch: losing });
  const handed = await as(created.host_token).game(created.game_id, "vri_atter").handToBot(1, "greedy");
  assert.deepEqual(handed.bots.map((b) => b.seat), [1]);
  const back = await as(created.seats[1]!.token).game(created.game_id, "vri_atter").takeBack(1);
  assert.deepEqual(back.bots, []);
  const waiting = await service.createGame({ kind: "slyng", players: [{ name: "a" }], seats: 2 });
  await as(waiting.host_token).game(waiting.game_id, "slyng").cancel();
  await assert.rejects(service.game(waiting.game_id, "slyng").view(),
    (error: unknown) => error instanceof CardtableProblem && error.code === "GAME_NOT_FOUND");
  const writes = sent.filter((s) => s.method !== "GET");
  assert.deepEqual(writes.map((w) => w.method), ["PUT", "PUT", "DELETE", "DELETE", "DELETE", "DELETE"]);
  for (let i = 0; i < writes.length; i += 2) {
    assert.ok(writes[i]!.key !== null && writes[i]!.key === writes[i + 1]!.key);
  }
  const events = (await service.game(created.game_id, "vri_atter").events()).events;
  assert.deepEqual(events.map((e) => e.type).filter((t) => t === "handed_to_bot" || t === "taken_back"),
    ["handed_to_bot", "taken_back"]); // each applied once
});

test("an app lists its games page by page and gives a seat a new token", async () => {
  const appKey = process.env["CARDTABLE_APP_KEY"];
  if (appKey === undefined) throw new Error("set CARDTABLE_APP_KEY");
  const app = new Cardtable(baseUrl, { appKey });
  const made: string[] = [];
  for (let i = 0; i < 5; i++) {
    const created = await app.createGame({
      kind: "vri_atter", players: [{ name: "Ann", player_id: `user-${i}` }, { name: "Bo" }] });
    made.push(created.game_id);
  }
  const listed: string[] = [];
  for await (const game of app.listGames({ limit: 2 })) listed.push(game.game_id);
  assert.deepEqual(listed.slice(0, 5), [...made].reverse());
  const one = [];
  for await (const game of app.listGames({ player_id: "user-3" })) one.push(game);
  assert.deepEqual(one.map((g) => [g.game_id, g.seats[0]!.player_id]), [[made[3], "user-3"]]);

  const game = await app.createGame({ kind: "vri_atter", players: [{ name: "Ann" }, { name: "Bo" }] });
  const replaced = await app.replaceSeatToken(game.game_id, 0);
  await assert.rejects(service.as(game.seats[0]!.token).game(game.game_id, "vri_atter").view(),
    (error: unknown) => error instanceof CardtableProblem && error.code === "INVALID_TOKEN");
  const mine = await service.as(replaced.token).game(game.game_id, "vri_atter").view();
  assert.ok(mine.status === "playing" && (mine.hand?.length ?? 0) > 0);
  const today = (await app.usage()).days[0]!;
  assert.ok(today.games >= 6);
});
