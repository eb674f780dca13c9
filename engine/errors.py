"""The one error type the engine raises for a move it will not apply."""


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
