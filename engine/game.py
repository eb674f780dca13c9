"""The contract every game follows.

A `Game` holds the fixed facts of one kind of game (name, player range, declared options and
moves). A `State` is one game in progress: data in, data out, no I/O. It lists a seat's legal
moves, applies a move (returning events, or raising `IllegalMove` with nothing changed),
projects the view for a viewer, and serializes to JSON-compatible data and back.

A viewer is a seat number, or None for a spectator.
"""

from .actions import ActionSpace
from .deals import commitments
from .declarations import MoveSpec, Option, parse_move, resolve_options
from .errors import COMMON_CODES, IllegalMove, bad_parameters
from .events import project
from .rng import NEW_GAME_STREAM, Rng
from .schema import camel
from .table import prepare_deck

SCHEMA_VERSION = 1

RESIGN = MoveSpec(
    "resign", "Leave the game for good. Any seat still in play may resign at any time, in "
    "turn or not; it is never listed among the legal moves. The kind's rules say what becomes "
    "of the seat, its cards and the game.")


def copy_data(data):
    """A deep copy of JSON-compatible data (lists, dicts and immutable leaves)."""
    if type(data) is list:
        return [copy_data(v) for v in data]
    if type(data) is dict:
        return {k: copy_data(v) for k, v in data.items()}
    return data


class Game:
    kind: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    moves: dict[str, MoveSpec]
    codes: tuple[str, ...]  # the game's own rejection codes, beyond COMMON_CODES
    schemas: dict[str, dict]  # named JSON Schemas of its moves, options, view and events
    state_class: type["State"]
    actions: ActionSpace  # the integer interface (engine/actions.py)

    @property
    def num_actions(self) -> int:
        return self.actions.num_actions

    @property
    def schema_prefix(self) -> str:
        return camel(self.kind)

    @property
    def all_codes(self) -> tuple[str, ...]:
        return COMMON_CODES + tuple(c for c in self.codes if c not in COMMON_CODES)

    def event_schema_names(self) -> dict[str, str]:
        """Each event type the game writes, and the name of its schema."""
        return {schema["properties"]["type"]["const"]: name
                for name, schema in self.schemas.items() if name.endswith("Event")}

    def move_schema_names(self) -> dict[str, str]:
        return {move: f"{self.schema_prefix}{camel(move)}Move" for move in self.moves}

    def check_player_count(self, n: int) -> None:
        if not self.min_players <= n <= self.max_players:
            raise bad_parameters(
                f"{self.title} takes {self.min_players} to {self.max_players} players", "players"
            )

    def check_setup(self, n: int, options: dict) -> None:
        """Refuse resolved options that do not fit each other or `n` players (BAD_PARAMETERS
        naming the option), so that a game is refused at creation, never first at its deal."""

    def new_state(
        self,
        players: list[str],
        options: dict | None = None,
        *,
        seed: str,
        deck: list[str] | None = None,
        dealer: int | None = None,
        later_decks: list[list[str]] | None = None,
        stream: int = NEW_GAME_STREAM,
    ) -> tuple["State", list[dict]]:
        """A new game, dealt, with the deal's events.

        `seed` drives every shuffle, drawn from random `stream` (engine/rng.py: 1 replays games
        made before stream 2); `deck` (index 0 dealt first) and `dealer` stack it for tests;
        `later_decks` stack the deals of the rounds after the first, in order.
        """
        self.check_player_count(len(players))
        resolved = resolve_options(self.options, options)
        self.check_setup(len(players), resolved)
        state, events = self.state_class.deal(self, list(players), resolved,
                                              Rng(seed, stream=stream), deck, dealer)
        for i, later in enumerate(later_decks or ()):
            where = f"decks.{i + 1}"
            if not state.has_rounds:
                raise bad_parameters(f"{self.title} has one round: one deck", where)
            state.next_decks.append(prepare_deck(state.full_deck(), None, later, where))
        return state, events

    def load(self, data: dict) -> "State":
        """The state `data` (a `to_dict`) describes; it takes `data`'s contents as its own."""
        if data.get("schema") != SCHEMA_VERSION or data.get("kind") != self.kind:
            raise ValueError(f"not a {self.kind} state of schema {SCHEMA_VERSION}")
        return self.state_class.from_dict(self, data)

    def project_event(self, stored: dict, viewer: int | None, live: bool = False) -> dict:
        """An event as `viewer` may see it (engine/events.py); `live` in the answer to the
        action that caused it."""
        return project(stored, viewer, live)

    def waiting_view(self, names: list[str | None], options: dict, stacked: bool,
                     viewer: int | None) -> dict:
        """The view of a game whose seats are not all taken: names only, nothing dealt."""
        return {
            "kind": self.kind, "status": "waiting", "seat": viewer, "to_act": [],
            "players": [{"seat": i, "name": n} for i, n in enumerate(names)],
            "open_seats": [i for i, n in enumerate(names) if n is None],
            "options": dict(options), "stacked_deck": stacked,
        }


