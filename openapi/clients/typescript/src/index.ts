// A typed client for the cardtable API: the generated OpenAPI types (schema.d.ts, written by
// openapi-typescript from openapi/openapi.json) driving openapi-fetch.
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, paths };
export type Schemas = components["schemas"];
export type Move = Schemas["Move"];
export type GameView = Schemas["GameView"];
export type Problem = Schemas["Problem"];

export type CardtableClient = Client<paths>;

/** A client for one caller: with a seat's (or the host's) token, or none for a spectator. */
export function createCardtableClient(baseUrl: string, token?: string): CardtableClient {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers["Authorization"] = `Bearer ${token}`;
  return createClient<paths>({ baseUrl, headers });
}
