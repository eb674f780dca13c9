"""The service's JSON Schemas: every kind's (from its engine module) plus the service's own.

`SCHEMAS` names every schema a body of the API has, with references written `#/$defs/Name`.
`components()` gives them as OpenAPI components (references moved to
`#/components/schemas/`); `bundle(name)` gives one of them self-contained, with the schemas it
references under `$defs`, as GET /v1/kinds/{kind} serves them.

Unions are built so that strict `oneOf` holds: each kind has its own move, event, legal-move,
event-list and move-result schemas, discriminated by `type` or `kind`, and a waiting game's
view has a schema of its own (its status is `waiting`, a dealt game's never is).
"""

import copy

import engine
import engine.bots
from engine.rng import MAX_SEED_LENGTH, STREAMS
from engine.schema import (
    BOOL,
    INT,
    MAYBE_SEAT,
    SEAT,
    SEATS,
    SHARED,
    STRING,
    array,
    const,
    nullable,
    obj,
    options_schema,
    ref,
)

from .apps.schemas import SCHEMAS as APP_SCHEMAS
from .problems import all_codes

_LOCAL = "#/$defs/"
_COMPONENTS = "#/components/schemas/"
_GAMES = engine.GAMES.values()

KIND = {"type": "string", "enum": list(engine.GAMES), "description": "A game kind."}
VERSION = {"type": "integer", "minimum": 1,
           "description": "The game's version: 1 at creation, one more with every write."}
_FREE = {"type": "object", "additionalProperties": True}
_SEQ = {"type": "integer", "minimum": 1, "description": "The event's place in the game's log."}
_BOTS = array(ref("BotSeat"), description="The seats bots play.")
# events the service writes itself, in every kind
_SEAT_EVENTS = {"joined": "JoinedEvent", "timed_out": "TimedOutEvent",
                "handed_to_bot": "HandedToBotEvent", "taken_back": "TakenBackEvent",
                "seat_token_replaced": "SeatTokenReplacedEvent"}
_PLAYER_ID = {**STRING, "minLength": 1, "maxLength": 64,
              "description": "The app's own id for the player (shown to that app alone)."}
_CLOCK = {**ref("TurnClock"), "description": "The game's turn clock (absent: none)."}
_BY = {"type": "string", "enum": ["bot", "clock"],
       "description": "Who made the move, when not the person in the seat: the seat's bot, or "
                      "the turn clock for a seat out of time."}
_BUDGET = {"type": "integer", "minimum": engine.bots.MIN_BUDGET_MS,
           "maximum": engine.bots.MAX_BUDGET_MS,
           "description": "The bot's thinking budget per move (ismcts' search iterations)."}


def union(names: list[str], description: str, discriminator: str | None = None,
          mapping: dict[str, str] | None = None) -> dict:
    out = {"description": description, "oneOf": [ref(n) for n in names]}
    if discriminator:
        out["discriminator"] = {"propertyName": discriminator,
                                "mapping": {k: _LOCAL + n for k, n in (mapping or {}).items()}}
    return out


