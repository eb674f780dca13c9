"""The apps that integrate cardtable, and their keys, kept in Redis.

An app has an id, a name, its quotas (None: the service's defaults), one or more keys, and
the webhook endpoints that receive the events of all its games. A key
is `ctk_<key id>_<secret>`: the key id finds the key, and only the secret's SHA-256 is kept,
compared in constant time. A key is shown once, when it is made (`create`, `rotate`); an app
keeps every key it has until one is revoked, so a rotation overlaps the old key and the new.

Everything lives in one Redis hash (one slot on a cluster): `app:<id>` -> the app as JSON,
`key:<key id>` -> its app's id. Each change is one Lua step. A process keeps what it looked up
for at most `CACHE_SECONDS`, so a revoked key is refused everywhere within a second.
"""

import hashlib
import hmac
import json
import re
import secrets
import time
from dataclasses import asdict, dataclass, field

from ..webhooks import new_secret
from . import QUOTAS

CACHE_SECONDS = 0.5
MAX_SECRETS = 3  # of one webhook endpoint at once, during rotations
_KEY = re.compile(r"ctk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})\Z", re.ASCII)
APP_ID = re.compile(r"app_[0-9a-f]{16}\Z", re.ASCII)


class UnknownApp(Exception):
    pass


@dataclass
class App:
    id: str
    name: str
    created_at: int
    keys: dict  # key id -> {"hash": SHA-256 of the secret, "created_at": Unix seconds}
    quotas: dict = field(default_factory=dict)  # a name of QUOTAS -> its value for this app
    # endpoints that receive every event of the app's games:
    # [{"id", "url", "events", "secrets": [oldest .. newest], "created_at"}]
    webhooks: list = field(default_factory=list)

    def public(self) -> dict:
        """The app as the operator API shows it: never a key's hash or a webhook secret."""
        return {"app_id": self.id, "name": self.name, "created_at": self.created_at,
                "keys": [{"key_id": k, "created_at": v["created_at"]}
                         for k, v in sorted(self.keys.items(), key=lambda kv: kv[1]["created_at"])],
                "quotas": {q: self.quotas.get(q) for q in QUOTAS},
                "webhooks": [{"webhook_id": h["id"], "url": h["url"], "events": h["events"],
                              "secrets": len(h["secrets"]), "created_at": h["created_at"]}
                             for h in self.webhooks]}

    def webhook(self, webhook_id: str) -> dict:
        found = next((h for h in self.webhooks if h["id"] == webhook_id), None)
        if found is None:
            raise UnknownApp(f"{self.id} has no webhook {webhook_id}")
        return found


# an edit of one app, in one step: ARGV[1] the app id, ARGV[2] the app as JSON ("" removes
# nothing), then key ids to point at it (+id) or to drop (-id)
_SAVE = """
if redis.call('HEXISTS', KEYS[1], 'app:' .. ARGV[1]) == 0 and ARGV[3] ~= 'new' then
  return 0
end
redis.call('HSET', KEYS[1], 'app:' .. ARGV[1], ARGV[2])
for i = 4, #ARGV do
  local op, key_id = string.sub(ARGV[i], 1, 1), string.sub(ARGV[i], 2)
  if op == '+' then redis.call('HSET', KEYS[1], 'key:' .. key_id, ARGV[1])
  else redis.call('HDEL', KEYS[1], 'key:' .. key_id) end
end
return 1
"""


class _Recent:
    """What this process looked up, by name, kept for `CACHE_SECONDS` (10,000 names at most:
    past that, all are forgotten)."""

    def __init__(self):
        self.held: dict[str, tuple[float, object]] = {}

    def get(self, name: str, look_up):
        now = time.monotonic()
        held = self.held.get(name)
        if held is None or held[0] <= now:
            if len(self.held) > 10_000:
                self.held.clear()
            held = self.held[name] = (now + CACHE_SECONDS, look_up(name))
        return held[1]


def _hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


