"""CORS: off by default; with CARDTABLE_CORS_ORIGINS, preflights for /v1 and exposed headers."""

from service import create_app
from service.config import Settings

ORIGIN = "https://table.example"


def test_no_cors_headers_unless_configured(client):
    r = client.options("/v1/games", headers={"Origin": ORIGIN,
                                             "Access-Control-Request-Method": "POST"})
    assert "Access-Control-Allow-Origin" not in r.headers


def test_configured_origins_get_preflights_and_exposed_headers(redis_url, key_prefix):
    app = create_app(Settings(redis_url=redis_url, key_prefix=key_prefix,
                              cors_origins=(ORIGIN,)))
    client = app.test_client()
    wanted = ["Authorization", "Content-Type", "If-Match", "If-None-Match", "Idempotency-Key",
              "Last-Event-ID"]
    for path, method in (("/v1/games", "POST"), ("/v1/games/0123456789abcdef0123/moves", "POST"),
                         ("/v1/games/0123456789abcdef0123/vri_atter/moves", "POST"),
                         ("/v1/games/0123456789abcdef0123/stream", "GET"),
                         ("/v1/kinds", "GET")):
        r = client.options(path, headers={
            "Origin": ORIGIN, "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": ", ".join(wanted)})
        assert r.status_code in (200, 204), (path, r.status_code)
        assert r.headers["Access-Control-Allow-Origin"] == ORIGIN
        allowed = {h.strip().lower() for h in r.headers["Access-Control-Allow-Headers"].split(",")}
        assert allowed >= {h.lower() for h in wanted}, allowed
    created = client.post("/v1/games", headers={"Origin": ORIGIN}, json={
        "kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]})
    exposed = {h.strip() for h in created.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"ETag", "Location"} <= exposed
    other = client.get("/v1/kinds", headers={"Origin": "https://elsewhere.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_any_origin(redis_url, key_prefix):
    app = create_app(Settings(redis_url=redis_url, key_prefix=key_prefix, cors_origins=("*",)))
    r = app.test_client().get("/v1/kinds", headers={"Origin": "https://any.example"})
    assert r.headers["Access-Control-Allow-Origin"] == "*"
