"""What a front end needs from the contract: every parameter the service reads declared in it,
one request per turn (the seat's stream and the move answers carry its legal moves), streams a
browser's EventSource can hold (204 once a finished game is caught up, read-only tickets for
seats), and header values read strictly."""

import json
import random
import re
import threading
import time
from dataclasses import replace

import pytest
import requests
from flask import request

import engine
from harness.playout import KINDS
from service import create_app

from .helpers import auth, create
from .sse import Stream, parse
from .test_live import DECK, SHORT_GAME

# Headers the spec expresses otherwise than as parameters: the bearer token (securitySchemes),
# the body's framing and type (requestBody), and CORS (the browser's own business)
# the credentials are the contract's security schemes, not parameters
_NOT_PARAMETERS = {"authorization", "cardtable-app-key", "cardtable-admin-key", "content-type",
                   "content-length", "transfer-encoding", "origin",
                   "access-control-request-method", "access-control-request-headers"}
_ADMIN = {"Cardtable-Admin-Key": "tour-admin-key"}


class _RecordingHeaders:
    """A request's headers that note the name of every header the app asks for."""

    def __init__(self, headers, seen: set):
        self._headers, self._seen = headers, seen

    def get(self, name, *args, **kwargs):
        self._seen.add(name.lower())
        return self._headers.get(name, *args, **kwargs)

    def __getitem__(self, name):
        self._seen.add(name.lower())
        return self._headers[name]

    def __contains__(self, name):
        self._seen.add(name.lower())
        return name in self._headers

    def __getattr__(self, name):
        return getattr(self._headers, name)

    def __iter__(self):
        return iter(self._headers)


def _spec_path(rule: str) -> str:
    return re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", rule)


def _declared(spec: dict, path: str, method: str) -> dict[str, set[str]]:
    """The spec's parameters of one operation, by location (header names lower-cased)."""
    out: dict[str, set[str]] = {"query": set(), "header": set()}
    for p in spec["paths"][path][method].get("parameters", []):
        if "$ref" in p:
            p = spec["components"]["parameters"][p["$ref"].rsplit("/", 1)[1]]
        if p["in"] in out:
            out[p["in"]].add(p["name"].lower() if p["in"] == "header" else p["name"])
    return out


def _tour(client, reads: dict) -> None:
    """Every operation, once along the way through a game that it reaches the headers of."""
    key = {"Idempotency-Key": "tour-" + "0" * 20}
    client.get("/healthz")
    client.get("/readyz")
    client.get("/metrics")
    client.get("/v1/kinds")
    client.get("/v1/kinds/vri_atter")
    client.get("/v1/kinds/vri_atter/rules")
    created = client.post("/v1/games", headers={"Idempotency-Key": f"tour-{time.time_ns()}"},
                          json={"kind": "vri_atter", "players": [{"name": "Ann"}],
                                "seats": 2}).get_json()
    gid, ann = created["game_id"], auth(created["seats"][0]["token"])
    bo = auth(client.post(f"/v1/games/{gid}/players", json={"name": "Bo"},
                          headers=key).get_json()["token"])
    view = client.get(f"/v1/games/{gid}", headers=ann).get_json()
    seat = view["to_act"][0]
    mover = ann if seat == 0 else bo
    client.get(f"/v1/games/{gid}/legal-moves", headers=mover)
    client.get(f"/v1/games/{gid}/events", headers=mover)
    client.get(f"/v1/games/{gid}/hint?bot=random", headers=mover)
    client.post(f"/v1/games/{gid}/stream-ticket", headers=mover)
    client.post(f"/v1/games/{gid}/moves/validate", json={"type": "draw"}, headers=mover)
    client.post(f"/v1/games/{gid}/vri_atter/moves/validate", json={"type": "draw"},
                headers=mover)
    for kind in engine.GAMES:  # the other kinds' operations refuse it after the same reads
        client.post(f"/v1/games/{gid}/{kind}/moves/validate", json={"type": "x"}, headers=mover)
        client.post(f"/v1/games/{gid}/{kind}/moves", json={"type": "draw"}, headers=mover)
    client.post(f"/v1/games/{gid}/moves", json={"type": "draw"}, headers=mover)
    client.get(f"/v1/games/{gid}/record")
    client.get(f"/v1/games/{gid}/stream?after=0", buffered=False).close()
    client.post("/v1/referee/verify", json={"kind": "vri_atter"})
    host = auth(created["host_token"])
    client.put(f"/v1/games/{gid}/seats/1/bot", json={"bot": "random"}, headers=host)
    client.delete(f"/v1/games/{gid}/seats/1/bot", headers=bo)
    waiting = client.post("/v1/games", json={"kind": "slyng", "seats": 2}).get_json()
    client.delete(f"/v1/games/{waiting['game_id']}", headers=auth(waiting["host_token"]))
    _tour_apps(client)
    assert reads, "the recorder saw no request"


