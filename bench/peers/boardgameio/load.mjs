// Players on boardgame.io's Crazy Eights, as bench/http_load.py plays cardtable: two-player
// matches, each player with its own socket.io client, a card played whenever one can be
// (else a draw), new matches as they end, until the time is up.
// Usage: node load.mjs SERVER_URL PLAYERS SECONDS   Prints one JSON line.
import { Client } from "boardgame.io/dist/cjs/client.js";
import { SocketIO } from "boardgame.io/dist/cjs/multiplayer.js";
import { CrazyEights, playable } from "./crazy_eights.mjs";

const [server, players, seconds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const deadline = performance.now() + seconds * 1000;
const latencies = [];
let moves = 0;

async function lobby(path, body) {
  const response = await fetch(`${server}/games/crazy-eights${path}`, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return response.json();
}

/** One match to its end (or the deadline), both players moving from their own clients. */
async function match() {
  const { matchID } = await lobby("/create", { numPlayers: 2 });
  const seats = [];
  for (const playerID of ["0", "1"]) {
    const { playerCredentials } = await lobby(`/${matchID}/join`, { playerID, playerName: `p${playerID}` });
    seats.push({ playerID, credentials: playerCredentials });
  }
  await Promise.all(seats.map(({ playerID, credentials }) => new Promise((resolve) => {
    const client = Client({ game: CrazyEights, multiplayer: SocketIO({ server }), matchID, playerID,
      credentials, debug: false });
    let sentAt = null;
    let actedOn = -1;
    let done = false;
    // stopping notifies the subscribers again: stop once, outside this callback
    const stop = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      setImmediate(() => { client.stop(); resolve(); });
    };
    // a client whose last move brought no state back still stops when the time is up
    const timer = setTimeout(stop, Math.max(0, deadline - performance.now()) + 100);
    client.subscribe((state) => {
      if (state === null || done) return;
      if (sentAt !== null && state._stateID > actedOn) {
        latencies.push(performance.now() - sentAt);
        moves += 1;
        sentAt = null;
      }
      if (state.ctx.gameover || performance.now() > deadline) return stop();
      if (state.ctx.currentPlayer !== playerID || state._stateID <= actedOn || sentAt !== null) return;
      const hand = state.G.hands[playerID];
      const card = hand.find((c) => playable(state.G, c));
      actedOn = state._stateID;
      sentAt = performance.now();
      if (card === undefined) client.moves.draw();
      else client.moves.play(card, "S");
    });
    client.start();
  })));
}

async function player() {
  while (performance.now() < deadline) await match();
}

const started = performance.now();
await Promise.all(Array.from({ length: players / 2 }, player));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pick = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
console.log(JSON.stringify({ moves, moves_per_s: Math.round(moves / elapsed), p50_ms: pick(0.5), p99_ms: pick(0.99) }));
process.exit(0);
