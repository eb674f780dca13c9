"""No input gives a 5xx: hostile bodies, parameters and headers on every operation.

Every write sent here is malformed, so each must be refused with a 4xx problem+json whose code
is one the spec lists, and the game it named must be exactly as it was. Reads with odd headers
may succeed, but never with a 5xx. Gunicorn's own limits (request line, headers) are checked
through the real server.
"""

import json
import socket
from urllib.parse import urlsplit

import pytest
import redis
import requests

import engine

from .contract import SPEC
from .helpers import auth

CODES = set(SPEC["components"]["schemas"]["ProblemCode"]["enum"])
DEEP = [("[" * 10_000 + "]" * 10_000).encode(), ('{"a":' * 10_000 + "1" + "}" * 10_000).encode()]
HUGE = ("9" * 5000).encode()
ENCODINGS = [*DEEP, HUGE, b'{"x": ' + HUGE + b"}", b"\xff\xfe\xfd", b'{"a": NaN}',
             b'{"a": Infinity}', b"[]", b'"text"', b"null", b"{", b""]
_INT = [None, True, 2.5, 6.0, "3", "", [], {}, 10**100, -(10**100)]
# values of the wrong type (or out of every range) for a field of each type
WRONG = {
    "int": _INT, "seat": [*_INT, -1, 99],
    "str": [None, True, 1, 2.5, [], {}],
    "string": [None, True, 1, 2.5, [], {}],
    "array": [None, True, 1, "x", {}],
    "object": [None, True, 1, "x", []],
    "card": [None, 1, "1Z", "10h", "", [], {}, "\u202e10H"],
    "cards": [None, "10H", [1], [None], ["1Z"], {}],
    "suit": [None, 1, "X", "", ["H"]],
    "bool": [None, "true", 1, 0, []],
    "ints": [None, 1, ["x"], [1.5], [None], "x"],
    "strings": [None, "x", [1], [None]],
    "snaps": [None, "x", [1.5], [{"player": "x", "slot": 0, "give_slot": 0}], [{}], [[]]],
    "responses": [None, "x", [{}], [{"attack_card": "1Z", "beat_with": None}], [1],
                  [{"attack_card": "10H"}]],
}
CREATE_FIELDS = {"kind": "str", "options": "object", "players": "array", "seats": "int",
                 "deck": "array", "dealer": "int", "webhooks": "array"}


def bodies_for(fields: dict, types: dict, required) -> list[bytes]:
    """A valid-looking body made wrong one field at a time, plus hostile encodings."""
    out = list(ENCODINGS)
    for name, kind in types.items():
        for wrong in WRONG[kind]:
            out.append(json.dumps({**fields, name: wrong}).encode())
    for name in required:
        out.append(json.dumps({k: v for k, v in fields.items() if k != name}).encode())
    out.append(json.dumps({**fields, "unknown_field": 1}).encode())
    return out


VALID = {"card": "10H", "cards": ["10H"], "suit": "H", "bool": True, "seat": 0, "int": 0,
         "ints": [0], "strings": ["9"], "snaps": [0], "string": "6",
         "responses": [{"attack_card": "10H", "beat_with": None}]}


def option_wrongs(option) -> list:
    if option.kind == "bool":
        return ["true", 1, None, []]
    if option.kind == "int":
        return [option.default + 0.5, str(option.default), None, True, option.minimum - 1,
                option.maximum + 1, 10**100]
    if option.kind == "choice":
        return [None, True, "nope", *(str(c) for c in option.choices if isinstance(c, int)),
                *(c + 0.5 for c in option.choices if isinstance(c, int))]
    return ["x", [1], ["nope"], None]


def assert_refused(response, where: str) -> None:
    assert 400 <= response.status_code < 500, (where, response.status_code, response.data[:300])
    assert response.mimetype == "application/problem+json", (where, response.mimetype)
    problem = response.get_json()
    assert problem["code"] in CODES and problem["status"] == response.status_code, (where, problem)


@pytest.fixture
def games(client, redis_url, settings):
    """One game per kind, dealt, with its tokens; and a snapshot of what is stored for it."""
    store = redis.Redis.from_url(redis_url)
    out = {}
    for kind, game in engine.GAMES.items():
        n = game.min_players
        created = client.post("/v1/games", json={
            "kind": kind, "players": [{"name": f"p{i}"} for i in range(n)]}).get_json()
        key = f"{settings.key_prefix}:game:{{{created['game_id']}}}"
        out[kind] = (created, lambda key=key: (store.hgetall(key), store.lrange(key + ":events",
                                                                              0, -1)))
    return out


