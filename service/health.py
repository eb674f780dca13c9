"""Liveness and readiness probes."""

from flask import current_app
from flask.views import MethodView

from .http import Blueprint, documented_problems, json_response, ref_doc
from .problems import Problem
from .redis_pools import STORE_ERRORS

blp = Blueprint("health", __name__, description="Probes for orchestrators.")

_STATUS = ref_doc("ProbeStatus", "OK.")


@blp.route("/healthz")
class Health(MethodView):
    @blp.doc(operationId="health", summary="The process is up", security=[],
             responses={"200": _STATUS})
    def get(self):
        return json_response({"status": "ok"})


@blp.route("/readyz")
class Ready(MethodView):
    @blp.doc(operationId="ready", summary="Redis is reachable", security=[],
             responses={"200": _STATUS})
    @documented_problems(blp, 503)
    def get(self):
        try:
            current_app.extensions["cardtable"]["store"].ping()
        except STORE_ERRORS as exc:
            raise Problem(503, "REDIS_UNAVAILABLE", f"Redis is not reachable: "
                                                    f"{type(exc).__name__}",
                          headers={"Retry-After": "1"}) from None
        return json_response({"status": "ready"})
