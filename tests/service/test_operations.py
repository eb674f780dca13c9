"""Operating the service: names, quotas, a full store, headers, metrics and logs."""

import collections
import json
import re
import subprocess
import threading
import time

import pytest
import redis
import requests

import engine
from engine import codec
from harness.services import free_port
from service import create_app
from service.apps.registry import Apps
from service.config import Settings

from .contract import Wire
from .helpers import auth, create, keys_of, store_client


def test_names_are_trimmed_and_visible(client):
    ok = client.post("/v1/games", json={"kind": "slyng", "seats": 2,
                                        "players": [{"name": "  Åse Ødegård  "}]})
    assert ok.status_code == 201 and ok.get_json()["seats"][0]["name"] == "Åse Ødegård"
    gid = ok.get_json()["game_id"]
    assert client.get(f"/v1/games/{gid}").get_json()["players"][0]["name"] == "Åse Ødegård"
    for bad in ("", "   ", "x" * 41, "a\x00b", "evil\u202etxt", "zero\u200bwidth", "tab\tname",
                "line\u2028break"):
        r = client.post(f"/v1/games/{gid}/players", json={"name": bad})
        assert r.status_code == 422 and r.get_json()["field"].startswith("name"), bad
    assert client.post(f"/v1/games/{gid}/players", json={"name": "x" * 40}).status_code == 201


def test_options_that_do_not_fit_the_seats_are_refused_at_creation(client):
    for options, field in (({"max_players": 2}, "options.max_players"),
                           ({"decks": 1}, "options.decks")):
        r = client.post("/v1/games", json={"kind": "dac", "options": options, "seats": 9,
                                           "players": [{"name": "a"}]})
        assert r.status_code == 422 and r.get_json()["field"] == field, r.get_json()


@pytest.fixture
def tight(redis_url, key_prefix):
    prefix = f"{key_prefix}:tight-{time.monotonic_ns()}"
    app = create_app(Settings(redis_url=redis_url, key_prefix=prefix,
                              rate_limit_address="8 per minute",
                              rate_limit_token="3 per minute", create_limit="2 per hour"))
    return app.test_client()


def _limited(response, method: str, template: str):
    assert response.status_code == 429, response.get_json()
    Wire(None).check(method, template, response)  # as the contract documents it
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["code"] == "RATE_LIMITED"
    assert int(response.headers["Retry-After"]) > 0
    assert response.headers["RateLimit-Remaining"] == "0"
    assert int(response.headers["RateLimit-Limit"]) > 0
    assert int(response.headers["RateLimit-Reset"]) > 0


def test_quotas_per_token_per_address_and_on_creation(tight):
    body = {"kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]}
    first = tight.post("/v1/games", json=body).get_json()
    tight.post("/v1/games", json=body)
    # a third game within the hour
    _limited(tight.post("/v1/games", json=body), "post", "/v1/games")
    token = first["seats"][0]["token"]
    gid = first["game_id"]
    check = f"/v1/games/{gid}/moves/validate"
    for _ in range(3):  # a token's quota is spent by its writes
        assert tight.post(check, json={"type": "take"}, headers=auth(token)).status_code == 200
    _limited(tight.post(check, json={"type": "take"}, headers=auth(token)),
             "post", "/v1/games/{game_id}/moves/validate")
    assert tight.get(f"/v1/games/{gid}", headers=auth(token)).status_code == 200  # a read
    # the address's 8 requests are used up
    _limited(tight.get(f"/v1/games/{gid}"), "get", "/v1/games/{game_id}")
    assert tight.get("/healthz").status_code == 200  # probes are not counted


def test_a_burst_of_concurrent_requests_is_counted_to_the_last_one(redis_url, key_prefix):
    """More requests at once than the rate limiter has Redis connections: each waits for one
    and is counted, none slips through uncounted."""
    app = create_app(Settings(redis_url=redis_url, key_prefix=f"{key_prefix}:burst",
                              rate_limit_address="40 per minute", redis_max_connections=2))
    start = threading.Barrier(120)
    statuses = []

    def one():
        client = app.test_client()
        start.wait()
        statuses.append(client.get("/v1/games/0123456789abcdef0123").status_code)

    threads = [threading.Thread(target=one) for _ in range(120)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert sorted(collections.Counter(statuses).items()) == [(404, 40), (429, 80)]


def test_hints_spend_the_search_they_ask_for(redis_url, key_prefix):
    """A hint holds its worker's processor for its whole budget: hints are counted in
    milliseconds of search per address, and the bots that answer at once cost nothing."""
    prefix = f"{key_prefix}:think-{time.monotonic_ns()}"
    app = create_app(Settings(redis_url=redis_url, key_prefix=prefix,
                              think_limit="100 per minute"))
    client = app.test_client()
    game = client.post("/v1/games", json={"kind": "slyng", "players": [
        {"name": "a"}, {"name": "b"}]}).get_json()
    seat = client.get(f"/v1/games/{game['game_id']}").get_json()["to_act"][0]
    auth = {"Authorization": f"Bearer {game['seats'][seat]['token']}"}
    hint = f"/v1/games/{game['game_id']}/hint"
    assert client.get(hint + "?budget_ms=60", headers=auth).status_code == 200
    refused = client.get(hint + "?budget_ms=60", headers=auth)  # 120 ms past 100
    _limited(refused, "get", "/v1/games/{game_id}/hint")
    assert "bot search" in refused.get_json()["detail"]
    assert client.get(hint + "?bot=greedy", headers=auth).status_code == 200
    other = client.get(hint + "?budget_ms=60", headers=auth,
                       environ_base={"REMOTE_ADDR": "10.1.2.3"})
    assert other.status_code == 200  # another address has its own


def test_the_default_quotas_are_generous():
    defaults = Settings(redis_url="redis://unused")
    assert defaults.rate_limit_address == "120000 per minute"
    assert defaults.rate_limit_token == "6000 per minute"
    assert defaults.create_limit == "20000 per hour"
    assert defaults.think_limit == "30000 per minute"  # half a processor per address


@pytest.fixture
def small_redis(tmp_path):
    """A private redis-server with a small maxmemory and the policy compose uses."""
    port = free_port()
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                             "--save", "", "--appendonly", "no", "--dir", str(tmp_path),
                             "--maxmemory", "4mb", "--maxmemory-policy", "noeviction"],
                            stdout=subprocess.DEVNULL)
    client = redis.Redis(port=port)
    for _ in range(200):
        try:
            client.ping()
            break
        except redis.ConnectionError:
            time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0"
    proc.kill()
    proc.wait()


