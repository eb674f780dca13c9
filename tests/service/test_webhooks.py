"""Webhooks: refused targets, signed public deliveries, retries, and no loss when the sender
dies mid-delivery (a real `cardtable worker` process, a local receiver)."""

import base64
import hashlib
import hmac
import json
import signal
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from harness.services import start_worker as worker_process
from service import create_app
from service.apps.registry import Apps
from service.config import Settings
from service.worker import WebhookWorker, WorkerSettings

from .helpers import auth, keys_of, store_client


class Receiver:
    """An HTTP endpoint that records deliveries; the first attempt at the ids in `fail_once`
    answers 500, and the first delivery of all hangs while `hang` is set."""

    def __init__(self):
        self.received: list[tuple[dict, bytes]] = []
        self.arrived: list[float] = []  # when each delivery was answered
        self.delay = 0.0  # how long each answer takes
        self.status = 204  # what every answer says (but those failing once)
        self.fail_once: set[str] = set()
        self.hang = threading.Event()
        self.hanging = threading.Event()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers["Content-Length"])
                body = self.rfile.read(length)
                if len(body) < length:  # its sender died mid-request: nothing was delivered
                    return
                headers = {k.lower(): v for k, v in self.headers.items()}
                if receiver.hang.is_set():
                    receiver.hang.clear()
                    receiver.hanging.set()
                    time.sleep(4)  # the sender is killed meanwhile
                message = headers["webhook-id"]
                status = 500 if message in receiver.fail_once else receiver.status
                receiver.fail_once.discard(message)
                time.sleep(receiver.delay)
                receiver.received.append((headers, body))
                receiver.arrived.append(time.monotonic())
                self.send_response(status)
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def ids(self) -> set[str]:
        return {h["webhook-id"] for h, _ in self.received}


@pytest.fixture
def hooks(redis_url, key_prefix):
    prefix = f"{key_prefix}:hooks-{time.monotonic_ns()}"
    app = create_app(Settings(redis_url=redis_url, key_prefix=prefix, allow_stacked_decks=True,
                              webhooks_allow_private=True))
    receiver = Receiver()
    env = {"CARDTABLE_WEBHOOKS_ALLOW_PRIVATE": "1", "CARDTABLE_WEBHOOK_CLAIM_AFTER_SECONDS": "1",
           "CARDTABLE_WEBHOOK_BACKOFF_SECONDS": "0.2", "CARDTABLE_WEBHOOK_TIMEOUT_SECONDS": "10",
           # these tests time the worker's sends: it must not step back for other tests' load
           "CARDTABLE_WORKER_NICE": "0"}
    workers = []

    def start_worker():
        workers.append(worker_process(redis_url, prefix, env))
        return workers[-1]

    yield app.test_client(), receiver, prefix, start_worker
    for w in workers:
        w.kill()
        w.wait()
    receiver.server.shutdown()


def play(client, game: dict, moves: int) -> int:
    """Up to `moves` moves (fewer if the game ends): how many were made."""
    gid = game["game_id"]
    for made in range(moves):
        view = client.get(f"/v1/games/{gid}").get_json()
        if view["status"] == "finished":
            return made
        seat = view["to_act"][0]
        token = game["seats"][seat]["token"]
        listed = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).get_json()
        assert client.post(f"/v1/games/{gid}/moves", json=listed["moves"][0],
                           headers=auth(token)).status_code == 200
    return moves


def hooked_game(client, receiver, seed: str, moves: int) -> tuple[dict, int]:
    """A seeded two-player Vri åtter game sending its moves to `receiver`, played up to
    `moves` moves: the game, and the moves made."""
    game = client.post("/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}], "seed": seed,
        "webhooks": [{"url": receiver.url, "events": ["move"]}]}).get_json()
    return game, play(client, game, moves)


def verify(secret: str, headers: dict, body: bytes) -> bool:
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return headers["webhook-signature"] == f"v1,{expected}"


