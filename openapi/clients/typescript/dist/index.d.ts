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
export type MoveOf<K extends Kind> = Extract<Schemas["LegalMoves"], {
    kind: K;
}>["moves"][number];
/** The view of a dealt game of kind K. */
export type ViewOf<K extends Kind> = Extract<Schemas["GameView"], {
    kind: K;
    status: "playing" | "finished";
}>;
export type LegalMovesOf<K extends Kind> = Extract<Schemas["LegalMoves"], {
    kind: K;
}>;
export type EventListOf<K extends Kind> = Extract<Schemas["EventList"], {
    kind: K;
}>;
export type EventOf<K extends Kind> = EventListOf<K>["events"][number];
export type MoveResultOf<K extends Kind> = Extract<Schemas["MoveResult"], {
    kind: K;
}>;
export type StreamStatus = Schemas["StreamStatus"];
export type StreamTicket = Schemas["StreamTicket"];
export type GameRecord = Schemas["GameRecord"];
export type RecordOf<K extends Kind> = Extract<GameRecord, {
    kind: K;
}>;
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
export type StatusOf<K extends Kind> = Omit<StreamStatus, "legal_moves"> & {
    legal_moves?: MoveOf<K>[];
};
/** A frame of a game's stream: one of its events, or the status after a batch of them. */
export type StreamFrame<K extends Kind> = {
    event: "status";
    seq: null;
    data: StatusOf<K>;
} | {
    event: EventOf<K>["type"];
    seq: number;
    data: EventOf<K>;
};
export interface FollowOptions {
    /** Start after this seq (default 0: the whole log). */
    after?: number;
    /** Stops following (the iterator then throws the abort reason). */
    signal?: AbortSignal;
    /** Wait before reconnecting after a dropped connection (default 1000 ms). */
    reconnectDelayMs?: number;
}
/** A refusal: the service's problem+json answer, with its stable `code`. */
export declare class CardtableProblem extends Error {
    readonly status: number;
    readonly problem: Problem;
    constructor(status: number, problem: Problem);
    get code(): Problem["code"];
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
export declare class Cardtable {
    private readonly options;
    readonly baseUrl: string;
    constructor(baseUrl: string, options?: ClientOptions);
    /** The same service, as the holder of `token`. */
    as(token: string): Cardtable;
    kinds(): Promise<KindDescription[]>;
    kind(kind: Kind): Promise<KindDescription>;
    createGame(body: CreateGame): Promise<CreatedGame>;
    /** Take the lowest open seat of a game. */
    join(gameId: string, name: string): Promise<Joined>;
    /** Give the lowest open seat of a game to a bot (`budgetMs`: ismcts' thinking per move). */
    addBot(gameId: string, bot: BotLevel, budgetMs?: number, name?: string): Promise<BotJoined>;
    /**
     * With `appKey`: the app's games, newest first, fetched a page at a time as the loop goes
     * on (a game created meanwhile is not among them; none is repeated or skipped).
     */
    listGames(query?: GameListQuery): AsyncGenerator<GameSummary, void, undefined>;
    /** With `appKey`, on one of the app's games: a new token for a seat whose token is lost. */
    replaceSeatToken(gameId: string, seat: number): Promise<NewSeatToken>;
    /** With `appKey`: the app's usage by day (UTC), today first, for the last 30 days. */
    usage(): Promise<AppUsage>;
    /** The referee's verdict on a whole game record (nothing is stored). */
    verify(record: GameRecord): Promise<Verdict>;
    /** A game of a known kind: its moves, views and events are typed by that kind. */
    game<K extends Kind>(gameId: string, kind: K): Game<K>;
    /** @internal */
    request(method: string, path: string, body?: unknown, headers?: Record<string, string>, signal?: AbortSignal): Promise<Response>;
    /** @internal */
    json<T>(method: string, path: string, body?: unknown): Promise<T>;
}
/** One game, typed by its kind. */
export declare class Game<K extends Kind> {
    private readonly client;
    readonly gameId: string;
    readonly kind: K;
    private readonly path;
    constructor(client: Cardtable, gameId: string, kind: K);
    /** The caller's view: a waiting game's, or a dealt game's of this kind. */
    view(): Promise<ViewOf<K> | WaitingView>;
    view(options: ReadOptions): Promise<ViewOf<K> | WaitingView | null>;
    /** The caller's legal moves; each one can be passed to `move` as it is. */
    legalMoves(): Promise<LegalMovesOf<K>>;
    legalMoves(options: ReadOptions): Promise<LegalMovesOf<K> | null>;
    /**
     * A page of the log after `after`, as the caller may see it; its `next_after` is the next
     * page's `after` (null on the last).
     */
    events(after?: number): Promise<EventListOf<K>>;
    events(after: number, options: EventsOptions & {
        ifNoneMatch: number;
    }): Promise<EventListOf<K> | null>;
    events(after: number, options: EventsOptions): Promise<EventListOf<K>>;
    /**
     * A ticket that opens this seat's stream for a short while (60 s by default) without its
     * token, for a browser's EventSource: `new EventSource(game.streamUrl(ticket))`.
     */
    streamTicket(): Promise<StreamTicket>;
    /** The stream's URL with a ticket (and a starting seq), for EventSource. */
    streamUrl(ticket: StreamTicket, after?: number): string;
    /** The finished game's record: every deal (with its salt) and every move. */
    record(): Promise<RecordOf<K>>;
    /**
     * Make a move; `ifMatch` (a version) refuses it with 412 if the game has moved on. A lost
     * answer is retried with the same Idempotency-Key, so the move is applied once.
     */
    move(move: MoveOf<K>, ifMatch?: number): Promise<MoveResultOf<K>>;
    /**
     * Leave the game for good (the move `resign`, never listed among the legal moves): the
     * kind's rules say what becomes of the seat and the game.
     */
    resign(): Promise<MoveResultOf<K>>;
    /** As the host: a bot plays `seat` (a person's) until its person takes it back. */
    handToBot(seat: number, bot: BotLevel, budgetMs?: number): Promise<SeatChange>;
    /** As the seat's person: take `seat` back from the bot the host put there. */
    takeBack(seat: number): Promise<SeatChange>;
    /** As the host: cancel the game while it still waits for players (it is gone then). */
    cancel(): Promise<void>;
    /**
     * A bot's advice for the caller's seat: one of its legal moves (null: nothing to do out of
     * turn) and, from ismcts, the estimated result (0: last, 1: first).
     */
    hint(bot?: BotLevel, budgetMs?: number): Promise<Omit<Hint, "move"> & {
        move: MoveOf<K> | null;
    }>;
    /** Whether a move would be accepted now, changing nothing. */
    validate(move: MoveOf<K>): Promise<MoveCheck>;
    /**
     * The game as it is played: its events as the caller may see them, each batch followed by
     * a `status` frame (version, status, seats to act, and on a seat's stream its legal moves),
     * until the game is over. A dropped connection is resumed after the last seq received:
     * nothing is missed or repeated.
     */
    follow(options?: FollowOptions): AsyncGenerator<StreamFrame<K>, void, undefined>;
    private read;
}
/** The commitment to a deck order under a salt: SHA-256 (hex) of `${salt}:${cards joined by ","}`. */
export declare function commitment(salt: string, deck: readonly string[]): Promise<string>;
/**
 * Whether every deal of a finished game's record has the commitment its salt and deck give,
 * and, given the commitments shown during the game (a view's `commitments`, perhaps of an
 * earlier round), whether they begin the record's: then the game was dealt as committed.
 */
export declare function verifyCommitments(record: GameRecord, seen?: readonly string[]): Promise<boolean>;
