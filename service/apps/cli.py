"""`cardtable apps ...`: the operator's commands for apps, on the Redis the service uses
(REDIS_URL, else the embedded Redis of `cardtable serve` in CARDTABLE_DATA_DIR, which must be
running). Each prints JSON; a key or a webhook secret is printed once, when it is made.

Read by `cardtable serve` too, before gevent patches the standard library: everything heavier
than argparse is imported when a command runs."""

import argparse
import json
import sys

from . import QUOTAS

_EVENTS = ("move", "turn", "finished")


def add_parser(sub) -> None:
    apps = sub.add_parser("apps", help="the apps that integrate cardtable: keys, quotas and "
                                       "webhooks")
    command = apps.add_subparsers(dest="apps_command", required=True)
    command.add_parser("create", help="a new app and its first key").add_argument("name")
    command.add_parser("list", help="every app (never a key or a secret)")
    command.add_parser("rotate", help="a further key for an app (the others keep "
                                      "working)").add_argument("app_id")
    revoke = command.add_parser("revoke", help="stop one of an app's keys")
    revoke.add_argument("app_id")
    revoke.add_argument("key_id")
    quota = command.add_parser("set-quota", help="set an app's quotas (a whole number, or "
                                                 "'default' for the service's)")
    quota.add_argument("app_id")
    for name in QUOTAS:
        quota.add_argument(f"--{name.replace('_', '-')}", dest=name, metavar="N")
    hooks = command.add_parser("webhooks", help="endpoints that receive the events of all "
                                                "of an app's games")
    hook = hooks.add_subparsers(dest="webhooks_command", required=True)
    add = hook.add_parser("add", help="a new endpoint (its secret is shown once)")
    add.add_argument("app_id")
    add.add_argument("url")
    add.add_argument("--events", default=",".join(_EVENTS),
                     help=f"what to send, of {','.join(_EVENTS)} (default: all)")
    for name, text in (("remove", "stop sending to an endpoint"),
                       ("rotate-secret", "a new secret: deliveries carry both signatures "
                                         "until the old secret is retired"),
                       ("retire-secrets", "keep only the endpoint's newest secret")):
        one = hook.add_parser(name, help=text)
        one.add_argument("app_id")
        one.add_argument("webhook_id")


def _registry():
    from ..config import ServeSettings, Settings
    from ..redis_pools import client
    from .registry import Apps

    settings = Settings.from_env()
    url = ServeSettings.from_env().redis_url
    if url is None:
        socket = ServeSettings.from_env().data_dir / "redis.sock"
        if not socket.exists():
            raise SystemExit(f"cardtable: no Redis at {socket}: start `cardtable serve`, or set "
                             "REDIS_URL to the service's Redis")
        url = f"unix://{socket}"
    return Apps(client(url, 2, socket_timeout=5, decode_responses=True), settings.key_prefix)


def _quotas(args) -> dict:
    given = {name: getattr(args, name) for name in QUOTAS if getattr(args, name) is not None}
    try:
        return {name: None if value == "default" else int(value)
                for name, value in given.items()}
    except ValueError:
        raise SystemExit("cardtable: a quota is a whole number, or 'default'") from None


def _new_webhook(registry, args) -> dict:
    from ..config import Settings
    from ..webhooks import check_target

    events = [e for e in _EVENTS if e in args.events.split(",")]
    if not events or set(args.events.split(",")) - set(_EVENTS):
        raise SystemExit(f"cardtable: --events lists some of {','.join(_EVENTS)}")
    try:
        check_target(args.url, Settings.from_env().webhooks_allow_private)
    except ValueError as err:
        raise SystemExit(f"cardtable: {err}") from None
    app, hook = registry.add_webhook(args.app_id, args.url, events)
    return {"app": app.public(), "webhook_id": hook["id"], "secret": hook["secrets"][-1],
            "note": "the secret is shown only now: keep it"}


def _webhooks(registry, args) -> dict:
    if args.webhooks_command == "add":
        return _new_webhook(registry, args)
    if args.webhooks_command == "rotate-secret":
        app, secret = registry.rotate_webhook_secret(args.app_id, args.webhook_id)
        return {"app": app.public(), "webhook_id": args.webhook_id, "secret": secret,
                "note": "the secret is shown only now: keep it"}
    change = {"remove": registry.remove_webhook,
              "retire-secrets": registry.retire_webhook_secrets}[args.webhooks_command]
    return {"app": change(args.app_id, args.webhook_id).public()}


def _with_key(made) -> dict:
    app, key = made
    return {"app": app.public(), "key_id": key.split("_")[1], "key": key,
            "note": "the key is shown only now: keep it"}


def run(args: argparse.Namespace) -> int:
    from .registry import UnknownApp

    registry = _registry()
    commands = {
        "create": lambda: _with_key(registry.create(args.name)),
        "rotate": lambda: _with_key(registry.rotate(args.app_id)),
        "list": lambda: {"apps": [a.public() for a in registry.all()]},
        "revoke": lambda: {"app": registry.revoke(args.app_id, args.key_id).public()},
        "set-quota": lambda: {"app": registry.set_quota(args.app_id, _quotas(args)).public()},
        "webhooks": lambda: _webhooks(registry, args),
    }
    try:
        out = commands[args.apps_command]()
    except UnknownApp as err:
        print(f"cardtable: no such app, key or webhook ({err})", file=sys.stderr)
        return 1
    print(json.dumps(out, indent=2))
    return 0
