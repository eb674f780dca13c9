"""Helpers for driving the API in tests."""


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def create(client, kind="vri_atter", names=("Ann", "Bo"), **extra):
    body = {"kind": kind, "players": [{"name": n} for n in names], **extra}
    response = client.post("/v1/games", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()
