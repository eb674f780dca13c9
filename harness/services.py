"""A service under test: `cardtable serve` on a free port, `cardtable worker`, and how to wait
for and stop them. Servers are waited for with a deadline of their own, and every error while
waiting is caught: on a busy machine a first answer can take many seconds."""

import os
import socket
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

import requests

START_DEADLINE_SECONDS = 120


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Service(str):
    """A running service's base URL, with its process and what it has logged so far."""

    proc: subprocess.Popen
    log_file: object

    def log(self) -> str:
        self.log_file.seek(0)
        return self.log_file.read().decode(errors="replace")


def wait_ready(proc: subprocess.Popen, base: str, what: str, tail) -> None:
    """Until `base` answers /readyz with 200, within the servers' own deadline; `proc`
    exiting first, or the deadline passing, is an error that ends with `tail()` (its log)."""
    deadline = time.monotonic() + START_DEADLINE_SECONDS
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited: {tail()}")
        try:
            if requests.get(base + "/readyz", timeout=5).status_code == 200:
                return
        except requests.RequestException:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError(f"{what} did not become ready in time: {tail()}")
        time.sleep(0.2)


@contextmanager
def running_service(redis_url: str | None, key_prefix: str, workers: int = 4,
                    env: dict | None = None, args: tuple[str, ...] = ()):
    """`cardtable serve` on a free port, sharing the test Redis (None: without REDIS_URL, so
    with its embedded one); yields its base URL as a Service."""
    port = free_port()
    environment = {**os.environ, "CARDTABLE_KEY_PREFIX": key_prefix,
                   "CARDTABLE_ALLOW_STACKED_DECKS": "1", **(env or {})}
    environment.pop("REDIS_URL", None)
    if redis_url is not None:
        environment["REDIS_URL"] = redis_url
    log = tempfile.TemporaryFile()  # not a pipe: a full pipe would stall the server
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port),
         "--workers", str(workers), *args],
        env=environment, stdout=subprocess.DEVNULL, stderr=log,
    )

    base = Service(f"http://127.0.0.1:{port}")
    base.proc, base.log_file = proc, log

    wait_ready(proc, base, "the service", lambda: base.log()[-3000:])
    try:
        yield base
    finally:
        stop(proc)
        log.close()


def start_worker(redis_url: str, key_prefix: str, env: dict | None = None) -> subprocess.Popen:
    """`cardtable worker` on the test Redis under `key_prefix`, its output dropped."""
    return subprocess.Popen(
        [sys.executable, "-m", "service.cli", "worker"], stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL, env={**os.environ, "REDIS_URL": redis_url,
                                        "CARDTABLE_KEY_PREFIX": key_prefix, **(env or {})})


def stop(proc: subprocess.Popen) -> None:
    """Ends a process the tests started: SIGTERM, then SIGKILL if it has not ended in 30 s."""
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def answered(method: str, url: str, seconds: float, pause: float = 0.2,
             **kwargs) -> requests.Response:
    """The first answer below 500 to `method url`, sent again (unchanged: a write keeps its
    Idempotency-Key, so it is made once) while the service is down, restarting or failing
    over, for up to `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            answer = requests.request(method, url, timeout=10, **kwargs)
            if answer.status_code < 500:
                return answer
        except requests.RequestException:
            pass
        if time.monotonic() > deadline:
            raise AssertionError(f"{method} {url}: no answer within {seconds} s")
        time.sleep(pause)


def wait_until(condition, seconds: float = 30) -> bool:
    """Whether `condition()` comes true within `seconds` (asked every 0.1 s; a request that
    fails meanwhile counts as not yet)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if condition():
                return True
        except requests.RequestException:
            pass
        time.sleep(0.1)
    return False


def processes() -> dict[int, tuple[int, int]]:
    """Every process's parent and its user and system time in ticks, from /proc."""
    stats = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            stats[int(entry.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    return stats


def process_tree(pids: list[int], stats: dict[int, tuple[int, int]] | None = None) -> set[int]:
    """These processes and all their descendants."""
    stats = processes() if stats is None else stats
    wanted = set(pids)
    while True:
        more = {pid for pid, (parent, _) in stats.items() if parent in wanted} - wanted
        if not more:
            return wanted
        wanted |= more