def test_every_request_on_a_game_is_counted_whether_or_not_it_reads_the_game(small_redis):
    """Quotas of a game's operations are counted with the game's read; a request refused
    before that read is counted as it ends; a Redis that lost its scripts counts on."""
    client = create_app(Settings(redis_url=small_redis, key_prefix="counted",
                                 rate_limit_address="4 per minute")).test_client()
    missing = "/v1/games/0123456789abcdef0123"
    for _ in range(2):  # refused before the game is read
        assert client.post(missing + "/moves", data="{", content_type="application/json"
                           ).status_code == 400
    redis.Redis.from_url(small_redis).script_flush()
    assert client.get(missing).status_code == 404  # read, with the counting script reloaded
    assert client.get("/v1/games/not-an-id").status_code == 404  # never read
    _limited(client.get(missing), "get", "/v1/games/{game_id}")
    late = client.post(missing + "/moves", data="{", content_type="application/json")
    # refused as it ends, with the headers of every other answer
    _limited(late, "post", "/v1/games/{game_id}/moves")
    assert late.headers["X-Content-Type-Options"] == "nosniff"
    assert late.headers["Cache-Control"] == "no-store" and late.headers["X-Request-ID"]


def test_a_full_store_refuses_new_games_and_keeps_games_in_play(small_redis):
    client = create_app(Settings(redis_url=small_redis, key_prefix="full")).test_client()
    game = client.post("/v1/games", json={"kind": "vri_atter", "players": [
        {"name": "a"}, {"name": "b"}]}).get_json()
    gid = game["game_id"]
    filler = redis.Redis.from_url(small_redis)
    i = 0
    while True:  # fill to about 96% of maxmemory (the service stops creating at 90%)
        memory = filler.info("memory")
        if int(memory["used_memory"]) > 0.96 * int(memory["maxmemory"]):
            break
        filler.set(f"filler:{i}", b"x" * 5_000)
        i += 1
    deadline = time.monotonic() + 5  # the service re-reads Redis's memory once a second
    while True:
        refused = client.post("/v1/games", json={"kind": "slyng", "players": [{"name": "a"}]})
        if refused.status_code == 503 or time.monotonic() > deadline:
            break
        time.sleep(0.3)
    assert refused.get_json()["code"] == "STORE_FULL", refused.get_json()
    assert int(refused.headers["Retry-After"]) > 0
    for _ in range(5):
        view = client.get(f"/v1/games/{gid}").get_json()
        seat = view["to_act"][0]
        moved = client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                            headers=auth(game["seats"][seat]["token"]))
        if moved.status_code == 409:  # draws used up: pass
            moved = client.post(f"/v1/games/{gid}/moves", json={"type": "pass"},
                                headers=auth(game["seats"][seat]["token"]))
        assert moved.status_code == 200, moved.get_json()


def test_a_game_stored_by_a_later_release_is_answered_503_to_retry(client, redis_url,
                                                                    settings):
    # in a deploy, this release's processes run beside the next one's, whose records they
    # may not read: the client is told to retry (and may reach a newer process), not 500
    game = create(client)
    gid, token = game["game_id"], game["seats"][0]["token"]
    key = keys_of(redis_url, settings.key_prefix).game(gid)
    store = store_client(redis_url)
    store.hset(key, "doc", bytes((codec.VERSION + 1,)) + b"\x00later")
    before = store.hgetall(key)
    for answer in (client.get(f"/v1/games/{gid}", headers=auth(token)),
                   client.post(f"/v1/games/{gid}/moves", json={"type": "draw"},
                               headers=auth(token))):
        problem = answer.get_json()
        assert answer.status_code == 503 and problem["code"] == "UNAVAILABLE", problem
        assert answer.headers["Retry-After"] == "1" and "later release" in problem["detail"]
    assert store.hgetall(key) == before


