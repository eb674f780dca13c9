"""Apps: their keys (operator API and `cardtable apps`), games that belong to an app, anonymous
mode, quotas per app, player ids and new seat tokens, and an app's list of its games."""

import json
import os
import subprocess
import sys
import time
from dataclasses import replace

import pytest
import requests

from service import create_app
from service.apps.registry import Apps

from .contract import assert_valid, component
from .helpers import auth, store_client
from .sse import Stream

ADMIN = "admin-key-for-tests-0123456789"


@pytest.fixture(scope="module")
def admin_app(settings):
    return create_app(replace(settings, admin_key=ADMIN))


@pytest.fixture
def admin(admin_app):
    return admin_app.test_client()


@pytest.fixture
def registry(redis_url, key_prefix):
    return Apps(store_client(redis_url, decode_responses=True), key_prefix)


def valid(instance, schema: str) -> None:
    assert_valid(component(schema), instance, schema)


def app_key(key: str) -> dict:
    return {"Cardtable-App-Key": key}


def new_app(admin, name="Acme") -> dict:
    made = admin.post("/v1/admin/apps", json={"name": name},
                      headers={"Cardtable-Admin-Key": ADMIN})
    assert made.status_code == 201, made.get_json()
    valid(made.get_json(), "AppKey")
    return made.get_json()


def app_game(client, key, names=("Ann", "Bo"), kind="vri_atter", **extra) -> dict:
    players = [{"name": n} if isinstance(n, str) else n for n in names]
    made = client.post("/v1/games", json={"kind": kind, "players": players, **extra},
                       headers=app_key(key))
    assert made.status_code == 201, made.get_json()
    return made.get_json()


def test_operator_api_makes_keys_shown_once_and_kept_as_hashes(admin, redis_url, key_prefix):
    for headers in ({}, {"Cardtable-Admin-Key": "wrong"}):
        refused = admin.get("/v1/admin/apps", headers=headers)
        assert refused.status_code == 401, refused.get_json()
    made = new_app(admin, "Hashes")
    key, app_id = made["key"], made["app"]["app_id"]
    stored = store_client(redis_url).hgetall(f"{key_prefix}:apps")
    raw = b"".join(k + v for k, v in stored.items())
    assert key.encode() not in raw and key.split("_", 2)[2].encode() not in raw
    listed = admin.get("/v1/admin/apps", headers={"Cardtable-Admin-Key": ADMIN}).get_json()
    valid(listed, "AppList")
    mine = [a for a in listed["apps"] if a["app_id"] == app_id]
    assert mine == [made["app"]] and key not in json.dumps(listed)


def test_the_operator_api_is_off_without_an_admin_key(client):
    refused = client.get("/v1/admin/apps", headers={"Cardtable-Admin-Key": "anything"})
    assert refused.status_code == 401 and refused.get_json()["code"] == "ADMIN_KEY_REQUIRED"


def test_a_rotation_overlaps_and_a_revoked_key_is_refused_within_a_second(admin, client):
    made = new_app(admin, "Rotating")
    first, app_id = made["key"], made["app"]["app_id"]
    second = admin.post(f"/v1/admin/apps/{app_id}/keys",
                        headers={"Cardtable-Admin-Key": ADMIN}).get_json()
    assert len(second["app"]["keys"]) == 2
    for key in (first, second["key"]):  # both work during the overlap
        app_game(client, key)
    revoked = admin.delete(f"/v1/admin/apps/{app_id}/keys/{made['key_id']}",
                           headers={"Cardtable-Admin-Key": ADMIN})
    assert revoked.status_code == 200 and len(revoked.get_json()["keys"]) == 1
    deadline = time.monotonic() + 1.0
    while True:  # this process may have looked the key up within the last half second
        answer = client.post("/v1/games", json={"kind": "vri_atter", "seats": 2},
                             headers=app_key(first))
        if answer.status_code == 401 or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert answer.status_code == 401 and answer.get_json()["code"] == "INVALID_APP_KEY"
    app_game(client, second["key"])
    missing = admin.delete(f"/v1/admin/apps/{app_id}/keys/{made['key_id']}",
                           headers={"Cardtable-Admin-Key": ADMIN})
    assert missing.status_code == 404 and missing.get_json()["code"] == "APP_NOT_FOUND"