def _tour_apps(client) -> None:
    made = client.post("/v1/admin/apps", json={"name": "Tour"}, headers=_ADMIN).get_json()
    app_id, app = made["app"]["app_id"], {"Cardtable-App-Key": made["key"]}
    client.get("/v1/admin/apps", headers=_ADMIN)
    rotated = client.post(f"/v1/admin/apps/{app_id}/keys", headers=_ADMIN).get_json()
    client.delete(f"/v1/admin/apps/{app_id}/keys/{rotated['key_id']}", headers=_ADMIN)
    client.patch(f"/v1/admin/apps/{app_id}/quotas", json={"creates_per_hour": 100},
                 headers=_ADMIN)
    hook = client.post(f"/v1/admin/apps/{app_id}/webhooks", json={"url": "http://127.0.0.1/"},
                       headers=_ADMIN).get_json()
    secrets_url = f"/v1/admin/apps/{app_id}/webhooks/{hook['webhook_id']}/secrets"
    client.post(secrets_url, headers=_ADMIN)
    client.delete(secrets_url, headers=_ADMIN)
    client.delete(f"/v1/admin/apps/{app_id}/webhooks/{hook['webhook_id']}", headers=_ADMIN)
    game = client.post("/v1/games", json={"kind": "vri_atter", "players": [{"name": "Ann"}],
                                          "seats": 2}, headers=app).get_json()
    client.post(f"/v1/games/{game['game_id']}/seats/0/token", headers=app)
    client.get("/v1/games?limit=1", headers=app)
    client.get("/v1/apps/me/usage", headers=app)


def test_every_parameter_the_service_reads_is_in_the_contract(settings):
    app = create_app(replace(settings, admin_key=_ADMIN["Cardtable-Admin-Key"],
                             webhooks_allow_private=True))
    reads: dict[tuple[str, str], set[str]] = {}

    def record():
        seen = reads.setdefault((request.endpoint, request.method.lower()), set())
        request.headers = _RecordingHeaders(request.headers, seen)

    app.before_request_funcs.setdefault(None, []).insert(0, record)
    _tour(app.test_client(), reads)
    spec = json.loads(app.test_client().get("/openapi.json").data)

    missing, visited = [], set()
    for rule in app.url_map.iter_rules():
        view = app.view_functions[rule.endpoint]
        cls = getattr(view, "view_class", None)
        path = _spec_path(rule.rule)
        if cls is None or path not in spec["paths"]:
            continue
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            method = method.lower()
            declared = _declared(spec, path, method)
            operation = spec["paths"][path][method]["operationId"]
            # query parameters: every field of the operation's argument schemas
            for p in getattr(getattr(cls, method), "_apidoc", {}).get(
                    "arguments", {}).get("parameters", []):
                if p.get("in") == "query":
                    schema = p["schema"]() if isinstance(p["schema"], type) else p["schema"]
                    for name, field in schema.fields.items():
                        if (field.data_key or name) not in declared["query"]:
                            missing.append(f"{operation}: query {field.data_key or name}")
            # headers: every one the app asked for while serving the operation
            if (rule.endpoint, method) in reads:
                visited.add(operation)
                for header in reads[(rule.endpoint, method)] - _NOT_PARAMETERS:
                    if header not in declared["header"]:
                        missing.append(f"{operation}: header {header}")
    every = {op["operationId"] for item in spec["paths"].values() for op in item.values()
             if isinstance(op, dict) and "operationId" in op}
    assert visited == every, f"the tour missed {sorted(every - visited)}"
    assert not missing, missing


def _frames(response):
    """The frames of a streamed test-client answer, parsed as they arrive."""
    lines = []
    for chunk in response.response:
        for line in (chunk.decode() if isinstance(chunk, bytes) else chunk).split("\n"):
            if line:
                lines.append(line)
                continue
            frame = parse(lines) if lines else None
            lines = []
            if frame is not None and not frame.comment:
                yield frame


