"""JSON Schemas (Draft 2020-12) of what the engine reads and writes: moves, options, views, events.

Every game names its schemas. A reference to a named schema is written `ref("Name")`, i.e.
`#/$defs/Name`, so the same declarations serve both the service's OpenAPI components and the
self-contained schemas it gives for one kind. Names carry the kind's prefix (`VriAtterPlayer`)
because every kind's schemas share one namespace; `SHARED` holds the ones all kinds use.
"""

from .cards import SUITS
from .declarations import MoveSpec, Option, Param

CARD_PATTERN = r"^(?:(10|[2-9JQKA])[CDHS]|JK[12])(?:#[12])?$"


def ref(name: str) -> dict:
    return {"$ref": f"#/$defs/{name}"}


def nullable(schema: dict) -> dict:
    return {"oneOf": [schema, {"type": "null"}]}


def array(items: dict, **extra) -> dict:
    return {"type": "array", "items": items, **extra}


def obj(properties: dict, optional=(), description: str | None = None) -> dict:
    """A closed object whose properties are all required but the `optional` ones."""
    out = {"type": "object", "properties": properties,
           "required": [p for p in properties if p not in optional],
           "additionalProperties": False}
    if description:
        out["description"] = description
    return out


def const(value: str) -> dict:
    return {"type": "string", "const": value}


def enum(*values: str, description: str | None = None) -> dict:
    out = {"type": "string", "enum": list(values)}
    if description:
        out["description"] = description
    return out


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


CARD = ref("Card")
CARDS = array(CARD)
SEAT = {"type": "integer", "minimum": 0}
SEATS = array(SEAT)
MAYBE_SEAT = {"type": ["integer", "null"], "minimum": 0}
SUIT = ref("Suit")
INT = {"type": "integer"}
INTS = array(INT)
BOOL = {"type": "boolean"}
STRING = {"type": "string"}
GROUPS = array(SEATS, description="Finishing positions in order; seats that tie share a group.")

SHARED = {
    "Card": {"type": "string", "pattern": CARD_PATTERN,
             "description": "Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.",
             "examples": ["10H"]},
    "DefenceResponse": obj(
        {"attack_card": {**CARD, "description": "A served card."},
         "beat_with": {**nullable(CARD), "description": "The beating card, or null to take."}},
        description="The answer to one served card."),
    "Suit": enum(*SUITS, description="Clubs, diamonds, hearts, spades."),
    "PlayStatus": enum("playing", "finished", description="The status of a dealt game."),
    "SnapTarget": obj(
        {"player": {**SEAT, "description": "Another player."},
         "slot": {**INT, "description": "That player's slot."},
         "give_slot": {**INT, "description": "Your slot whose card goes there on success."}},
        description="With snap_others: another player's slot, and your own card to give."),
}

PARAM_SCHEMAS = {
    "card": CARD,
    "cards": CARDS,
    "suit": SUIT,
    "bool": BOOL,
    "seat": SEAT,
    "int": INT,
    "string": STRING,
    "strings": array(STRING),
    "ints": INTS,
    "snaps": array({"oneOf": [{**INT, "description": "One of your own slots."},
                              ref("SnapTarget")]}),
    "responses": array(ref("DefenceResponse")),
}


def move_schema(spec: MoveSpec) -> dict:
    def param(p: Param) -> dict:
        return {**PARAM_SCHEMAS[p.kind], "description": p.description}

    return {
        **obj({"type": const(spec.name), **{n: param(p) for n, p in spec.params.items()}},
              optional=[n for n, p in spec.params.items() if not p.required]),
        "description": spec.description,
    }


