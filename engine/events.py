"""Game events with per-recipient redaction (rules spec 0.6).

An event is stored whole: `public` data for everyone, and `private` data keyed by seat.
`project` is the only way an event leaves the engine, and it is deny-by-default: a viewer
gets the public part and nothing private except their own seat's part.
"""


def event(kind: str, public: dict | None = None, private: dict[int, dict] | None = None) -> dict:
    return {
        "type": kind,
        "public": public or {},
        "private": {str(seat): data for seat, data in (private or {}).items()},
    }


def project(stored: dict, viewer: int | None) -> dict:
    out = {"type": stored["type"], **stored["public"]}
    if viewer is not None:
        out.update(stored["private"].get(str(viewer), {}))
    return out
