"""The baseline for the HTTP benchmark: a bare Flask endpoint doing one Redis GET and SET."""

import os

import redis
from flask import Flask, jsonify

app = Flask(__name__)
client = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))


@app.post("/kv/<key>")
def kv(key):
    value = int(client.get(f"bench-baseline:{key}") or 0) + 1
    client.set(f"bench-baseline:{key}", value)
    return jsonify({"value": value})
