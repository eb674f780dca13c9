"""Property-based requests from the OpenAPI document: no server error, no response outside it."""

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import positive_data_acceptance

from .helpers import quick_bots


@pytest.fixture
def api_schema(app):
    # a stream of an unfinished game stays open by design: tests/service/test_live.py reads it
    return schemathesis.openapi.from_wsgi("/openapi.json", app).exclude(
        operation_id="streamEvents")


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
def test_api_conforms(case):
    case.body = quick_bots(case.body)
    # Schema-valid bodies are still refused for game reasons (an unknown kind, a move that
    # breaks a rule, a deck that is not the game's cards), so that one check does not apply.
    case.call_and_validate(excluded_checks=[positive_data_acceptance])
