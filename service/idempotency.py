"""Idempotency-Key on writes: a retried request gets its first answer back, applied once.

The first answer is stored with the write itself (one compare-and-set, service/store.py), in
the game's hash, so it lives as long as the game. It is sealed with AES-GCM under a key derived
from the Idempotency-Key: answers carry seat tokens and hands, and only the client that holds
the key can open them. A retry must be the same request (method, path, body and caller); the
same key with anything else is refused with 422 IDEMPOTENCY_KEY_REUSED.
"""

import base64
import hashlib
import json
import os
import re

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from flask import request

from .problems import Problem

HEADER = "Idempotency-Key"
_KEY = re.compile(r"^[\x21-\x7e]{16,255}$")


def request_key() -> str | None:
    """The request's Idempotency-Key: 16 to 255 visible ASCII characters (a UUID fits)."""
    key = request.headers.get(HEADER)
    if key is None:
        return None
    if not _KEY.match(key):
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


def seal(key: str, print_: str, status: int, body: dict) -> str:
    nonce = os.urandom(12)
    sealed = _cipher(key).encrypt(nonce, json.dumps(body).encode(), print_.encode())
    return json.dumps({"fingerprint": print_, "status": status,
                       "answer": base64.b64encode(nonce + sealed).decode()})


def replay(key: str, stored: str, print_: str) -> tuple[int, dict]:
    """The stored answer for a repeat of the same request; 422 for a different one."""
    record = json.loads(stored)
    if record["fingerprint"] != print_:
        raise Problem(422, "IDEMPOTENCY_KEY_REUSED", f"this {HEADER} was used for a different "
                                                     "request", HEADER)
    raw = base64.b64decode(record["answer"])
    body = _cipher(key).decrypt(raw[:12], raw[12:], print_.encode())
    return record["status"], json.loads(body)
