"""Every kind as a PettingZoo AEC environment, for reinforcement learning (the `rl` extra:
`pip install 'cardtable[rl]'`, which brings pettingzoo, gymnasium and numpy).

    from engine.rl import env
    table = env("vri_atter", players=3)

Agents are `player_0` ... (seat order). The agent to act is the first seat the game waits for
(`to_act`); optional moves out of turn (a Vri åtter knock by a seat that is not to act, a
President completion out of turn) are offered only to a seat the game waits for. Actions are
the kind's integer actions (`Game.num_actions`, engine/actions.py), with an action mask of the
selected agent's legal actions (all zero for the others), and the same actions as a list in its
info (`info["legal_actions"]`: reading a mask as long as Dač's or Slyng's space costs more than
the move). A finished game rewards each seat `2 * place - 1`, from 1 (first) to -1 (last), from
the bots' reading of the result; a game longer than `max_steps` decisions is truncated.

An observation is built from the seat's view (`State.view(seat)`) and nothing else, so it shows
no card the seat may not see: card planes (one value per card face, 52 and two jokers; two-deck
copies share a face) and numbers scaled to 0..1, players in seat order from the observer on,
padded to the kind's most players. `observe_view(kind, view)` is that encoding.
"""

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import GAMES
from .bots import PLAYS
from .cards import CARD_IDS, RANKS, SUITS, face

FACES = [r + s for s in SUITS for r in RANKS] + ["JK1", "JK2"]
_PLACE_OF = {c: FACES.index(face(c)) for c in CARD_IDS}  # a card's place in a plane