def _kind_schemas(game: engine.Game) -> dict[str, dict]:
    p, kind = game.schema_prefix, game.kind
    out = copy.deepcopy(game.schemas)
    view = out[f"{p}View"]
    view["properties"] = {"game_id": STRING, "version": VERSION, **view["properties"],
                          "bots": _BOTS, "clock": _CLOCK}
    view["required"] = ["game_id", "version", *view["required"], "bots"]
    events = game.event_schema_names()
    for name in events.values():
        out[name]["properties"] = {"seq": _SEQ, **out[name]["properties"]}
        out[name]["required"] = ["seq", *out[name]["required"]]
    moves = game.move_schema_names()
    out[f"{p}Move"] = union(list(moves.values()), f"A move in {game.title}.", "type", moves)
    every_event = {**{t: name for t, name in _SEAT_EVENTS.items()}, **events}
    out[f"{p}Event"] = union(list(every_event.values()), f"An event of a {game.title} game, as "
                             "the caller may see it.", "type", every_event)
    out[f"{p}LegalMoves"] = obj({
        "game_id": STRING, "version": VERSION, "kind": const(kind), "seat": SEAT,
        "moves": array(ref(f"{p}Move"), description="Each one postable as it is.")},
        description=f"A seat's legal moves in a {game.title} game.")
    out[f"{p}EventList"] = obj({
        "version": VERSION, "kind": const(kind), "events": array(ref(f"{p}Event")),
        "next_after": {"type": ["integer", "null"],
                       "description": "The `after` of the next page; null: this is the last."},
        "oldest_seq": {"type": "integer", "minimum": 1,
                       "description": "The first event the service still keeps."}},
        description=f"Events of a {game.title} game after the given seq, oldest first.")
    out[f"{p}RecordMove"] = obj({"seat": SEAT, "move": ref(f"{p}Move"), "by": _BY},
                                optional=["by"],
                                description=f"A move of a {game.title} record.")
    out[f"{p}Record"] = obj({
        "kind": const(kind), "options": ref(f"{p}Options"),
        "seats": array(STRING, minItems=game.min_players, maxItems=game.max_players,
                       description="The players' names, seat 0 first."),
        "stacked": {**BOOL, "description": "Dealt from a stacked deck: reshuffles keep their "
                                           "order (test mode)."},
        "seed": {**STRING, "minLength": 1, "maxLength": MAX_SEED_LENGTH,
                 "description": "The seed of the game's shuffles, revealed."},
        "stream": ref("RandomStream"),
        "deals": array(ref("Deal"), description="Every round's deal, round 1 first."),
        "moves": array(ref(f"{p}RecordMove")),
        "result": nullable(ref(f"{p}Result"))},
        optional=["stacked", "seed", "stream", "result"],
        description=f"A whole {game.title} game: GET .../record gives one, "
                    "POST /v1/referee/verify checks one.")
    out[f"{p}MoveResult"] = obj({
        "version": VERSION, "kind": const(kind),
        "events": array(ref(f"{p}Event"), description="The events the move caused, as the "
                                                      "mover may see them."),
        "view": ref(f"{p}View"),
        "legal_moves": array(ref(f"{p}Move"), description="The mover's legal moves right "
                                                          "after the move, each postable as "
                                                          "it is (none: others act next).")},
        description=f"An accepted {game.title} move.")
    return out


def _by_kind(suffix: str, description: str) -> dict:
    mapping = {g.kind: f"{g.schema_prefix}{suffix}" for g in _GAMES}
    return union(list(mapping.values()), description, "kind", mapping)