@pytest.mark.parametrize("key", ["", "ctk_", "nonsense", "ctk_0123456789abcdef_" + "A" * 43,
                                 "ctk_0123456789abcdef_" + "A" * 42 + "\u00e9"])
def test_a_malformed_or_unknown_key_is_refused_with_401(client, key):
    answer = client.get("/v1/kinds", headers=app_key(key))
    assert answer.status_code == 401 and answer.get_json()["code"] == "INVALID_APP_KEY"


def test_the_command_line_manages_apps(client, redis_url, key_prefix):
    env = {**os.environ, "REDIS_URL": redis_url, "CARDTABLE_KEY_PREFIX": key_prefix}

    def cardtable(*args):
        done = subprocess.run([sys.executable, "-m", "service.cli", "apps", *args], env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    made = cardtable("create", "From the shell")
    app_id, key = made["app"]["app_id"], made["key"]
    game = app_game(client, key)
    assert game["app_id"] == app_id
    rotated = cardtable("rotate", app_id)
    assert rotated["key"] != key and len(rotated["app"]["keys"]) == 2
    quota = cardtable("set-quota", app_id, "--creates-per-hour", "7")
    assert quota["app"]["quotas"]["creates_per_hour"] == 7
    assert cardtable("set-quota", app_id, "--creates-per-hour", "default")["app"]["quotas"][
        "creates_per_hour"] is None
    assert app_id in [a["app_id"] for a in cardtable("list")["apps"]]
    assert "key" not in json.dumps(cardtable("list")).replace("key_id", "").replace('"keys"', "")
    revoked = cardtable("revoke", app_id, made["key_id"])
    assert [k["key_id"] for k in revoked["app"]["keys"]] == [rotated["key_id"]]
    unknown = subprocess.run([sys.executable, "-m", "service.cli", "apps", "rotate",
                              "app_0000000000000000"], env=env, capture_output=True, text=True,
                             timeout=60)
    assert unknown.returncode == 1 and "no such app" in unknown.stderr


def test_an_app_key_does_what_the_host_token_does_on_its_own_games_only(admin, client):
    mine, other = new_app(admin, "Mine")["key"], new_app(admin, "Other")["key"]
    waiting = app_game(client, mine, names=("Ann",), seats=2)
    playing = app_game(client, mine)
    seat_url = f"/v1/games/{playing['game_id']}/seats/1/bot"
    # anyone else, the host token's holders aside, is told there is no such game
    for headers in ({}, app_key(other), auth(playing["seats"][0]["token"])):
        refused = client.put(seat_url, json={"bot": "greedy"}, headers=headers)
        assert refused.status_code == 404, refused.get_json()
        assert refused.get_json()["code"] == "GAME_NOT_FOUND"
        gone = client.delete(f"/v1/games/{waiting['game_id']}", headers=headers)
        assert gone.status_code == 404
    handed = client.put(seat_url, json={"bot": "greedy"}, headers=app_key(mine))
    assert handed.status_code == 200, handed.get_json()
    assert client.delete(f"/v1/games/{waiting['game_id']}",
                         headers=app_key(mine)).status_code == 204
    # the host token keeps working on an app's game
    third = app_game(client, mine, names=("Ann",), seats=2)
    assert client.delete(f"/v1/games/{third['game_id']}",
                         headers=auth(third["host_token"])).status_code == 204
    # it sees what a spectator sees, and acts for no seat
    seen = client.get(f"/v1/games/{playing['game_id']}", headers=app_key(mine)).get_json()
    spectator = client.get(f"/v1/games/{playing['game_id']}").get_json()
    assert seen == spectator and "\"hand\":" not in json.dumps(seen)
    moved = client.post(f"/v1/games/{playing['game_id']}/moves", json={"type": "draw"},
                        headers=app_key(mine))
    assert moved.status_code == 401


def test_anonymous_mode_off_needs_an_app_key_to_create(settings, admin):
    key = new_app(admin, "Only apps")["key"]
    open_app = create_app(settings).test_client()
    earlier = open_app.post("/v1/games", json={"kind": "vri_atter", "players": [
        {"name": "Ann"}, {"name": "Bo"}]}).get_json()
    closed = create_app(replace(settings, anonymous=False)).test_client()
    refused = closed.post("/v1/games", json={"kind": "vri_atter", "seats": 2})
    assert refused.status_code == 401
    assert refused.get_json()["code"] == "APP_KEY_REQUIRED"
    assert "Cardtable-App-Key" in refused.get_json()["detail"]
    assert closed.post("/v1/games", json={"kind": "vri_atter", "seats": 2},
                       headers=app_key(key)).status_code == 201
    token = earlier["seats"][0]["token"]
    moves = closed.get(f"/v1/games/{earlier['game_id']}/legal-moves", headers=auth(token))
    assert moves.status_code == 200


def test_quotas_are_counted_per_app_with_its_own_values(settings, admin, registry):
    tight = create_app(replace(settings, rate_limit_address="3 per minute",
                               create_limit="2 per hour")).test_client()
    made = new_app(admin, "Busy")
    key, app_id = made["key"], made["app"]["app_id"]
    # an app is not held to the per-address limits: its own are the defaults here
    for _ in range(5):
        assert tight.get("/v1/kinds", headers=app_key(key)).status_code == 200
    registry.set_quota(app_id, {"requests_per_minute": 8, "creates_per_hour": 1})
    time.sleep(0.6)  # the service's lookup of the key is kept for half a second
    assert tight.post("/v1/games", json={"kind": "vri_atter", "seats": 2},
                      headers=app_key(key)).status_code == 201
    refused = tight.post("/v1/games", json={"kind": "vri_atter", "seats": 2}, headers=app_key(key))
    assert refused.status_code == 429, refused.get_json()
    assert refused.headers["RateLimit-Limit"] == "1"
    answers = [tight.get("/v1/kinds", headers=app_key(key)).status_code for _ in range(10)]
    assert 429 in answers and answers.count(200) < 10
    # another app's quota is its own
    assert tight.get("/v1/kinds", headers=app_key(new_app(admin, "Calm")["key"])
                     ).status_code == 200


@pytest.mark.parametrize("player_id", ["", "x" * 65, "bad\u0000id", "zero\u200bwidth", 7])
def test_a_bad_player_id_is_422(admin, client, player_id):
    key = new_app(admin)["key"]
    answer = client.post("/v1/games", json={"kind": "vri_atter", "players": [
        {"name": "Ann", "player_id": player_id}]}, headers=app_key(key))
    assert answer.status_code == 422 and "player_id" in answer.get_json()["field"]


def test_player_ids_are_the_apps_and_a_lost_token_is_replaced(admin, client):
    key = new_app(admin, "Players")["key"]
    refused = client.post("/v1/games", json={"kind": "vri_atter", "players": [
        {"name": "Ann", "player_id": "u-1"}]})
    assert refused.status_code == 422
    game = app_game(client, key, names=({"name": "Ann", "player_id": "u-1"},), seats=2)
    assert game["seats"][0]["player_id"] == "u-1"
    game_id = game["game_id"]
    stranger = client.post(f"/v1/games/{game_id}/players",
                           json={"name": "Bo", "player_id": "u-2"})
    assert stranger.status_code == 404
    joined = client.post(f"/v1/games/{game_id}/players", json={"name": "Bo", "player_id": "u-2"},
                         headers=app_key(key))
    assert joined.status_code == 201 and joined.get_json()["player_id"] == "u-2"
    assert "u-1" not in json.dumps(client.get(f"/v1/games/{game_id}").get_json())
    old = game["seats"][0]["token"]
    ticket = client.post(f"/v1/games/{game_id}/stream-ticket", headers=auth(old)).get_json()
    for headers in ({}, app_key(new_app(admin, "Not theirs")["key"]), auth(old)):
        assert client.post(f"/v1/games/{game_id}/seats/0/token",
                           headers=headers).status_code == 404
    replaced = client.post(f"/v1/games/{game_id}/seats/0/token", headers=app_key(key))
    assert replaced.status_code == 200, replaced.get_json()
    valid(replaced.get_json(), "NewSeatToken")
    new = replaced.get_json()["token"]
    assert client.get(f"/v1/games/{game_id}/legal-moves", headers=auth(old)).status_code == 401
    assert client.get(f"/v1/games/{game_id}/legal-moves", headers=auth(new)).status_code == 200
    stale = client.get(f"/v1/games/{game_id}/stream?ticket={ticket['ticket']}")
    assert stale.status_code == 401 and stale.get_json()["code"] == "INVALID_TICKET"
    events = client.get(f"/v1/games/{game_id}/events").get_json()["events"]
    assert {"seq": events[-1]["seq"], "type": "seat_token_replaced", "seat": 0} == events[-1]
    bot_seat = app_game(client, key, names=("Ann", {"bot": "random"}))
    nobody = client.post(f"/v1/games/{bot_seat['game_id']}/seats/1/token",
                         headers=app_key(key))
    assert nobody.status_code == 409 and nobody.get_json()["code"] == "SEAT_HAS_NO_TOKEN"


def test_a_stream_opened_with_a_replaced_token_ends_saying_why(live_server, redis_url,
                                                              key_prefix):
    _, key = Apps(store_client(redis_url, decode_responses=True), key_prefix).create("Live")
    game = requests.post(f"{live_server}/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "Ann"}, {"name": "Bo"}]},
        headers=app_key(key), timeout=10).json()
    url = f"{live_server}/v1/games/{game['game_id']}/stream"
    old = Stream(url, headers=auth(game["seats"][0]["token"]))
    other = Stream(url, headers=auth(game["seats"][1]["token"]))
    old.events(lambda f: f.event == "status")
    other.events(lambda f: f.event == "status")
    replaced = requests.post(f"{live_server}/v1/games/{game['game_id']}/seats/0/token",
                             headers=app_key(key), timeout=10)
    assert replaced.status_code == 200, replaced.text
    frames = []
    while (frame := old.next(15)) is not None:
        frames.append(frame)
    assert frames[-1].event == "revoked" and frames[-1].data["code"] == "TOKEN_REVOKED"
    assert old.closed.wait(5)
    # the other seat's stream goes on, and a stream opened with the new token is not ended
    # by the replacement it came after
    seen = other.events(lambda f: f.event == "status")
    assert [f.event for f in seen] == ["seat_token_replaced"] and not other.closed.is_set()
    fresh = Stream(url, headers=auth(replaced.json()["token"]))
    assert fresh.events(lambda f: f.event == "status")[-1].event == "seat_token_replaced"
    assert fresh.next(2).comment  # a heartbeat: still open
    for stream in (other, fresh):
        stream.close()


def _pages(client, key, **query):
    games, cursor, pages = [], None, 0
    while True:
        params = {**query, **({"cursor": cursor} if cursor else {})}
        answer = client.get("/v1/games", query_string=params, headers=app_key(key))
        assert answer.status_code == 200, answer.get_json()
        valid(answer.get_json(), "GameList")
        games += answer.get_json()["games"]
        cursor, pages = answer.get_json()["next_cursor"], pages + 1
        if cursor is None:
            return games, pages


def test_an_app_lists_its_games_newest_first_with_filters(admin, client):
    key, other = new_app(admin, "Lister")["key"], new_app(admin, "Elsewhere")["key"]
    app_game(client, other)
    made = [app_game(client, key, kind=kind, names=(
        {"name": "Ann", "player_id": f"p{i % 3}"}, "Bo", "Cy")) for i, kind in
        enumerate(["vri_atter", "slyng", "president", "vri_atter"] * 3)]
    waiting = app_game(client, key, names=({"name": "Ann", "player_id": "p9"},), seats=3)
    cancelled = app_game(client, key, names=("Ann",), seats=2)
    client.delete(f"/v1/games/{cancelled['game_id']}", headers=app_key(key))
    listed, pages = _pages(client, key, limit=5)
    ids = [g["game_id"] for g in listed]
    assert ids == [waiting["game_id"], *[g["game_id"] for g in reversed(made)]]
    assert pages == 3
    first = listed[0]
    assert first["status"] == "waiting" and first["seats"][0]["player_id"] == "p9"
    assert first["seats"][1] == {"seat": 1, "name": None, "bot": False}
    assert [g["game_id"] for g in _pages(client, key, kind="slyng")[0]] == \
        [g["game_id"] for g in reversed(made) if g["kind"] == "slyng"]
    assert [g["game_id"] for g in _pages(client, key, player_id="p1")[0]] == \
        [g["game_id"] for i, g in reversed(list(enumerate(made))) if i % 3 == 1]
    assert [g["game_id"] for g in _pages(client, key, status="waiting")[0]] == \
        [waiting["game_id"]]
    since = listed[3]["created_at"]
    assert [g["game_id"] for g in _pages(client, key, created_after=since)[0]] == \
        [g["game_id"] for g in listed if g["created_at"] > since]
    assert client.get("/v1/games").status_code == 401


def test_paging_is_stable_while_games_are_created(admin, client):
    key = new_app(admin, "Stable")["key"]
    before = {app_game(client, key)["game_id"] for _ in range(12)}
    seen, cursor = [], None
    while True:
        page = client.get("/v1/games", query_string={"limit": 4, **(
            {"cursor": cursor} if cursor else {})}, headers=app_key(key)).get_json()
        seen += [g["game_id"] for g in page["games"]]
        app_game(client, key)  # a game created between pages comes before the first
        if (cursor := page["next_cursor"]) is None:
            break
    assert len(seen) == len(set(seen)) and set(seen) == before


def test_a_cursor_is_for_its_app_and_filters_only(admin, client):
    key, other = new_app(admin, "Cursor")["key"], new_app(admin, "Cursor 2")["key"]
    for _ in range(3):
        app_game(client, key)
        app_game(client, other)
    cursor = client.get("/v1/games?limit=1", headers=app_key(key)).get_json()["next_cursor"]
    tampered = cursor[:-2] + ("AA" if not cursor.endswith("AA") else "BB")
    for query, headers in ((f"cursor={tampered}", app_key(key)),
                           (f"cursor={cursor}", app_key(other)),
                           (f"cursor={cursor}&kind=slyng", app_key(key)),
                           ("cursor=%00%01", app_key(key))):
        answer = client.get(f"/v1/games?limit=1&{query}", headers=headers)
        assert answer.status_code == 400, (query, answer.get_json())
        assert answer.get_json()["code"] == "BAD_CURSOR"


def test_an_app_reads_its_usage_by_day(admin, patient_app):
    client = patient_app.test_client()
    key = new_app(admin, "Usage")["key"]
    game = app_game(client, key)
    bots = app_game(client, key, names=({"bot": "ismcts", "budget_ms": 10},
                                        {"bot": "ismcts", "budget_ms": 10}))
    gid, moves = game["game_id"], 0
    for _ in range(3):
        view = client.get(f"/v1/games/{gid}").get_json()
        token = game["seats"][view["to_act"][0]]["token"]
        listed = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).get_json()
        answer = client.post(f"/v1/games/{gid}/moves", json=listed["moves"][0],
                             headers=auth(token))
        moves += answer.status_code == 200
    usage = client.get("/v1/apps/me/usage", headers=app_key(key))
    assert usage.status_code == 200
    valid(usage.get_json(), "AppUsage")
    today, *earlier = usage.get_json()["days"]
    assert len(earlier) == 29 and all(d["games"] == d["moves"] == 0 for d in earlier)
    bot_moves = len(client.get(f"/v1/games/{bots['game_id']}/record").get_json()["moves"])
    assert today["games"] == 2 and today["moves"] == moves + bot_moves and moves == 3
    assert today["bot_ms"] > 0 and today["webhooks"] == 0
    assert client.get("/v1/apps/me/usage").status_code == 401


