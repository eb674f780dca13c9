"""Idempotency-Key: a retried write gets its first answer back and is applied once."""

import json
import socket
import time
import uuid
from urllib.parse import urlsplit

import requests

from service import idempotency

from .helpers import auth, keys_of, store_client


def key() -> str:
    return str(uuid.uuid4())


def test_a_retried_create_returns_the_same_game_and_tokens(client):
    body = {"kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]}
    k = key()
    first = client.post("/v1/games", json=body, headers={"Idempotency-Key": k})
    again = client.post("/v1/games", json=body, headers={"Idempotency-Key": k})
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first.headers
    other = client.post("/v1/games", json={**body, "kind": "vri_atter"},
                        headers={"Idempotency-Key": k})
    assert other.status_code == 422 and other.get_json()["code"] == "IDEMPOTENCY_KEY_REUSED"
    fresh = client.post("/v1/games", json=body, headers={"Idempotency-Key": key()})
    assert fresh.get_json()["game_id"] != first.get_json()["game_id"]


def test_a_create_key_replays_only_to_its_own_sender(client):
    """An Idempotency-Key is no bearer secret: the same key and body from another address
    make a game of that caller's own, and never hand over the first caller's tokens."""
    body = {"kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]}
    k = key()
    first = client.post("/v1/games", json=body, headers={"Idempotency-Key": k},
                        environ_base={"REMOTE_ADDR": "192.0.2.1"})
    elsewhere = client.post("/v1/games", json=body, headers={"Idempotency-Key": k},
                            environ_base={"REMOTE_ADDR": "192.0.2.2"})
    assert first.status_code == elsewhere.status_code == 201
    assert "Idempotent-Replayed" not in elsewhere.headers
    mine, theirs = first.get_json(), elsewhere.get_json()
    assert theirs["game_id"] != mine["game_id"]
    assert theirs["host_token"] != mine["host_token"]
    assert {s["token"] for s in theirs["seats"]}.isdisjoint(s["token"] for s in mine["seats"])
    again = client.post("/v1/games", json=body, headers={"Idempotency-Key": k},
                        environ_base={"REMOTE_ADDR": "192.0.2.1"})
    assert again.get_json() == mine and again.headers["Idempotent-Replayed"] == "true"


def test_a_retried_join_takes_one_seat(client):
    gid = client.post("/v1/games", json={"kind": "slyng", "players": [{"name": "a"}],
                                         "seats": 3}).get_json()["game_id"]
    k = key()
    first = client.post(f"/v1/games/{gid}/players", json={"name": "b"},
                        headers={"Idempotency-Key": k})
    again = client.post(f"/v1/games/{gid}/players", json={"name": "b"},
                        headers={"Idempotency-Key": k})
    assert again.get_json() == first.get_json() and again.headers["Idempotent-Replayed"] == "true"
    view = client.get(f"/v1/games/{gid}").get_json()
    assert view["open_seats"] == [2] and view["version"] == 2


def test_a_retried_move_is_applied_once_and_the_key_is_bound_to_its_request(client):
    game = client.post("/v1/games", json={"kind": "vri_atter", "players": [
        {"name": "a"}, {"name": "b"}]}).get_json()
    gid = game["game_id"]
    seat = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
    token, other = game["seats"][seat]["token"], game["seats"][1 - seat]["token"]
    k = key()
    headers = {**auth(token), "Idempotency-Key": k}
    first = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"}, headers=headers)
    # the same JSON written differently is the same request
    again = client.post(f"/v1/games/{gid}/moves", data=json.dumps({"type": "draw"}, indent=2),
                        headers={**headers, "Content-Type": "application/json"})
    assert first.status_code == again.status_code == 200
    assert again.get_json() == first.get_json()
    assert again.headers["ETag"] == first.headers["ETag"] == '"2"'
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == 2
    for body, who in (({"type": "pass"}, token), ({"type": "draw"}, other)):
        reused = client.post(f"/v1/games/{gid}/moves", json=body,
                             headers={**auth(who), "Idempotency-Key": k})
        assert reused.status_code == 422
        assert reused.get_json()["code"] == "IDEMPOTENCY_KEY_REUSED"
    # a used key does not stand in for the token: without one the answer is 401
    for headers in ({}, auth("not-a-token")):
        anonymous = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                                headers={**headers, "Idempotency-Key": k})
        assert anonymous.status_code == 401, anonymous.get_json()
    short = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                        headers={**auth(token), "Idempotency-Key": "short"})

    assert short.status_code == 422 and short.get_json()["field"] == "Idempotency-Key"
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == 2


