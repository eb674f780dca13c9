// A typed client for the cardtable API. The types come from openapi/openapi.json (schema.ts,
// written by openapi-typescript); this file adds the calls, with no runtime dependency: it
// needs only the global fetch and WebCrypto of Node 20+ and browsers.
import type { components } from "./schema.js";

export type { components };
export type Schemas = components["schemas"];
export type Kind = Schemas["Kind"];
export type Problem = Schemas["Problem"];
export type KindDescription = Schemas["KindDescription"];
export type CreateGame = Schemas["CreateGame"];
export type CreatedGame = Schemas["CreatedGame"];
export type Joined = Schemas["Joined"];
export type BotJoined = Schemas["BotJoined"];
export type BotLevel = Schemas["BotLevel"];
export type Hint = Schemas["Hint"];
export type MoveCheck = Schemas["MoveCheck"];
export type WaitingView = Schemas["WaitingView"];
export type GameView = Schemas["GameView"];

/** A move of kind K: exactly the bodies its legal-moves lists may hold. */
export type MoveOf<K extends Kind> = Extract<Schemas["LegalMoves"], { kind: K }>["moves"][number];
/** The view of a dealt game of kind K. */
export type ViewOf<K extends Kind> = Extract<Schemas["GameView"], { kind: K; status: "playing" | "finished" }>;
export type LegalMovesOf<K extends Kind> = Extract<Schemas["LegalMoves"], { kind: K }>;
export type EventListOf<K extends Kind> = Extract<Schemas["EventList"], { kind: K }>;
export type EventOf<K extends Kind> = EventListOf<K>["events"][number];
export type MoveResultOf<K extends Kind> = Extract<Schemas["MoveResult"], { kind: K }>;
export type StreamStatus = Schemas["StreamStatus"];
export type StreamTicket = Schemas["StreamTicket"];
export type GameRecord = Schemas["GameRecord"];
export type RecordOf<K extends Kind> = Extract<GameRecord, { kind: K }>;
export type Verdict = Schemas["Verdict"];
export type SeatChange = Schemas["SeatChange"];
export type TurnClock = Schemas["TurnClock"];
export type StreamRevoked = Schemas["StreamRevoked"];
export type GameSummary = Schemas["GameSummary"];
export type GameList = Schemas["GameList"];
export type NewSeatToken = Schemas["NewSeatToken"];
export type AppUsage = Schemas["AppUsage"];

/**
 * The status after a batch of events; on a seat's stream it lists the seat's legal moves,
 * each postable with `move` as it is.
 */
export type StatusOf<K extends Kind> = Omit<StreamStatus, "legal_moves"> & { legal_moves?: MoveOf<K>[] };

/** A frame of a game's stream: one of its events, or the status after a batch of them. */
export type StreamFrame<K extends Kind> =
  | { event: "status"; seq: null; data: StatusOf<K> }
  | { event: EventOf<K>["type"]; seq: number; data: EventOf<K> };

export interface FollowOptions {
  /** Start after this seq (default 0: the whole log). */
  after?: number;
  /** Stops following (the iterator then throws the abort reason). */
  signal?: AbortSignal;
  /** Wait before reconnecting after a dropped connection (default 1000 ms). */
  reconnectDelayMs?: number;
}

/** A refusal: the service's problem+json answer, with its stable `code`. */
export class CardtableProblem extends Error {
  constructor(readonly status: number, readonly problem: Problem) {
    super(`${problem.code}: ${problem.detail}`);
    this.name = "CardtableProblem";
  }

  get code(): Problem["code"] {
    return this.problem.code;
  }
}

export interface ClientOptions {
  /** A seat's token (or the host's); without one the caller is a spectator. */
  token?: string;
  /**
   * An app's key (from the service's operator), sent as Cardtable-App-Key: the games it
   * creates are the app's, which lists them (`listGames`) and acts as their host. For an
   * app's backend only: never ship it to a browser or a phone.
   */
  appKey?: string;
  /** Another fetch, e.g. one with a timeout or a proxy. */
  fetch?: typeof fetch;
  /**
   * Attempts at a request met by a 503, a 429 or a dropped connection (default 4). Every
   * write carries an Idempotency-Key, the same on each attempt: a write whose answer was
   * lost is applied once, and its repeat gets the first answer.
   */
  attempts?: number;
}

const RETRIED_STATUSES = [429, 503];
/** Requests that change something: each carries an Idempotency-Key, so a retry is safe. */
const WRITES = ["POST", "PUT", "DELETE"];

