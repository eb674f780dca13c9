"""Idempotency-Key on writes: a retried request gets its first answer back, applied once.

The first answer is stored with the write itself (one compare-and-set, service/store.py), in
the game's hash. A create's answer lives as long as the game; a move's or a join's is kept
while it is one of the game's latest idempotent answers (`kept_answers`): a retry comes within
seconds of its first try, and every kept answer costs memory for as long as the game is kept,
a day after it ended. An older key is a new request (If-Match still refuses a move made twice).
An answer is deflated and sealed with AES-GCM under a key derived from the Idempotency-Key:
answers carry seat tokens and hands, and only the client that holds the key can open them. A
retry must be the same request (method, path, body and caller); the same key
with anything else is refused with 422 IDEMPOTENCY_KEY_REUSED.
"""

import base64
import hashlib
import json
import os
import re
import struct
import zlib

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from flask import request

from .compact_json import dumps
from .http import IDEMPOTENCY_KEY_PATTERN
from .problems import Problem

HEADER = "Idempotency-Key"
_KEY = re.compile(IDEMPOTENCY_KEY_PATTERN)


def request_key() -> str | None:
    """The request's Idempotency-Key: 16 to 255 visible ASCII characters (a UUID fits)."""
    key = request.headers.get(HEADER)
    if key is None:
        return None
    if not _KEY.fullmatch(key):
        raise Problem(422, "BAD_PARAMETERS", f"{HEADER} must be 16 to 255 visible ASCII "
                                             "characters, e.g. a random UUID", HEADER)
    return key


def field(key: str) -> str:
    return "idem:" + hashlib.sha256(key.encode()).hexdigest()


def fingerprint() -> str:
    """What makes a request the same request: method, path, body and the caller's token."""
    h = hashlib.sha256()
    for part in (request.method, request.path, request.headers.get("Authorization", "")):
        h.update(part.encode() + b"\0")
    h.update(_canonical(request.get_data(cache=True)))
    return h.hexdigest()


def _canonical(body: bytes) -> bytes:
    """A JSON body with its keys sorted, so a retry may serialize it differently."""
    try:
        return json.dumps(json.loads(body), sort_keys=True).encode()
    except (ValueError, UnicodeDecodeError, RecursionError):
        return body


def _cipher(key: str) -> AESGCM:
    derived = HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
                   info=b"cardtable idempotent answer").derive(key.encode())
    return AESGCM(derived)


def kept_answers(seats: int, finished: bool) -> int:
    """How many of a game's latest idempotent answers (moves and joins) are kept: a seat
    count and one more, at least 3, and once the game is over, one per seat."""
    return seats if finished else max(3, seats + 1)


# a stored answer: a format byte (answers stored before it are JSON, so they begin with "{"),
# the request's fingerprint (32 bytes), the status (2), the nonce (12), then the sealed,
# deflated body
_FORMAT = b"\x01"
_HEAD = struct.Struct(">c32sH12s")


def seal(key: str, print_: str, status: int, body: dict) -> bytes:
    nonce = os.urandom(12)
    plain = zlib.compress(dumps(body), 6)
    fingerprint_bytes = bytes.fromhex(print_)
    return _HEAD.pack(_FORMAT, fingerprint_bytes, status, nonce) + _cipher(key).encrypt(
        nonce, plain, fingerprint_bytes)


def replay(key: str, stored: bytes, print_: str) -> tuple[int, dict]:
    """The stored answer for a repeat of the same request; 422 for a different one."""
    if stored.startswith(b"{"):
        return _replay_json(key, stored, print_)
    form, fingerprint_bytes, status, nonce = _HEAD.unpack_from(stored)
    if form != _FORMAT:
        raise ValueError(f"unknown stored answer format {form!r}")
    if fingerprint_bytes != bytes.fromhex(print_):
        raise _reused()
    plain = _cipher(key).decrypt(nonce, stored[_HEAD.size:], fingerprint_bytes)
    return status, json.loads(zlib.decompress(plain))


def _reused() -> Problem:
    return Problem(422, "IDEMPOTENCY_KEY_REUSED", f"this {HEADER} was used for a different "
                                                  "request", HEADER)


def _replay_json(key: str, stored: bytes, print_: str) -> tuple[int, dict]:
    """An answer stored before answers were deflated (JSON with the body in base64)."""
    record = json.loads(stored)
    if record["fingerprint"] != print_:
        raise _reused()
    raw = base64.b64decode(record["answer"])
    body = _cipher(key).decrypt(raw[:12], raw[12:], print_.encode())
    return record["status"], json.loads(body)
