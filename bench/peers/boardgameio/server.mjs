// boardgame.io's server with the benchmark's Crazy Eights.
// Usage: node server.mjs PORT [DIR]   (DIR: FlatFile storage there; without it, in memory)
import { FlatFile, Server } from "boardgame.io/dist/cjs/server.js";
import { CrazyEights } from "./crazy_eights.mjs";

const [port, dir] = process.argv.slice(2);
const server = Server({
  games: [CrazyEights],
  ...(dir ? { db: new FlatFile({ dir, logging: false }) } : {}),
});
await server.run(Number(port));
console.log("ready");