function delayMs(response: Response | null, attempt: number): number {
  const header = response?.headers.get("Retry-After") ?? "";
  const seconds = /^[0-9]+$/.test(header) ? Number(header) : 0.25 * 2 ** attempt;
  return Math.min(seconds, 10) * 1000;
}

/**
 * Conditional reads: send the version you hold, get `null` back while it is current. With
 * `wait` (seconds, up to 60) the answer waits for the game to move on: a long poll.
 */
export interface ReadOptions {
  ifNoneMatch?: number;
  wait?: number;
}

/** A page of the log: up to `limit` events (default 200, at most 1,000). */
export interface EventsOptions extends ReadOptions {
  limit?: number;
}

/** Which of an app's games to list (every filter optional); `limit` is the page size. */
export interface GameListQuery {
  status?: Schemas["GameStatus"];
  kind?: Kind;
  player_id?: string;
  /** Unix seconds. */
  created_after?: number;
  limit?: number;
}

/** A client for one caller. */
export class Cardtable {
  readonly baseUrl: string;

  constructor(baseUrl: string, private readonly options: ClientOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
  }

  /** The same service, as the holder of `token`. */
  as(token: string): Cardtable {
    return new Cardtable(this.baseUrl, { ...this.options, token });
  }

  kinds(): Promise<KindDescription[]> {
    return this.json("GET", "/v1/kinds");
  }

  kind(kind: Kind): Promise<KindDescription> {
    return this.json("GET", `/v1/kinds/${kind}`);
  }

  createGame(body: CreateGame): Promise<CreatedGame> {
    return this.json("POST", "/v1/games", body);
  }

  /** Take the lowest open seat of a game. */
  join(gameId: string, name: string): Promise<Joined> {
    return this.json("POST", `/v1/games/${encodeURIComponent(gameId)}/players`, { name });
  }

  /** Give the lowest open seat of a game to a bot (`budgetMs`: ismcts' thinking per move). */
  addBot(gameId: string, bot: BotLevel, budgetMs?: number, name?: string): Promise<BotJoined> {
    return this.json("POST", `/v1/games/${encodeURIComponent(gameId)}/players`, {
      bot, ...(budgetMs === undefined ? {} : { budget_ms: budgetMs }),
      ...(name === undefined ? {} : { name }) });
  }

  /**
   * With `appKey`: the app's games, newest first, fetched a page at a time as the loop goes
   * on (a game created meanwhile is not among them; none is repeated or skipped).
   */
  async *listGames(query: GameListQuery = {}): AsyncGenerator<GameSummary, void, undefined> {
    const params = new URLSearchParams(
      Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    for (;;) {
      const page = await this.json<GameList>("GET", `/v1/games?${params}`);
      yield* page.games;
      if (page.next_cursor === null) return;
      params.set("cursor", page.next_cursor);
    }
  }

  /** With `appKey`, on one of the app's games: a new token for a seat whose token is lost. */
  replaceSeatToken(gameId: string, seat: number): Promise<NewSeatToken> {
    return this.json("POST", `/v1/games/${encodeURIComponent(gameId)}/seats/${seat}/token`);
  }

  /** With `appKey`: the app's usage by day (UTC), today first, for the last 30 days. */
  usage(): Promise<AppUsage> {
    return this.json("GET", "/v1/apps/me/usage");
  }

  /** The referee's verdict on a whole game record (nothing is stored). */
  verify(record: GameRecord): Promise<Verdict> {
    return this.json("POST", "/v1/referee/verify", record);
  }

  /** A game of a known kind: its moves, views and events are typed by that kind. */
  game<K extends Kind>(gameId: string, kind: K): Game<K> {
    return new Game(this, gameId, kind);
  }

  /** @internal */
  async request(method: string, path: string, body?: unknown,
                headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
    const sent: Record<string, string> = { Accept: "application/json", ...headers };
    if (this.options.token !== undefined) sent["Authorization"] = `Bearer ${this.options.token}`;
    if (this.options.appKey !== undefined) sent["Cardtable-App-Key"] = this.options.appKey;
    if (body !== undefined) sent["Content-Type"] = "application/json";
    if (WRITES.includes(method) && !("Idempotency-Key" in sent)) sent["Idempotency-Key"] = globalThis.crypto.randomUUID();
    const attempts = this.options.attempts ?? 4;
    for (let attempt = 0; ; attempt++) {
      const final = attempt + 1 >= attempts;
      let response: Response | null = null;
      try {
        response = await (this.options.fetch ?? fetch)(this.baseUrl + path, {
          method,
          headers: sent,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          ...(signal === undefined ? {} : { signal }),
        });
      } catch (error) {
        // fetch rejects with a TypeError when the connection fails or drops
        if (final || !(error instanceof TypeError) || signal?.aborted) throw error;
      }
      if (response !== null && (final || !RETRIED_STATUSES.includes(response.status))) {
        if (response.status >= 400) {
          throw new CardtableProblem(response.status, (await response.json()) as Problem);
        }
        return response;
      }
      await response?.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, delayMs(response, attempt)));
    }
  }

  /** @internal */
  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await (await this.request(method, path, body)).json()) as T;
  }
}