def _service_schemas() -> dict[str, dict]:
    move_types = sorted({m for g in _GAMES for m in g.moves})
    return {
        "Kind": KIND,
        "GameStatus": {"type": "string", "enum": ["waiting", "playing", "finished"],
                       "description": "waiting: seats are open; playing: dealt; finished: over."},
        "SeatToken": obj({"seat": SEAT, "name": STRING, "token": {
            **STRING, "description": "Bearer token for this seat."}, "player_id": _PLAYER_ID},
            optional=["player_id"]),
        "CreatedGame": obj({
            "game_id": STRING, "kind": ref("Kind"), "version": VERSION,
            "status": ref("GameStatus"),
            "host_token": {**STRING, "description": "Bearer token of the host: the spectator "
                                                    "view; it cannot act for a seat."},
            "seats": array(ref("SeatToken"), description="The people seated, with tokens."),
            "bots": _BOTS,
            "webhook_secret": {**STRING, "description": "With webhooks: the key their "
                                                       "signatures use (whsec_...), shown once."},
            "app_id": {**STRING, "description": "With an app's key: the app the game "
                                                "belongs to."}},
            optional=["webhook_secret", "app_id"],
            description="A new game, and the tokens of the players seated (shown once)."),
        "Joined": obj({"game_id": STRING, "version": VERSION, "seat": SEAT, "token": {
            **STRING, "description": "Bearer token for this seat."}, "status": ref("GameStatus"),
            "player_id": _PLAYER_ID}, optional=["player_id"],
            description="The seat taken, and its token (shown once)."),
        "NewSeatToken": obj({"game_id": STRING, "version": VERSION, "seat": SEAT, "token": {
            **STRING, "description": "The seat's new bearer token; the old one no longer "
                                     "works."}},
            description="A seat's new token (shown once)."),
        "GameSummary": obj({
            "game_id": STRING, "kind": ref("Kind"), "status": ref("GameStatus"),
            "version": VERSION,
            "created_at": {"type": "number", "description": "When it was created (Unix "
                                                            "seconds)."},
            "to_act": SEATS,
            "seats": array(ref("SeatSummary"), description="Every seat, from seat 0.")},
            description="One of an app's games."),
        "SeatSummary": obj({"seat": SEAT, "name": nullable(STRING),
                            "bot": {**BOOL, "description": "A bot took the seat."},
                            "player_id": _PLAYER_ID}, optional=["player_id"],
                           description="A seat of an app's game: its name (null: open) and "
                                       "the app's id for its player."),
        "GameList": obj({
            "games": array(ref("GameSummary"), description="Newest first."),
            "next_cursor": {**nullable(STRING), "description": "The next page's `cursor` "
                                                               "(null: this is the last)."}},
            description="A page of an app's games."),
        "BotLevel": {"type": "string", "enum": list(engine.bots.LEVELS),
                     "description": "random: uniform over the legal moves; greedy: a one-move "
                                    "heuristic; ismcts: information-set Monte Carlo tree "
                                    "search."},
        "BotSeat": obj({"seat": SEAT, "name": STRING, "bot": ref("BotLevel"),
                        "budget_ms": _BUDGET}, description="A seat a bot plays."),
        "BotJoined": obj({"game_id": STRING, "version": VERSION, "seat": SEAT, "name": STRING,
                          "bot": ref("BotLevel"), "budget_ms": _BUDGET,
                          "status": ref("GameStatus")},
                         description="The seat a bot took."),
        "NewSeat": union(["Player", "BotPlayer"], "A person or a bot taking a seat."),
        "JoinedSeat": union(["Joined", "BotJoined"], "A seat taken: by a person (with the "
                                                     "seat's token, shown once) or a bot."),
        "Hint": obj({
            "game_id": STRING, "version": VERSION, "seat": SEAT, "bot": ref("BotLevel"),
            "budget_ms": _BUDGET,
            "move": {**nullable(ref("AnyMove")), "description": "One of the seat's legal moves, "
                                                               "postable as it is; null: out "
                                                               "of turn, nothing to do now."},
            "value": {"type": ["number", "null"], "minimum": 0, "maximum": 1,
                      "description": "ismcts' estimate of the seat's result after the move, "
                                     "from 0 (last place) to 1 (first); null from random and "
                                     "greedy."}},
            description="A bot's advice for the caller's seat."),
        "JoinedEvent": obj({"seq": _SEQ, "type": const("joined"), "seat": SEAT, "name": STRING},
                           description="A player took a seat."),
        "TimedOutEvent": obj({
            "seq": _SEQ, "type": const("timed_out"), "seat": SEAT,
            "action": {"type": "string", "enum": ["bot", "forfeit", "default"],
                       "description": "What the clock did: its bot played the seat's move, "
                                      "the seat forfeited (resigned), or the rules' own move "
                                      "for a seat that does not answer (a snap window's pass, "
                                      "dealing the next round)."}},
            description="A seat's turn clock ran out; the events after it in the same write "
                        "are what the clock did."),
        "HandedToBotEvent": obj({"seq": _SEQ, "type": const("handed_to_bot"), "seat": SEAT,
                                 "bot": ref("BotLevel"), "budget_ms": _BUDGET},
                                description="The host handed a person's seat to a bot: its "
                                            "moves from here on are the bot's."),
        "TakenBackEvent": obj({"seq": _SEQ, "type": const("taken_back"), "seat": SEAT},
                              description="A person took their seat back from a bot."),
        "SeatTokenReplacedEvent": obj({"seq": _SEQ, "type": const("seat_token_replaced"),
                                       "seat": SEAT},
                                      description="The game's app gave the seat a new token: "
                                                  "the old one no longer works."),
        "StreamRevoked": obj({"code": const("TOKEN_REVOKED"), "detail": STRING},
                             description="A stream's last frame, `revoked`, when its seat got "
                                         "a new token after the stream opened."),
        "BotSeatRequest": obj({"bot": ref("BotLevel"), "budget_ms": _BUDGET},
                              optional=["budget_ms"],
                              description="The bot to play a person's seat."),
        "SeatChange": obj({"game_id": STRING, "version": VERSION, "bots": _BOTS},
                          description="A seat handed over or taken back: the new version and "
                                      "the seats bots play."),
        "Deadline": obj({
            "seat": SEAT, "at": {"type": "number", "description": "When the seat's time is up "
                                                                  "(Unix seconds, server time)."},
            "seconds_left": {"type": "number",
                             "description": "Seconds from this answer to `at`; negative once "
                                            "`at` has passed (how long overdue: the clock "
                                            "acts within moments, so a large one means no "
                                            "worker is keeping the clocks)."}},
            description="A seat that must act, and until when."),
        "TurnClock": obj({
            "turn_seconds": {"type": "integer", "minimum": 1},
            "window_seconds": {"type": "integer", "minimum": 1},
            "on_timeout": {"type": "string", "enum": ["bot", "forfeit"]},
            "bot": ref("BotLevel"),
            "deadlines": array(ref("Deadline"), description="Each seat whose clock runs now.")},
            optional=["window_seconds"],
            description="A game's turn clock: a seat out of time is acted for by "
                        "`cardtable worker` (on_timeout)."),
        "WaitingSeat": obj({"seat": SEAT, "name": {"type": ["string", "null"],
                                                   "description": "null: the seat is open."}},
                           description="A seat of a game that waits for players."),
        "WaitingView": obj({
            "game_id": STRING, "version": VERSION, "kind": ref("Kind"),
            "status": const("waiting"), "seat": MAYBE_SEAT,
            "to_act": {**SEATS, "maxItems": 0},
            "players": array(ref("WaitingSeat")), "open_seats": SEATS,
            "options": {"oneOf": [ref(f"{g.schema_prefix}Options") for g in _GAMES]},
            "stacked_deck": BOOL, "bots": _BOTS, "clock": _CLOCK},
            optional=["clock"],
            description="A game whose seats are not all taken yet: nothing is dealt."),
        "GameView": union(["WaitingView", *[f"{g.schema_prefix}View" for g in _GAMES]],
                          "What the caller may see of a game: a waiting game's view, or the "
                          "view of a dealt game of its kind (status and kind tell which)."),
        "LegalMoves": _by_kind("LegalMoves", "A seat's legal moves, typed by the game's kind."),
        "EventList": _by_kind("EventList", "Events as the caller may see them, by kind."),
        "MoveResult": _by_kind("MoveResult", "An accepted move, by kind."),
        "GameRecord": _by_kind("Record", "A whole game, by kind."),
        "RandomStream": {"type": "integer", "enum": list(STREAMS),
                         "description": "The random stream a game's shuffles drew from "
                                        "(engine/rng.py); a record without one is of stream "
                                        "1, the stream of games created before stream 2."},
        "Deal": obj({
            "round": {"type": "integer", "minimum": 1}, "dealer": SEAT,
            "deck": {**array(ref("Card")), "description": "The order before dealing, index 0 "
                                                          "dealt first."},
            "salt": {**STRING, "description": "32 hex digits."},
            "commitment": {**STRING, "description": "SHA-256 (hex) of \"{salt}:{cards "
                                                    "joined by ','}\", shown in the views "
                                                    "from the deal on."}},
            optional=["salt", "commitment"], description="One round's deal."),
        "Verdict": obj({
            "valid": BOOL,
            "result": {"type": "object", "additionalProperties": True,
                       "description": "A valid game's result (the kind's Result)."},
            "moves": {**INT, "description": "A valid game's number of moves."},
            "index": {**INT, "description": "The first move (0-based) that breaks a rule; the "
                                            "number of moves when the end is at fault."},
            "seat": MAYBE_SEAT, "code": ref("ProblemCode"), "detail": STRING},
            optional=["result", "moves", "index", "seat", "code", "detail"],
            description="The referee's verdict on a game record."),
        "AnyMove": {
            "type": "object", "required": ["type"],
            "properties": {"type": {"type": "string", "enum": move_types}},
            "additionalProperties": True,
            "description": "A move of the game's kind, as GET .../legal-moves lists it. The "
                           "typed form of each kind is {Kind}Move, posted to "
                           "/v1/games/{game_id}/{kind}/moves."},
        "MoveCheck": obj({
            "legal": BOOL, "code": ref("ProblemCode"), "detail": STRING, "field": STRING},
            optional=["code", "detail", "field"],
            description="Whether a move would be accepted now; if not, the code it would get."),
        "ProblemCode": {"type": "string", "enum": all_codes(),
                        "description": "A stable error code."},
        "Problem": obj({
            "type": {**STRING, "description": "urn:cardtable:problem:<code in lower case>"},
            "title": STRING, "status": {"type": "integer", "minimum": 400, "maximum": 599},
            "code": ref("ProblemCode"), "detail": STRING,
            "field": {**STRING, "description": "The request field at fault, if any."}},
            optional=["field"], description="An RFC 9457 problem: why a request was refused."),
        "MoveDescription": obj({
            "type": STRING, "description": STRING,
            "schema": {**_FREE, "description": "The move's JSON Schema (self-contained)."}},
            description="One move type of a kind."),
        "KindDescription": obj({
            "kind": ref("Kind"), "title": STRING, "min_players": INT, "max_players": INT,
            "options": {**_FREE,
                        "description": "JSON Schema of the options object (self-contained)."},
            "defaults": {**_FREE, "description": "Every option at its default."},
            "moves": array(ref("MoveDescription")),
            "view_schema": {**_FREE, "description": "JSON Schema of the kind's view "
                                                             "of a dealt game (self-contained)."},
            "event_schema": {**_FREE, "description": "JSON Schema of the kind's "
                                                              "events (self-contained)."},
            "rules_url": {"type": "string", "description": "How cardtable plays this kind "
                                                           "(Markdown)."}},
            description="A game kind: its player range, options, moves, view and rules."),
        "ProbeStatus": obj({"status": STRING}, description="A probe's answer."),
        "ServerSentEvent": obj({
            "event": {**STRING, "description": "A game event's type, or status."},
            "id": {**STRING, "description": "The event's seq (absent on status frames)."},
            "data": {**STRING, "description": "JSON: the event as GET .../events gives it to "
                                              "the caller, or a StreamStatus."},
            "retry": {**STRING, "description": "The reconnection delay in ms (first frame)."}},
            optional=["event", "id", "data", "retry"],
            description="One frame of a game's event stream."),
        "StreamStatus": obj({
            "version": VERSION, "status": ref("GameStatus"), "to_act": SEATS,
            "legal_moves": array(ref("AnyMove"), description="On a seat's stream: the seat's "
                                                             "legal moves at this version, "
                                                             "each postable as it is (the "
                                                             "kind's {Kind}Move)."),
            "deadlines": array(ref("Deadline"), description="With a turn clock: each seat "
                                                            "whose clock runs.")},
            optional=["legal_moves", "deadlines"],
            description="A stream's `status` frame, after each batch of events."),
        "StreamTicket": obj({
            "game_id": STRING, "seat": SEAT,
            "ticket": {**STRING, "description": "Opens this seat's stream as "
                                                "GET .../stream?ticket=..."},
            "expires_at": {**INT, "description": "When it stops opening streams (Unix "
                                                 "seconds)."},
            "expires_in": {**INT, "description": "Seconds from now until then."}},
            description="A short-lived, read-only pass to one seat's stream of one game."),
        **_webhook_schemas(),
        **APP_SCHEMAS,
    }