def test_stored_answers_are_sealed(client, redis_url, settings):
    k = key()
    game = client.post("/v1/games",
                       json={"kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]},
                       headers={"Idempotency-Key": k}).get_json()
    raw = store_client(redis_url).hgetall(
        keys_of(redis_url, settings.key_prefix).game(game["game_id"]))
    stored = b"".join(v for f, v in raw.items() if f.startswith(b"idem:"))
    assert stored and game["seats"][0]["token"].encode() not in stored
    assert game["host_token"].encode() not in b"".join(raw.values())


def test_a_game_keeps_only_its_latest_answers(client, redis_url, settings):
    """A create's answer stays; of the moves' answers, only the latest few (a retry comes
    within seconds), stored deflated and sealed: a game's memory does not grow with every
    move its players make with a key."""
    game = client.post("/v1/games", json={"kind": "vri_atter", "players": [
        {"name": "a"}, {"name": "b"}]}, headers={"Idempotency-Key": key()}).get_json()
    gid = game["game_id"]
    made = []
    for _ in range(6):
        seat = client.get(f"/v1/games/{gid}").get_json()["to_act"][0]
        token = game["seats"][seat]["token"]
        move = client.get(f"/v1/games/{gid}/legal-moves",
                          headers=auth(token)).get_json()["moves"][0]
        k = key()
        r = client.post(f"/v1/games/{gid}/moves", json=move,
                        headers={**auth(token), "Idempotency-Key": k})
        assert r.status_code == 200, r.get_json()
        made.append((k, token, move, r.get_json()))
    fields = store_client(redis_url).hgetall(keys_of(redis_url, settings.key_prefix).game(gid))
    answers = {f: v for f, v in fields.items() if f.startswith(b"idem:")}
    assert len(answers) == 1 + idempotency.kept_answers(2, finished=False)  # the create's too
    assert all(not v.startswith(b"{") and len(v) < 1200 for v in answers.values())
    k, token, move, first = made[-1]
    again = client.post(f"/v1/games/{gid}/moves", json=move,
                        headers={**auth(token), "Idempotency-Key": k})
    assert again.headers.get("Idempotent-Replayed") == "true" and again.get_json() == first
    k, token, move, _ = made[0]
    late = client.post(f"/v1/games/{gid}/moves", json=move,
                       headers={**auth(token), "Idempotency-Key": k})
    assert "Idempotent-Replayed" not in late.headers  # a key that old is a new request


def test_an_answer_replays_whatever_its_fingerprint_begins_with():
    """A stored answer is told from one stored as JSON by its first byte: a fingerprint that
    begins with "{" (0x7b) must not pass for JSON."""
    for first in ("7b", "00", "01", "ff"):
        print_ = first + "ab" * 31
        stored = idempotency.seal("k" * 20, print_, 201, {"game_id": "x"})
        assert idempotency.replay("k" * 20, stored, print_) == (201, {"game_id": "x"})


def test_answers_stored_before_they_were_deflated_still_replay(app):
    import base64
    import os

    k, body = key(), {"version": 3, "events": []}
    with app.test_request_context("/v1/games/x/moves", method="POST", json={"type": "draw"}):
        print_ = idempotency.fingerprint()
    nonce = os.urandom(12)
    sealed = idempotency._cipher(k).encrypt(nonce, json.dumps(body).encode(), print_.encode())
    stored = json.dumps({"fingerprint": print_, "status": 200,
                         "answer": base64.b64encode(nonce + sealed).decode()}).encode()
    assert idempotency.replay(k, stored, print_) == (200, body)


def test_a_move_whose_answer_was_lost_is_applied_once_on_retry(live_server):
    game = requests.post(live_server + "/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}]}, timeout=10).json()
    gid = game["game_id"]
    seat = requests.get(f"{live_server}/v1/games/{gid}", timeout=10).json()["to_act"][0]
    token, k = game["seats"][seat]["token"], key()
    body = b'{"type": "draw"}'
    parts = urlsplit(live_server)
    with socket.create_connection((parts.hostname, parts.port), timeout=5) as s:
        s.sendall(b"POST /v1/games/" + gid.encode() + b"/moves HTTP/1.1\r\n"
                  b"Host: x\r\nContent-Type: application/json\r\n"
                  b"Authorization: Bearer " + token.encode() + b"\r\n"
                  b"Idempotency-Key: " + k.encode() + b"\r\n"
                  b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
    # the connection is gone before any answer was read; the client retries
    retried = None
    for _ in range(50):
        retried = requests.post(f"{live_server}/v1/games/{gid}/moves", data=body, timeout=10,
                                headers={"Authorization": f"Bearer {token}",
                                         "Content-Type": "application/json",
                                         "Idempotency-Key": k})
        assert retried.status_code == 200, retried.text
        if retried.headers.get("Idempotent-Replayed") == "true":
            break
        time.sleep(0.1)  # the retry overtook the first attempt: it was applied as the first
    view = requests.get(f"{live_server}/v1/games/{gid}", timeout=10).json()
    assert view["version"] == 2 and view["players"][seat]["hand_count"] == 7
    drew = [e for e in requests.get(f"{live_server}/v1/games/{gid}/events",
                                    timeout=10).json()["events"] if e["type"] == "drew"]
    assert len(drew) == 1
