"""The baseline for the HTTP benchmark: a bare Flask endpoint that reads a 2 KB JSON record
from Redis, changes it, and writes it back (one GET and one SET)."""

import json
import os

import redis
from flask import Flask, jsonify

app = Flask(__name__)
client = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
PREFIX = os.environ.get("BASELINE_PREFIX", "bench-baseline")
_RECORD = {"moves": 0, "payload": "x" * 2000}


@app.post("/kv/<key>")
def kv(key):
    raw = client.get(f"{PREFIX}:{key}")
    record = json.loads(raw) if raw else dict(_RECORD)
    record["moves"] += 1
    client.set(f"{PREFIX}:{key}", json.dumps(record))
    return jsonify({"moves": record["moves"]})
