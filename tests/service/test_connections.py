"""What one client can hold of the service: a stalled body is answered 408 and closed once its
time is up, and one address's connections are capped so that others are still served."""

import email.utils
import http.client
import json
import socket
import time

import pytest

from harness.services import running_service, wait_until
from service.apps.registry import Apps

from .helpers import store_client

BODY_SECONDS = 3
PER_ADDRESS = 20


@pytest.fixture(scope="module")
def guarded(redis_url, key_prefix):
    with running_service(redis_url, key_prefix, workers=2, args=("--no-worker",), env={
            "CARDTABLE_BODY_TIMEOUT_SECONDS": str(BODY_SECONDS),
            "CARDTABLE_MAX_CONNECTIONS_PER_ADDRESS": str(PER_ADDRESS)}) as base:
        yield base


def _stalled(port: int) -> socket.socket:
    """A connection that sends a request's head and part of its body, then nothing."""
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    s.sendall(b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              b"Content-Length: 1000\r\n\r\n{\"kind\": ")
    return s


def _answer(s: socket.socket) -> tuple[int, dict, float]:
    """The status and problem a connection was answered with, and when it was closed."""
    data = b""
    while chunk := s.recv(65536):
        data += chunk
    closed = time.monotonic()
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body), closed


def _other_address(port: int) -> http.client.HTTPConnection:
    # the whole of 127.0.0.0/8 is this machine: 127.0.0.2 is another client address
    return http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                      source_address=("127.0.0.2", 0))


def _call(conn, method, path, body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    started = time.monotonic()
    conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
    response = conn.getresponse()
    payload = json.loads(response.read())
    return response.status, payload, time.monotonic() - started


def test_stalled_bodies_are_closed_and_one_address_cannot_crowd_out_another(guarded):
    port = int(guarded.rsplit(":", 1)[1])
    opened = time.monotonic()
    held = [_stalled(port) for _ in range(100)]

    # meanwhile another address plays, each request answered within a second
    other = _other_address(port)
    status, game, took = _call(other, "POST", "/v1/games", {
        "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}]})
    assert status == 201 and took < 1, (status, took)
    gid, slowest = game["game_id"], took
    for _ in range(10):
        status, view, took = _call(other, "GET", f"/v1/games/{gid}")
        slowest = max(slowest, took)
        token = game["seats"][view["to_act"][0]]["token"]
        status, _, took = _call(other, "POST", f"/v1/games/{gid}/moves", {"type": "draw"}, token)
        if status == 409:  # draws used up: pass
            status, _, took = _call(other, "POST", f"/v1/games/{gid}/moves", {"type": "pass"},
                                    token)
        assert status == 200
        slowest = max(slowest, took)
    assert slowest < 1, slowest

    answers = [_answer(s) for s in held]
    for s in held:
        s.close()
    codes = [problem["code"] for _, problem, _ in answers]
    # each of the two workers held at most PER_ADDRESS of them; the rest were turned away
    assert codes.count("TOO_MANY_CONNECTIONS") >= 100 - 2 * PER_ADDRESS, codes
    assert codes.count("REQUEST_TIMEOUT") + codes.count("TOO_MANY_CONNECTIONS") == 100, codes
    timed_out = [(status, closed) for status, problem, closed in answers
                 if problem["code"] == "REQUEST_TIMEOUT"]
    assert timed_out and all(status == 408 for status, _ in timed_out)
    # closed once their time was up, not held on
    assert all(BODY_SECONDS - 0.5 < closed - opened < BODY_SECONDS + 5
               for _, closed in timed_out), [closed - opened for _, closed in timed_out]


def test_an_apps_requests_pass_the_address_cap(redis_url, key_prefix):
    _, key = Apps(store_client(redis_url, decode_responses=True), key_prefix).create("Many")
    # one worker, so that every connection below is counted against the same cap
    with running_service(redis_url, key_prefix, workers=1, args=("--no-worker",), env={
            "CARDTABLE_BODY_TIMEOUT_SECONDS": "20",
            "CARDTABLE_MAX_CONNECTIONS_PER_ADDRESS": str(PER_ADDRESS)}) as base:
        port = int(base.rsplit(":", 1)[1])

        def status(headers: dict) -> int:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", "/v1/kinds", headers=headers)
            answer = conn.getresponse().status
            conn.close()
            return answer

        held = [_stalled(port) for _ in range(PER_ADDRESS)]
        # the worker has taken them all in once a request without a key is turned away
        assert wait_until(lambda: status({}) == 503, 15)
        answers = [status(headers) for headers in ({"Cardtable-App-Key": key}, {}) * 2]
        for s in held:
            s.close()
    assert answers == [200, 503] * 2


def test_answers_carry_the_second_they_were_made_in(guarded):
    # the workers format the Date header once a second: it must still follow the clock
    conn = http.client.HTTPConnection("127.0.0.1", int(guarded.rsplit(":", 1)[1]), timeout=10)
    dates = []
    for _ in range(4):
        before = time.time()
        conn.request("GET", "/readyz")
        response = conn.getresponse()
        response.read()
        dated = email.utils.parsedate_to_datetime(response.getheader("Date")).timestamp()
        assert int(before) <= dated <= time.time(), (before, response.getheader("Date"))
        dates.append(dated)
        time.sleep(0.6)
    assert len(set(dates)) >= 2


def test_a_body_that_fails_to_read_closes_its_connection(guarded):
    """A malformed chunked body is answered 400 and its connection closed at once: where the
    next request starts is unknown, so what follows is never read as one (the keep-alive
    connection is not left waiting in that state either)."""
    port = int(guarded.rsplit(":", 1)[1])
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    sent = time.monotonic()
    s.sendall(b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              b"Transfer-Encoding: chunked\r\n\r\n5\r\n{\"ki\r\nZZ\r\n"
              b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    status, problem, closed = _answer(s)  # one answer only: a second would not parse
    s.close()
    assert status == 400 and problem["code"] == "BAD_REQUEST", problem
    assert closed - sent < 5  # the keep-alive timeout is 15 s


@pytest.mark.parametrize("size", [0, 100, 8 << 20])
def test_the_workers_sendall_delivers_everything_whole_or_in_pieces(size):
    """The workers' sendall (one send first, gevent's for what is left): a small answer goes
    in one send, one larger than the socket's buffers in many, and all of it arrives."""
    import gevent
    from gevent import socket as gevent_socket

    from service.connections import _sendall

    sender, receiver = gevent_socket.socketpair()
    data = bytes(range(256)) * (size // 256) + b"x" * (size % 256)
    received = bytearray()

    def read():
        while len(received) < size:
            received.extend(receiver.recv(1 << 16))

    reader = gevent.spawn(read)
    _sendall(sender, data)
    reader.join(timeout=30)
    sender.close()
    receiver.close()
    assert bytes(received) == data
