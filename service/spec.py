"""OpenAPI components derived from the engine's declarations: move unions, options, views.

Move bodies are parsed and checked by the engine itself (so rejections keep the rules spec's
order of checks); these components describe the same declarations for client generators.
"""

import engine
from engine.declarations import MoveSpec, Option, Param

from .view_schemas import VIEWS

CARD_PATTERN = r"^(?:(10|[2-9JQKA])[CDHS]|JK[12])(?:#[12])?$"

_PARAM_SCHEMAS = {
    "card": {"$ref": "#/components/schemas/Card"},
    "cards": {"type": "array", "items": {"$ref": "#/components/schemas/Card"}},
    "suit": {"type": "string", "enum": ["C", "D", "H", "S"]},
    "bool": {"type": "boolean"},
    "seat": {"type": "integer", "minimum": 0},
    "int": {"type": "integer"},
    "string": {"type": "string"},
    "strings": {"type": "array", "items": {"type": "string"}},
    "ints": {"type": "array", "items": {"type": "integer"}},
    "snaps": {"type": "array", "items": {"oneOf": [
        {"type": "integer", "description": "One of your own slots."},
        {"type": "object", "description": "With snap_others: another player's slot, and your "
                                          "own slot whose card goes there on success.",
         "properties": {"player": {"type": "integer"}, "slot": {"type": "integer"},
                        "give_slot": {"type": "integer"}},
         "required": ["player", "slot", "give_slot"], "additionalProperties": False}]}},
    "responses": {"type": "array", "items": {
        "type": "object",
        "properties": {"attack_card": {"$ref": "#/components/schemas/Card"},
                       "beat_with": {"oneOf": [{"$ref": "#/components/schemas/Card"},
                                               {"type": "null"}],
                                     "description": "The beating card, or null to take."}},
        "required": ["attack_card", "beat_with"], "additionalProperties": False}},
}


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def move_schema_name(kind: str, move: str) -> str:
    return f"{camel(kind)}{camel(move)}Move"


def _param_schema(p: Param) -> dict:
    return {**_PARAM_SCHEMAS[p.kind], "description": p.description}


def _move_schema(spec: MoveSpec) -> dict:
    return {
        "type": "object",
        "description": spec.description,
        "properties": {
            "type": {"type": "string", "enum": [spec.name]},
            **{name: _param_schema(p) for name, p in spec.params.items()},
        },
        "required": ["type", *[n for n, p in spec.params.items() if p.required]],
        "additionalProperties": False,
    }


def option_schema(o: Option) -> dict:
    if o.kind == "bool":
        s = {"type": "boolean"}
    elif o.kind == "int":
        s = {"type": "integer", "minimum": o.minimum, "maximum": o.maximum}
    elif o.kind == "choice":
        by_type = {}
        for c in o.choices:
            by_type.setdefault("integer" if isinstance(c, int) else "string", []).append(c)
        alternatives = [{"type": t, "enum": cs} for t, cs in by_type.items()]
        s = alternatives[0] if len(alternatives) == 1 else {"oneOf": alternatives}
    else:
        s = {"type": "array", "items": {"enum": list(o.choices)}, "uniqueItems": True}
    return {**s, "default": o.default, "description": o.description}


def describe_kind(game: engine.Game) -> dict:
    """The public description of a kind, as GET /v1/kinds answers it."""
    return {
        "kind": game.kind,
        "title": game.title,
        "min_players": game.min_players,
        "max_players": game.max_players,
        "options": {
            "type": "object",
            "properties": {o.name: option_schema(o) for o in game.options},
            "additionalProperties": False,
        },
        "defaults": {o.name: o.default for o in game.options},
        "moves": [
            {"type": name, "description": m.description, "schema": _move_schema(m)}
            for name, m in game.moves.items()
        ],
    }


def register_components(spec) -> None:
    schemas = {"Card": {"type": "string", "pattern": CARD_PATTERN,
                        "description": "Rank then suit, e.g. 10H, QS, AC, JK1; 7H#2 in two-deck games.",
                        "examples": ["10H"]}}
    unions = []
    legal_mapping = {}
    for kind, game in engine.GAMES.items():
        mapping = {}
        for name, m in game.moves.items():
            schemas[move_schema_name(kind, name)] = _move_schema(m)
            mapping[name] = f"#/components/schemas/{move_schema_name(kind, name)}"
        union = f"{camel(kind)}Move"
        schemas[union] = {
            "description": f"A move in {game.title}.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping},
        }
        schemas[f"{camel(kind)}Options"] = {
            "type": "object", "description": f"Options of {game.title}.",
            "properties": {o.name: option_schema(o) for o in game.options},
            "additionalProperties": False,
        }
        unions.append({"$ref": f"#/components/schemas/{union}"})
        schemas[f"{camel(kind)}LegalMoves"] = {
            "type": "object",
            "description": f"A seat's legal moves in a {game.title} game.",
            "properties": {
                "game_id": {"type": "string"}, "version": {"type": "integer"},
                "kind": {"type": "string", "enum": [kind]}, "seat": {"type": "integer"},
                "moves": {"type": "array", "items": {"$ref": f"#/components/schemas/{union}"}},
            },
            "required": ["game_id", "version", "kind", "seat", "moves"],
            "additionalProperties": False,
        }
        legal_mapping[kind] = f"#/components/schemas/{camel(kind)}LegalMoves"
    schemas["Move"] = {"description": "A move body: the union for the game's kind.", "oneOf": unions}
    schemas["LegalMoves"] = {
        "description": "A seat's legal moves, typed by the game's kind; each is postable as it is.",
        "oneOf": [{"$ref": r} for r in legal_mapping.values()],
        "discriminator": {"propertyName": "kind", "mapping": legal_mapping},
    }
    view_mapping = {}
    for kind, view in VIEWS.items():
        name = f"{camel(kind)}View"
        schemas[name] = {**view, "description": f"What the caller may see of a {engine.GAMES[kind].title} game."}
        view_mapping[kind] = f"#/components/schemas/{name}"
    schemas["GameView"] = {
        "description": "What the caller may see of a game, by kind.",
        "oneOf": [{"$ref": r} for r in view_mapping.values()],
        "discriminator": {"propertyName": "kind", "mapping": view_mapping},
    }
    schemas["KindDescription"] = {
        "type": "object",
        "description": "A game kind: its player range, options (a JSON schema) and moves.",
        "properties": {
            "kind": {"type": "string", "enum": list(engine.GAMES)},
            "title": {"type": "string"},
            "min_players": {"type": "integer"},
            "max_players": {"type": "integer"},
            "options": {"type": "object", "description": "JSON schema of the options object."},
            "defaults": {"type": "object", "description": "Every option at its default."},
            "moves": {"type": "array", "items": {
                "type": "object",
                "properties": {"type": {"type": "string"}, "description": {"type": "string"},
                               "schema": {"type": "object"}},
                "required": ["type", "description", "schema"],
                "additionalProperties": False}},
        },
        "required": ["kind", "title", "min_players", "max_players", "options", "defaults", "moves"],
        "additionalProperties": False,
    }
    schemas["Event"] = {
        "type": "object",
        "properties": {"seq": {"type": "integer"}, "type": {"type": "string"}},
        "required": ["seq", "type"],
        "additionalProperties": True,
    }
    for name, body in schemas.items():
        spec.components.schema(name, component=body)


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}
