"""Kinds, probes, docs and the committed OpenAPI document."""

import json
from pathlib import Path

from openapi_spec_validator import validate

import engine

SPEC_FILE = Path(__file__).parents[2] / "openapi" / "openapi.json"


def test_kinds(client):
    kinds = client.get("/v1/kinds").get_json()
    assert {k["kind"] for k in kinds} == set(engine.GAMES)
    vri = client.get("/v1/kinds/vri_atter").get_json()
    assert (vri["min_players"], vri["max_players"]) == (2, 5)
    assert vri["defaults"]["draw_limit"] == 3
    assert {m["type"] for m in vri["moves"]} == {"play", "play_combo", "draw", "pass", "knock"}
    assert client.get("/v1/kinds/chess").get_json()["code"] == "UNKNOWN_KIND"


def test_probes(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}
    assert client.get("/readyz").get_json() == {"status": "ready"}


def test_docs_are_served_locally(client):
    page = client.get("/docs").get_data(as_text=True)
    assert "/docs/assets/swagger-ui-bundle.js" in page and "http" not in page.split("<script")[1][:80]
    assert client.get("/docs/assets/swagger-ui-bundle.js").status_code == 200
    assert client.get("/redoc/assets/redoc.standalone.js").status_code == 200


def test_committed_spec_matches_the_app(client):
    served = client.get("/openapi.json").get_json()
    committed = json.loads(SPEC_FILE.read_text())
    assert served == committed, "openapi/openapi.json is stale: run ./dev openapi"
    validate(committed)
    assert committed["openapi"].startswith("3.1")
    for path in committed["paths"].values():
        for method, op in path.items():
            if method == "parameters":
                continue
            assert op.get("operationId") and op.get("summary")
