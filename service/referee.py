"""POST /v1/referee/verify: a whole game record checked by replaying it in the engine.

Stateless: nothing is read from or written to Redis; the answer is the engine referee's
verdict (engine/referee.py).
"""

from flask import current_app, request
from flask.views import MethodView

from engine.referee import RecordProblem, verify

from .http import Blueprint, documented_problems, json_body, json_response, ref_doc
from .problems import Problem
from .spec import component_ref

blp = Blueprint("referee", __name__, url_prefix="/v1/referee",
                description="Check whole games, played here or elsewhere.")


@blp.before_request
def allow_whole_records():
    # a long game's record outgrows the limit on move bodies
    request.max_content_length = current_app.extensions["cardtable"]["settings"].max_record_bytes


@blp.route("/verify")
class Verify(MethodView):
    @blp.doc(operationId="verifyRecord", summary="Check a whole game record",
             description="Replays the record move by move. The verdict says the game is "
                         "valid (with its result), or the first move (`index`) that breaks a "
                         "rule, with its code; a `result` in the record must be the game's. "
                         "A record that cannot be read, or deals an impossible deck, is a 422 "
                         "naming the field. Records may be up to `CARDTABLE_MAX_RECORD_BYTES` "
                         "(1 MiB unless configured) long.",
             security=[],
             requestBody={"required": True, "content": {"application/json": {
                 "schema": component_ref("GameRecord")}}},
             responses={"200": ref_doc("Verdict", "The verdict.")})
    @documented_problems(blp, 400, 413, 422)
    def post(self):
        try:
            return json_response(verify(json_body()))
        except RecordProblem as problem:
            raise Problem(422, "BAD_PARAMETERS", problem.detail, problem.field or None) from None