def _choose(status: dict, acted_on: int, rng) -> dict | None:
    """A front end's move on a status frame: one of the listed moves when the frame is newer
    than the last one acted on (mostly a card), else None. A knock is the only move a seat
    may make with nothing to do: it is left out."""
    moves = [m for m in status["legal_moves"] if m["type"] != "knock"]
    if not moves or status["version"] <= acted_on:
        return None
    plays = [m for m in moves if m["type"] in ("play", "attack", "defend", "replace")]
    return rng.choice(plays if plays and rng.random() < 0.75 else moves)


def _seat_plays_from_its_stream(client, gid: str, token: str, rng) -> int:
    """Play a seat's part of a game from its stream alone, as a front end would: on each new
    status frame that gives the seat something to do, post one of its listed moves. Returns
    the number of moves posted; the stream and those posts are the only requests."""
    posted, acted_on = 0, 0
    stream = client.get(f"/v1/games/{gid}/stream", headers=auth(token), buffered=False)
    assert stream.status_code == 200
    for frame in _frames(stream):
        if frame.event != "status":
            continue
        status = frame.data
        if status["status"] == "finished":
            break
        move = _choose(status, acted_on, rng)
        if move is None:
            continue
        answer = client.post(f"/v1/games/{gid}/moves", json=move, headers=auth(token))
        assert answer.status_code == 200, (move, answer.get_json())
        assert isinstance(answer.get_json()["legal_moves"], list)
        posted, acted_on = posted + 1, status["version"]
    stream.close()
    return posted


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_a_seat_plays_whole_games_with_one_post_per_move(settings, kind):
    """A person at a table of bots plays the whole game from the seat's stream, reading
    nothing else; a spectator's stream of the same game lists no moves."""
    rng = random.Random(f"one-request-{kind}")
    app = create_app(replace(settings, bot_request_seconds=600.0,
                             stream_heartbeat_seconds=0.5))
    client = app.test_client()
    game = engine.GAMES[kind]
    bots = [{"bot": "greedy"}] * (max(game.min_players, 3) - 1)
    options = KINDS[kind].forced_options(rng)
    if kind == "president":
        options["max_rounds"] = 1
    created = client.post("/v1/games", json={"kind": kind, "options": options,
                                             "players": [{"name": "Ann"}, *bots]})
    assert created.status_code == 201, created.get_json()
    gid, token = created.get_json()["game_id"], created.get_json()["seats"][0]["token"]
    assert _seat_plays_from_its_stream(client, gid, token, rng) > 0
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and final["result"]
    watched = list(_frames(client.get(f"/v1/games/{gid}/stream", buffered=False)))
    statuses = [f.data for f in watched if f.event == "status"]
    assert statuses and all("legal_moves" not in s for s in statuses)


def _short_game(client) -> tuple[str, dict, dict]:
    """The README walkthrough's game: its id and Ann's and Bo's authorization headers."""
    game = create(client, deck=DECK, dealer=1)
    return (game["game_id"], auth(game["seats"][0]["token"]),
            auth(game["seats"][1]["token"]))


def test_a_move_answer_lists_the_movers_moves_after_it(client):
    gid, ann, bo = _short_game(client)
    answer = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"}, headers=ann).get_json()
    listed = client.get(f"/v1/games/{gid}/legal-moves", headers=ann).get_json()
    assert listed["version"] == answer["version"]
    assert answer["legal_moves"] == listed["moves"] and answer["legal_moves"]  # still Ann's turn
    answer = client.post(f"/v1/games/{gid}/moves", json={"type": "play", "card": "3H"},
                         headers=ann).get_json()
    assert answer["legal_moves"] == []  # Bo's turn now
    assert client.get(f"/v1/games/{gid}/legal-moves", headers=bo).get_json()["moves"]


