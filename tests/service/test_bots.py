"""Bot seats and hints over HTTP: bots move through the same writes as people, a table of bots
plays to its end from one create call (in the request, or in `cardtable worker`), and a hint
is one of the caller's legal moves."""

import json
import time
from dataclasses import replace

import pytest

from engine.referee import verify
from harness.services import start_worker, stop
from service import create_app
from service.games.acting import SeatActor, bot_duty

from .helpers import auth

BOTS = [{"bot": "random"}, {"bot": "greedy"}, {"bot": "greedy", "name": "Gus"},
        {"bot": "random"}]
TABLES = {"vri_atter": BOTS, "slyng": BOTS, "dac": BOTS[:3],
          "president": BOTS[:3]}
OPTIONS = {"president": {"max_rounds": 2}, "dac": {"scoring": "cumulative",
                                                    "target_score": 40}}


@pytest.fixture
def client(patient_app):
    return patient_app.test_client()


def finished_record(client, game_id: str) -> dict:
    view = client.get(f"/v1/games/{game_id}").get_json()
    assert view["status"] == "finished", view["status"]
    record = client.get(f"/v1/games/{game_id}/record").get_json()
    verdict = verify(record)
    assert verdict["valid"], verdict
    assert view["version"] == 1 + len(record["moves"])  # one write per bot move
    return record


@pytest.mark.parametrize("kind", sorted(TABLES))
def test_a_table_of_bots_plays_to_its_end_from_one_create_call(client, kind):
    created = client.post("/v1/games", json={"kind": kind, "players": TABLES[kind],
                                             "options": OPTIONS.get(kind, {})})
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    assert body["seats"] == [] and body["version"] == 1
    assert [b["bot"] for b in body["bots"]] == [p["bot"] for p in TABLES[kind]]
    assert body["bots"][2]["name"] == "Gus" and body["bots"][0]["name"] == "Random bot"
    record = finished_record(client, body["game_id"])
    assert {m["seat"] for m in record["moves"]} == set(range(len(TABLES[kind])))


def test_bots_answer_a_person_until_the_person_must_act(client):
    created = client.post("/v1/games", json={"kind": "slyng", "players": [
        {"name": "Ann"}, {"bot": "ismcts", "budget_ms": 20}, {"bot": "greedy"}]}).get_json()
    game_id, token = created["game_id"], created["seats"][0]["token"]
    for _ in range(300):
        view = client.get(f"/v1/games/{game_id}", headers=auth(token)).get_json()
        if view["status"] == "finished":
            break
        # the bots have played: the game waits for Ann, or for nobody at all
        assert 0 in view["to_act"]
        legal = client.get(f"/v1/games/{game_id}/legal-moves", headers=auth(token)).get_json()
        hint = client.get(f"/v1/games/{game_id}/hint?bot=ismcts&budget_ms=10",
                          headers=auth(token))
        assert hint.status_code == 200, hint.get_json()
        advice = hint.get_json()
        assert advice["version"] == view["version"] and advice["seat"] == 0
        assert advice["move"] in legal["moves"]
        assert advice["value"] is None or 0 <= advice["value"] <= 1
        posted = client.post(f"/v1/games/{game_id}/moves", json=advice["move"],
                             headers=auth(token))
        assert posted.status_code == 200, posted.get_json()
        # the answer is the person's own move: the bots' moves follow as writes of their own
        assert posted.get_json()["version"] == view["version"] + 1
    else:
        pytest.fail("the game did not end")
    finished_record(client, game_id)


def test_a_bot_takes_an_open_seat(client):
    created = client.post("/v1/games", json={"kind": "dac", "seats": 3,
                                             "players": [{"name": "Ann"}]}).get_json()
    game_id = created["game_id"]
    joined = client.post(f"/v1/games/{game_id}/players", json={"bot": "greedy"})
    assert joined.status_code == 201
    assert joined.get_json() == {"game_id": game_id, "version": 2, "seat": 1,
                                 "name": "Greedy bot", "bot": "greedy", "budget_ms": 200,
                                 "status": "waiting"}
    joined = client.post(f"/v1/games/{game_id}/players",
                         json={"bot": "ismcts", "budget_ms": 30, "name": "Iz"}).get_json()
    assert "token" not in joined and joined["status"] == "playing"
    view = client.get(f"/v1/games/{game_id}", headers=auth(created["seats"][0]["token"]))
    assert view.get_json()["bots"] == [
        {"seat": 1, "name": "Greedy bot", "bot": "greedy", "budget_ms": 200},
        {"seat": 2, "name": "Iz", "bot": "ismcts", "budget_ms": 30}]
    assert view.get_json()["players"][2]["name"] == "Iz"


def test_whole_numbers_may_be_written_with_a_zero_fraction(client):
    # JSON Schema's integer takes 30.0; the game keeps it as the number 30
    created = client.post("/v1/games", json={
        "kind": "dac", "seats": 3.0, "clock": {"turn_seconds": 60.0},
        "options": {"target_score": 50.0},
        "players": [{"name": "Ann"}, {"bot": "ismcts", "budget_ms": 30.0}]})
    assert created.status_code == 201, created.get_json()
    game_id = created.get_json()["game_id"]
    view = client.get(f"/v1/games/{game_id}").get_json()
    assert view["bots"] == [{"seat": 1, "name": "Ismcts bot", "bot": "ismcts", "budget_ms": 30}]
    assert view["options"]["target_score"] == 50 and len(view["players"]) == 3
    assert json.dumps(view["options"]["target_score"]) == "50"


