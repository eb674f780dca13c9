"""The integer action interface: each kind's fixed action space, as OpenSpiel and RLCard drive
games.

A kind's space is a list of segments, one per listed move shape, laid end to end: action
`offset(segment) + i` is the segment's i-th move, where i reads the move's parameters as digits
of a mixed radix (the first field most significant). The space is the same for every option
set and table size of the kind (`num_actions`), so an agent's output layer never changes.

It covers every move `legal_moves` can list. Moves the service accepts beyond those (resign,
Slyng's all-at-once `defend`, President's exchange requests, Dač's snaps of several slots) have
no action. Where a listed move names cards that the rules do not tell apart (which physical
cards of a rank President plays) or lists them in an order that depends on the hand, the
segment is `listed`: its action names the set or shape, and `State.action_to_move` answers
with the move the state lists for it. Where a parameter is numbered by its place in the state
(Dač's slots, by their place among a row's occupied slots), the state translates
(`State.action_forms` and `State.move_form`).
"""

from bisect import bisect_right
from functools import lru_cache
from itertools import permutations
from math import comb

from .errors import bad_parameters


class Choice:
    """One of `values` (exact type), or with `optional` also absent (digit 0)."""

    def __init__(self, values, optional: bool = False):
        self.values = tuple(values)
        self.optional = optional
        self.size = len(self.values) + optional
        self._type = type(self.values[0])
        assert all(type(v) is self._type for v in self.values)
        self._index = {v: i + optional for i, v in enumerate(self.values)}

    def encode(self, value) -> int:
        # True == 1 in a dict: a value of another type is no value of this field
        if type(value) is not self._type:
            if value is None and self.optional:
                return 0
            raise KeyError(value)
        return self._index[value]

    def decode(self, digit: int):
        return None if self.optional and digit == 0 else self.values[digit - self.optional]

    def trusted(self):
        index = self._index
        if self.optional:
            return lambda value: 0 if value is None else index[value]
        return index.__getitem__


class Flag:
    """A parameter that is either true or left out; false means what leaving it out means."""

    size = 2

    @staticmethod
    def encode(value) -> int:
        if value is None or value is False:
            return 0
        if value is True:
            return 1
        raise KeyError(value)

    @staticmethod
    def decode(digit: int):
        return True if digit else None

    @staticmethod
    def trusted():
        return lambda value: 1 if value else 0


class Constant:
    """A parameter that is always `value` (or left out) in the listed moves."""

    size = 1

    def __init__(self, value):
        self.value = value

    def encode(self, value) -> int:
        if value is None or value == self.value:
            return 0
        raise KeyError(value)

    def decode(self, digit: int):
        return self.value

    @staticmethod
    def trusted():
        return lambda value: 0


class Subset:
    """A set of `k` distinct items of `items` for each k in `sizes`, by its colexicographic
    rank; it decodes to the items in the order of `items`."""

    def __init__(self, items, sizes: tuple[int, ...]):
        self.items = tuple(items)
        self._index = {v: i for i, v in enumerate(self.items)}
        self.sizes = sizes
        # comb(c, i + 1) for every item c and place i: the ranks' terms, looked up
        self._terms = [[comb(c, i + 1) for i in range(max(sizes, default=0))]
                       for c in range(len(self.items))]
        self._offsets = {}
        total = 0
        for k in sizes:
            self._offsets[k] = total
            total += comb(len(self.items), k)
        self.size = total

    def encode(self, value) -> int:
        if type(value) is not list or len(value) not in self._offsets:
            raise KeyError(value)
        index = self._index
        picked = sorted([index[v] for v in value])
        rank = self._offsets[len(picked)]
        terms = self._terms
        last = -1
        for i, c in enumerate(picked):
            if c == last:
                raise KeyError(value)
            rank += terms[c][i]
            last = c
        return rank

    def decode(self, digit: int) -> list:
        k = next(k for k in reversed(self.sizes) if self._offsets[k] <= digit)
        rank = digit - self._offsets[k]
        picked = []
        for i in range(k, 0, -1):
            c = i - 1
            while comb(c + 1, i) <= rank:
                c += 1
            rank -= comb(c, i)
            picked.append(c)
        return [self.items[c] for c in reversed(picked)]


class Sequence:
    """Exactly `length` items of `items`, in the order given."""

    def __init__(self, items, length: int):
        self.items = tuple(items)
        self._index = {v: i for i, v in enumerate(self.items)}
        self.length = length
        self.size = len(self.items) ** length

    def encode(self, value) -> int:
        if type(value) is not list or len(value) != self.length:
            raise KeyError(value)
        index = 0
        for v in value:
            index = index * len(self.items) + self._index[v]
        return index

    def trusted(self):
        if self.length == 1:
            index = self._index
            return lambda value: index[value[0]]
        return self.encode

    def decode(self, digit: int) -> list:
        out = []
        for _ in range(self.length):
            digit, i = divmod(digit, len(self.items))
            out.append(self.items[i])
        return out[::-1]


class Run:
    """Two to four cards of one rank with different suits, in the order given."""

    def __init__(self, ranks, suits):
        self.ranks, self.suits = tuple(ranks), tuple(suits)
        self.orders = [p for k in range(2, len(suits) + 1) for p in permutations(suits, k)]
        self._order_index = {p: i for i, p in enumerate(self.orders)}
        self.size = len(self.ranks) * len(self.orders)

    def encode(self, value) -> int:
        if type(value) is not list or not value:
            raise KeyError(value)
        rank = value[0][:-1]
        if any(c[:-1] != rank for c in value):
            raise KeyError(value)
        order = tuple(c[-1] for c in value)
        return self.ranks.index(rank) * len(self.orders) + self._order_index[order]

    def decode(self, digit: int) -> list:
        rank, order = divmod(digit, len(self.orders))
        return [self.ranks[rank] + s for s in self.orders[order]]


