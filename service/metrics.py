"""Prometheus metrics at /metrics, summed over every gunicorn worker of the instance.

Under `cardtable serve` each worker writes its samples to files in PROMETHEUS_MULTIPROC_DIR
(prometheus_client's multiprocess mode; the server marks a worker's files dead when it exits)
and /metrics, answered by any worker, adds them up. Without that variable (tests, a single
process) the process's own registry is served.
"""

import time

from flask import Flask, g, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily

import engine

from .children import WorkerStatus

REQUESTS = Counter("cardtable_http_requests", "Answered requests.",
                   ["method", "route", "status"])
MOVE_SECONDS = Histogram("cardtable_move_seconds", "Time to answer a move (accepted or not).",
                         buckets=(.002, .005, .01, .025, .05, .1, .25, .5, 1, 2.5))
REFUSED_MOVES = Counter("cardtable_moves_refused", "Moves refused, by code.", ["code"])
GAMES_CREATED = Counter("cardtable_games_created", "Games created.", ["kind"])
BOT_BUDGET_SPENT = Counter("cardtable_bot_quick_decisions",
                           "Searching bots' decisions made at the quick level (greedy) because "
                           "the game's or its creator's thinking budget was spent.")
APP_REQUESTS = Counter("cardtable_app_requests", "Answered requests that carried an app's key "
                       "(all apps together: GET /v1/apps/me/usage tells each app its own).")
APP_GAMES_CREATED = Counter("cardtable_app_games_created", "Games created with an app's key.")
GAMES_FINISHED = Counter("cardtable_games_finished", "Games that reached their end.", ["kind"])
OPEN_STREAMS = Gauge("cardtable_open_streams", "Event streams open now.",
                     multiprocess_mode="livesum")
ENGINE_COMPILED = Gauge("cardtable_engine_compiled",
                        "1 when the engine runs compiled (the Docker image's build), 0 when "
                        "interpreted.", multiprocess_mode="max")


class SupervisedWorker:
    """The worker that `cardtable serve` supervises, as serve's status file says."""

    def __init__(self, status_file: str):
        self.status_file = status_file

    def collect(self):
        status = WorkerStatus.read(self.status_file)
        if status is None:
            return
        up = GaugeMetricFamily("cardtable_worker_up", "1 while the worker that `cardtable "
                               "serve` supervises runs, 0 while it is down.")
        up.add_metric([], int(status.up))
        yield up
        restarts = CounterMetricFamily("cardtable_worker_restarts", "Times `cardtable serve` "
                                       "started its worker again after it died.")
        restarts.add_metric([], status.restarts)
        yield restarts


def _registry(metrics_dir: str, status_file: str) -> CollectorRegistry | None:
    if not metrics_dir:
        return None
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    if status_file:
        registry.register(SupervisedWorker(status_file))
    return registry


def install(app: Flask) -> None:
    ENGINE_COMPILED.set(int(engine.COMPILED))

    @app.before_request
    def start():
        g.metrics_started = time.perf_counter()

    counters = {}  # each (method, route, status)'s counter, looked up once

    @app.after_request
    def count(response):
        req, context = request._get_current_object(), g._get_current_object()
        method, rule, status = req.method, req.url_rule, response.status_code
        route = rule.rule if rule else "unmatched"
        counter = counters.get((method, route, status))
        if counter is None:
            counter = counters[method, route, status] = REQUESTS.labels(method, route, str(status))
        counter.inc()
        if "cardtable_app" in context:
            APP_REQUESTS.inc()
        if method == "POST" and route.endswith("/moves"):
            MOVE_SECONDS.observe(time.perf_counter()
                                 - context.get("metrics_started", time.perf_counter()))
            code = context.get("problem_code")
            if code is not None:
                REFUSED_MOVES.labels(code).inc()
        return response



def exposition(app: Flask):
    """The metrics, in Prometheus's text format (served at /metrics: service/health.py)."""
    settings = app.extensions["cardtable"]["settings"]
    registry = _registry(settings.metrics_dir, settings.worker_status_file)
    body = generate_latest(registry) if registry else generate_latest()
    return app.response_class(body, content_type=CONTENT_TYPE_LATEST)