@pytest.mark.parametrize("body, field", [
    ({"bot": "smart"}, "bot"), ({"bot": "ismcts", "budget_ms": 5}, "budget_ms"),
    ({"bot": "ismcts", "budget_ms": "200"}, "budget_ms"), ({"budget_ms": 200}, "name"),
    ({"bot": "ismcts", "budget_ms": 30.5}, "budget_ms"), ({"bot": "ismcts", "budget_ms": True},
                                                           "budget_ms"),
    ({"bot": "greedy", "name": "\u202e"}, "name"), ({}, "name")])
def test_a_bad_seat_request_is_refused(client, body, field):
    created = client.post("/v1/games", json={"kind": "vri_atter", "seats": 2,
                                             "players": [{"name": "Ann"}]}).get_json()
    game_id = created["game_id"]
    answer = client.post(f"/v1/games/{game_id}/players", json=body)
    assert answer.status_code == 422 and answer.get_json()["field"] == field, answer.get_json()
    answer = client.post("/v1/games", json={"kind": "vri_atter", "players": [body, body]})
    assert answer.status_code == 422
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1


def test_a_match_of_bots_only_must_have_an_end(client):
    answer = client.post("/v1/games", json={"kind": "president", "players": BOTS[:3]})
    assert answer.status_code == 422
    assert answer.get_json()["field"] == "options.max_rounds"
    created = client.post("/v1/games", json={"kind": "president", "seats": 3,
                                             "players": BOTS[:2]}).get_json()
    answer = client.post(f"/v1/games/{created['game_id']}/players", json={"bot": "random"})
    assert answer.status_code == 422
    assert client.get(f"/v1/games/{created['game_id']}").get_json()["status"] == "waiting"
    joined = client.post(f"/v1/games/{created['game_id']}/players", json={"name": "Ann"})
    assert joined.status_code == 201


def test_hints_are_refused_where_there_is_nothing_to_advise(client):
    created = client.post("/v1/games", json={"kind": "vri_atter", "seats": 2,
                                             "players": [{"name": "Ann"}]}).get_json()
    game_id, token = created["game_id"], created["seats"][0]["token"]
    assert client.get(f"/v1/games/{game_id}/hint").status_code == 401
    waiting = client.get(f"/v1/games/{game_id}/hint", headers=auth(token))
    assert waiting.status_code == 409 and waiting.get_json()["code"] == "NOT_STARTED"
    client.post(f"/v1/games/{game_id}/players", json={"name": "Bo"})
    for query, field in [("bot=smart", "bot"), ("budget_ms=9", "budget_ms"),
                         ("budget_ms=x", "budget_ms")]:
        bad = client.get(f"/v1/games/{game_id}/hint?{query}", headers=auth(token))
        assert bad.status_code == 422 and bad.get_json()["field"] == field


def test_a_game_of_bots_replays_the_same_from_its_seed(client):
    moves = []
    for _ in range(2):
        created = client.post("/v1/games", json={
            "kind": "vri_atter", "seed": "same", "players": [
                {"bot": "ismcts", "budget_ms": 10}, {"bot": "greedy"}]}).get_json()
        moves.append(finished_record(client, created["game_id"])["moves"])
    assert moves[0] == moves[1]


def own_queue(settings, name: str):
    """Settings whose bots no request plays, under a key prefix of their own (still inside the
    session's, so it is cleaned up): no other worker of the test session takes their games."""
    return replace(settings, key_prefix=f"{settings.key_prefix}:{name}", bot_request_seconds=0.0)


def test_the_worker_plays_what_a_request_leaves(settings):
    """A request's time for bots is up at once: the worker's loop goes on, in passes."""
    app = create_app(own_queue(settings, "in-process"))
    client = app.test_client()
    created = client.post("/v1/games", json={"kind": "slyng", "players": [
        {"bot": "ismcts", "budget_ms": 10}, {"bot": "greedy"}]}).get_json()
    game_id = created["game_id"]
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 2  # one move, queued
    worker = SeatActor(app, bot_duty(app))
    for _ in range(2000):
        if not worker.step():
            break
    finished_record(client, game_id)
    assert not worker.step()  # nothing left queued


def test_cardtable_worker_plays_bots_in_its_own_process(settings, redis_url):
    own = own_queue(settings, "worker")
    app = create_app(own)
    client = app.test_client()
    created = client.post("/v1/games", json={"kind": "vri_atter", "players": [
        {"bot": "greedy"}, {"bot": "random"}, {"bot": "ismcts", "budget_ms": 10}]}).get_json()
    game_id = created["game_id"]
    worker = start_worker(redis_url, own.key_prefix)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if client.get(f"/v1/games/{game_id}").get_json()["status"] == "finished":
                break
            time.sleep(0.2)
        finished_record(client, game_id)
    finally:
        stop(worker)


def test_a_bots_moves_reach_the_person_as_events_and_in_the_record(client):
    created = client.post("/v1/games", json={"kind": "vri_atter", "seed": "ev", "players": [
        {"bot": "greedy"}, {"name": "Ann"}]}).get_json()
    game_id, token = created["game_id"], created["seats"][0]["token"]
    assert created["seats"][0]["seat"] == 1
    view = client.get(f"/v1/games/{game_id}", headers=auth(token)).get_json()
    events = client.get(f"/v1/games/{game_id}/events", headers=auth(token)).get_json()
    moved = [e for e in events["events"] if e.get("seat") == 0 and e["type"] != "joined"]
    assert (view["version"] > 1) == bool(moved)
    assert "Greedy bot" in json.dumps(view["players"])