def test_create_and_join_refuse_every_malformed_body(client, games):
    valid = {"kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}], "seats": 2,
             "options": {}, "dealer": 0, "webhooks": []}
    cases = bodies_for(valid, CREATE_FIELDS, ["kind"])
    for kind, game in engine.GAMES.items():
        for option in game.options:
            for wrong in option_wrongs(option):
                cases.append(json.dumps({"kind": kind, "players": [{"name": "a"}], "seats": 16,
                                         "options": {option.name: wrong}}).encode())
    for name in [None, 1, [], "", "   ", "x" * 41, "a\x00b", "\u202eevil", "zero\u200bwidth",
                 "line\u2028break", "\ud800"]:
        cases.append(json.dumps({**valid, "players": [{"name": name}, {"name": "b"}]}).encode())
    for player in [{"name": "a", "x": 1}, {}, "a", 1]:
        cases.append(json.dumps({**valid, "players": [player, {"name": "b"}]}).encode())
    for hook in ["x", {"url": 1}, {"url": "http://x", "events": "move"}, {"events": ["move"]}]:
        cases.append(json.dumps({**valid, "webhooks": [hook]}).encode())
    for body in cases:
        assert_refused(client.post("/v1/games", data=body, content_type="application/json"),
                       f"create {body[:80]!r}")
    created, snapshot = games["slyng"]
    before = snapshot()
    for body in bodies_for({"name": "Cy"}, {"name": "str"}, ["name"]):
        assert_refused(client.post(f"/v1/games/{created['game_id']}/players", data=body,
                                   content_type="application/json"), f"join {body[:80]!r}")
    assert snapshot() == before


def test_moves_refuse_every_malformed_body(client, games):
    for kind, game in engine.GAMES.items():
        created, snapshot = games[kind]
        gid, token = created["game_id"], created["seats"][0]["token"]
        before = snapshot()
        cases = []
        for name, spec in game.moves.items():
            fields = {"type": name, **{p: VALID[param.kind] for p, param in spec.params.items()}}
            types = {"type": "str", **{p: param.kind for p, param in spec.params.items()}}
            cases += bodies_for(fields, types,
                                ["type", *(p for p, param in spec.params.items()
                                           if param.required)])
        for path in (f"/v1/games/{gid}/moves", f"/v1/games/{gid}/{kind}/moves",
                     f"/v1/games/{gid}/moves/validate"):
            for body in cases:
                r = client.post(path, data=body, headers={**auth(token),
                                                          "Content-Type": "application/json"})
                if path.endswith("validate") and r.status_code == 200:
                    assert r.get_json()["legal"] is False and r.get_json()["code"] in CODES
                    continue
                assert_refused(r, f"{path} {body[:80]!r}")
        assert snapshot() == before, kind


