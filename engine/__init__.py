"""cardtable's rules engine: pure game logic, no I/O. `GAMES` maps each kind to its Game."""

from . import dac, game, president, slyng, vri_atter
from .errors import IllegalMove
from .game import Game, State

GAMES: dict[str, Game] = {g.kind: g for g in (slyng.GAME, dac.GAME, president.GAME, vri_atter.GAME)}

# whether this engine was compiled (setup.py with CARDTABLE_COMPILE), as the Docker image's is
COMPILED = not game.__file__.endswith(".py")

__all__ = ["COMPILED", "GAMES", "Game", "IllegalMove", "State"]