def _webhook_schemas() -> dict[str, dict]:
    about = {"game_id": STRING, "kind": ref("Kind"), "version": VERSION}
    data = {
        "move": obj({**about, "events": array(ref("PublicEvent"))},
                    description="A write's events, as a spectator sees them."),
        "turn": obj({**about, "to_act": SEATS}, description="The seats that may act now."),
        "finished": obj({**about, "result": {"type": "object", "additionalProperties": True,
                                             "description": "The kind's result."}},
                        description="The game is over."),
    }
    out = {"PublicEvent": {"type": "object", "required": ["seq", "type"],
                           "properties": {"seq": _SEQ, "type": STRING},
                           "additionalProperties": True,
                           "description": "An event of the game's kind (its {Kind}Event "
                                          "schema), as a spectator sees it."}}
    for name, schema in data.items():
        prefix = f"Webhook{name.capitalize()}"
        out[f"{prefix}Data"] = schema
        out[prefix] = obj({"type": const(name),
                           "timestamp": {**STRING, "description": "When it was queued (UTC)."},
                           "data": ref(f"{prefix}Data")},
                          description=f"The body of a `{name}` webhook delivery.")
    return out


def webhooks_doc() -> tuple[dict, dict]:
    """The OpenAPI `webhooks` section (what a game's webhook URLs receive), and the path items
    it refers to (for `components.pathItems`)."""
    headers = [{"in": "header", "name": name, "required": True, "schema": {"type": "string"},
                "description": text} for name, text in (
        ("webhook-id", "The delivery's id; a retry repeats it, so skip ids already seen."),
        ("webhook-timestamp", "Unix seconds when this attempt was sent."),
        ("webhook-signature", "v1,<base64 HMAC-SHA256 of \"{id}.{timestamp}.{body}\">, "
                              "keyed with the game's webhook_secret (whsec_<base64 key>)."))]
    items = {}
    for name in ("move", "turn", "finished"):
        schema = f"Webhook{name.capitalize()}"
        items[schema] = {"post": {
            "operationId": f"webhook{name.capitalize()}",
            "summary": f"A game's `{name}` webhook",
            "description": "Sent by the service to the URLs a game was created with; the "
                           "signature headers authenticate it.",
            "security": [],
            "parameters": headers,
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": {"$ref": _COMPONENTS + schema}}}},
            "responses": {"200": {"description": "Any 2xx acknowledges the delivery; anything "
                                                 "else is retried with backoff."}}}}
    # referenced path items, not inline ones: some generators (openapi-generator
    # typescript-fetch) write uncompilable client code for inline webhooks
    hooks = {name: {"$ref": f"#/components/pathItems/Webhook{name.capitalize()}"}
             for name in ("move", "turn", "finished")}
    return hooks, items


