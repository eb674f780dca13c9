"""The processes `cardtable serve` starts (its embedded Redis and its worker): tied to its life,
and found again if they outlive it.

- **They die with serve.** Each is started with a parent-death signal (Linux's
  PR_SET_PDEATHSIG): however serve ends, SIGKILL included, the kernel sends them SIGTERM, so a
  Redis writes its append-only file out and exits, and a worker stops. Elsewhere nothing
  sends it; the next serve finds them instead (below).
- **They hold the data directory.** The embedded Redis and the worker inherit serve's lock on
  its data directory (an flock on `serve.lock`, held while any process has it open), so a
  later serve cannot take the directory while one of them lives. The lock file names them
  (`Holders`): a serve that finds the lock held by children of a serve that is gone stops
  them first, and never starts a second Redis on the same files.
- **They are supervised** (`Supervised`): restarted when they die, after 1 s (doubling up to
  8 s while one keeps dying within 3 s of its start), logged; the worker's state is written
  to a file that every gunicorn worker reads for /readyz and /metrics.
"""

import ctypes
import ctypes.util
import json
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path

log = logging.getLogger("cardtable.server")

_PR_SET_PDEATHSIG = 1


def _prctl():
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True).prctl
    except (OSError, AttributeError):
        return None


_PRCTL = _prctl()


def dying_with(parent: int):
    """A `preexec_fn` that has the child sent SIGTERM when `parent` (the process starting it)
    ends; a child whose parent is already gone exits at once."""

    def tie() -> None:
        if _PRCTL is not None:
            _PRCTL(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        if os.getppid() != parent:
            os._exit(1)

    return tie


def command_of(pid: int) -> str | None:
    """The command line of a live process (None: no such process, or a zombie)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            if stat.read().rsplit(b")", 1)[1].split()[0] == b"Z":
                return None
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(
            errors="replace").strip()
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return None
    except OSError:  # no /proc here
        pass
    listed = subprocess.run(["ps", "-o", "stat=,command=", "-p", str(pid)],
                            capture_output=True, text=True)
    line = listed.stdout.strip()
    if listed.returncode != 0 or not line or line.startswith("Z"):
        return None
    return line.split(None, 1)[1] if " " in line else ""


@dataclass
class Holders:
    """Who holds a data directory, as its lock file says: the serve and its children."""

    serve: int
    port: int
    redis: int | None = None
    worker: int | None = None

    # how each is recognized (a pid may have been given to another process since)
    COMMANDS = {"serve": "serve", "redis": "redis-server", "worker": "worker"}

    @classmethod
    def read(cls, text: str) -> "Holders | None":
        try:
            data = json.loads(text)
            return cls(int(data["serve"]), int(data["port"]), data.get("redis"),
                       data.get("worker"))
        except (ValueError, KeyError, TypeError):
            return None

    def text(self) -> str:
        return json.dumps(asdict(self)) + "\n"

    def live(self, role: str) -> int | None:
        """The pid of `role` if that process still runs (and is what it was)."""
        pid = getattr(self, role)
        if not pid:
            return None
        command = command_of(pid)
        return pid if command is not None and self.COMMANDS[role] in command else None

    def describe(self) -> str:
        return f"cardtable serve (pid {self.serve}, port {self.port})"


def stop_pids(pids: list[int], seconds: float) -> None:
    """SIGTERM each (and SIGCONT, should it be stopped), and SIGKILL those still there after
    `seconds`."""
    for sig, wait in ((signal.SIGTERM, seconds), (signal.SIGKILL, 5.0)):
        for pid in pids:
            try:
                os.kill(pid, sig)
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline and any(command_of(p) is not None for p in pids):
            time.sleep(0.05)
        pids = [p for p in pids if command_of(p) is not None]
        if not pids:
            return


@dataclass
class WorkerStatus:
    """What serve tells its gunicorn workers of its `cardtable worker` (a JSON file)."""

    up: bool
    restarts: int = 0

    @classmethod
    def read(cls, path: str) -> "WorkerStatus | None":
        try:
            data = json.loads(Path(path).read_text())
            return cls(bool(data["up"]), int(data["restarts"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def write(self, path: str) -> None:
        temporary = f"{path}.{os.getpid()}"
        Path(temporary).write_text(json.dumps(asdict(self)))
        os.replace(temporary, path)  # a reader sees the old file or the new, never half


class Supervised:
    """A child process started again whenever it dies, until `stop()`: serve's embedded Redis
    and its worker. `on_start(pid)` runs after each start (an exception there, once the child
    has run, ends this whole process, for its own supervisor to start it again), and
    `status_file` (when given) says whether the child runs and how often it was restarted.
    `popen` is passed to each `subprocess.Popen`."""

    FIRST_DELAY, MAX_DELAY, STABLE_AFTER = 1.0, 8.0, 3.0

    def __init__(self, args: list[str], name: str, status_file: str | None = None,
                 on_start=None, **popen):
        self.args, self.name, self.status_file = args, name, status_file
        self.on_start, self.popen = on_start, popen
        self.restarts = 0
        self._proc: subprocess.Popen | None = None
        self._started = 0.0
        self._stopping = False
        self._lock = threading.Lock()  # stop() must not miss a child started meanwhile

    def start(self) -> None:
        self._spawn()
        threading.Thread(target=self._watch, name=f"supervise {self.name}", daemon=True).start()

    def _spawn(self) -> None:
        with self._lock:
            if self._stopping:
                return
            self._proc = subprocess.Popen(self.args, preexec_fn=dying_with(os.getpid()),
                                          **self.popen)
            self._started = time.monotonic()
        if self.on_start is not None:
            self.on_start(self._proc.pid)
        self._tell(True)

    def _tell(self, up: bool) -> None:
        if self.status_file is not None:
            WorkerStatus(up, self.restarts).write(self.status_file)

    def _watch(self) -> None:
        # gevent's threads are greenlets, copied into every forked gunicorn worker: only the
        # process that started the child watches over it
        owner, delay = os.getpid(), self.FIRST_DELAY
        while not self._stopping and os.getpid() == owner:
            code = self._proc.wait()
            if self._stopping or os.getpid() != owner:
                return
            self._tell(False)
            ran = time.monotonic() - self._started
            if ran >= self.STABLE_AFTER:
                delay = self.FIRST_DELAY
            log.error("%s (pid %d) exited with %s after %.1f s: starting it again in %.0f s",
                      self.name, self._proc.pid, code, ran, delay)
            time.sleep(delay)
            delay = min(delay * 2, self.MAX_DELAY)
            self.restarts += 1
            try:
                self._spawn()
            except (Exception, SystemExit) as err:
                log.error("%s does not start again (%s): the service exits", self.name, err)
                os._exit(3)  # so that a supervisor restarts the whole service

    def stop(self, timeout: float = 10) -> None:
        with self._lock:
            self._stopping = True
            proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                log.error("%s did not stop in %.0f s: killing it", self.name, timeout)
                proc.kill()
                proc.wait()
