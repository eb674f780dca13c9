"""A stateful schemathesis run against the live service (gunicorn + Redis).

Scenarios follow the spec's links (create or join, then read, list moves, move, validate, read
events on that game). The token of a seat of the linked game is sent with each call, picked at
random, so moves are made by players who may and may not act.

Generated players' names are replaced by plain ones: most generated names hold a control or
invisible character the service refuses (tests/service/test_operations.py and the stateless
runs check that), and with them so few creates succeeded (2 to 8 of about 60) that some runs
created no game at all and followed no link.
"""

import random

import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test
from schemathesis.checks import (
    ignored_auth,
    negative_data_rejection,
    positive_data_acceptance,
)

from .helpers import generated_seats, quick_bots


def plain_names(body):
    """A generated create or join body, each player's name (where it is a string) plain."""
    for i, seat in enumerate(generated_seats(body)):
        if isinstance(seat, dict) and isinstance(seat.get("name"), str):
            seat["name"] = f"Player {i + 1}"
    return body


def test_stateful_run(live_server):
    # a stream of an unfinished game stays open by design: tests/service/test_live.py reads it
    schema = schemathesis.openapi.from_url(live_server + "/openapi.json").exclude(
        operation_id="streamEvents")
    tokens: dict[str, list[str]] = {}
    pick = random.Random(7)

    class Machine(schema.as_state_machine()):
        def before_call(self, case):
            case.body = plain_names(quick_bots(case.body))
            wait = (case.query or {}).get("wait")
            if isinstance(wait, int) and wait > 2:
                # a long poll holds its answer that long, past the run's read timeout
                # (tests/service/test_live.py reads long polls)
                case.query["wait"] = 2
            game_id = (case.path_parameters or {}).get("game_id")
            if game_id in tokens and pick.random() < 0.9:
                case.headers = {**(case.headers or {}),
                                "Authorization": f"Bearer {pick.choice(tokens[game_id])}"}

        def after_call(self, response, case):
            if response.status_code == 201 and case.operation.method.upper() == "POST":
                body = response.json()
                seats = body.get("seats") or [body]  # a bot's seat has no token
                tokens.setdefault(body["game_id"], []).extend(s["token"] for s in seats
                                                              if "token" in s)

        def validate_response(self, response, case, additional_checks=None, **kwargs):
            # Schema-valid requests are still refused for game reasons (a move against the
            # rules, an unknown kind), so acceptance of every valid request is not expected.
            # before_call swaps generated credentials for real seat tokens, so the check that
            # generated credentials are refused would misfire here; the in-process run keeps it.
            excluded = [positive_data_acceptance, ignored_auth]
            if case.operation.path.endswith("/moves/validate"):
                # a check answers what the move would get: a malformed move body is
                # 200 {"legal": false, "code": "BAD_PARAMETERS"}, not a refusal of the check
                # (test_fuzz_inputs holds every malformed body to that)
                excluded.append(negative_data_rejection)
            elif response.status_code == 412:
                # the rules spec's order of checks (0.5) puts STALE_STATE before BAD_PARAMETERS:
                # a move on a stale version is refused as stale, whatever its body
                excluded.append(negative_data_rejection)
            case.validate_response(response, additional_checks=additional_checks,
                                   excluded_checks=excluded)

    run_state_machine_as_test(Machine, settings=settings(
        max_examples=60, stateful_step_count=8, deadline=None, derandomize=True,
        suppress_health_check=list(HealthCheck)))
    assert tokens, "no game was created during the run"