def test_a_finished_games_stream_says_204_once_the_caller_has_every_event(client):
    gid, ann, bo = _short_game(client)
    for seat, move in SHORT_GAME:
        assert client.post(f"/v1/games/{gid}/moves", json=move,
                           headers=(ann, bo)[seat]).status_code == 200
    frames = list(_frames(client.get(f"/v1/games/{gid}/stream", buffered=False)))
    last = frames[-2].id  # the last event, then the final status
    assert frames[-1].event == "status" and frames[-1].data["status"] == "finished"
    # EventSource reconnects with the last id it saw: nothing more will come
    again = client.get(f"/v1/games/{gid}/stream", headers={"Last-Event-ID": str(last)})
    assert again.status_code == 204 and again.data == b""
    assert client.get(f"/v1/games/{gid}/stream?after={last}").status_code == 204
    # the later of after and Last-Event-ID counts: an EventSource URL keeps its ?after=0
    assert client.get(f"/v1/games/{gid}/stream?after=0",
                      headers={"Last-Event-ID": str(last)}).status_code == 204
    missed_one = list(_frames(client.get(f"/v1/games/{gid}/stream?after={last - 1}",
                                         buffered=False)))
    assert [f.id for f in missed_one if f.id is not None] == [last]


def test_a_stream_ticket_opens_its_seats_stream_and_nothing_else(client):
    gid, ann, bo = _short_game(client)
    other, other_ann, _ = _short_game(client)
    answer = client.post(f"/v1/games/{gid}/stream-ticket", headers=bo)
    assert answer.status_code == 201, answer.get_json()
    ticket = answer.get_json()
    assert ticket["seat"] == 1 and ticket["game_id"] == gid and ticket["expires_in"] == 60
    assert 0 < ticket["expires_at"] - time.time() <= 61
    assert bo["Authorization"].split()[1] not in ticket["ticket"]

    stream = client.get(f"/v1/games/{gid}/stream?ticket={ticket['ticket']}", buffered=False)
    assert stream.status_code == 200
    frames = _frames(stream)
    status = next(f for f in frames if f.event == "status").data
    assert status["legal_moves"] == client.get(f"/v1/games/{gid}/legal-moves",
                                               headers=bo).get_json()["moves"]
    stream.close()

    def refused(response, status, code):
        assert response.status_code == status, response.get_json()
        assert response.get_json()["code"] == code

    t = ticket["ticket"]
    # it cannot move, read a view as the seat, or stand in for a token
    refused(client.post(f"/v1/games/{gid}/moves?ticket={t}", json={"type": "draw"}),
            401, "TOKEN_REQUIRED")
    refused(client.post(f"/v1/games/{gid}/moves", json={"type": "draw"}, headers=auth(t)),
            401, "INVALID_TOKEN")
    assert "hand" not in client.get(f"/v1/games/{gid}?ticket={t}").get_json()["players"][1]
    # nor another game's stream, another seat's, or one altered
    refused(client.get(f"/v1/games/{other}/stream?ticket={t}"), 401, "INVALID_TICKET")
    refused(client.get(f"/v1/games/{gid}/stream?ticket=0{t[1:]}"), 401, "INVALID_TICKET")
    altered = t[:-1] + ("B" if t.endswith("A") else "A")
    refused(client.get(f"/v1/games/{gid}/stream?ticket={altered}"), 401, "INVALID_TICKET")
    refused(client.get(f"/v1/games/{gid}/stream?ticket=garbage"), 401, "INVALID_TICKET")
    refused(client.get(f"/v1/games/{gid}/stream?ticket={t}", headers=ann), 422,
            "BAD_PARAMETERS")
    # a ticket is a seat's: not the host's, and not without a token
    host = client.post("/v1/games", json={"kind": "slyng", "players": [
        {"name": "a"}, {"name": "b"}]}).get_json()["host_token"]
    refused(client.post(f"/v1/games/{other}/stream-ticket", headers=auth(host)), 401,
            "INVALID_TOKEN")
    refused(client.post(f"/v1/games/{other}/stream-ticket"), 401, "TOKEN_REQUIRED")
    assert client.post(f"/v1/games/{other}/stream-ticket", headers=other_ann).status_code == 201


def test_a_stream_ticket_expires(settings):
    client = create_app(replace(settings, stream_ticket_seconds=1)).test_client()
    gid, ann, _ = _short_game(client)
    t = client.post(f"/v1/games/{gid}/stream-ticket", headers=ann).get_json()["ticket"]
    assert client.get(f"/v1/games/{gid}/stream?ticket={t}", buffered=False).status_code == 200
    time.sleep(2.1)
    late = client.get(f"/v1/games/{gid}/stream?ticket={t}")
    assert late.status_code == 401 and late.get_json()["code"] == "TICKET_EXPIRED"


