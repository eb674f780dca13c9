"""Game events with per-recipient redaction (rules spec 0.6).

An event is stored whole: `public` data for everyone, `private` data keyed by seat, and
`once` data keyed by seat: a private reveal that may be delivered only in the live answer to
the action that caused it, never again when the log is read later (Dač's memory rule).
`project` is the only way an event leaves the engine, and it is deny-by-default: a viewer
gets the public part and nothing private except their own seat's part.
"""


# the key of each seat's part (a record is JSON: its keys are strings), made once
_SEAT_KEYS = tuple(str(seat) for seat in range(64))


def _by_seat(parts: dict[int, dict] | None) -> dict[str, dict]:
    if not parts:
        return {}
    return {_SEAT_KEYS[seat] if 0 <= seat < len(_SEAT_KEYS) else str(seat): data
            for seat, data in parts.items()}


def event(kind: str, public: dict | None = None, private: dict[int, dict] | None = None,
          once: dict[int, dict] | None = None) -> dict:
    stored = {"type": kind, "public": public or {},
              "private": _by_seat(private) if private else {}}
    if once:
        stored["once"] = _by_seat(once)
    return stored


def project(stored: dict, viewer: int | None, live: bool = False) -> dict:
    """The event as `viewer` may see it; `live` when answering the action that caused it."""
    out = {"type": stored["type"], **stored["public"]}
    if viewer is not None:
        out.update(stored["private"].get(str(viewer), {}))
        if live:
            out.update(stored.get("once", {}).get(str(viewer), {}))
    return out