class State:
    """One game in progress. Each kind's state defines the methods named in KIND_DEFINES
    (tests/engine/test_kinds_define.py holds every kind to it):

    - `deal(game, players, options, rng, deck, dealer)`, a classmethod: shuffle with `rng` (or
      take the stacked deck), deal the first round, and answer the state and its events;
    - `full_deck()`: every card of this game, in a fixed order;
    - `seed()` and `stream()`: the secret seed of its shuffles and the random stream they draw
      from (engine/rng.py);
    - `to_act()` and `legal_moves(seat)`;
    - `_apply(seat, kind, params)`: a parsed move, checked and made;
    - `_resign(seat)`: the seat leaves (RESIGN) as the kind's rules say; IllegalMove if it is
      not in play;
    - `view(viewer, memory=False)`: what `viewer` may see now; `memory`: also what it was shown
      before and a perfect memory keeps (what bots decide from; engine/bots);
    - `to_dict()`, JSON-compatible data with `schema`, `kind` and `result` (None until the
      game is over), and `from_dict(game, data)`, a classmethod, its way back.

    The rules make each event with engine/events.py's `event`, unless the state is quiet
    (`[] if self.quiet else [event(...)]`: a quiet state builds no event's data at all), and a
    kind makes its listed moves its own way by overriding `_apply_listed_action` and
    `_apply_listed_move`, which answer the events as the rules made them.

    Compiled, it is an extension type (game.pxd, as each kind's .pxd declares its own state),
    which cannot have an abstract base: every attribute a state sets is declared there (it has
    no `__dict__`), and the methods every decision calls are `cpdef`, which the rules code calls
    directly, or `cdef` where only the state's own code calls them."""

    KIND_DEFINES = ("deal", "full_deck", "seed", "stream", "to_act", "legal_moves", "_apply",
                    "_resign", "view", "to_dict", "from_dict")

    game: Game
    names: list[str]
    options: dict
    stacked: bool
    deals: list[dict]  # every deal so far: engine/deals.py
    next_decks: list[list[str]]  # stacked decks of the rounds to come
    result: dict | None  # None until the game is over
    has_rounds = False  # a match of rounds, dealt again (President, Dač)
    # Moves that decide nothing, which the rules make for a seat that does not answer in
    # time (a window's pass, dealing the next round): a turn clock plays them, never a bot's
    # move or a forfeit (see default_move).
    default_moves: tuple[str, ...] = ()

    def __init__(self, game: Game):
        self.game = game
        # A quiet state makes no events, and its moves answer none: a search's or a learner's
        # state, read through its views, never through a log (about a tenth of a compiled
        # decision is its events). Not part of the record; a clone keeps it.
        self.quiet = False
        # the legal actions listed since the last move, per seat, with what their moves are
        # made of when asked for (`_listed_move`); emptied by every move (one dict for the
        # state's life: every decision lists and moves)
        self._listed: dict[int, tuple[list[int], object]] = {}
        # `_committed`, the deals' commitments, is set when a view first asks (`_commitments`),
        # not here: CPython 3.11 keeps an object's first 29 attributes in its class's shared
        # layout, and an object with more in a dict of its own, where every attribute and
        # method is found more slowly (a move made that way costs about a tenth more); a
        # kind's state has up to 29 from its start (tests/engine/test_kinds_define.py)

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    def status(self) -> str:
        return "finished" if self.finished else "playing"

    def apply(self, seat: int, move: object) -> list[dict]:
        """Apply `move` for `seat`; on any rejection raise IllegalMove and change nothing."""
        self._listed.clear()
        if self.result is not None:
            raise IllegalMove("GAME_OVER", "the game is over")
        spec, params = parse_move(move, self.game.moves, len(self.names))
        if spec.name == "resign":
            return self._resign(seat)
        return self._apply(seat, spec.name, params)

    # -- the integer interface (engine/actions.py): the same moves, numbered ---------------

    def legal_actions(self, seat: int) -> list[int]:
        """`legal_moves(seat)` as actions, in the same order."""
        moves = self.legal_moves(seat)
        if not moves:
            return []
        return self._keep_listing(
            seat, self.game.actions.encode_listed(self.action_forms(seat, moves)), moves)

    def _keep_listing(self, seat: int, actions: list[int] | tuple[int, ...],
                      made_of: object) -> list[int]:
        """Keep `seat`'s listing (not empty: an empty one needs no keeping, and callers on the
        hot path skip the call) until the next move, for `apply_action` and `action_to_move`,
        and answer a copy (the kept one is only read: a tuple may be shared). `made_of`: the
        listed moves themselves; None, when the action space decodes each (through
        `move_form`); or a function making a listed action's move."""
        self._listed[seat] = (actions, made_of)
        return list(actions)

    def move_to_action(self, seat: int, move: dict) -> int:
        """The action of `seat`'s `move` (BAD_PARAMETERS when the space has none for it)."""
        return self.game.actions.encode(self.action_forms(seat, [move])[0])

    def action_forms(self, seat: int, moves: list[dict]) -> list[dict]:
        """`seat`'s moves with their parameters as the action space numbers them: as they are,
        unless a kind's actions name things by their place in the state (`move_form` is the
        way back)."""
        return moves

    def move_form(self, seat: int, move: dict) -> dict:
        return move

    def _kept_listing(self, seat: int, action: int) -> tuple | None:
        """`seat`'s listing since the last move, with what its moves are made of, if it holds
        `action`."""
        listed = self._listed.get(seat)
        # 2.0 and True equal listed actions, and are none (the space's reading refuses them)
        if listed is None or type(action) is not int or action not in listed[0]:
            return None
        return listed

    def _listed_move(self, seat: int, action: int) -> dict | None:
        """The move of `action` if `seat`'s listing since the last move holds it."""
        listed = self._kept_listing(seat, action)
        return None if listed is None else self._made_move(seat, action, *listed)

    def _made_move(self, seat: int, action: int, actions, made_of) -> dict:
        """The move of listed `action`, of what its listing's moves are made of."""
        if made_of is None:
            return self.move_form(seat, self.game.actions.move(action))
        if type(made_of) is list:
            return made_of[actions.index(action)]
        return made_of(action)

    def action_to_move(self, seat: int, action: int) -> dict:
        """The move `action` stands for, as `legal_moves(seat)` lists it when it does: the
        caller's own (the listing kept for `apply_action` stays as it was)."""
        return copy_data(self._move_of(seat, action))

    def _move_of(self, seat: int, action: int) -> dict:
        move = self._listed_move(seat, action)
        if move is not None:
            return move
        space = self.game.actions
        segment, move = space.decode(action)
        if segment.listed:
            if seat not in self._listed:
                self.legal_actions(seat)
                listed = self._listed_move(seat, action)
                if listed is not None:
                    return listed
            if move is None:
                raise IllegalMove("INVALID_COMBINATION", f"action {action} is no play you "
                                                         "can make now")
            # digits that spell a set another action names (or no set at all) name no move
            try:
                named = space.encode(move)
            except IllegalMove:
                named = None
            if named != action:
                raise bad_parameters(f"action {action} names no move", "action")
        return self.move_form(seat, move)

    def apply_action(self, seat: int, action: int) -> list[dict]:
        """An action of `seat`'s listing since the last move (listed now if it was not: that
        costs less than reading and checking a move) is made as listed, without being read
        and checked again (`_apply_listed_action`); any other is read and checked as a move."""
        if seat not in self._listed:
            self.legal_actions(seat)
        listed = self._kept_listing(seat, action)
        if listed is None:
            return self.apply(seat, self._move_of(seat, action))
        self._listed.clear()
        return self._apply_listed_action(seat, action, listed[0], listed[1])

    def _apply_listed_action(self, seat: int, action: int, actions, made_of) -> list[dict]:
        """Apply listed `action`, its listing and what its moves are made of given: its move
        as listed. A kind whose listing checked everything may apply it without a move."""
        return self._apply_listed_move(seat, self._made_move(seat, action, actions, made_of))

    def apply_listed(self, seat: int, move: dict) -> list[dict]:
        """Apply a move exactly as this state's `legal_moves(seat)` listed it, since the last
        move: its shape needs no reading (parse_move). The bots' playouts, and the actions
        a listing named."""
        self._listed.clear()
        return self._apply_listed_move(seat, move)

    def _apply_listed_move(self, seat: int, move: dict) -> list:
        """`apply_listed`'s move made, its events as the rules made them: through `_apply`,
        unread; a kind whose listing checked more makes its listed moves with fewer checks."""
        params = dict(move)
        del params["type"]
        return self._apply(seat, move["type"], params)

    def check(self, seat: int, move: object) -> None:
        """Raise IllegalMove when `move` would be rejected, without applying it."""
        self.clone().apply(seat, move)

    def clone(self) -> "State":
        """An independent copy."""
        copy = self.game.load(self.to_dict())
        copy.quiet = self.quiet
        return copy

    def project_event(self, stored: dict, viewer: int | None, live: bool = False) -> dict:
        return project(stored, viewer, live)

    def queries_recall(self) -> bool:
        """Whether a seat's own queries (its view and its log) keep serving what
        `view(viewer, memory=True)` adds, so that advice to the player behind the seat may use
        it."""
        return True

    def base_view(self, viewer: int | None) -> dict:
        """The fields every game's view starts with (`resigned` once a seat has)."""
        view = {
            "kind": self.game.kind,
            "status": self.status,
            "seat": viewer,
            "to_act": self.to_act(),
            "players": [{"seat": i, "name": name} for i, name in enumerate(self.names)],
            # a view is its viewer's own: nothing in it changes when the game moves on
            "options": copy_data(self.options),
            "stacked_deck": self.stacked,
            "result": copy_data(self.result),
            "commitments": self._commitments(),
        }
        resigned = self.resigned_seats()
        if resigned:
            view["resigned"] = resigned
        return view

    def _commitments(self) -> list[str]:
        """Every deal's commitment (two SHA-256 digests each), made once: deals are only ever
        added."""
        committed = getattr(self, "_committed", None)  # None: not set yet (or, compiled, unset)
        if committed is None or len(committed) != len(self.deals):
            committed = self._committed = commitments(self.seed(), self.deals)
        return list(committed)

    def stage(self) -> list:
        """Which decision the table is at, as JSON data: the same while each seat to act goes
        on with the decision it came to (a draw, then a play: one turn), and different once a
        new turn, phase or window begins, even for a seat that was to act before and still is.
        A turn clock gives a seat its time afresh when this changes. By default a seat's
        decision lasts as long as it stays to act; a kind where a seat can come to a new one
        without leaving (a phase it acts in, then a turn of its own) says so here."""
        return []

    def default_move(self, seat: int) -> dict | None:
        """The move the rules make for `seat` when it does not act in time, if they have one
        (`default_moves`); None: the seat has a real decision to make."""
        for move in self.legal_moves(seat):
            if move["type"] in self.default_moves:
                return move
        return None

    def resigned_seats(self) -> list[int]:
        """The seats that resigned, in order (those of a game a resignation ended are in its
        result)."""
        return list(self.result.get("resigned", ())) if self.result is not None else []


