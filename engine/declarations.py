"""Declared options and move shapes, and the checks that read client data against them.

Each game declares its options (rules spec 0.7) and its moves here once; the engine validates
with these declarations and the service derives its API documentation from them.
"""

from dataclasses import dataclass, field
from functools import cached_property

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
            value = whole(value)
            if isinstance(value, bool) or not isinstance(value, int):
                raise bad_parameters(f"{where} must be a whole number", where)
            if not self.minimum <= value <= self.maximum:
                raise bad_parameters(
                    f"{where} must be from {self.minimum} to {self.maximum}", where
                )
        elif self.kind == "choice":
            # 6.0 == 6 in Python, but a choice is exactly one of the values, of its type (a
            # whole float is the int)
            value = whole(value)
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
    defaults = _defaults(declared)
    for name in given:
        if name not in defaults:
            raise bad_parameters(f"unknown option {name!r}", f"options.{name}")
    resolved = dict(defaults)
    if given:
        for o in declared:
            if o.name in given:
                resolved[o.name] = o.check(given[o.name])
    return resolved


_DEFAULTS: dict[int, tuple[tuple[Option, ...], dict]] = {}


def _defaults(declared: tuple[Option, ...]) -> dict:
    """Each declared option's default, in declared order, made once per kind: every new game
    reads them."""
    made = _DEFAULTS.get(id(declared))
    if made is None or made[0] is not declared:  # held with its tuple: an id is not reused
        made = _DEFAULTS[id(declared)] = (declared, {o.name: o.default for o in declared})
    return made[1]


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

    @cached_property
    def required(self) -> tuple[str, ...]:
        return tuple(n for n, p in self.params.items() if p.required)


def whole(value: object) -> object:
    """`value`, as an int where it is a float with no fraction: JSON's 2.0 is the number 2, and
    JSON Schema's `integer` takes it."""
    return int(value) if type(value) is float and value.is_integer() else value


def _wholes(value: object) -> object:
    """A parameter's value with its whole floats as ints, in lists and snap objects too."""
    if type(value) is list:
        return [_wholes(v) for v in value]
    if type(value) is dict:
        return {k: whole(v) for k, v in value.items()}
    return whole(value)


def _is_int(value: object) -> bool:
    return type(value) is int


def _cards(value: object) -> bool:
    return type(value) is list and all(is_card(c) for c in value)


def _responses(value: object) -> bool:
    return type(value) is list and all(
        type(r) is dict and len(r) == 2 and "attack_card" in r and "beat_with" in r
        and is_card(r["attack_card"]) and (r["beat_with"] is None or is_card(r["beat_with"]))
        for r in value)


def _snaps(value: object) -> bool:
    return type(value) is list and all(
        type(v) is int or (type(v) is dict and len(v) == 3
                           and all(k in v and type(v[k]) is int
                                   for k in ("player", "slot", "give_slot")))
        for v in value)


# For each parameter kind: whether a value has it, and what to say when it has not.
_CHECKS = {
    "card": (is_card, "a card id such as 10H"),
    "cards": (_cards, "a list of card ids such as 10H"),
    "suit": (lambda v: v in SUITS if type(v) is str else False, "one of C, D, H, S"),
    "bool": (lambda v: type(v) is bool, "true or false"),
    "seat": (_is_int, "a whole number"),
    "int": (_is_int, "a whole number"),
    "string": (lambda v: type(v) is str, "a string"),
    "responses": (_responses, 'a list of {"attack_card": card, "beat_with": card or null}'),
    "ints": (lambda v: type(v) is list and all(type(x) is int for x in v),
             "a list of whole numbers"),
    "snaps": (_snaps, 'a list of slot numbers or {"player", "slot", "give_slot"} objects'),
    "strings": (lambda v: type(v) is list and all(type(x) is str for x in v),
                "a list of strings"),
}


# the parameter kinds that hold whole numbers
NUMBERED = frozenset(("seat", "int", "ints", "snaps"))


def parse_move(move: object, specs: dict[str, MoveSpec], seats: int) -> tuple[MoveSpec, dict]:
    """Check that a move body can be read (step 3 of the spec's order of checks).

    Returns its spec and its parameters. Parameters whose absence has a code of its own
    (e.g. MISSING_SUIT_NOMINATION) are declared optional and left for the game to check.
    """
    if type(move) is not dict:
        raise bad_parameters("a move must be an object with a type")
    kind = move.get("type")
    spec = specs.get(kind) if type(kind) is str else None
    if spec is None:
        raise bad_parameters(f"type must be one of: {', '.join(specs)}", "type")
    declared = spec.params
    params = {}
    for name, value in move.items():
        if name == "type":
            continue
        p = declared.get(name)
        if p is None:
            raise bad_parameters(f"{kind} takes no parameter {name!r}", name)
        check, what = _CHECKS[p.kind]
        # a whole number written 2.0 is read as 2 (looked at only when the value fails as is)
        if not check(value) and not (p.kind in NUMBERED and check(value := _wholes(value))):
            raise bad_parameters(f"{name} must be {what}", name)
        if p.kind == "seat" and not 0 <= value < seats:
            raise bad_parameters(f"{name} must be a seat from 0 to {seats - 1}", name)
        params[name] = value
    for name in spec.required:
        if name not in params:
            raise bad_parameters(f"{kind} needs {name}", name)
    return spec, params