/** One game, typed by its kind. */
export class Game<K extends Kind> {
  private readonly path: string;

  constructor(private readonly client: Cardtable, readonly gameId: string, readonly kind: K) {
    this.path = `/v1/games/${encodeURIComponent(gameId)}`;
  }

  /** The caller's view: a waiting game's, or a dealt game's of this kind. */
  view(): Promise<ViewOf<K> | WaitingView>;
  view(options: ReadOptions): Promise<ViewOf<K> | WaitingView | null>;
  view(options?: ReadOptions): Promise<ViewOf<K> | WaitingView | null> {
    return this.read("", options);
  }

  /** The caller's legal moves; each one can be passed to `move` as it is. */
  legalMoves(): Promise<LegalMovesOf<K>>;
  legalMoves(options: ReadOptions): Promise<LegalMovesOf<K> | null>;
  legalMoves(options?: ReadOptions): Promise<LegalMovesOf<K> | null> {
    return this.read("/legal-moves", options);
  }

  /**
   * A page of the log after `after`, as the caller may see it; its `next_after` is the next
   * page's `after` (null on the last).
   */
  events(after?: number): Promise<EventListOf<K>>;
  events(after: number, options: EventsOptions & { ifNoneMatch: number }): Promise<EventListOf<K> | null>;
  events(after: number, options: EventsOptions): Promise<EventListOf<K>>;
  events(after = 0, options?: EventsOptions): Promise<EventListOf<K> | null> {
    const limit = options?.limit === undefined ? "" : `&limit=${options.limit}`;
    return this.read(`/events?after=${after}${limit}`, options);
  }

  /**
   * A ticket that opens this seat's stream for a short while (60 s by default) without its
   * token, for a browser's EventSource: `new EventSource(game.streamUrl(ticket))`.
   */
  streamTicket(): Promise<StreamTicket> {
    return this.client.json("POST", `${this.path}/stream-ticket`);
  }

  /** The stream's URL with a ticket (and a starting seq), for EventSource. */
  streamUrl(ticket: StreamTicket, after = 0): string {
    return `${this.client.baseUrl}${this.path}/stream?ticket=${encodeURIComponent(ticket.ticket)}&after=${after}`;
  }

  /** The finished game's record: every deal (with its salt) and every move. */
  record(): Promise<RecordOf<K>> {
    return this.client.json("GET", `${this.path}/record`);
  }

  /**
   * Make a move; `ifMatch` (a version) refuses it with 412 if the game has moved on. A lost
   * answer is retried with the same Idempotency-Key, so the move is applied once.
   */
  async move(move: MoveOf<K>, ifMatch?: number): Promise<MoveResultOf<K>> {
    const headers: Record<string, string> = ifMatch === undefined ? {} : { "If-Match": `"${ifMatch}"` };
    const response = await this.client.request("POST", `${this.path}/${this.kind}/moves`, move, headers);
    return (await response.json()) as MoveResultOf<K>;
  }

  /**
   * Leave the game for good (the move `resign`, never listed among the legal moves): the
   * kind's rules say what becomes of the seat and the game.
   */
  resign(): Promise<MoveResultOf<K>> {
    return this.move({ type: "resign" } as MoveOf<K>);
  }

  /** As the host: a bot plays `seat` (a person's) until its person takes it back. */
  handToBot(seat: number, bot: BotLevel, budgetMs?: number): Promise<SeatChange> {
    return this.client.json("PUT", `${this.path}/seats/${seat}/bot`,
      { bot, ...(budgetMs === undefined ? {} : { budget_ms: budgetMs }) });
  }

  /** As the seat's person: take `seat` back from the bot the host put there. */
  takeBack(seat: number): Promise<SeatChange> {
    return this.client.json("DELETE", `${this.path}/seats/${seat}/bot`);
  }

