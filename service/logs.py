"""Logs as JSON lines, and one line per request with its request id.

Every record becomes one JSON object on one line (a traceback goes into its `exc` field, never
across lines). Each request gets an id: the caller's `X-Request-ID` when it is a plain token,
else a new one; it is echoed in the answer and written in the request's log line. Request lines
carry method, route, path, status, duration and the client address, never a header's value:
tokens stay out of logs.
"""

import logging
import os
import re
import time

from apispec import BasePlugin
from flask import Flask, g, request

from .compact_json import dumps

_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
log = logging.getLogger("cardtable.requests")


class JsonFormatter(logging.Formatter):
    _FIELDS = ("request_id", "method", "route", "path", "status", "duration_ms", "client",
               "code")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._second, self._time = -1, ""  # a line's time is to the second: made once a second

    def format(self, record: logging.LogRecord) -> str:
        second = int(record.created)
        if second != self._second:
            self._time, self._second = self.formatTime(record, "%Y-%m-%dT%H:%M:%S"), second
        out = {"time": self._time, "level": record.levelname, "logger": record.name,
               "message": record.getMessage()}
        fields = record.__dict__
        out.update({k: fields[k] for k in self._FIELDS if k in fields})
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return dumps(out).decode()


def logging_config(level: str = "INFO") -> dict:
    """A logging.config dict: every logger, gunicorn's included, writes JSON lines to stderr."""
    return {
        "version": 1, "disable_existing_loggers": False,
        "formatters": {"json": {"()": JsonFormatter}},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "json",
                                "stream": "ext://sys.stderr"}},
        "root": {"level": level, "handlers": ["stderr"]},
        "loggers": {"gunicorn.error": {"level": level, "handlers": ["stderr"],
                                       "propagate": False},
                    "httpx": {"level": "WARNING"}},
    }


class RequestIdDoc(BasePlugin):
    """Documents X-Request-ID once, as a component parameter that every operation refers to:
    every request may name itself, and every answer echoes the id."""

    NAME = "RequestId"

    def init_spec(self, spec) -> None:
        spec.components.parameter(self.NAME, "header", {
            "name": "X-Request-ID", "required": False,
            "schema": {"type": "string"},
            "description": "An id for this request in the service's logs, echoed in the "
                           "answer's X-Request-ID: up to 128 letters, digits and ._:- (any "
                           "other value is replaced by a new id, not refused)."})

    def operation_helper(self, path=None, operations=None, **kwargs):
        for operation in (operations or {}).values():
            operation.setdefault("parameters", []).append(
                self.NAME)  # apispec turns a component id into its $ref


def request_id() -> str:
    return g.get("request_id", "")


def install(app: Flask) -> None:
    # a line names no source file, thread or process: not looking them up for every record
    # (the logging HOWTO's "Optimization") spares a fifth of each request's line
    logging._srcfile = None
    logging.logThreads = logging.logProcesses = logging.logMultiprocessing = False

    # each hook reads the request and g through their proxies once: a proxy's look-up costs
    # about what the rest of a line's fields do
    @app.before_request
    def start():
        given = request.headers.get("X-Request-ID", "")
        context = g._get_current_object()
        context.request_id = given if _REQUEST_ID.match(given) else os.urandom(16).hex()
        context.started = time.perf_counter()

    @app.after_request
    def finish(response):
        req, context = request._get_current_object(), g._get_current_object()
        ident = context.get("request_id", "")
        response.headers["X-Request-ID"] = ident
        if not log.isEnabledFor(logging.INFO):
            return response
        started, rule, status = context.get("started"), req.url_rule, response.status_code
        log.info("%s %s %s", req.method, req.path, status, extra={
            "request_id": ident, "method": req.method, "route": rule.rule if rule else None,
            "path": req.path, "status": status,
            "duration_ms": round((time.perf_counter() - started) * 1000, 2) if started else None,
            "client": req.remote_addr, "code": context.get("problem_code")})
        return response
