"""Webhooks: who may be called, what they are told, and how each call is signed.

A game created with `webhooks: [{"url": ..., "events": [...]}]` gets a secret, returned once at
creation. Every write of that game queues one delivery per subscribed URL and event type
(`move`, `turn`, `finished`), in the same Lua script as the write (service/store.py); the
`cardtable worker` process sends them (service/worker.py). A delivery carries only public
information: what a spectator may see. It is signed the Standard Webhooks way: headers
`webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of
"{id}.{timestamp}.{body}">`, keyed with the secret `whsec_<base64 key>`.

An app's endpoints (service/apps) receive every write of every game of the app the same way;
while an endpoint's secret is being rotated, each delivery carries one signature per secret.
"""

import base64
import hashlib
import hmac
import ipaddress
import re
import secrets
import socket
from datetime import UTC, datetime
from urllib.parse import urlsplit

from engine.events import project

from .game_record import GameRecord
from .problems import Problem

EVENT_TYPES = ("move", "turn", "finished")
MAX_WEBHOOKS = 5


def new_secret() -> str:
    return "whsec_" + base64.b64encode(secrets.token_bytes(24)).decode()


def sign(secret: str | list[str], message_id: str, timestamp: int, body: bytes) -> str:
    """The webhook-signature header: one signature per secret (several while an app's
    endpoint rotates its secret), space-separated."""
    if isinstance(secret, list):
        return " ".join(sign(one, message_id, timestamp, body) for one in secret)
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{message_id}.{timestamp}.".encode() + body
    return "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()


class Unresolved(ValueError):
    """The URL's host name does not resolve (now: a delivery tries again later)."""


_LABEL = re.compile(r"^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$")


def _host_name(host: str) -> bool:
    """An IP address, or a DNS name (internationalized names in their ASCII form)."""
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    try:
        ascii_host = host.encode("idna").decode("ascii")
    except UnicodeError:
        return False
    labels = ascii_host.removesuffix(".").split(".")
    return len(ascii_host) <= 253 and all(_LABEL.match(label) for label in labels)


def _addresses(host: str) -> list:
    try:
        infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    except (socket.gaierror, UnicodeError):
        return []
    return [ipaddress.ip_address(info[4][0].split("%", 1)[0]) for info in infos]


def check_target(url: str, allow_private: bool) -> None:
    """Refuse a URL the service cannot or must not call: not http(s), a host that is no host
    name or does not resolve (Unresolved), or (unless allowed) an address that is not
    public: loopback, private, link-local and the like. Checked at creation and again at
    every delivery, since a name may resolve elsewhere later."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError("a webhook URL must be http:// or https:// with a host")
    if parts.username or parts.password:
        raise ValueError("a webhook URL may not carry credentials")
    try:
        _ = parts.port  # read, it is checked
    except ValueError:
        raise ValueError("the webhook URL's port is not a port number") from None
    if not _host_name(parts.hostname):
        raise ValueError(f"{parts.hostname!r} is not a host name")
    addresses = _addresses(parts.hostname)
    if not addresses:
        raise Unresolved(f"{parts.hostname} does not resolve")
    if not allow_private and any(not a.is_global or a.is_multicast for a in addresses):
        raise ValueError(f"{parts.hostname} is not a public address")


def read_config(raw, allow_private: bool) -> list[dict]:
    """The `webhooks` field of a create request, checked: [{"url", "events"}]."""
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > MAX_WEBHOOKS:
        raise Problem(422, "BAD_PARAMETERS", f"webhooks must be a list of at most "
                                             f"{MAX_WEBHOOKS}", "webhooks")
    return [read_endpoint(hook, allow_private, f"webhooks.{i}.") for i, hook in enumerate(raw)]


def read_endpoint(hook, allow_private: bool, where: str = "") -> dict:
    """One webhook endpoint {url, events} of a request, checked (`where`: its fields' path in
    the request, for the problem's `field`)."""
    if not isinstance(hook, dict) or set(hook) - {"url", "events"} or "url" not in hook:
        raise Problem(422, "BAD_PARAMETERS", "each webhook is {url, events}",
                      where.rstrip(".") or None)
    url, events = hook["url"], hook.get("events", list(EVENT_TYPES))
    if not isinstance(url, str) or len(url) > 2000:
        raise Problem(422, "BAD_PARAMETERS", "url must be a string", f"{where}url")
    if not isinstance(events, list) or not events or any(e not in EVENT_TYPES for e in events):
        raise Problem(422, "BAD_PARAMETERS", f"events must list some of: "
                                             f"{', '.join(EVENT_TYPES)}", f"{where}events")
    try:
        check_target(url, allow_private)
    except ValueError as err:
        raise Problem(422, "WEBHOOK_REFUSED", str(err), f"{where}url") from None
    return {"url": url, "events": sorted(set(events), key=EVENT_TYPES.index)}


def deliveries(game_id: str, record: GameRecord, version: int, first_seq: int,
               events: list[dict], notice: dict, result: dict | None,
               app_hooks: list[dict] = ()) -> list[dict]:
    """The deliveries one write queues: a public account of it for each subscribed URL, the
    game's own and its app's (`app_hooks`, each signed with all of its secrets)."""
    hooks = [(h["url"], h["events"], record.webhook_secret) for h in record.webhooks or ()]
    hooks += [(h["url"], h["events"], h["secrets"]) for h in app_hooks]
    if not hooks:
        return []
    base = {"game_id": game_id, "kind": record.kind, "version": version}
    messages = {"move": {**base, "events": [{"seq": first_seq + i, **project(e, None)}
                                            for i, e in enumerate(events)]}}
    if notice["status"] == "playing" and notice["to_act"]:
        messages["turn"] = {**base, "to_act": notice["to_act"]}
        if "deadlines" in notice:
            messages["turn"]["deadlines"] = notice["deadlines"]
    if notice["status"] == "finished":
        messages["finished"] = {**base, "result": result}
    now = datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    out = []
    for url, wanted, secret in hooks:
        for kind, data in messages.items():
            if kind in wanted:
                out.append({"id": f"msg_{secrets.token_hex(12)}", "url": url,
                            "secret": secret, "attempt": 0,
                            "payload": {"type": kind, "timestamp": now, "data": data}})
    return out