def option_schema(o: Option) -> dict:
    if o.kind == "bool":
        s = dict(BOOL)
    elif o.kind == "int":
        s = {"type": "integer", "minimum": o.minimum, "maximum": o.maximum}
    elif o.kind == "choice":
        words = [c for c in o.choices if isinstance(c, str)]
        numbers = [c for c in o.choices if isinstance(c, int)]
        alternatives = [{"type": "string", "const": w} for w in words]
        if numbers:
            alternatives.append({"type": "integer", "enum": numbers})
        s = alternatives[0] if len(alternatives) == 1 else {"oneOf": alternatives}
        if not numbers:
            s = {"type": "string", "enum": words}
    else:
        s = {"type": "array", "items": {"type": "string", "enum": list(o.choices)},
             "uniqueItems": True}
    return {**s, "default": o.default, "description": o.description}


def options_schema(options: tuple[Option, ...], title: str, resolved: bool) -> dict:
    """`resolved`: every option present, as a game's view shows them; else as a client sends
    them, each optional with its default."""
    properties = {o.name: option_schema(o) for o in options}
    return obj(properties, optional=() if resolved else list(properties),
               description=f"Options of {title}.")


def view_schema(kind: str, title: str, fields: dict, optional=()) -> dict:
    """A dealt game's view: the fields every kind's view starts with, then the kind's own."""
    prefix = camel(kind)
    common = {
        "kind": const(kind),
        "status": ref("PlayStatus"),
        "phase": ref(f"{prefix}Phase"),
        "seat": {**MAYBE_SEAT,
                 "description": "The viewer's seat; null for the host or a spectator."},
        "to_act": {**SEATS, "description": "Seats that may act now."},
        "players": array(ref(f"{prefix}Player")),
        "options": ref(f"{prefix}Options"),
        "stacked_deck": BOOL,
        "result": {**nullable(ref(f"{prefix}Result")), "description": "Set once the game is over."},
        "commitments": array({"type": "string", "pattern": "^[0-9a-f]{64}$"}, description=(
            "Each deal's commitment to its deck order, round 1 first: SHA-256 of "
            "\"{salt}:{cards joined by ','}\"; the game record reveals salts and orders.")),
        "resigned": RESIGNED,
    }
    return obj({**common, **fields}, optional=["resigned", *optional],
               description=f"What the caller may see of a {title} game that has been dealt.")


RESIGNED = {**SEATS, "description": "The seats that resigned (the move resign), in order."}


def with_resigned(result: dict) -> dict:
    """A kind's result fields, with the seats that resigned (present once one has)."""
    return {**result, "resigned": RESIGNED}


def resigned_event(fields: dict | None = None) -> dict:
    return event_schema("resigned", {"seat": SEAT, **(fields or {})},
                        description="A seat resigned: it plays no more (the kind's rules say "
                                    "what became of its cards).")


def player_schema(title: str, fields: dict) -> dict:
    return obj({"seat": SEAT, "name": STRING, **fields},
               description=f"A seat at a {title} game, as everyone sees it.")


def event_schema(kind: str, fields: dict, optional=(), description: str = "") -> dict:
    return obj({"type": const(kind), **fields}, optional=optional, description=description)


def kind_schemas(kind: str, title: str, moves: dict[str, MoveSpec], options: tuple[Option, ...],
                 parts: dict[str, dict], events: dict[str, dict]) -> dict[str, dict]:
    """Every named schema of one kind: its moves, options, view parts and events.

    `parts` are named after the kind (`Player` becomes `VriAtterPlayer`), as are `events`
    (`dealt` becomes `VriAtterDealtEvent`).
    """
    prefix = camel(kind)
    out = {f"{prefix}{camel(name)}Move": move_schema(m) for name, m in moves.items()}
    out[f"{prefix}Options"] = options_schema(options, title, resolved=True)
    out.update({f"{prefix}{name}": schema for name, schema in parts.items()})
    out.update({event_name(kind, t): schema for t, schema in events.items()})
    return out


def move_name(kind: str, move: str) -> str:
    return f"{camel(kind)}{camel(move)}Move"


def event_name(kind: str, event_type: str) -> str:
    return f"{camel(kind)}{camel(event_type)}Event"


def private(schema: dict, who: str) -> dict:
    """A field only `who` receives (e.g. "the seat that drew")."""
    return {**schema, "description": f"Only to {who}."}