  /** As the host: cancel the game while it still waits for players (it is gone then). */
  async cancel(): Promise<void> {
    await this.client.request("DELETE", this.path);
  }

  /**
   * A bot's advice for the caller's seat: one of its legal moves (null: nothing to do out of
   * turn) and, from ismcts, the estimated result (0: last, 1: first).
   */
  async hint(bot: BotLevel = "ismcts", budgetMs = 200): Promise<Omit<Hint, "move"> & { move: MoveOf<K> | null }> {
    return this.client.json("GET", `${this.path}/hint?bot=${bot}&budget_ms=${budgetMs}`);
  }

  /** Whether a move would be accepted now, changing nothing. */
  validate(move: MoveOf<K>): Promise<MoveCheck> {
    return this.client.json("POST", `${this.path}/${this.kind}/moves/validate`, move);
  }

  /**
   * The game as it is played: its events as the caller may see them, each batch followed by
   * a `status` frame (version, status, seats to act, and on a seat's stream its legal moves),
   * until the game is over. A dropped connection is resumed after the last seq received:
   * nothing is missed or repeated.
   */
  async *follow(options: FollowOptions = {}): AsyncGenerator<StreamFrame<K>, void, undefined> {
    let last = options.after ?? 0;
    let finished = false;
    while (!finished) {
      try {
        const response = await this.client.request(
          "GET", `${this.path}/stream?after=${last}`, undefined, { Accept: "text/event-stream" },
          options.signal);
        if (response.status === 204) return; // over, and every event was received
        if (response.body === null) throw new Error("the stream has no body");
        for await (const frame of frames(response.body)) {
          if (frame.event === "revoked") { // the seat has a new token: this one is done
            throw new CardtableProblem(401, {
              type: "urn:cardtable:problem:token_revoked", title: "Token revoked", status: 401,
              ...(frame.data as StreamRevoked),
            });
          }
          const typed = frame as StreamFrame<K>;
          if (typed.seq !== null) last = typed.seq;
          else finished = typed.data.status === "finished";
          yield typed;
        }
      } catch (error) {
        if (error instanceof CardtableProblem || options.signal?.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, options.reconnectDelayMs ?? 1000));
      }
    }
  }

  private async read<T>(suffix: string, options?: ReadOptions): Promise<T | null> {
    const headers: Record<string, string> =
      options?.ifNoneMatch === undefined ? {} : { "If-None-Match": `"${options.ifNoneMatch}"` };
    const wait = options?.wait === undefined ? "" : `${suffix.includes("?") ? "&" : "?"}wait=${options.wait}`;
    const response = await this.client.request("GET", this.path + suffix + wait, undefined, headers);
    return response.status === 304 ? null : ((await response.json()) as T);
  }
}

/** The commitment to a deck order under a salt: SHA-256 (hex) of `${salt}:${cards joined by ","}`. */
export async function commitment(salt: string, deck: readonly string[]): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    "SHA-256", new TextEncoder().encode(`${salt}:${deck.join(",")}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether every deal of a finished game's record has the commitment its salt and deck give,
 * and, given the commitments shown during the game (a view's `commitments`, perhaps of an
 * earlier round), whether they begin the record's: then the game was dealt as committed.
 */
export async function verifyCommitments(record: GameRecord, seen?: readonly string[]): Promise<boolean> {
  if (record.deals.length === 0) return false;
  const recomputed = await Promise.all(record.deals.map((d) => commitment(d.salt ?? "", d.deck)));
  if (record.deals.some((d, i) => d.commitment !== recomputed[i])) return false;
  return seen === undefined || (seen.length <= recomputed.length && seen.every((c, i) => c === recomputed[i]));
}

/** Server-Sent Event frames from a response body (comments, the heartbeats, are skipped). */
async function* frames(body: ReadableStream<Uint8Array>):
    AsyncGenerator<{ event: string; seq: number | null; data: unknown }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const fields = new Map<string, string>();
        for (const line of buffer.slice(0, end).split("\n")) {
          if (line.startsWith(":")) continue;
          const colon = line.indexOf(":");
          const name = colon < 0 ? line : line.slice(0, colon);
          fields.set(name, colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, ""));
        }
        buffer = buffer.slice(end + 2);
        const event = fields.get("event");
        const data = fields.get("data");
        if (event !== undefined && data !== undefined) {
          const id = fields.get("id");
          yield { event, seq: id === undefined ? null : Number(id), data: JSON.parse(data) };
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined); // closes the connection when we stop early
  }
}