def _all_schemas() -> dict[str, dict]:
    out = copy.deepcopy(SHARED)
    for game in _GAMES:
        out.update(_kind_schemas(game))
    out.update(_service_schemas())
    return out


SCHEMAS = _all_schemas()


def _relocate(value, old: str, new: str):
    if isinstance(value, dict):
        out = {k: _relocate(v, old, new) for k, v in value.items()}
        if isinstance(out.get("$ref"), str) and out["$ref"].startswith(old):
            out["$ref"] = new + out["$ref"][len(old):]
        if "discriminator" in out:
            mapping = out["discriminator"].get("mapping", {})
            out["discriminator"]["mapping"] = {k: new + v[len(old):] for k, v in mapping.items()}
        return out
    if isinstance(value, list):
        return [_relocate(v, old, new) for v in value]
    return value


def components() -> dict[str, dict]:
    return _relocate(SCHEMAS, _LOCAL, _COMPONENTS)


def _references(value) -> set[str]:
    if isinstance(value, dict):
        found = {value["$ref"][len(_LOCAL):]} if "$ref" in value else set()
        return found.union(*(_references(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_references(v) for v in value))
    return set()


def bundle(schema: dict) -> dict:
    """`schema` with every schema it references under `$defs`, so it resolves on its own."""
    needed, todo = {}, _references(schema)
    while todo:
        name = todo.pop()
        if name not in needed:
            needed[name] = SCHEMAS[name]
            todo |= _references(SCHEMAS[name])
    out = {"$schema": "https://json-schema.org/draft/2020-12/schema", **copy.deepcopy(schema)}
    if needed:
        out["$defs"] = {n: copy.deepcopy(needed[n]) for n in sorted(needed)}
    return out


def describe_kind(game: engine.Game) -> dict:
    """The public, self-contained description of a kind, as GET /v1/kinds/{kind} answers it."""
    p = game.schema_prefix
    return {
        "kind": game.kind,
        "title": game.title,
        "min_players": game.min_players,
        "max_players": game.max_players,
        "options": bundle(options_schema(game.options, game.title, resolved=False)),
        "defaults": {o.name: o.default for o in game.options},
        "moves": [{"type": name, "description": m.description, "schema": bundle(SCHEMAS[schema])}
                  for (name, m), schema in zip(game.moves.items(),
                                               game.move_schema_names().values())],
        "view_schema": bundle(SCHEMAS[f"{p}View"]),
        "event_schema": bundle(SCHEMAS[f"{p}Event"]),
        "rules_url": f"/v1/kinds/{game.kind}/rules",
    }


def component_ref(name: str) -> dict:
    """A reference to a component, for the OpenAPI document."""
    return {"$ref": _COMPONENTS + name}
