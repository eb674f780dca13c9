"""Liveness and readiness probes, and the metrics for Prometheus."""

from flask import current_app
from flask.views import MethodView

from . import metrics
from .children import WorkerStatus
from .http import Blueprint, documented_problems, json_response, ref_doc
from .problems import Problem
from .redis_pools import STORE_ERRORS

blp = Blueprint("health", __name__, description="Probes and metrics for orchestrators.")

_STATUS = ref_doc("ProbeStatus", "OK.")


@blp.route("/healthz")
class Health(MethodView):
    @blp.doc(operationId="health", summary="The process is up", security=[],
             responses={"200": _STATUS})
    def get(self):
        return json_response({"status": "ok"})


@blp.route("/readyz")
class Ready(MethodView):
    @blp.doc(operationId="ready", summary="Redis is reachable (and the worker that `cardtable "
                                          "serve` supervises runs)", security=[],
             responses={"200": _STATUS})
    @documented_problems(blp, 503)
    def get(self):
        try:
            current_app.extensions["cardtable"]["store"].ping()
        except STORE_ERRORS as exc:
            raise Problem(503, "REDIS_UNAVAILABLE", f"Redis is not reachable: "
                                                    f"{type(exc).__name__}",
                          headers={"Retry-After": "1"}) from None
        status_file = current_app.extensions["cardtable"]["settings"].worker_status_file
        worker = WorkerStatus.read(status_file) if status_file else None
        if worker is not None and not worker.up:
            raise Problem(503, "WORKER_DOWN", "the worker (turn clocks, queued bot moves, "
                                              "webhooks) is down and being started again",
                          headers={"Retry-After": "1"})
        return json_response({"status": "ready"})


@blp.route("/metrics")
class Metrics(MethodView):
    @blp.doc(operationId="metrics", summary="This instance's metrics, for Prometheus",
             description="Prometheus's text format, summed over the instance's processes: "
                         "requests, moves, games, open streams, the engine's build, and the "
                         "worker that `cardtable serve` supervises.", security=[],
             responses={"200": {"description": "The metrics.", "content": {
                 "text/plain": {"schema": {"type": "string"}}}}})
    def get(self):
        return metrics.exposition(current_app)
