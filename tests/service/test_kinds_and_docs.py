"""Kinds, probes, docs and the committed OpenAPI document."""

import random
import re
from pathlib import Path

from jsonschema import Draft202012Validator
from openapi_spec_validator import validate

import engine
from harness.playout import KINDS

from .contract import SPEC, documented_response

METHODS = ("get", "put", "post", "delete", "patch")


def operations():
    for path, item in SPEC["paths"].items():
        for method, op in item.items():
            if method in METHODS:
                yield path, method, op


def test_kinds(client):
    kinds = client.get("/v1/kinds").get_json()
    assert {k["kind"] for k in kinds} == set(engine.GAMES)
    vri = client.get("/v1/kinds/vri_atter").get_json()
    assert (vri["min_players"], vri["max_players"]) == (2, 5)
    assert vri["defaults"]["draw_limit"] == 3
    assert {m["type"] for m in vri["moves"]} == {"play", "play_same_rank", "play_combo", "draw",
                                            "pass", "knock", "resign"}
    assert client.get("/v1/kinds/chess").get_json()["code"] == "UNKNOWN_KIND"


def _standalone(schema: dict) -> Draft202012Validator:
    """A validator that can resolve nothing outside `schema` itself."""
    Draft202012Validator.check_schema(schema)
    assert "#/components" not in str(schema)
    return Draft202012Validator(schema)


def test_kind_schemas_stand_alone(client):
    """Each schema GET /v1/kinds/{kind} gives resolves on its own and fits real games."""
    for kind, game in engine.GAMES.items():
        described = client.get(f"/v1/kinds/{kind}").get_json()
        options = _standalone(described["options"])
        assert options.is_valid(described["defaults"]) and options.is_valid({})
        moves = {m["type"]: _standalone(m["schema"]) for m in described["moves"]}
        view, events = _standalone(described["view_schema"]), _standalone(described["event_schema"])
        rng = random.Random(kind)
        n = game.min_players
        state, log = game.new_state([f"p{i}" for i in range(n)], seed=kind)
        for _ in range(60):
            if state.finished:
                break
            listed = {s: state.legal_moves(s) for s in range(n)}
            for moves_of_seat in listed.values():
                for move in moves_of_seat:
                    moves[move["type"]].validate(move)
            for viewer in [*range(n), None]:
                view.validate({"game_id": "g", "version": 1, **state.view(viewer), "bots": []})
                for seq, stored in enumerate(log, 1):
                    events.validate({"seq": seq, **state.project_event(stored, viewer)})
            log = state.apply(*KINDS[kind].choose(state, rng, listed))
        rules = client.get(described["rules_url"])
        assert rules.status_code == 200 and rules.mimetype == "text/markdown"
        assert game.title in rules.get_data(as_text=True)


def test_probes(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}
    assert client.get("/readyz").get_json() == {"status": "ready"}


def test_docs_are_served_locally(client):
    page = client.get("/docs").get_data(as_text=True)
    assert "/docs/assets/swagger-ui-bundle.js" in page
    assert "http" not in page.split("<script")[1][:80]
    assert client.get("/docs/assets/swagger-ui-bundle.js").status_code == 200
    redoc = client.get("/redoc/assets/redoc.standalone.js").get_data(as_text=True)
    assert "cdn.redoc.ly" not in redoc and "/redoc/assets/logo-mini.svg" in redoc
    assert client.get("/redoc/assets/logo-mini.svg").status_code == 200


def test_committed_spec_is_valid_openapi_3_1():
    validate(SPEC)
    assert SPEC["openapi"].startswith("3.1")
    for _, _, op in operations():
        assert op.get("operationId") and op.get("summary")


