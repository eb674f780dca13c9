"""The one error type the engine raises for a move it will not apply, and its codes."""

# The rules spec's common codes (0.5); each game declares its own in `Game.codes`.
COMMON_CODES = ("NOT_YOUR_TURN", "WRONG_PHASE", "CARD_NOT_IN_HAND", "INVALID_COMBINATION",
                "GAME_OVER", "STALE_STATE", "BAD_PARAMETERS", "VARIANT_DISABLED",
                "NOT_IN_PLAY")


class IllegalMove(Exception):
    """A rejected action: `code` is the spec's stable code; nothing was changed.

    `message` speaks only of what the actor may see (the cards they named, public state),
    because it is returned to the actor verbatim.
    """

    def __init__(self, code: str, message: str, field: str | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field

    def __repr__(self) -> str:
        return f"IllegalMove({self.code!r}, {self.message!r})"


def bad_parameters(message: str, field: str | None = None) -> IllegalMove:
    return IllegalMove("BAD_PARAMETERS", message, field)
