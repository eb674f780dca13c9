"""A real Redis Cluster on loopback for the tests: `redis-server` processes (3 masters with a
replica each by default), joined by `redis-cli --cluster create`, waited for with a deadline
of its own, and stopped with everything it wrote."""

import re
import shutil
import socket
import subprocess
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

READY_DEADLINE_SECONDS = 90


def _free_ports(n: int) -> list[int]:
    """`n` free ports, each with its cluster bus port (+10000) free too."""
    ports: list[int] = []
    while len(ports) < n:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port + 10000 > 65535 or port in ports:
            continue
        with socket.socket() as bus:
            try:
                bus.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        ports.append(port)
    return ports


@dataclass
class Cluster:
    ports: list[int]
    procs: dict[int, subprocess.Popen] = field(default_factory=dict)
    directory: Path = Path(".")

    @property
    def url(self) -> str:
        """The service's spelling: every node, so a client starts from any that answers."""
        return "redis+cluster://" + ",".join(f"127.0.0.1:{p}" for p in self.ports)

    def node(self, port: int) -> redis.Redis:
        # no retries: a killed node must answer "refused" at once, not after backoffs
        return redis.Redis(host="127.0.0.1", port=port, socket_timeout=5,
                           socket_connect_timeout=1, retry=Retry(NoBackoff(), 0))

    def start_node(self, port: int) -> None:
        node_dir = self.directory / str(port)
        node_dir.mkdir(exist_ok=True)
        self.procs[port] = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1",
             "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
             "--cluster-node-timeout", "2000", "--appendonly", "no", "--save", "",
             "--dir", str(node_dir), "--logfile", "redis.log"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def masters(self) -> list[int]:
        """The ports of the nodes that serve slots now."""
        out = []
        for port in self.ports:
            try:
                if self.node(port).info("replication")["role"] == "master":
                    out.append(port)
            except redis.RedisError:
                continue
        return out

    def master_of(self, key: str) -> int:
        """The port of the master that serves `key`'s slot now."""
        slot = redis.crc.key_slot(key.encode())
        for port in self.masters():  # a master that says it serves the slot itself
            for start, end, master, *_ in self.node(port).execute_command("CLUSTER SLOTS"):
                if start <= slot <= end and int(master[1]) == port:
                    return port
        raise LookupError(f"no master serves slot {slot}")

    def _ready(self, port: int) -> bool:
        node = self.node(port)
        if node.cluster("INFO")["cluster_state"] != "ok":
            return False
        # a replica that has not synced with its master yet would not take over from it
        replication = node.info("replication")
        return replication["role"] == "master" or replication["master_link_status"] == "up"

    def wait_ok(self, deadline: float) -> None:
        """Until every running node says the cluster is ok, and every replica has synced."""
        while True:
            try:
                if all(self._ready(p) for p, proc in self.procs.items() if proc.poll() is None):
                    return
            except redis.RedisError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the Redis Cluster did not become ready in time")
            time.sleep(0.2)

    def stop(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.kill()
        for proc in self.procs.values():
            proc.wait()


MIN_VERSION = (7, 0)  # sharded pub/sub


def _check_binaries() -> None:
    missing = [b for b in ("redis-server", "redis-cli") if shutil.which(b) is None]
    found = None
    if not missing:
        version = subprocess.run(["redis-server", "--version"], capture_output=True, text=True,
                                 check=False).stdout
        found = re.search(r"v=(\d+)\.(\d+)", version)
    if missing or not found or tuple(map(int, found.groups())) < MIN_VERSION:
        raise RuntimeError("the Redis Cluster tests (-m cluster) need redis-server and "
                           "redis-cli 7.0 or newer on the PATH (apt install redis-server); "
                           "-m 'not cluster' leaves them out")


@contextmanager
def running_cluster(directory: Path, masters: int = 3, replicas: int = 1):
    _check_binaries()
    cluster = Cluster(_free_ports(masters * (1 + replicas)), directory=directory)
    try:
        for port in cluster.ports:
            cluster.start_node(port)
        deadline = time.monotonic() + READY_DEADLINE_SECONDS
        for port in cluster.ports:
            while True:
                try:
                    cluster.node(port).ping()
                    break
                except redis.RedisError:
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"redis-server on {port} did not start") from None
                    time.sleep(0.1)
        subprocess.run(["redis-cli", "--cluster", "create",
                        *(f"127.0.0.1:{p}" for p in cluster.ports),
                        "--cluster-replicas", str(replicas), "--cluster-yes"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       timeout=READY_DEADLINE_SECONDS)
        cluster.wait_ok(deadline)
        yield cluster
    finally:
        cluster.stop()