def test_every_counted_operation_documents_its_refusal():
    """Every request under /v1/ spends its address's quota (service/quotas.py), so every
    operation there may answer 429, and says so: generated clients know its body and headers."""
    for path, method, op in operations():
        if path.startswith("/v1/"):
            refusal = documented_response(op, 429)
            assert refusal, f"{method} {path} does not document 429"
            assert "application/problem+json" in refusal["content"]
            assert set(refusal["headers"]) == {"Retry-After", "RateLimit-Limit",
                                               "RateLimit-Remaining", "RateLimit-Reset"}
        else:
            assert "429" not in op["responses"], f"{method} {path} is not counted"


def test_every_operation_declares_its_security():
    optional = {"getGame", "listEvents"}
    for path, method, op in operations():
        assert "security" in op, f"{method} {path}"
        if op["operationId"] in optional:
            assert op["security"] == [{}, {"bearer": []}]
        if path.startswith("/v1/games/{game_id}/") and method == "post" and "moves" in path:
            assert op["security"] == [{"bearer": []}]


def _inline_objects(schema, where: str):
    """Object schemas written inline where a generator would make a class of them."""
    if not isinstance(schema, dict):
        return
    nested = [(f"{where}/{k}", s) for k in ("oneOf", "anyOf", "allOf", "prefixItems")
              for s in schema.get(k, [])]
    nested += [(f"{where}/properties/{k}", s) for k, s in schema.get("properties", {}).items()]
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            nested.append((f"{where}/{key}", schema[key]))
    for place, sub in nested:
        if "$ref" not in sub and (sub.get("type") == "object" or "properties" in sub) \
                and sub.get("properties"):
            yield place
        yield from _inline_objects(sub, place)


def test_object_schemas_are_named():
    found = []
    for name, schema in SPEC["components"]["schemas"].items():
        found += _inline_objects(schema, name)
    bodies = [(f"{method} {path}", body) for path, method, op in operations()
              for body in [op.get("requestBody", {}), *op["responses"].values()]]
    bodies += [(f"responses/{name}", body)
               for name, body in SPEC["components"].get("responses", {}).items()]
    for place, body in bodies:
        for media in body.get("content", {}).values():
            schema = media["schema"]
            if schema.get("type") == "array":
                schema = schema["items"]
            assert "$ref" in schema or schema.get("type") != "object", place
            found += _inline_objects(schema, place)
    assert not found, found


def test_committed_spec_matches_the_app(client):
    assert client.get("/openapi.json").get_json() == SPEC, "openapi.json is stale: ./dev clients"


# `METHOD /path` as the docs write it: the two may be split over lines, the path may end in a
# query; a segment in braces ({id}) stands for any value
_ROUTE = re.compile(r"\b(GET|PUT|POST|DELETE|PATCH)\s+(/[^\s`'\"),?]*)")


def _named_routes(text: str) -> set[tuple[str, str]]:
    return {(method, path.rstrip(".:;")) for method, path in _ROUTE.findall(text)}


def _in_contract(method: str, path: str) -> bool:
    wanted = [re.sub(r"^\{.*\}$", "{}", part) for part in path.split("/")]
    for spec_path, item in SPEC["paths"].items():
        parts = [re.sub(r"^\{.*\}$", "{}", part) for part in spec_path.split("/")]
        if method.lower() in item and len(parts) == len(wanted) and all(
                w == p or "{}" in (w, p) for w, p in zip(wanted, parts)):
            return True
    return False


def test_every_route_the_docs_name_is_in_the_contract():
    """Each `METHOD /path` that README.md and docs/ name is an operation of the contract."""
    root = Path(__file__).parents[2]
    named = {}
    for doc in [root / "README.md", *sorted((root / "docs").rglob("*.md"))]:
        for route in _named_routes(doc.read_text()):
            named.setdefault(route, doc.relative_to(root))
    assert len(named) > 20 and ("DELETE", "/v1/games/{id}") in named
    missing = {f"{m} {p}": str(doc) for (m, p), doc in named.items() if not _in_contract(m, p)}
    assert not missing, missing
    assert not _in_contract("POST", "/v1/games/{id}/cancel")  # the checker can fail
