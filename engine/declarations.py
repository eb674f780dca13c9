"""Declared options and move shapes, and the checks that read client data against them.

Each game declares its options (rules spec 0.7) and its moves here once; the engine validates
with these declarations and the service derives its API documentation from them.
"""

from dataclasses import dataclass, field

from .cards import SUITS, is_card
from .errors import bad_parameters


@dataclass(frozen=True)
class Option:
    name: str
    kind: str  # "choice", "bool", "int" or "subset"
    default: object
    description: str
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: object) -> object:
        where = f"options.{self.name}"
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise bad_parameters(f"{where} must be true or false", where)
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise bad_parameters(f"{where} must be a whole number", where)
            if not self.minimum <= value <= self.maximum:
                raise bad_parameters(
                    f"{where} must be from {self.minimum} to {self.maximum}", where
                )
        elif self.kind == "choice":
            # 6.0 == 6 in Python, but a choice is exactly one of the values, of its type
            if not any(type(value) is type(c) and value == c for c in self.choices):
                listed = ", ".join(map(str, self.choices))
                raise bad_parameters(f"{where} must be one of: {listed}", where)
        else:  # subset
            if not isinstance(value, list) or any(v not in self.choices for v in value):
                listed = ", ".join(map(str, self.choices))
                raise bad_parameters(f"{where} must be a list of: {listed}", where)
            value = sorted(set(value), key=self.choices.index)
        return value


def resolve_options(declared: tuple[Option, ...], given: object) -> dict:
    """The full option set: the given values checked, every other option at its default."""
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise bad_parameters("options must be an object", "options")
    known = {o.name: o for o in declared}
    for name in given:
        if name not in known:
            raise bad_parameters(f"unknown option {name!r}", f"options.{name}")
    return {o.name: o.check(given[o.name]) if o.name in given else o.default for o in declared}


@dataclass(frozen=True)
class Param:
    # "card", "cards", "suit", "bool", "seat", "int", "ints", "string", "strings",
    # "responses" (a list of {"attack_card": card, "beat_with": card or null}) or
    # "snaps" (a list of slot numbers or {"player", "slot", "give_slot"} objects)
    kind: str
    description: str
    required: bool = False


@dataclass(frozen=True)
class MoveSpec:
    name: str
    description: str
    params: dict[str, Param] = field(default_factory=dict)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_param(name: str, p: Param, value: object, seats: int) -> None:
    def fail(what: str):
        raise bad_parameters(f"{name} must be {what}", name)

    if p.kind == "card" and not is_card(value):
        fail("a card id such as 10H")
    if p.kind == "cards" and not (isinstance(value, list) and all(is_card(c) for c in value)):
        fail("a list of card ids such as 10H")
    if p.kind == "suit" and value not in SUITS:
        fail("one of C, D, H, S")
    if p.kind == "bool" and not isinstance(value, bool):
        fail("true or false")
    if p.kind in ("seat", "int") and (isinstance(value, bool) or not isinstance(value, int)):
        fail("a whole number")
    if p.kind == "seat" and not 0 <= value < seats:
        fail(f"a seat from 0 to {seats - 1}")
    if p.kind == "string" and not isinstance(value, str):
        fail("a string")
    if p.kind == "responses" and not (isinstance(value, list) and all(
            isinstance(r, dict) and set(r) == {"attack_card", "beat_with"}
            and is_card(r["attack_card"]) and (r["beat_with"] is None or is_card(r["beat_with"]))
            for r in value)):
        fail('a list of {"attack_card": card, "beat_with": card or null}')
    if p.kind == "ints" and not (isinstance(value, list) and all(_is_int(v) for v in value)):
        fail("a list of whole numbers")
    if p.kind == "snaps" and not (isinstance(value, list) and all(
            _is_int(v) or (isinstance(v, dict) and set(v) == {"player", "slot", "give_slot"}
                           and all(_is_int(x) for x in v.values())) for v in value)):
        fail('a list of slot numbers or {"player", "slot", "give_slot"} objects')
    if p.kind == "strings" and not (
        isinstance(value, list) and all(isinstance(v, str) for v in value)
    ):
        fail("a list of strings")


def parse_move(move: object, specs: dict[str, MoveSpec], seats: int) -> tuple[MoveSpec, dict]:
    """Check that a move body can be read (step 3 of the spec's order of checks).

    Returns its spec and its parameters. Parameters whose absence has a code of its own
    (e.g. MISSING_SUIT_NOMINATION) are declared optional and left for the game to check.
    """
    if not isinstance(move, dict):
        raise bad_parameters("a move must be an object with a type")
    kind = move.get("type")
    if not isinstance(kind, str) or kind not in specs:
        raise bad_parameters(f"type must be one of: {', '.join(specs)}", "type")
    spec = specs[kind]
    params = {}
    for name, value in move.items():
        if name == "type":
            continue
        if name not in spec.params:
            raise bad_parameters(f"{kind} takes no parameter {name!r}", name)
        _check_param(name, spec.params[name], value, seats)
        params[name] = value
    for name, p in spec.params.items():
        if p.required and name not in params:
            raise bad_parameters(f"{kind} needs {name}", name)
    return spec, params
