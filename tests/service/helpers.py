"""Helpers for driving the API in tests."""


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def create(client, kind="vri_atter", names=("Ann", "Bo"), **extra):
    body = {"kind": kind, "players": [{"name": n} for n in names], **extra}
    response = client.post("/v1/games", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def quick_bots(body):
    """A generated create or join body, with every bot at the smallest budget: generated
    tables of searching bots would otherwise spend minutes of the suite's CPU."""
    if not isinstance(body, dict):
        return body
    seats = body.get("players") if isinstance(body.get("players"), list) else [body]
    for seat in seats:
        if isinstance(seat, dict) and seat.get("bot") == "ismcts":
            seat["budget_ms"] = 10
    return body