class Apps:
    def __init__(self, client, prefix: str):
        """`client` answers str (decode_responses on)."""
        self.redis, self.key = client, f"{prefix}:apps"
        self._save = client.register_script(_SAVE)
        self._by_key, self._by_id = _Recent(), _Recent()

    def _store(self, app: App, new: bool = False, keys: tuple[str, ...] = ()) -> None:
        if not self._save(keys=[self.key], args=[app.id, json.dumps(asdict(app)),
                                                 "new" if new else "", *keys]):
            raise UnknownApp(app.id)

    def _new_key(self, app: App) -> str:
        key_id, secret = secrets.token_hex(8), secrets.token_urlsafe(32)
        app.keys[key_id] = {"hash": _hash(secret), "created_at": int(time.time())}
        return f"ctk_{key_id}_{secret}"

    def create(self, name: str) -> tuple[App, str]:
        """A new app and its first key (shown only now)."""
        app = App(f"app_{secrets.token_hex(8)}", name, int(time.time()), {})
        key = self._new_key(app)
        self._store(app, new=True, keys=tuple(f"+{k}" for k in app.keys))
        return app, key

    def get(self, app_id: str) -> App:
        raw = self.redis.hget(self.key, f"app:{app_id}") if APP_ID.match(app_id) else None
        if raw is None:
            raise UnknownApp(app_id)
        return App(**json.loads(raw))

    def all(self) -> list[App]:
        return sorted((App(**json.loads(v)) for k, v in self.redis.hgetall(self.key).items()
                       if k.startswith("app:")), key=lambda a: (a.created_at, a.id))

    def rotate(self, app_id: str) -> tuple[App, str]:
        """A further key for the app; the others keep working until revoked."""
        app = self.get(app_id)
        before = set(app.keys)
        key = self._new_key(app)
        self._store(app, keys=tuple(f"+{k}" for k in set(app.keys) - before))
        return app, key

    def revoke(self, app_id: str, key_id: str) -> App:
        app = self.get(app_id)
        if app.keys.pop(key_id, None) is None:
            raise UnknownApp(f"{app_id} has no key {key_id}")
        self._store(app, keys=(f"-{key_id}",))
        return app

    def set_quota(self, app_id: str, quotas: dict) -> App:
        """Set the app's quotas named in `quotas` (None: back to the service's default)."""
        app = self.get(app_id)
        for name, value in quotas.items():
            if name not in QUOTAS:
                raise ValueError(f"no quota {name!r}: one of {', '.join(QUOTAS)}")
            if value is None:
                app.quotas.pop(name, None)
            else:
                app.quotas[name] = int(value)
        self._store(app)
        return app

    def add_webhook(self, app_id: str, url: str, events: list[str]) -> tuple[App, dict]:
        """An endpoint for every event of the app's games; its secret is shown only now."""
        app = self.get(app_id)
        hook = {"id": f"wh_{secrets.token_hex(8)}", "url": url, "events": events,
                "secrets": [new_secret()], "created_at": int(time.time())}
        app.webhooks.append(hook)
        self._store(app)
        return app, hook

    def remove_webhook(self, app_id: str, webhook_id: str) -> App:
        app = self.get(app_id)
        app.webhooks.remove(app.webhook(webhook_id))
        self._store(app)
        return app

    def rotate_webhook_secret(self, app_id: str, webhook_id: str) -> tuple[App, str]:
        """A new secret for the endpoint: deliveries are signed with it and with the older
        ones until those are retired."""
        app = self.get(app_id)
        hook = app.webhook(webhook_id)
        hook["secrets"].append(new_secret())
        del hook["secrets"][:-MAX_SECRETS]
        self._store(app)
        return app, hook["secrets"][-1]

    def retire_webhook_secrets(self, app_id: str, webhook_id: str) -> App:
        """Keep only the endpoint's newest secret."""
        app = self.get(app_id)
        hook = app.webhook(webhook_id)
        del hook["secrets"][:-1]
        self._store(app)
        return app

    def of(self, app_id: str) -> App | None:
        """The app (None: none, or gone), as this process last read it within
        `CACHE_SECONDS`."""
        return self._by_id.get(app_id, self._found)

    def _found(self, app_id: str) -> App | None:
        try:
            return self.get(app_id)
        except UnknownApp:
            return None

    def webhooks_of(self, app_id: str) -> list[dict]:
        """The app's webhook endpoints, secrets included (`of`'s reading)."""
        app = self.of(app_id)
        return [] if app is None else app.webhooks

    def by_key(self, key: str) -> App | None:
        """The app whose key this is (None: a malformed, unknown or revoked key), as this
        process last read it within `CACHE_SECONDS`."""
        return self._by_key.get(key, self._look_up)

    def _look_up(self, key: str) -> App | None:
        found = _KEY.match(key)
        if found is None:
            return None
        key_id, secret = found.groups()
        app_id = self.redis.hget(self.key, f"key:{key_id}")
        if app_id is None:
            return None
        try:
            app = self.get(app_id)
        except UnknownApp:
            return None
        stored = app.keys.get(key_id)
        if stored is None or not hmac.compare_digest(stored["hash"], _hash(secret)):
            return None
        return app