def test_queries_and_headers(client, games):
    created, snapshot = games["dac"]
    gid, token = created["game_id"], created["seats"][0]["token"]
    before = snapshot()
    for query in ("after=-1", "after=x", "after=2.5", "after=99999999999999999999",
                  "wait=61", "wait=-1", "wait=x", "wait=1.5"):
        for path in (f"/v1/games/{gid}?", f"/v1/games/{gid}/events?",
                     f"/v1/games/{gid}/legal-moves?", f"/v1/games/{gid}/stream?"):
            if query.split("=")[0] in ("after",) and "events" not in path and "stream" not in path:
                continue
            if query.startswith("wait") and ("events" in path or "stream" in path):
                continue
            assert_refused(client.get(path + query, headers=auth(token)), path + query)
    odd_headers = [{"Authorization": v} for v in ("Bearer", "Bearer  ", "Basic x", "bearer \x7f",
                                                   "Bearer " + "x" * 5000)]
    odd_headers += [{"If-Match": v} for v in ('"x"', "*", "W/", '"99999999999999999999"')]
    odd_headers += [{"If-None-Match": v} for v in ('"', "*,*", "x" * 3000)]
    odd_headers += [{"Idempotency-Key": v} for v in ("", "short", "é" * 20, "x" * 300)]
    odd_headers += [{"Last-Event-ID": v} for v in ("x", "-1", "9" * 50)]
    # every header the spec declares, with what str.isdigit() or int() would take too
    for name in ("If-Match", "If-None-Match", "Idempotency-Key", "Last-Event-ID",
                 "X-Request-ID"):
        odd_headers += [{name: v} for v in ("²", "¹", '"²"', "W/\"٣\"", "١٢", "+7", "-7", " 7",
                                            "7 ", "7 8", "0x7", "1_000", "٣" * 20, "7" * 300,
                                            "\u00a0", "é" * 300)]
    for headers in odd_headers:
        for method, path, body in (("GET", f"/v1/games/{gid}", None),
                                   ("GET", f"/v1/games/{gid}/legal-moves", None),
                                   ("GET", f"/v1/games/{gid}/events", None),
                                   ("GET", f"/v1/games/{gid}/stream?after=0", None),
                                   ("POST", f"/v1/games/{gid}/moves", {"type": "bogus"}),
                                   ("POST", f"/v1/games/{gid}/dac/moves/validate",
                                    {"type": "bogus"}),
                                   ("POST", "/v1/games", {"kind": "dac"})):
            r = client.open(path, method=method, json=body, headers={**auth(token), **headers}
                            if "Authorization" not in headers else headers, buffered=False)
            r.close()  # a stream that was accepted: only its status matters here
            assert r.status_code < 500, (path, headers, r.status_code)
            if r.status_code >= 400:
                assert_refused(r, f"{path} {headers}")
    for path in ("/v1/games/%ff%fe", "/v1/games/\u202e", "/v1/kinds/%00",
                 "/v1/games/" + "a" * 5000):
        assert_refused(client.get(path), path)
    assert snapshot() == before


def _raw(base: str, request: bytes) -> tuple[int, dict, bytes]:
    """Send raw bytes, and nothing more (the client's side is shut): the status, headers and
    body of the answer."""
    parts = urlsplit(base)
    with socket.create_connection((parts.hostname, parts.port), timeout=10) as s:
        s.sendall(request)
        s.shutdown(socket.SHUT_WR)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}, body


def test_the_server_answers_oversized_and_malformed_requests_as_problems(live_server):
    cases = [
        b"GET /v1/games/" + b"a" * 5_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",  # 414
        b"GET /v1/kinds HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 9_000 + b"\r\n\r\n",  # 431
        b"GET /v1/kinds HTTP/1.1\r\nHost: x\r\n" + b"".join(
            b"X-%d: a\r\n" % i for i in range(200)) + b"\r\n",  # too many headers
        b"GET /v1/kinds HTTP/9.9\r\nHost: x\r\n\r\n",
        b"G\x00T / HTTP/1.1\r\n\r\n",
        b"GET /v1/games/\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n",
        b"POST /v1/games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n",
    ]
    # malformed chunked bodies, on a create and on a move: 400, never 500
    chunks = [b"zz\r\n{}\r\n0\r\n\r\n", b"-1\r\n{}\r\n0\r\n\r\n", b"0x2\r\n{}\r\n0\r\n\r\n",
              b"2 \r\n{}\r\n0\r\n\r\n", b"\r\n{}\r\n0\r\n\r\n", b"2\r\n{}}}}}\r\n0\r\n\r\n",
              b"\xb2\r\n{}\r\n0\r\n\r\n", b"2\r\n{}", b"9\r\n{}"]
    for path in (b"/v1/games", b"/v1/games/0123456789abcdef0123/moves"):
        # a body shorter than its Content-Length (the client stops sending)
        cases.append(b"POST " + path + b" HTTP/1.1\r\nHost: x\r\nContent-Type: "
                     b"application/json\r\nContent-Length: 50\r\n\r\n{\"kind\": ")
        for body in chunks:
            cases.append(b"POST " + path + b" HTTP/1.1\r\nHost: x\r\nContent-Type: "
                         b"application/json\r\nTransfer-Encoding: chunked\r\n"
                         b"Connection: close\r\n\r\n" + body)
    for raw in cases:
        status, headers, body = _raw(live_server, raw)
        assert 400 <= status < 500 or status == 501, (raw[:60], status, body[:200])
        assert headers["content-type"].startswith("application/problem+json"), (raw[:60], headers)
        problem = json.loads(body)
        assert problem["code"] in CODES and problem["status"] == status, problem
    r = requests.get(live_server + "/v1/kinds", timeout=10)
    assert r.status_code == 200  # and the server still serves
