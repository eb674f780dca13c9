"""Computer players: levels, and which bot moves next.

A bot sees its game only through `observe` (engine/bots/observation.py): its seat's view,
with the cards that seat was shown earlier, and its legal moves. The levels:

- `random`: a uniform choice among the legal moves (out of turn: among them and doing nothing).
- `greedy`: the move its kind's one-move heuristic scores best (engine/bots/<kind>.py); out of
  turn, that move if it scores above 0.
- `ismcts`: information-set Monte Carlo tree search (engine/bots/search.py) over
  determinizations dealt from the observation alone; `budget_ms` buys a fixed number of
  iterations (the kind's `iterations_per_ms`, fewer at a table whose size makes an iteration
  dearer and in the slower interpreted build), so a decision does not depend on the machine.
  Out of turn it acts as `greedy` does.

Every choice is drawn from `random.Random(seed)`: the same game, seat and seed give the same
move. The service derives the seed from the game's secret seed and its version.
"""

import random
from dataclasses import dataclass

from ..errors import bad_parameters
from . import dac, president, slyng, vri_atter
from .observation import Observation, observe
from .search import search

LEVELS = ("random", "greedy", "ismcts")
DEFAULT_BUDGET_MS = 200
PLAYS = {"dac": dac.PLAY, "president": president.PLAY, "slyng": slyng.PLAY,
         "vri_atter": vri_atter.PLAY}
# moves that only move the table on (a new round): a bot leaves them to the people at it
_TABLE_MOVES = {"next_round"}


MIN_BUDGET_MS, MAX_BUDGET_MS = 10, 2000


@dataclass(frozen=True)
class Bot:
    level: str
    budget_ms: int = DEFAULT_BUDGET_MS

    def __post_init__(self):
        if self.level not in LEVELS:
            raise bad_parameters(f"no bot level {self.level!r}: one of {', '.join(LEVELS)}",
                                 "bot")
        if not MIN_BUDGET_MS <= self.budget_ms <= MAX_BUDGET_MS:
            raise bad_parameters(f"budget_ms is {MIN_BUDGET_MS} to {MAX_BUDGET_MS}", "budget_ms")

    @property
    def search_ms(self) -> int:
        """The search a decision costs: only ismcts searches, the others answer at once."""
        return self.budget_ms if self.level == "ismcts" else 0

    @property
    def name(self) -> str:
        """The name a bot's seat gets when none is given."""
        return f"{self.level.capitalize()} bot"


def check_table(kind: str, options: dict, seats: int, bot_seats: int) -> None:
    """Refuse a table of bots only that would play forever (BAD_PARAMETERS naming the option)."""
    endless = PLAYS[kind].endless_option(options) if bot_seats == seats else None
    if endless:
        raise bad_parameters(f"a game of bots only must end: set options.{endless}",
                             f"options.{endless}")


@dataclass(frozen=True)
class Decision:
    move: dict
    value: float | None  # the bot's estimate of the seat's result: 0 (last) to 1 (first)


def decide(bot: Bot, game, observation: Observation, seed: str) -> Decision:
    """The bot's move for a seat the game waits for (its legal moves are not empty)."""
    rng = random.Random(seed)
    legal = observation.legal
    if bot.level == "random" or len(legal) == 1:
        return Decision(legal[rng.randrange(len(legal))], None)
    play = PLAYS[observation.kind]
    if bot.level == "greedy":
        return Decision(max(legal, key=lambda m: play.score(observation.view, m)), None)
    iterations = play.iterations(bot.budget_ms, len(observation.view["players"]))
    move, value = search(play, game, observation, rng, iterations)
    return Decision(move, value)


def volunteer(bot: Bot, observation: Observation, seed: str) -> dict | None:
    """An out-of-turn move the bot makes now (a knock, a snap), or None."""
    legal = [m for m in observation.legal if m["type"] not in _TABLE_MOVES]
    if not legal:
        return None
    if bot.level == "random":
        rng = random.Random(seed)
        choice = rng.randrange(len(legal) + 1)
        return legal[choice] if choice < len(legal) else None
    play = PLAYS[observation.kind]
    best = max(legal, key=lambda m: play.score(observation.view, m))
    return best if play.score(observation.view, best) > 0 else None


def hint(state, seat: int, bot: Bot, seed: str) -> Decision | None:
    """What `bot` would do in `seat`'s place now (a move of None: nothing out of turn), or None
    when the seat has no legal move. The bot knows what the seat's own queries would serve its
    player now, and no more: under Dač's strict memory, not the cards the seat saw before."""
    observation = observe(state, seat, memory=state.queries_recall())
    if not observation.legal:
        return None
    if observation.must_act:
        return decide(bot, state.game, observation, seed)
    return Decision(volunteer(bot, observation, seed), None)


def next_bot_move(state, bots: dict[int, Bot], seed: str,
                  humans: bool) -> tuple[int, dict] | None:
    """The next move a bot makes in `state` (seat, move), or None while the game waits for a
    person or is over. Out-of-turn moves come first: a knock must land before its target's
    turn. With `humans` seated, bots leave moves that deal a new round to them."""
    if state.result is not None:
        return None
    acting = state.to_act()
    for seat in sorted(bots):
        if seat in acting:
            continue
        observation = observe(state, seat)
        if observation.legal:
            move = volunteer(bots[seat], observation, f"{seed}:{seat}:volunteer")
            if move is not None:
                return seat, move
    for seat in acting:
        if seat not in bots:
            continue
        observation = observe(state, seat)
        legal = observation.legal
        if humans and legal and all(m["type"] in _TABLE_MOVES for m in legal):
            continue
        if legal:
            decision = decide(bots[seat], state.game, observation, f"{seed}:{seat}")
            return seat, decision.move
    return None


__all__ = ["LEVELS", "Bot", "Decision", "Observation", "check_table", "decide", "hint",
           "next_bot_move", "observe", "volunteer"]
