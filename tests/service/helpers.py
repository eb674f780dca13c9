"""Helpers for driving the API in tests."""


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def create(client, kind="vri_atter", names=("Ann", "Bo"), **extra):
    body = {"kind": kind, "players": [{"name": n} for n in names], **extra}
    response = client.post("/v1/games", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def generated_seats(body) -> list:
    """The seats of a generated create body (its players) or join body (itself)."""
    if not isinstance(body, dict):
        return []
    return body["players"] if isinstance(body.get("players"), list) else [body]


def quick_bots(body):
    """A generated create or join body, with every bot at the smallest budget: generated
    tables of searching bots would otherwise spend minutes of the suite's CPU."""
    for seat in generated_seats(body):
        if isinstance(seat, dict) and seat.get("bot") == "ismcts":
            seat["budget_ms"] = 10
    return body


def store_client(redis_url: str, decode_responses: bool = False):
    """A client of the test Redis, or Redis Cluster, made as the service makes its own."""
    from service import redis_pools

    return redis_pools.client(redis_url, 20, socket_timeout=10,
                              decode_responses=decode_responses)


def keys_of(redis_url: str, key_prefix: str):
    """Where a service with default settings on `redis_url` keeps things (service/keys.py)."""
    from service.config import Settings
    from service.keys import Keys

    settings = Settings(redis_url=redis_url, key_prefix=key_prefix)
    return Keys(key_prefix, settings.shards, tagged=settings.redis_cluster)
