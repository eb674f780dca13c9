// Create a game, read a view, list legal moves and send one.
import { createCardtableClient, type Move } from "../src/index.js";

const baseUrl = process.env["CARDTABLE_URL"] ?? "http://127.0.0.1:8000";

async function main(): Promise<void> {
  const anonymous = createCardtableClient(baseUrl);
  const created = await anonymous.POST("/v1/games", {
    body: { kind: "vri_atter", players: [{ name: "Ann" }, { name: "Bo" }] },
  });
  if (created.error !== undefined) throw new Error(`create failed: ${created.error.code}`);
  const game = created.data;

  const view = await anonymous.GET("/v1/games/{game_id}", {
    params: { path: { game_id: game.game_id } },
  });
  if (view.data === undefined) throw new Error("no view");
  const seat = view.data.to_act[0] ?? 0;
  const token = game.seats[seat]?.token;
  if (token === undefined) throw new Error("no token for the seat to act");

  const player = createCardtableClient(baseUrl, token);
  const legal = await player.GET("/v1/games/{game_id}/legal-moves", {
    params: { path: { game_id: game.game_id } },
  });
  const move: Move | undefined = legal.data?.moves[0];
  if (move === undefined) throw new Error("no legal move");
  const moved = await player.POST("/v1/games/{game_id}/moves", {
    params: { path: { game_id: game.game_id } },
    body: move,
  });
  if (moved.error !== undefined) throw new Error(`${moved.error.code}: ${moved.error.detail}`);
  console.log(`seat ${seat} played ${JSON.stringify(move)}; version ${moved.data.version}`);
}

await main();