def wait_for(condition, seconds: float = 30) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_urls_that_are_no_url_are_refused_even_where_private_targets_are_allowed(
        redis_url, key_prefix):
    """A host that is no host name, a port that is no port, a name that does not resolve
    (.invalid never does): refused at create, not at every delivery after it."""
    client = create_app(Settings(redis_url=redis_url, key_prefix=key_prefix,
                                 webhooks_allow_private=True)).test_client()
    for url in ("http://a..b/", "http://-a.example/", "http://127.0.0.1:99999/",
                "http://cardtable-no-such-host.invalid/hook", "http://ex ample.com/"):
        r = client.post("/v1/games", json={"kind": "slyng", "players": [{"name": "a"}],
                                           "seats": 2, "webhooks": [{"url": url}]})
        assert r.status_code == 422 and r.get_json()["code"] == "WEBHOOK_REFUSED", (url, r.text)
        assert r.get_json()["field"] == "webhooks.0.url"
    for url in ("http://localhost:9/hook", "http://127.0.0.1/hook", "http://[::1]:8080/"):
        r = client.post("/v1/games", json={"kind": "slyng", "players": [{"name": "a"}],
                                           "seats": 2, "webhooks": [{"url": url}]})
        assert r.status_code == 201, (url, r.text)


def test_unsafe_targets_are_refused(client):
    for url, code in (("http://127.0.0.1:9/hook", "WEBHOOK_REFUSED"),
                      ("http://10.0.0.8/hook", "WEBHOOK_REFUSED"),
                      ("http://[::1]/hook", "WEBHOOK_REFUSED"),
                      ("ftp://example.com/hook", "WEBHOOK_REFUSED"),
                      ("http://user:pw@example.com/", "WEBHOOK_REFUSED")):
        r = client.post("/v1/games", json={"kind": "slyng", "players": [{"name": "a"}],
                                           "seats": 2, "webhooks": [{"url": url}]})
        assert r.status_code == 422 and r.get_json()["code"] == code, (url, r.get_json())
    bad = client.post("/v1/games", json={"kind": "slyng", "players": [{"name": "a"}],
                                         "webhooks": [{"url": "https://example.com/",
                                                       "events": ["everything"]}]})
    assert bad.status_code == 422 and bad.get_json()["code"] == "BAD_PARAMETERS"


def test_deliveries_are_signed_public_and_survive_a_killed_sender(hooks, redis_url):
    client, receiver, prefix, start_worker = hooks
    created = client.post("/v1/games", json={
        "kind": "president", "options": {"max_rounds": 1},
        "players": [{"name": "a"}, {"name": "b"}, {"name": "c"}],
        "webhooks": [{"url": receiver.url}]})
    game = created.get_json()
    secret = game["webhook_secret"]
    assert secret.startswith("whsec_")
    assert "webhook_secret" not in client.get(f"/v1/games/{game['game_id']}").get_json()
    play(client, game, 400)
    assert client.get(f"/v1/games/{game['game_id']}").get_json()["status"] == "finished"
    queued = store_client(redis_url).xrange(
        keys_of(redis_url, prefix).of_game("webhooks", game["game_id"]))
    expected = {json.loads(fields[b"delivery"])["id"] for _, fields in queued}
    assert len(expected) > 20
    second = json.loads(queued[1][1][b"delivery"])["id"]
    receiver.fail_once.add(second)
    receiver.hang.set()

    first_worker = start_worker()
    assert receiver.hanging.wait(30), "the first delivery never arrived"
    first_worker.send_signal(signal.SIGKILL)  # mid-delivery: the receiver has not answered
    first_worker.wait()
    start_worker()
    def attempts_at(message: str) -> int:
        return [h["webhook-id"] for h, _ in receiver.received].count(message)

    assert wait_for(lambda: receiver.ids() >= expected and attempts_at(second) >= 2, 60), \
        expected - receiver.ids()

    public = {e["seq"]: e for e in client.get(f"/v1/games/{game['game_id']}/events")
              .get_json()["events"]}
    types = set()
    for headers, body in receiver.received:
        assert verify(secret, headers, body), headers
        payload = json.loads(body)
        types.add(payload["type"])
        assert payload["data"]["game_id"] == game["game_id"]
        if payload["type"] == "move":  # exactly what a spectator may see
            for event in payload["data"]["events"]:
                assert event == public[event["seq"]]
    assert types == {"move", "turn", "finished"}
    # failed once, retried (at least once: a killed sender's sends may be repeated)
    assert attempts_at(second) >= 2


