"""cardtable's rules engine: pure game logic, no I/O. `GAMES` maps each kind to its Game."""

from . import dac, president, slyng, vri_atter
from .errors import IllegalMove
from .game import Game, State

GAMES: dict[str, Game] = {g.kind: g for g in (slyng.GAME, dac.GAME, president.GAME, vri_atter.GAME)}

__all__ = ["GAMES", "Game", "IllegalMove", "State"]