class _Features:
    """An observation as it is written: its length so far, and its few entries that are not
    0 (a card plane holds a few cards of 54)."""

    def __init__(self):
        self.size = 0
        self.ones: list[int] = []
        self.places: list[int] = []  # and their `values`, between 0 and 1
        self.values: list[float] = []

    def cards(self, cards) -> None:
        at = self.size
        self.ones += [at + _PLACE_OF[c] for c in cards]
        self.size = at + len(FACES)

    def card(self, card: str | None) -> None:
        """A plane of one card, or of none."""
        if card:
            self.ones.append(self.size + _PLACE_OF[card])
        self.size += len(FACES)

    def pad(self, start: int, shown: int, most: int) -> None:
        """Entries of 0 for the `most - shown` seats or slots a table lacks, as many as each of
        the `shown` (at least one) written since `start`."""
        self.size += (most - shown) * ((self.size - start) // shown)

    def number(self, value, most: float) -> None:
        if value:
            self.places.append(self.size)
            self.values.append(min(max(value / most, 0.0), 1.0))
        self.size += 1

    def flag(self, value) -> None:
        if value:
            self.ones.append(self.size)
        self.size += 1

    def one_hot(self, value, choices) -> None:
        if value in choices:
            self.ones.append(self.size + choices.index(value))
        self.size += len(choices)

    def array(self) -> np.ndarray:
        out = np.zeros(self.size, dtype=np.float32)
        out[self.ones] = 1.0
        out[self.places] = self.values
        return out


def _around(view: dict):
    """(seat, player) for the observer and the seats after it."""
    players = view["players"]
    me = view["seat"]
    for r in range(len(players)):
        seat = (me + r) % len(players)
        yield seat, players[seat]


def _phases(kind: str) -> list[str]:
    game = GAMES[kind]
    return game.schemas[f"{game.schema_prefix}Phase"]["enum"]


def _vri_atter(view: dict, f: _Features) -> None:
    f.cards(view.get("hand", []))
    f.card(view["top_card"])
    f.cards(view["discard_pile"])
    f.one_hot(view["active_suit"], SUITS)
    f.number(view["stock_count"], 52)
    f.number(view["draws_this_turn"], 52)
    f.number(view["idle_passes"], 5)
    f.flag(view["upcard_on_top"])
    start = f.size
    for seat, p in _around(view):
        f.flag(True)
        f.flag(view["current"] == seat)
        f.number(p["hand_count"], 52)
        f.flag(p["vulnerable"])
        f.flag(p["announced"])
        f.flag(p["had_turn"])
        f.flag(p["finished_position"] is not None)
    f.pad(start, len(view["players"]), 5)


def _slyng(view: dict, f: _Features) -> None:
    table = view["table"]
    f.cards(view.get("hand", []))
    f.cards([t["attack_card"] for t in table if not t["answered"]])
    f.cards([t["attack_card"] for t in table if t["answered"]]
            + [t["beat_with"] for t in table if t["beat_with"]])
    f.cards(view.get("discard_pile", []))
    f.card(view.get("trump_card"))
    f.one_hot(view["trump_suit"], SUITS)
    f.one_hot(view["phase"], _phases("slyng"))
    f.number(view["stock_count"], 52)
    f.number(view["discard_count"], 52)
    start = f.size
    for seat, p in _around(view):
        f.flag(True)
        f.number(p["hand_count"], 52)
        f.flag(p["finished_position"] is not None)
        f.flag(view["attacker"] == seat)
        f.flag(view["defender"] == seat)
        f.flag(view["trump_drawn_by"] == seat)
    f.pad(start, len(view["players"]), 4)


def _president(view: dict, f: _Features) -> None:
    top = view.get("top_play")
    run = view.get("run")
    f.cards(view.get("hand", []))
    f.cards(view["pile"])
    f.cards([c for play in view["trick"] for c in play["cards"]])
    f.cards(top["cards"] if top else [])
    f.number(top and top["count"], 8)
    f.number(run and run["naturals"], 4)
    f.one_hot(view["phase"], _phases("president"))
    f.flag(view["first_trick"])
    start = f.size
    for seat, p in _around(view):
        f.flag(True)
        f.flag(view["current"] == seat)
        f.number(p["hand_count"], 54)
        f.flag(p["passed"])
        f.number(p["position"], 5)
    f.pad(start, len(view["players"]), 5)


_SLOTS_SHOWN = 8


def _dac(view: dict, f: _Features) -> None:
    pending = view.get("pending") or {}
    window = view.get("snap_window")
    discard = view["discard_pile"]
    f.cards(discard)
    f.cards(discard[-1:])
    f.card(pending.get("card"))
    f.flag(window is not None)
    f.one_hot(window and window["rank"], RANKS)
    f.one_hot(view["phase"], _phases("dac"))
    f.flag(view["call_ok"])
    f.flag(view["caller_turn_over"])
    f.number(view["stock_count"], 104)
    start = f.size
    for seat, p in _around(view):
        f.flag(True)
        f.flag(view["current"] == seat)
        f.flag(view["caller"] == seat)
        f.number(p["total"], 200)
        f.number(p["turns_done"], 20)
        slots = p["slots"][:_SLOTS_SHOWN]  # never empty: a row keeps its dealt slots' places
        at = f.size
        for slot in slots:
            f.flag(slot["occupied"])
            f.card(slot.get("card"))
        f.pad(at, len(slots), _SLOTS_SHOWN)
    f.pad(start, len(view["players"]), 16)


_ENCODERS = {"vri_atter": _vri_atter, "slyng": _slyng, "president": _president, "dac": _dac}
# finite games unless asked otherwise: President's match has no end by default
_DEFAULT_OPTIONS = {"president": {"max_rounds": 1}}


def observe_view(kind: str, view: dict) -> np.ndarray:
    """The observation of a seat's view: a float32 vector of the kind's fixed length."""
    f = _Features()
    _ENCODERS[kind](view, f)
    return f.array()


class CardtableEnv(AECEnv):

    def __init__(self, kind: str, players: int = 2, options: dict | None = None,
                 max_steps: int = 10_000, render_mode: str | None = None):
        super().__init__()
        self.game = GAMES[kind]
        self.game.check_player_count(players)
        self.kind = kind
        self.options = dict(_DEFAULT_OPTIONS.get(kind, {}) if options is None else options)
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.metadata = {"render_modes": ["ansi"], "is_parallelizable": False,
                         "name": f"cardtable_{kind}_v0"}
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._seed, self._games = "cardtable-rl", 0
        sample, _ = self.game.new_state(self.possible_agents, self.options, seed="layout")
        size = len(observe_view(kind, sample.view(0)))
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.game.num_actions,), np.int8),
        })
        self._action_space = spaces.Discrete(self.game.num_actions)

    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seed, self._games = f"cardtable-rl:{seed}", 0
        self.state, _ = self.game.new_state(self.possible_agents, self.options,
                                            seed=f"{self._seed}:{self._games}")
        self.state.quiet = True  # agents observe views: the moves need make no events
        self._games += 1
        self._steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.agents[0]
        self._select()

    def _select(self) -> None:
        """The agent to act, with its legal actions in its info (the agent acting before has
        none left): a list to choose from without reading the mask, which is as long as the
        action space (Dač's: 352,102)."""
        self.infos[self.agent_selection] = {}
        seat = self._seat_to_act()
        self.agent_selection = self.agents[seat]
        self._legal = self.state.legal_actions(seat)  # the mask's, until the next step
        self.infos[self.agent_selection] = {"legal_actions": list(self._legal)}

    def _seat_to_act(self) -> int:
        acting = self.state.to_act()
        if acting:
            return acting[0]
        return next(s for s in range(len(self.possible_agents)) if self.state.legal_actions(s))

    def observe(self, agent):
        seat = self._seats[agent]
        mask = np.zeros(self.game.num_actions, dtype=np.int8)
        if agent == self.agent_selection and not self.state.finished \
                and not self.truncations[agent]:
            mask[self._legal] = 1
        return {"observation": observe_view(self.kind, self.state.view(seat)),
                "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(self._seats[agent], int(action))
        self._steps += 1
        if self.state.finished:
            places = PLAYS[self.kind].outcome(self.state)
            self.rewards = {a: 2.0 * places[i] - 1.0 for i, a in enumerate(self.agents)}
            self.terminations = {a: True for a in self.agents}
            self.infos = {a: {} for a in self.agents}
            self._accumulate_rewards()
        elif self._steps >= self.max_steps:
            self.truncations = {a: True for a in self.agents}
            self.infos = {a: {} for a in self.agents}
        else:  # every reward stays 0 until the game ends
            self._select()

    def render(self):
        if self.render_mode == "ansi":
            view = self.state.view(None)
            return f"{self.kind} {view['status']}, to act: {view['to_act']}"
        return None

    def close(self):
        pass


def env(kind: str, **kwargs) -> CardtableEnv:
    """A kind's AEC environment (keyword arguments as CardtableEnv takes them)."""
    return CardtableEnv(kind, **kwargs)