def test_an_endpoint_that_never_answers_holds_up_no_other(hooks):
    """Two games whose five webhook URLs accept and never answer, with many deliveries
    queued before a third game's: that one still arrives within 2 s."""
    client, receiver, _, start_worker = hooks
    holes = []
    for _ in range(5):
        hole = socket.socket()
        hole.bind(("127.0.0.1", 0))
        hole.listen(256)  # connections complete, requests are never read: a black hole
        holes.append(hole)
    urls = [{"url": f"http://127.0.0.1:{h.getsockname()[1]}/hook"} for h in holes]
    try:
        for _ in range(2):
            game = client.post("/v1/games", json={
                "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}],
                "webhooks": urls}).get_json()
            play(client, game, 12)
        start_worker()
        time.sleep(1)  # the worker is sending into the holes
        good = client.post("/v1/games", json={
            "kind": "slyng", "players": [{"name": "a"}, {"name": "b"}],
            "webhooks": [{"url": receiver.url, "events": ["move"]}]}).get_json()
        written = time.monotonic()
        assert wait_for(lambda: any(json.loads(body)["data"]["game_id"] == good["game_id"]
                                    for _, body in receiver.received), 30)
        assert time.monotonic() - written < 2.0
    finally:
        for hole in holes:
            hole.close()


def test_a_burst_reaches_a_fast_endpoint_at_its_own_pace(hooks):
    """Deliveries past an endpoint's share (4 at once) go as its sends are answered: 40 or so
    to an endpoint answering in 50 ms arrive in about half a second (they once waited a second
    each round past the first four: 10 s for 40)."""
    client, receiver, _, start_worker = hooks
    receiver.delay = 0.05
    _, made = hooked_game(client, receiver, "burst", 40)
    assert made >= 20
    start_worker()
    assert wait_for(lambda: len(receiver.received) >= made, 60), (len(receiver.received), made)
    took = max(receiver.arrived) - min(receiver.arrived)
    assert took < 4.0, took


def test_a_failing_endpoint_is_paused_and_its_held_deliveries_wait_out_the_pause(hooks,
                                                                                  redis_url):
    """Two sends at a time to an endpoint that answers 500: after three failures in a row it
    is paused (for the timeout), and the deliveries held for its free slots go to the retry
    set, due when the pause ends, without spending an attempt; none is lost."""
    client, receiver, prefix, _ = hooks
    receiver.status = 500
    game, _ = hooked_game(client, receiver, "paused", 30)
    settings = WorkerSettings(allow_private=True, timeout_seconds=30, backoff_seconds=60,
                              per_endpoint=2, pause_after=3)
    keys = keys_of(redis_url, prefix)
    redis = store_client(redis_url, decode_responses=True)
    worker = WebhookWorker(redis, keys, settings)
    queue = next(q for q in worker.queues if q.stream == keys.of_game("webhooks",
                                                                      game["game_id"]))
    queued = redis.xlen(queue.stream)
    assert queued >= 2 * 8 + 4  # more than the share and the held deliveries
    started, stop = time.time(), threading.Event()
    running = threading.Thread(target=worker.run, args=(stop,))
    running.start()
    try:  # settled: every delivery in the retry set
        assert wait_for(lambda: redis.zcard(queue.retries) == queued, 20), \
            (redis.zcard(queue.retries), queued)
    finally:
        stop.set()
        running.join(10)
    sent = len(receiver.received)
    assert 3 <= sent <= 4  # two at a time: the fourth may have gone before the third failed
    waiting = [(json.loads(member), due) for member, due
               in redis.zrange(queue.retries, 0, -1, withscores=True)]
    ids = {d["id"] for d, _ in waiting}
    assert len(ids) == len(waiting) == queued and receiver.ids() <= ids  # none lost or doubled
    failed = [due for d, due in waiting if d["attempt"] == 1]
    assert len(failed) == sent and all(due >= started + 59 for due in failed)
    # those held for a slot (eight times the share: all but the two that took the first
    # slots freed) wait out the pause, attempts unspent
    paused = [due for d, due in waiting if d["attempt"] == 0 and due >= started + 29]
    assert len(paused) >= 2 * 8 - (sent - 2), (len(paused), sent)