@pytest.mark.parametrize("value", ["", "²", '"²"', "W/\"x\"", "7 8", "-1", "+7", " ", "٣",
                                   '"12345678901"', "1" * 300])
def test_if_match_is_a_version_or_a_422(client, value):
    gid, ann, _ = _short_game(client)
    for path in ("moves", "vri_atter/moves", "moves/validate", "vri_atter/moves/validate"):
        r = client.post(f"/v1/games/{gid}/{path}", json={"type": "draw"},
                        headers={**ann, "If-Match": value})
        assert r.status_code == 422, (path, value, r.status_code)
        assert r.get_json()["field"] == "If-Match"
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == 1  # nothing applied


def test_if_match_forms_of_a_version(client):
    gid, ann, _ = _short_game(client)
    for value, status in (('"2"', 412), ("W/\"1\"", 200), ("1", 200), ("*", 200)):
        r = client.post(f"/v1/games/{gid}/moves/validate", json={"type": "draw"},
                        headers={**ann, "If-Match": value})
        assert r.status_code == 200 and r.get_json()["legal"] == (status == 200), value
    stale = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                        headers={**ann, "If-Match": '"2"'})
    assert stale.status_code == 412


@pytest.mark.parametrize("value", ["¹", "٣", "-1", "1.0", "12345678901", "x"])
def test_last_event_id_is_a_seq_or_a_422(client, value):
    gid, _, _ = _short_game(client)
    r = client.get(f"/v1/games/{gid}/stream", headers={"Last-Event-ID": value})
    assert r.status_code == 422 and r.get_json()["field"] == "Last-Event-ID"


def test_an_empty_last_event_id_is_none(client):
    gid, _, _ = _short_game(client)
    r = client.get(f"/v1/games/{gid}/stream", headers={"Last-Event-ID": ""}, buffered=False)
    assert r.status_code == 200
    assert next(f for f in _frames(r) if f.id is not None).id == 1
    r.close()


def _person(base: str, gid: str, token: str, seed: str, results: list) -> None:
    """A person's front end over HTTP: the seat's stream, and one POST per move, each made
    with the version it was chosen at (If-Match), so a move chosen on news another seat
    overtook is refused 412, never applied to a state it was not chosen for."""
    rng, session = random.Random(seed), requests.Session()
    stream = Stream(f"{base}/v1/games/{gid}/stream", headers=auth(token), timeout=60)
    posted = stale = acted_on = 0
    try:
        while (frame := stream.next(timeout=60)) is not None:
            if frame.event != "status":
                continue
            if frame.data["status"] == "finished":
                break
            move = _choose(frame.data, acted_on, rng)
            if move is None:
                continue
            acted_on = frame.data["version"]
            answer = session.post(f"{base}/v1/games/{gid}/moves", json=move, timeout=30,
                                  headers={**auth(token), "If-Match": f'"{acted_on}"'})
            if answer.status_code == 412:
                stale += 1
                continue
            assert answer.status_code == 200, (move, answer.text)
            posted += 1
    except Exception as error:  # noqa: BLE001  (reported to the test's thread)
        results.append(error)
    else:
        results.append((posted, stale))
    finally:
        stream.close()


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_two_people_and_a_bot_play_from_their_streams_alone(live_server, kind):
    """Two people, each with the seat's stream and one POST per move through gunicorn, and a
    bot: the game ends, and every POST was accepted or refused as stale (412)."""
    rng = random.Random(f"two-people-{kind}")
    options = KINDS[kind].forced_options(rng)
    if kind == "president":
        options["max_rounds"] = 1
    created = requests.post(live_server + "/v1/games", timeout=10, json={
        "kind": kind, "options": options,
        "players": [{"name": "Ann"}, {"name": "Bo"}, {"bot": "greedy"}]})
    assert created.status_code == 201, created.text
    game = created.json()
    results: list = []
    people = [threading.Thread(target=_person, args=(live_server, game["game_id"], s["token"],
                                                     f"{kind}-{s['seat']}", results))
              for s in game["seats"]]
    for person in people:
        person.start()
    for person in people:
        person.join(timeout=300)
    assert len(results) == 2 and all(isinstance(r, tuple) for r in results), results
    assert sum(posted for posted, _ in results) > 0
    final = requests.get(f"{live_server}/v1/games/{game['game_id']}", timeout=10).json()
    assert final["status"] == "finished" and final["result"]