class Segment:
    """One move type's actions: its parameters, each with a field, in mixed-radix order. A
    `listed` segment's decoded parameters may not be the listed move (see the module's
    docstring)."""

    def __init__(self, move_type: str, fields: dict | None = None, listed: bool = False):
        self.type = move_type
        self.fields = dict(fields or {})
        self.listed = listed
        self._names = frozenset(self.fields) | {"type"}
        self._fields = tuple(self.fields.items())
        self.size = 1
        for f in self.fields.values():
            self.size *= f.size

    def encode(self, move: dict) -> int:
        if not self._names.issuperset(move):
            raise KeyError(move)
        index = 0
        for name, f in self._fields:
            index = index * f.size + f.encode(move.get(name))
        return index

    def decode(self, index: int) -> dict | None:
        """The move the digits spell; None when a field can only be read from the listing
        (its decode raises LookupError)."""
        move = {"type": self.type}
        digits = []
        for f in reversed(self.fields.values()):
            index, digit = divmod(index, f.size)
            digits.append(digit)
        for (name, f), digit in zip(self.fields.items(), reversed(digits)):
            try:
                value = f.decode(digit)
            except LookupError:
                return None
            if value is not None:
                move[name] = value
        return move


# distinct sets and shapes a process remembers the numbers of, per field: a listing names
# the few its hands hold again and again, and a field's reading sorts and counts its cards
_SETS_KEPT = 4096


def _trusted(field):
    """The field's encoder for values the engine itself listed: no checks. A list's number is
    read once and remembered by its items, in order."""
    if hasattr(field, "trusted"):
        return field.trusted()
    number = lru_cache(maxsize=_SETS_KEPT)(lambda items: field.encode(list(items)))
    return lambda value: number(tuple(value))


def _trusted_segment(offset: int, segment: Segment):
    """The segment's encoder for moves the engine itself listed."""
    fields = [(name, _trusted(f), f.size) for name, f in segment.fields.items()]
    if not fields:
        return lambda move: offset
    if len(fields) == 1:
        (name, encode, _), = fields
        return lambda move: offset + encode(move.get(name))
    if len(fields) == 2:  # most segments with parameters: written out, no loop
        (first, encode_first, _), (second, encode_second, size) = fields
        return lambda move: (offset + encode_first(move.get(first)) * size
                             + encode_second(move.get(second)))

    def encode_move(move):
        index = 0
        for name, encode, size in fields:
            index = index * size + encode(move.get(name))
        return offset + index
    return encode_move


class ActionSpace:
    """Segments laid end to end: `num_actions` in all."""

    def __init__(self, segments: list[Segment]):
        self.segments = segments
        self._by_type: dict[str, tuple[int, Segment]] = {}
        self._starts = []
        offset = 0
        for s in segments:
            assert s.type not in self._by_type, "one segment per move type"
            self._by_type[s.type] = (offset, s)
            self._starts.append(offset)
            offset += s.size
        self.num_actions = offset
        self._listed = {t: _trusted_segment(*entry) for t, entry in self._by_type.items()}
        self._templates: dict[int, dict] = {}  # decoded moves, as they are asked for

    def first(self, move_type: str) -> int:
        """The first action of `move_type`."""
        return self._by_type[move_type][0]

    def segment(self, move_type: str) -> Segment:
        return self._by_type[move_type][1]

    def move(self, action: int) -> dict:
        """The move of an action of an exact segment (a kind that lists in actions), a dict
        of its own."""
        template = self._templates.get(action)
        if template is None:
            template = self._templates[action] = self.decode(action)[1]
        return template.copy()

    def encode_listed(self, moves: list[dict]) -> list[int]:
        """The actions of moves `legal_moves` listed (their shapes are known good)."""
        listed = self._listed
        return [listed[m["type"]](m) for m in moves]

    def encode(self, move: dict) -> int:
        """The action of `move`; BAD_PARAMETERS when the space has none for it."""
        entry = self._by_type.get(move.get("type")) if type(move) is dict else None
        if entry is not None:
            try:
                return entry[0] + entry[1].encode(move)
            except (KeyError, ValueError, TypeError, IndexError, AttributeError):
                pass
        raise bad_parameters("this move has no action in the integer interface (it covers "
                             "the moves legal_moves lists)")

    def decode(self, action: int) -> tuple[Segment, dict | None]:
        """The segment of `action` and the move its digits spell."""
        if type(action) is not int or not 0 <= action < self.num_actions:
            raise bad_parameters(f"an action is a whole number from 0 to {self.num_actions - 1}",
                                 "action")
        at = bisect_right(self._starts, action) - 1  # the last segment starting at or before it
        segment = self.segments[at]
        return segment, segment.decode(action - self._starts[at])

    def describe(self) -> list[dict]:
        """Each segment's move type, first action and size: the space as documented."""
        return [{"type": s.type, "first": start, "size": s.size,
                 "parameters": list(s.fields), "listed": s.listed}
                for start, s in zip(self._starts, self.segments)]

    def markdown(self) -> str:
        """The space as each kind's rules doc shows it (a test keeps the two equal)."""
        rows = ["| actions | move | parameters (most significant first) |",
                "|---|---|---|"]
        for entry in self.describe():
            first, last = entry["first"], entry["first"] + entry["size"] - 1
            span = f"{first}" if first == last else f"{first}-{last}"
            params = ", ".join(f"`{p}`" for p in entry["parameters"]) or "none"
            if entry["listed"]:
                params += " (as listed: the set or shape decides)"
            rows.append(f"| {span} | `{entry['type']}` | {params} |")
        return "\n".join(rows) + f"\n\n{self.num_actions} actions in all.\n"