def test_deliveries_a_worker_holds_for_a_slow_endpoint_are_not_taken_over(hooks, redis_url):
    """Two workers, deliveries left pending a second taken over (the fixture's setting), an
    endpoint answering in 0.4 s: what one worker holds for that endpoint's slots waits longer
    than a second, and is still sent once (each worker claims what it holds again)."""
    client, receiver, prefix, start_worker = hooks
    receiver.delay = 0.4
    game, _ = hooked_game(client, receiver, "burst", 60)
    queued = store_client(redis_url).xlen(keys_of(redis_url, prefix).of_game(
        "webhooks", game["game_id"]))
    assert queued >= 40
    start_worker()
    start_worker()
    assert wait_for(lambda: len(receiver.ids()) >= queued, 60), (len(receiver.ids()), queued)
    time.sleep(1.5)  # a delivery taken over would be sent again by now
    sent = [h["webhook-id"] for h, _ in receiver.received]
    assert len(sent) == len(set(sent)) == queued


def test_a_host_that_stops_resolving_is_tried_again_not_dropped(redis_url, key_prefix):
    """A name that resolved at create may not resolve at a delivery (a DNS outage): that is a
    failed attempt, retried with backoff like an endpoint that does not answer."""
    prefix = f"{key_prefix}:unresolved-{time.monotonic_ns()}"
    keys = keys_of(redis_url, prefix)
    redis = store_client(redis_url, decode_responses=True)
    worker = WebhookWorker(redis, keys, WorkerSettings(allow_private=True, backoff_seconds=60))
    worker._ensure_groups()
    queue = worker.queues[0]
    delivery = {"id": "msg_unresolved", "url": "http://cardtable-no-such-host.invalid/hook",
                "secret": "whsec_" + base64.b64encode(b"k" * 24).decode(), "attempt": 0,
                "payload": {"type": "move", "data": {}}}
    redis.xadd(queue.stream, {"delivery": json.dumps(delivery)})
    assert worker.step() == 1
    assert wait_for(lambda: redis.zcard(queue.retries) == 1, 10)
    [(retried, due)] = redis.zrange(queue.retries, 0, -1, withscores=True)
    assert json.loads(retried)["attempt"] == 1 and due > time.time() + 50
    assert redis.llen(queue.dead) == 0 and redis.xlen(queue.stream) == 0


def signatures_valid(secrets: list[str], headers: dict, body: bytes) -> bool:
    """The delivery carries exactly one valid signature per secret, in their order."""
    given = headers["webhook-signature"].split(" ")
    return len(given) == len(secrets) and all(
        verify(secret, {**headers, "webhook-signature": one}, body)
        for secret, one in zip(secrets, given))


def test_an_apps_endpoint_gets_all_its_games_and_both_signatures_while_rotating(
        hooks, redis_url):
    client, receiver, prefix, start_worker = hooks
    registry = Apps(store_client(redis_url, decode_responses=True), prefix)
    app, key = registry.create("Hooked")
    _, other_key = registry.create("Not hooked")
    _, hook = registry.add_webhook(app.id, receiver.url, ["move", "finished"])
    first = hook["secrets"][0]
    start_worker()

    def new_game(app_key: str, **extra) -> dict:
        made = client.post("/v1/games", json={
            "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}], **extra},
            headers={"Cardtable-App-Key": app_key})
        assert made.status_code == 201, made.get_json()
        return made.get_json()

    def delivered(game_id: str) -> list[tuple[dict, bytes]]:
        return [(h, b) for h, b in receiver.received
                if json.loads(b)["data"]["game_id"] == game_id]

    mine = new_game(key)
    theirs = new_game(other_key)
    play(client, mine, 2)
    play(client, theirs, 2)
    assert wait_for(lambda: len(delivered(mine["game_id"])) == 3)  # the create's and 2 moves
    assert all(signatures_valid([first], h, b) for h, b in delivered(mine["game_id"]))
    _, second = registry.rotate_webhook_secret(app.id, hook["id"])
    time.sleep(0.6)  # the service reads an app's endpoints at most half a second old
    rotating = new_game(key)
    assert wait_for(lambda: len(delivered(rotating["game_id"])) == 1)
    [(headers, body)] = delivered(rotating["game_id"])
    assert signatures_valid([first, second], headers, body)
    registry.retire_webhook_secrets(app.id, hook["id"])
    time.sleep(0.6)
    # the game's own webhooks are sent beside its app's
    last = new_game(key, webhooks=[{"url": receiver.url, "events": ["move"]}])
    assert wait_for(lambda: len(delivered(last["game_id"])) == 2)
    signed = sorted(signatures_valid([second], h, b) or
                    signatures_valid([last["webhook_secret"]], h, b)
                    for h, b in delivered(last["game_id"]))
    assert signed == [True, True]
    assert not delivered(theirs["game_id"])
