"""The record of one game as the service keeps it in Redis (the hash's `doc`, in the engine's
compact encoding: service/store.py), typed, with its (de)serialisation.

Fields that only some games have are omitted from the stored document while they are None, so
a record reads and writes the same bytes as the dicts it replaces; fields this release does
not know (a record written by a later one) are kept as they are.
"""

from dataclasses import MISSING, dataclass, field, fields
from operator import attrgetter


@dataclass(slots=True)
class GameRecord:
    kind: str
    options: dict
    seats: list  # each seat's name, None while open
    grants: dict  # token hash -> seat, or auth.HOST for the host's token
    seed: str  # the secret seed every shuffle is drawn from
    deck: list | None  # a stacked deck, index 0 dealt first
    dealer: int | None  # a chosen dealer
    stacked: bool  # arranged by its creator (a deck, dealer or seed chosen)
    state: dict | None  # the engine's state (State.to_dict) once every seat is taken
    status: str  # "waiting", "playing" or "finished"
    to_act: list  # the seats that must act now
    # stacked decks of the rounds after the first, until the deal takes them
    later_decks: list | None = None
    webhooks: list | None = None  # [{url, events}]
    webhook_secret: str | None = None
    creator: str | None = None  # a hash of the creating address (the bots' thinking budget)
    bots: dict | None = None  # "<seat>" -> {bot, budget_ms}
    clock: dict | None = None  # {turn_seconds, window_seconds?, on_timeout, bot}
    # with a clock: "<seat>" -> Unix time its time is up (negative: the clock acts for it)
    deadlines: dict | None = None
    windows: list | None = None  # seats whose running deadline is a window's
    stage: list | None = None  # State.stage() when the deadlines were last set
    round_starts: list | None = None  # the seqs the last two rounds' events start at
    app: str | None = None  # the id of the app that created it (service/apps)
    player_ids: dict | None = None  # "<seat>" -> the app's id for its player (the app's alone)
    extra: dict = field(default_factory=dict)  # fields of a later release, kept as they are

    @classmethod
    def from_doc(cls, doc: dict) -> "GameRecord":
        # by position: a stored document's keys are not the interned names, and naming them
        # would compare each with every parameter's name (a missing field: KeyError)
        fields_of = map({**_UNSET, **doc}.__getitem__, _NAMES)
        if doc.keys() <= _KNOWN:  # a record of this release
            return cls(*fields_of)
        return cls(*fields_of, {k: v for k, v in doc.items() if k not in _KNOWN})

    def to_doc(self) -> dict:
        doc = {name: value for name, value in zip(_NAMES, _VALUES(self))
               if value is not None or name in _ALWAYS}
        if self.extra:
            doc.update(self.extra)
        return doc

    def bot_specs(self) -> dict:
        """The bots at the table, "<seat>" -> {bot, budget_ms} (none: {})."""
        return self.bots or {}


# the stored fields, in order, and those every record has, None or not (without a default)
_NAMES = tuple(f.name for f in fields(GameRecord) if f.name != "extra")
_KNOWN = frozenset(_NAMES)
_VALUES = attrgetter(*_NAMES)
_ALWAYS = frozenset(f.name for f in fields(GameRecord)
                    if f.default is MISSING and f.default_factory is MISSING)
_UNSET = {name: None for name in _NAMES if name not in _ALWAYS}  # the optional fields' default
