"""GET /v1/kinds: the games offered, their player ranges, option schemas and move types."""

from flask.views import MethodView
from flask_smorest import Blueprint

import engine

from ..http import content_doc, documented_problems, json_response
from ..problems import Problem
from ..spec import describe_kind, ref

blp = Blueprint("kinds", __name__, url_prefix="/v1/kinds", description="The games on offer.")

_KIND = ref("KindDescription")


@blp.route("")
class Kinds(MethodView):
    @blp.doc(operationId="listKinds", summary="List the game kinds",
             responses={"200": content_doc({"type": "array", "items": _KIND}, "Every kind.")})
    def get(self):
        return json_response([describe_kind(g) for g in engine.GAMES.values()])


@blp.route("/<string:kind>")
class Kind(MethodView):
    @blp.doc(operationId="getKind", summary="Describe one game kind",
             responses={"200": content_doc(_KIND, "The kind.")})
    @documented_problems(blp, 404)
    def get(self, kind):
        if kind not in engine.GAMES:
            raise Problem(404, "UNKNOWN_KIND", f"no game kind {kind!r}")
        return json_response(describe_kind(engine.GAMES[kind]))
