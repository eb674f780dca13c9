/** A refusal: the service's problem+json answer, with its stable `code`. */
export class CardtableProblem extends Error {
    status;
    problem;
    constructor(status, problem) {
        super(`${problem.code}: ${problem.detail}`);
        this.status = status;
        this.problem = problem;
        this.name = "CardtableProblem";
    }
    get code() {
        return this.problem.code;
    }
}
const RETRIED_STATUSES = [429, 503];
/** Requests that change something: each carries an Idempotency-Key, so a retry is safe. */
const WRITES = ["POST", "PUT", "DELETE"];
function delayMs(response, attempt) {
    const header = response?.headers.get("Retry-After") ?? "";
    const seconds = /^[0-9]+$/.test(header) ? Number(header) : 0.25 * 2 ** attempt;
    return Math.min(seconds, 10) * 1000;
}
/** A client for one caller. */
export class Cardtable {
    options;
    baseUrl;
    constructor(baseUrl, options = {}) {
        this.options = options;
        this.baseUrl = baseUrl.replace(/\/+$/, "");
    }
    /** The same service, as the holder of `token`. */
    as(token) {
        return new Cardtable(this.baseUrl, { ...this.options, token });
    }
    kinds() {
        return this.json("GET", "/v1/kinds");
    }
    kind(kind) {
        return this.json("GET", `/v1/kinds/${kind}`);
    }
    createGame(body) {
        return this.json("POST", "/v1/games", body);
    }
    /** Take the lowest open seat of a game. */
    join(gameId, name) {
        return this.json("POST", `/v1/games/${encodeURIComponent(gameId)}/players`, { name });
    }
    /** Give the lowest open seat of a game to a bot (`budgetMs`: ismcts' thinking per move). */
    addBot(gameId, bot, budgetMs, name) {
        return this.json("POST", `/v1/games/${encodeURIComponent(gameId)}/players`, {
            bot, ...(budgetMs === undefined ? {} : { budget_ms: budgetMs }),
            ...(name === undefined ? {} : { name })
        });
    }
    /**
     * With `appKey`: the app's games, newest first, fetched a page at a time as the loop goes
     * on (a game created meanwhile is not among them; none is repeated or skipped).
     */
    async *listGames(query = {}) {
        const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
        for (;;) {
            const page = await this.json("GET", `/v1/games?${params}`);
            yield* page.games;
            if (page.next_cursor === null)
                return;
            params.set("cursor", page.next_cursor);
        }
    }
    /** With `appKey`, on one of the app's games: a new token for a seat whose token is lost. */
    replaceSeatToken(gameId, seat) {
        return this.json("POST", `/v1/games/${encodeURIComponent(gameId)}/seats/${seat}/token`);
    }
    /** With `appKey`: the app's usage by day (UTC), today first, for the last 30 days. */
    usage() {
        return this.json("GET", "/v1/apps/me/usage");
    }
    /** The referee's verdict on a whole game record (nothing is stored). */
    verify(record) {
        return this.json("POST", "/v1/referee/verify", record);
    }
    /** A game of a known kind: its moves, views and events are typed by that kind. */
    game(gameId, kind) {
        return new Game(this, gameId, kind);
    }
    /** @internal */
    async request(method, path, body, headers = {}, signal) {
        const sent = { Accept: "application/json", ...headers };
        if (this.options.token !== undefined)
            sent["Authorization"] = `Bearer ${this.options.token}`;
        if (this.options.appKey !== undefined)
            sent["Cardtable-App-Key"] = this.options.appKey;
        if (body !== undefined)
            sent["Content-Type"] = "application/json";
        if (WRITES.includes(method) && !("Idempotency-Key" in sent))
            sent["Idempotency-Key"] = globalThis.crypto.randomUUID();
        const attempts = this.options.attempts ?? 4;
        for (let attempt = 0;; attempt++) {
            const final = attempt + 1 >= attempts;
            let response = null;
            try {
                response = await (this.options.fetch ?? fetch)(this.baseUrl + path, {
                    method,
                    headers: sent,
                    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
                    ...(signal === undefined ? {} : { signal }),
                });
            }
            catch (error) {
                // fetch rejects with a TypeError when the connection fails or drops
                if (final || !(error instanceof TypeError) || signal?.aborted)
                    throw error;
            }
            if (response !== null && (final || !RETRIED_STATUSES.includes(response.status))) {
                if (response.status >= 400) {
                    throw new CardtableProblem(response.status, (await response.json()));
                }
                return response;
            }
            await response?.body?.cancel();
            await new Promise((resolve) => setTimeout(resolve, delayMs(response, attempt)));
        }
    }
    /** @internal */
    async json(method, path, body) {
        return (await (await this.request(method, path, body)).json());
    }
}
/** One game, typed by its kind. */
export class Game {
    client;
    gameId;
    kind;
    path;
    constructor(client, gameId, kind) {
        this.client = client;
        this.gameId = gameId;
        this.kind = kind;
        this.path = `/v1/games/${encodeURIComponent(gameId)}`;
    }
    view(options) {
        return this.read("", options);
    }
    legalMoves(options) {
        return this.read("/legal-moves", options);
    }
    events(after = 0, options) {
        const limit = options?.limit === undefined ? "" : `&limit=${options.limit}`;
        return this.read(`/events?after=${after}${limit}`, options);
    }
    /**
     * A ticket that opens this seat's stream for a short while (60 s by default) without its
     * token, for a browser's EventSource: `new EventSource(game.streamUrl(ticket))`.
     */
    streamTicket() {
        return this.client.json("POST", `${this.path}/stream-ticket`);
    }
    /** The stream's URL with a ticket (and a starting seq), for EventSource. */
    streamUrl(ticket, after = 0) {
        return `${this.client.baseUrl}${this.path}/stream?ticket=${encodeURIComponent(ticket.ticket)}&after=${after}`;
    }
    /** The finished game's record: every deal (with its salt) and every move. */
    record() {
        return this.client.json("GET", `${this.path}/record`);
    }
    /**
     * Make a move; `ifMatch` (a version) refuses it with 412 if the game has moved on. A lost
     * answer is retried with the same Idempotency-Key, so the move is applied once.
     */
    async move(move, ifMatch) {
        const headers = ifMatch === undefined ? {} : { "If-Match": `"${ifMatch}"` };
        const response = await this.client.request("POST", `${this.path}/${this.kind}/moves`, move, headers);
        return (await response.json());
    }
    /**
     * Leave the game for good (the move `resign`, never listed among the legal moves): the
     * kind's rules say what becomes of the seat and the game.
     */
    resign() {
        return this.move({ type: "resign" });
    }
    /** As the host: a bot plays `seat` (a person's) until its person takes it back. */
    handToBot(seat, bot, budgetMs) {
        return this.client.json("PUT", `${this.path}/seats/${seat}/bot`, { bot, ...(budgetMs === undefined ? {} : { budget_ms: budgetMs }) });
    }
    /** As the seat's person: take `seat` back from the bot the host put there. */
    takeBack(seat) {
        return this.client.json("DELETE", `${this.path}/seats/${seat}/bot`);
    }
    /** As the host: cancel the game while it still waits for players (it is gone then). */
    async cancel() {
        await this.client.request("DELETE", this.path);
    }
    /**
     * A bot's advice for the caller's seat: one of its legal moves (null: nothing to do out of
     * turn) and, from ismcts, the estimated result (0: last, 1: first).
     */
    async hint(bot = "ismcts", budgetMs = 200) {
        return this.client.json("GET", `${this.path}/hint?bot=${bot}&budget_ms=${budgetMs}`);
    }
    /** Whether a move would be accepted now, changing nothing. */
    validate(move) {
        return this.client.json("POST", `${this.path}/${this.kind}/moves/validate`, move);
    }
    /**
     * The game as it is played: its events as the caller may see them, each batch followed by
     * a `status` frame (version, status, seats to act, and on a seat's stream its legal moves),
     * until the game is over. A dropped connection is resumed after the last seq received:
     * nothing is missed or repeated.
     */
    async *follow(options = {}) {
        let last = options.after ?? 0;
        let finished = false;
        while (!finished) {
            try {
                const response = await this.client.request("GET", `${this.path}/stream?after=${last}`, undefined, { Accept: "text/event-stream" }, options.signal);
                if (response.status === 204)
                    return; // over, and every event was received
                if (response.body === null)
                    throw new Error("the stream has no body");
                for await (const frame of frames(response.body)) {
                    if (frame.event === "revoked") { // the seat has a new token: this one is done
                        throw new CardtableProblem(401, {
                            type: "urn:cardtable:problem:token_revoked", title: "Token revoked", status: 401,
                            ...frame.data,
                        });
                    }
                    const typed = frame;
                    if (typed.seq !== null)
                        last = typed.seq;
                    else
                        finished = typed.data.status === "finished";
                    yield typed;
                }
            }
            catch (error) {
                if (error instanceof CardtableProblem || options.signal?.aborted)
                    throw error;
                await new Promise((resolve) => setTimeout(resolve, options.reconnectDelayMs ?? 1000));
            }
        }
    }
    async read(suffix, options) {
        const headers = options?.ifNoneMatch === undefined ? {} : { "If-None-Match": `"${options.ifNoneMatch}"` };
        const wait = options?.wait === undefined ? "" : `${suffix.includes("?") ? "&" : "?"}wait=${options.wait}`;
        const response = await this.client.request("GET", this.path + suffix + wait, undefined, headers);
        return response.status === 304 ? null : (await response.json());
    }
}
/** The commitment to a deck order under a salt: SHA-256 (hex) of `${salt}:${cards joined by ","}`. */
export async function commitment(salt, deck) {
    const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${deck.join(",")}`));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
/**
 * Whether every deal of a finished game's record has the commitment its salt and deck give,
 * and, given the commitments shown during the game (a view's `commitments`, perhaps of an
 * earlier round), whether they begin the record's: then the game was dealt as committed.
 */
export async function verifyCommitments(record, seen) {
    if (record.deals.length === 0)
        return false;
    const recomputed = await Promise.all(record.deals.map((d) => commitment(d.salt ?? "", d.deck)));
    if (record.deals.some((d, i) => d.commitment !== recomputed[i]))
        return false;
    return seen === undefined || (seen.length <= recomputed.length && seen.every((c, i) => c === recomputed[i]));
}
/** Server-Sent Event frames from a response body (comments, the heartbeats, are skipped). */
async function* frames(body) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
        for (;;) {
            const { value, done } = await reader.read();
            if (done)
                return;
            buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
            let end;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
                const fields = new Map();
                for (const line of buffer.slice(0, end).split("\n")) {
                    if (line.startsWith(":"))
                        continue;
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
    }
    finally {
        await reader.cancel().catch(() => undefined); // closes the connection when we stop early
    }
}
