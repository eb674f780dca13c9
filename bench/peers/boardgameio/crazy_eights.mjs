// Two-player Crazy Eights for boardgame.io, written for the benchmark: hidden hands through
// playerView, a stock and a discard pile. Play a card of the top card's suit or rank, or an
// eight (naming a suit); or draw one card (the turn passes). The first hand empty wins.
import { INVALID_MOVE } from "boardgame.io/dist/cjs/core.js";

const SUITS = ["C", "D", "H", "S"];
const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const rank = (card) => card.slice(0, -1);
const suit = (card) => card.slice(-1);

export function playable(G, card) {
  const top = G.discard[G.discard.length - 1];
  return rank(card) === "8" || suit(card) === G.suit || rank(card) === rank(top);
}

export const CrazyEights = {
  name: "crazy-eights",
  minPlayers: 2,
  maxPlayers: 2,

  setup: ({ random }) => {
    const deck = random.Shuffle(SUITS.flatMap((s) => RANKS.map((r) => r + s)));
    const hands = { 0: deck.splice(0, 5), 1: deck.splice(0, 5) };
    const top = deck.pop();
    return { hands, stock: deck, discard: [top], suit: suit(top) };
  },

  playerView: ({ G, playerID }) => ({
    hands: { [playerID]: G.hands[playerID] },
    handCounts: Object.fromEntries(Object.entries(G.hands).map(([p, h]) => [p, h.length])),
    stock: G.stock.length,
    discard: G.discard,
    suit: G.suit,
  }),

  turn: { minMoves: 1, maxMoves: 1 },

  moves: {
    play: ({ G, playerID, events }, card, named) => {
      const hand = G.hands[playerID];
      const at = hand.indexOf(card);
      if (at < 0 || !playable(G, card)) return INVALID_MOVE;
      if (rank(card) === "8" && !SUITS.includes(named)) return INVALID_MOVE;
      hand.splice(at, 1);
      G.discard.push(card);
      G.suit = rank(card) === "8" ? named : suit(card);
      events.endTurn();
    },
    draw: ({ G, playerID, random, events }) => {
      if (G.stock.length === 0 && G.discard.length > 1) {
        G.stock = random.Shuffle(G.discard.splice(0, G.discard.length - 1));
      }
      if (G.stock.length > 0) G.hands[playerID].push(G.stock.pop());
      events.endTurn();
    },
  },

  endIf: ({ G }) => {
    const out = Object.keys(G.hands).find((p) => G.hands[p].length === 0);
    return out === undefined ? undefined : { winner: out };
  },
};