def test_headers_protect_private_answers(client):
    created = client.post("/v1/games", json={"kind": "slyng", "players": [
        {"name": "a"}, {"name": "b"}]})
    gid, token = created.get_json()["game_id"], created.get_json()["seats"][0]["token"]
    for r in (created, client.get(f"/v1/games/{gid}", headers=auth(token)),
              client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)),
              client.get(f"/v1/games/{gid}/events", headers=auth(token)),
              client.get("/v1/games/0123456789abcdef0123")):
        assert r.headers["Cache-Control"] == "no-store"
        assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert client.get("/v1/kinds").headers["X-Content-Type-Options"] == "nosniff"
    echoed = client.get("/healthz", headers={"X-Request-ID": "abc-123"})
    assert echoed.headers["X-Request-ID"] == "abc-123"
    made = client.get("/healthz", headers={"X-Request-ID": "bad id; with spaces"})
    assert re.fullmatch(r"[0-9a-f]{32}", made.headers["X-Request-ID"])


def _metric(text: str, name: str, **labels) -> float:
    total = 0.0
    for line in text.splitlines():
        if not line.startswith(name + "{") and not line.startswith(name + " "):
            continue
        if all(f'{k}="{v}"' in line for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total


def test_metrics_add_up_over_workers_and_logs_are_json_lines(live_server):
    before = requests.get(live_server + "/metrics", timeout=10).text
    games = [requests.post(live_server + "/v1/games", timeout=10, json={
        "kind": "president", "players": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}).json()
        for _ in range(6)]
    refused = 0
    for game in games:
        gid = game["game_id"]
        idle = [s for s in game["seats"]
                if s["seat"] not in requests.get(f"{live_server}/v1/games/{gid}",
                                                 timeout=10).json()["to_act"]]
        r = requests.post(f"{live_server}/v1/games/{gid}/moves", json={"type": "pass"},
                          headers={**auth(idle[0]["token"]), "X-Request-ID": f"req-{gid}"},
                          timeout=10)
        assert r.status_code == 409 and r.headers["X-Request-ID"] == f"req-{gid}"
        refused += 1
    # several scrapes, answered by different workers, each see the whole instance
    for _ in range(4):
        after = requests.get(live_server + "/metrics", timeout=10).text
        assert _metric(after, "cardtable_games_created_total", kind="president") - _metric(
            before, "cardtable_games_created_total", kind="president") == 6
        assert _metric(after, "cardtable_moves_refused_total", code="NOT_YOUR_TURN") - _metric(
            before, "cardtable_moves_refused_total", code="NOT_YOUR_TURN") == refused
        assert _metric(after, "cardtable_move_seconds_count") >= refused
        assert _metric(after, "cardtable_http_requests_total", route="/v1/games",
                       method="POST", status="201") >= 6
        assert _metric(after, "cardtable_engine_compiled") == int(engine.COMPILED)
    time.sleep(0.5)
    lines = [json.loads(line) for line in live_server.log().splitlines() if line.strip()]
    requests_logged = [e for e in lines if e.get("logger") == "cardtable.requests"]
    mine = [e for e in requests_logged if e.get("request_id", "").startswith("req-")]
    assert len(mine) == len(games)
    assert all(e["status"] == 409 and e["code"] == "NOT_YOUR_TURN" and e["route"]
               for e in mine)
    tokens = [s["token"] for g in games for s in g["seats"]] + [g["host_token"] for g in games]
    assert not any(t in live_server.log() for t in tokens)
    server = requests.get(live_server + "/healthz", timeout=10).headers.get("Server", "")
    assert not re.search(r"\d", server), server  # no version banner


def test_metrics_count_finished_games_and_apps_together(live_server, redis_url, key_prefix):
    _, key = Apps(store_client(redis_url, decode_responses=True), key_prefix).create("Metered")
    before = requests.get(live_server + "/metrics", timeout=10).text
    game = requests.post(live_server + "/v1/games", timeout=10, headers={
        "Cardtable-App-Key": key}, json={"kind": "vri_atter", "players": [
            {"name": "a"}, {"name": "b"}]}).json()
    resigned = requests.post(f"{live_server}/v1/games/{game['game_id']}/moves", timeout=10,
                             json={"type": "resign"}, headers=auth(game["seats"][1]["token"]))
    assert resigned.json()["view"]["status"] == "finished"
    after = requests.get(live_server + "/metrics", timeout=10).text
    for name, labels in (("cardtable_games_finished_total", {"kind": "vri_atter"}),
                         ("cardtable_app_games_created_total", {}),
                         ("cardtable_app_requests_total", {})):
        assert _metric(after, name, **labels) - _metric(before, name, **labels) == 1, name
    assert key.split("_")[1] not in after  # one series for all apps
