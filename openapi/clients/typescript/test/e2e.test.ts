// End-to-end: every kind the service offers, played to its result through this client.
// Needs CARDTABLE_URL pointing at a running service.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createCardtableClient, type Move, type Schemas } from "../src/index.js";

const baseUrl = process.env["CARDTABLE_URL"];
if (baseUrl === undefined) throw new Error("set CARDTABLE_URL");

// A small seeded generator: the same choices every run.
let seed = 12345;
function pick<T>(items: readonly T[]): T {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return items[Math.floor((seed / 2147483648) * items.length)]!;
}

async function playToTheEnd(kind: Schemas["CreateGame"]["kind"], players: number): Promise<void> {
  const anonymous = createCardtableClient(baseUrl!);
  const described = await anonymous.GET("/v1/kinds/{kind}", { params: { path: { kind } } });
  const optionNames = Object.keys(described.data?.defaults ?? {});
  const options: Record<string, unknown> = optionNames.includes("max_rounds") ? { max_rounds: 1 } : {};
  const created = await anonymous.POST("/v1/games", {
    body: { kind, options, players: Array.from({ length: players }, (_, i) => ({ name: `p${i}` })) },
  });
  assert.equal(created.error, undefined);
  const game = created.data!;
  const seats = game.seats.map((s) => createCardtableClient(baseUrl!, s.token));
  const path = { params: { path: { game_id: game.game_id } } };

  for (let step = 0; step < 5000; step++) {
    const view = (await anonymous.GET("/v1/games/{game_id}", path)).data!;
    if (view.status === "finished") {
      assert.notEqual(view.result, null);
      return;
    }
    let chosen: [number, Move] | undefined;
    for (const seat of [...view.to_act, ...seats.keys()]) {
      const listed = await seats[seat]!.GET("/v1/games/{game_id}/legal-moves", path);
      const moves: Move[] = listed.data?.moves ?? [];
      if (moves.length > 0) {
        // after a while, end rounds that only end when a player calls (Dač)
        const call = step > 60 ? moves.find((m) => "call_dac" in m && m.call_dac === true) : undefined;
        // mostly play a card when one can (random drawing makes Vri åtter games very long)
        const plays = moves.filter((m) => m.type === "play");
        chosen = [seat, call ?? pick(plays.length > 0 && pick([true, true, true, false]) ? plays : moves)];
        break;
      }
    }
    assert.ok(chosen, "somebody can move in an unfinished game");
    const [seat, move] = chosen;
    const moved = await seats[seat]!.POST("/v1/games/{game_id}/moves", { ...path, body: move });
    assert.equal(moved.error, undefined, JSON.stringify(moved.error));
  }
  assert.fail(`${kind} did not finish`);
}

test("every kind plays to its result", async () => {
  const kinds = (await createCardtableClient(baseUrl).GET("/v1/kinds")).data!;
  assert.ok(kinds.length >= 2);
  for (const k of kinds) await playToTheEnd(k.kind, Math.min(k.max_players, Math.max(k.min_players, 3)));
});

test("an illegal move comes back as a typed problem", async () => {
  const anonymous = createCardtableClient(baseUrl);
  const created = (await anonymous.POST("/v1/games", {
    body: { kind: "vri_atter", players: [{ name: "a" }, { name: "b" }] },
  })).data!;
  const path = { params: { path: { game_id: created.game_id } } };
  const view = (await anonymous.GET("/v1/games/{game_id}", path)).data!;
  const idle = created.seats.find((s) => !view.to_act.includes(s.seat))!;
  const moved = await createCardtableClient(baseUrl, idle.token).POST("/v1/games/{game_id}/moves", {
    ...path, body: { type: "draw" },
  });
  assert.equal(moved.response.status, 409);
  assert.equal(moved.error?.code, "NOT_YOUR_TURN");
});
