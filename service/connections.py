"""The service's gunicorn worker: gevent's, with two bounds on what one client can hold.

- A request's body must arrive within `CARDTABLE_BODY_TIMEOUT_SECONDS` (15) of its head
  (gunicorn already drops a connection whose head takes longer than the keep-alive timeout):
  a client that sends part of a body and stalls gets `408 REQUEST_TIMEOUT` and is closed,
  instead of holding its connection for ever.
- One client address may hold at most `CARDTABLE_MAX_CONNECTIONS_PER_ADDRESS` (500) of a
  worker's connections at once (0: no cap, e.g. behind a proxy that shows one address for
  everyone); past that a new connection's first request gets `503 TOO_MANY_CONNECTIONS` and
  the connection is closed, so one address cannot take every slot of a worker. A request that
  carries a valid app key is let through: an app's backend is one address for all its users,
  and its own quotas bound it (service/quotas.py).
"""

import socket
import time
from collections import Counter

import gevent
from gevent import socket as gevent_socket
from gunicorn import util as gunicorn_util
from gunicorn.http.body import LengthReader
from gunicorn.http.errors import NoMoreData
from gunicorn.workers.ggevent import GeventWorker

from .config import Settings
from .http import BodyTimedOut
from .server import write_problem


class _DeadlineBody:
    """A request body whose reads fail once its deadline has passed: with BodyTimedOut while
    the app reads it (answered 408), with NoMoreData once gunicorn reads what the app left
    (it closes the connection)."""

    def __init__(self, body, deadline: float):
        self._body, self._deadline = body, deadline
        self.late = BodyTimedOut

    def _timed(self, read, *args):
        reader = getattr(self._body, "reader", None)
        if type(reader) is LengthReader and reader.length == 0:
            # all of the body has come: this read takes no socket read, and needs no timer
            # (a body is read about three times: the app's read, its check of the end, and
            # gunicorn's of what the app left)
            return read(*args)
        remaining = self._deadline - time.monotonic()
        if remaining <= 0:
            raise self.late()
        try:
            with gevent.Timeout(remaining):
                return read(*args)
        except gevent.Timeout:
            raise self.late() from None

    @property
    def failed(self) -> bool:
        """Whether reading the body raised: gunicorn then closes the connection (where the
        next request starts is unknown) rather than reading on. It asks the body it holds."""
        return getattr(self._body, "failed", False)

    def read(self, size=None):
        return self._timed(self._body.read, size)

    def readline(self, size=None):
        return self._timed(self._body.readline, size)

    def readlines(self, size=None):
        return self._timed(self._body.readlines, size)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line


def _refuse(client) -> None:
    """Answer 503 and close. What the client sent is read first (for a second at most):
    closing a socket with unread data resets it, and the client would lose the answer."""
    try:
        write_problem(client, 503, "Service Unavailable",
                      "this address holds too many connections: close some",
                      code="TOO_MANY_CONNECTIONS", headers={"Retry-After": "1"})
        client.shutdown(socket.SHUT_WR)
        client.settimeout(1.0)
        while client.recv(65536):
            pass
    except OSError:
        pass
    finally:
        client.close()


_gevent_sendall = gevent_socket.socket.sendall


def _sendall(sock, data, flags=0):
    """gevent's sendall, trying one send of the whole first. gevent's asks the kernel for the
    socket's buffer size on every call (to cut large data in pieces), but an answer, a stream's
    frames or a Redis command almost always go whole in one send. (gevent's SSL sockets have
    a sendall of their own, which this leaves alone.)"""
    if type(data) is bytes:
        try:
            sent = sock._sock.send(data, flags)
        except BlockingIOError:  # the buffer is full: gevent's waits for room
            sent = 0
        if sent == len(data):
            return
        data = memoryview(data)[sent:]
    _gevent_sendall(sock, data, flags)


_gunicorn_http_date = gunicorn_util.http_date
_date = [-1, ""]  # the second, and its Date header


def _http_date(timestamp=None):
    """gunicorn's Date header, formatted once a second rather than for every answer (the
    header has whole seconds; formatting it was a hundredth of a move's time)."""
    if timestamp is not None:
        return _gunicorn_http_date(timestamp)
    second = int(time.time())
    if second != _date[0]:
        _date[:] = second, _gunicorn_http_date(second)
    return _date[1]


class GuardedWorker(GeventWorker):
    def init_process(self):
        gevent_socket.socket.sendall = _sendall
        gunicorn_util.http_date = _http_date
        super().init_process()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        settings = Settings.from_env()
        self.body_seconds = settings.body_timeout_seconds
        self.per_address = settings.max_connections_per_address
        self.open_by_address: Counter = Counter()
        self.over_cap: set = set()  # connections past their address's cap, until a request

    def handle(self, listener, client, addr):
        address = addr[0] if isinstance(addr, tuple) else ""
        if self.per_address and self.open_by_address[address] >= self.per_address:
            self.over_cap.add(client)  # its first request decides: an app's goes on
        self.open_by_address[address] += 1
        try:
            super().handle(listener, client, addr)
        finally:
            self.over_cap.discard(client)
            self.open_by_address[address] -= 1
            if not self.open_by_address[address]:
                del self.open_by_address[address]

    def _from_an_app(self, req) -> bool:
        key = next((value for name, value in req.headers if name == "CARDTABLE-APP-KEY"), None)
        return key is not None and self.wsgi.extensions["cardtable"]["apps"].by_key(
            key.strip()) is not None

    def handle_request(self, listener_name, req, sock, addr):
        if sock in self.over_cap:
            if not self._from_an_app(req):
                _refuse(sock)
                raise StopIteration("the address holds too many connections")
            self.over_cap.discard(sock)
        req.body = body = _DeadlineBody(req.body, time.monotonic() + self.body_seconds)
        super().handle_request(listener_name, req, sock, addr)
        body.late = NoMoreData
