// Compile-time checks: tsc fails when a line marked @ts-expect-error compiles.
import { test } from "node:test";
import type { Cardtable, MoveOf } from "../src/index.js";

export async function typed(service: Cardtable): Promise<void> {
  const vri = service.game("g", "vri_atter");
  const president = service.game("g", "president");
  await vri.move({ type: "play", card: "10H", nominate_suit: "S" });
  await president.move({ type: "play", cards: ["6H", "6S"], declared_rank: "K" });
  // @ts-expect-error: a President move is not a Vri åtter move
  await vri.move({ type: "exchange_take", requests: [] });
  // @ts-expect-error: Vri åtter plays take no declared rank
  await vri.move({ type: "play", cards: ["6H"], declared_rank: "K" });
  // @ts-expect-error: every Dač move names its type
  const untyped: MoveOf<"dac"> = { slot: 1 };
  void untyped;
  const view = await vri.view();
  if (view.status !== "waiting") {
    const top: string = view.top_card; // a dealt Vri åtter view always has its top card
    void top;
  }
}

test("the type checks above compiled", () => {});

/** The cards of any listed Vri åtter move: every shape has its fields required, no `??`. */
export function cardsOf(move: MoveOf<"vri_atter">): string[] {
  switch (move.type) {
    case "play":
      return [move.card];
    case "play_same_rank":
    case "play_combo":
      return move.cards;
    default:
      return [];
  }
}

export async function shapes(service: Cardtable): Promise<void> {
  const vri = service.game("g", "vri_atter");
  await vri.move({ type: "play_same_rank", cards: ["4D", "4H"] });
  // @ts-expect-error: a play names its card
  await vri.move({ type: "play" });
  // @ts-expect-error: several cards are a play_same_rank, not a play
  await vri.move({ type: "play", cards: ["4D", "4H"] });
  // @ts-expect-error: a play_same_rank names its cards
  await vri.move({ type: "play_same_rank", card: "4D" });
}