def test_a_revoked_key_is_refused_by_every_worker_within_a_second(live_server, redis_url,
                                                                  key_prefix):
    registry = Apps(store_client(redis_url, decode_responses=True), key_prefix)
    app, key = registry.create("Everywhere")
    for _ in range(40):  # on fresh connections, so that every worker of the service looks it up
        assert requests.get(f"{live_server}/v1/kinds", headers=app_key(key),
                            timeout=10).status_code == 200
    registry.revoke(app.id, next(iter(app.keys)))
    revoked, late = time.monotonic(), []
    while (since := time.monotonic() - revoked) < 1.5:
        status = requests.get(f"{live_server}/v1/kinds", headers=app_key(key),
                              timeout=10).status_code
        if since > 1.0:
            late.append(status)
    assert late and set(late) == {401}, late


def test_a_game_moves_between_its_apps_lists_as_it_goes(admin, client):
    key = new_app(admin, "Moving")["key"]
    game = app_game(client, key, names=({"name": "Ann", "player_id": "first"},), seats=2)
    gid = game["game_id"]

    def listed(**query) -> list[str]:
        return [g["game_id"] for g in _pages(client, key, **query)[0]]

    assert listed(status="waiting") == [gid] and listed(status="playing") == []
    joined = client.post(f"/v1/games/{gid}/players", json={"name": "Bo", "player_id": "second"},
                         headers=app_key(key)).get_json()
    assert listed(status="waiting") == [] and listed(status="playing") == [gid]
    assert listed(player_id="second") == [gid] == listed(player_id="first", kind="vri_atter")
    assert listed(player_id="second", status="waiting") == []
    resigned = client.post(f"/v1/games/{gid}/moves", json={"type": "resign"},
                           headers=auth(joined["token"]))
    assert resigned.status_code == 200, resigned.get_json()
    assert listed(status="finished") == [gid] and listed(status="playing") == []
    assert listed(kind="slyng") == [] and listed() == [gid]