class RecordState(State):
    """A state kept as the named fields in FIELDS, each JSON-compatible data, serialized as is."""

    FIELDS: tuple[str, ...] = ()

    def __init__(self, game: Game, data: dict):
        State.__init__(self, game)
        for name in self.FIELDS:
            setattr(self, name, data[name])
        # states written before every deal was kept have none
        self.deals = data.get("deals", [])
        self.next_decks = data.get("next_decks", [])

    def _new_game(self, game: Game, players: list[str], options: dict, stacked: bool) -> None:
        """The fields of a new game that every state has, set directly: a kind's deal makes its
        state with `__new__` and sets its own fields itself (through a method, so that they are
        the compiled state's own), where a stored one comes through `__init__` and FIELDS."""
        State.__init__(self, game)
        self.deals, self.next_decks = [], []
        self.names, self.options, self.stacked, self.result = players, options, stacked, None

    def to_dict(self) -> dict:
        out = {"schema": SCHEMA_VERSION, "kind": self.game.kind}
        out.update({name: getattr(self, name) for name in self.FIELDS})
        out.update(deals=self.deals, next_decks=self.next_decks)
        return copy_data(out)

    @classmethod
    def from_dict(cls, game: Game, data: dict) -> "RecordState":
        return cls(game, data)

    def seed(self) -> str:
        return self.rng["seed"]

    def stream(self) -> int:
        return self.rng.get("stream", 1)
