"""What a bot decides from: its seat's view and legal moves, nothing else.

`observe` is the only way bot code reaches a game: it calls the state's per-viewer view (with
`memory`, so the bot keeps what its seat was shown earlier, as a player with a perfect memory
would) and lists the seat's legal moves, exactly what the service answers that seat. Bots get
the Observation, never the state, so they cannot read a card their seat has not been shown.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Observation:
    kind: str
    seat: int
    view: dict  # the seat's view, with memory (for a bot's own seat): what the seat was shown
    legal: list[dict]  # the seat's legal moves, each as the service lists it

    @property
    def must_act(self) -> bool:
        """Whether the game waits for this seat (else its moves are out-of-turn options)."""
        return self.seat in self.view["to_act"]


def observe(state, seat: int, memory: bool = True) -> Observation:
    """`memory` off: only what the seat's view shows now (advice to a person who must
    remember for themself)."""
    return Observation(state.game.kind, seat, state.view(seat, memory=memory),
                       state.legal_moves(seat))