def test_streams_on_an_apps_games_are_counted_against_its_quota(admin, client, registry):
    made = new_app(admin, "Streams")
    key, app_id = made["key"], made["app"]["app_id"]
    registry.set_quota(app_id, {"open_streams": 2})
    time.sleep(0.6)  # the service reads an app at most half a second old
    game = app_game(client, key)
    url = f"/v1/games/{game['game_id']}/stream"
    held = [client.get(url, headers=auth(seat["token"]), buffered=False)
            for seat in game["seats"]]
    assert [r.status_code for r in held] == [200, 200]
    refused = client.get(url, buffered=False)
    assert refused.status_code == 429 and refused.get_json()["code"] == "RATE_LIMITED"
    held.pop().close()  # closed before it sent a frame: its place is given back all the same
    again = client.get(url, buffered=False)
    assert again.status_code == 200
    for response in (*held, again):
        response.close()
    assert client.get(url, buffered=False).status_code == 200


def test_quotas_are_whole_numbers_written_either_way(admin):
    app_id = new_app(admin, "Whole")["app"]["app_id"]
    url, headers = f"/v1/admin/apps/{app_id}/quotas", {"Cardtable-Admin-Key": ADMIN}
    set_ = admin.patch(url, json={"open_streams": 7.0, "creates_per_hour": None}, headers=headers)
    assert set_.status_code == 200 and set_.get_json()["quotas"]["open_streams"] == 7
    for bad in (1.5, True, "3", -1):
        refused = admin.patch(url, json={"open_streams": bad}, headers=headers)
        assert refused.status_code == 422 and refused.get_json()["field"] == "open_streams"


def test_an_apps_endpoint_is_checked_as_a_games_webhook_is(admin):
    app_id = new_app(admin, "Endpoints")["app"]["app_id"]
    url, headers = f"/v1/admin/apps/{app_id}/webhooks", {"Cardtable-Admin-Key": ADMIN}
    for body, code, field in (({"url": "https://no-such-host.invalid/x"}, "WEBHOOK_REFUSED",
                               "url"),
                              ({"url": "http://127.0.0.1/x"}, "WEBHOOK_REFUSED", "url"),
                              ({"url": "https://example.com/x", "events": ["moves"]},
                               "BAD_PARAMETERS", "events.0")):
        refused = admin.post(url, json=body, headers=headers)
        assert refused.status_code == 422, refused.get_json()
        assert (refused.get_json()["code"], refused.get_json()["field"]) == (code, field)
