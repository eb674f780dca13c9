"""`cardtable serve`: the service (service/server.py says how it runs); `cardtable worker`:
the webhook sender, bot player and turn clocks; `cardtable verify RECORD.json`: the referee,
offline (exit 0: a valid game, 1: a move breaks a rule, 2: not a record); `cardtable openapi`:
print the spec; `cardtable apps ...`: the apps that integrate cardtable, their keys and quotas
(service/apps/cli.py).

`serve` also starts one worker (`--no-worker` leaves it out, e.g. when workers run
elsewhere). Without REDIS_URL it starts an embedded Redis whose data lives in
CARDTABLE_DATA_DIR, so games survive a restart.
"""

import argparse
import json
import sys
from pathlib import Path

from .apps import cli as apps_cli


def serve(host: str, port: int, workers: int | None, webhook_worker: bool = True) -> None:
    from .server import serve as run

    run(host, port, workers, webhook_worker)


def verify_file(path: str) -> int:
    """Print the referee's verdict on the record in `path` (`-`: standard input); the exit
    status it means."""
    from engine.referee import RecordProblem, verify

    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text()
        verdict = verify(json.loads(text))
    except (OSError, ValueError, RecursionError) as err:
        where = f" at {err.field}" if isinstance(err, RecordProblem) and err.field else ""
        print(json.dumps({"error": f"not a game record{where}: {err}"}))
        return 2
    print(json.dumps(verdict, indent=2))
    return 0 if verdict["valid"] else 1


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
    run.add_argument("--workers", type=int, help="gunicorn workers (default: WEB_CONCURRENCY, "
                                                 "else 2)")
    run.add_argument("--no-worker", action="store_true", help="do not start a worker")
    sub.add_parser("worker", help="send the queued webhook deliveries, play queued bot moves")
    check = sub.add_parser("verify", help="check a game record, offline")
    check.add_argument("record", help="a record, as GET .../record gives it (-: standard input)")
    sub.add_parser("openapi", help="print the OpenAPI document")
    apps_cli.add_parser(sub)
    args = parser.parse_args(argv)
    if args.command == "serve":
        # the workers are gevent's: patch before anything imports ssl, sockets or threads
        from gevent import monkey

        monkey.patch_all()
        serve(args.host, args.port, args.workers, webhook_worker=not args.no_worker)
    elif args.command == "worker":
        from .worker import main as worker_main

        worker_main()
    elif args.command == "verify":
        sys.exit(verify_file(args.record))
    elif args.command == "apps":
        sys.exit(apps_cli.run(args))
    else:
        sys.stdout.write(openapi_text())


if __name__ == "__main__":
    main()
