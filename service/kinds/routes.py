"""GET /v1/kinds: the games offered, their player ranges, options, moves, views and rules."""

from functools import cache
from importlib.resources import files

from flask import current_app
from flask.views import MethodView

import engine

from ..http import Blueprint, content_doc, documented_problems, json_response
from ..problems import Problem
from ..spec import component_ref, describe_kind

blp = Blueprint("kinds", __name__, url_prefix="/v1/kinds", description="The games on offer.")

_KIND = component_ref("KindDescription")
_KIND_PARAMETER = {"in": "path", "name": "kind", "required": True, "schema": component_ref("Kind")}


def _game(kind: str) -> engine.Game:
    if kind not in engine.GAMES:
        raise Problem(404, "UNKNOWN_KIND", f"no game kind {kind!r}")
    return engine.GAMES[kind]


# a kind's description and rules are fixed while the process runs: built once (bundling its
# schemas took about 5 ms of processor time a request), never changed after
@cache
def _description(game: engine.Game) -> dict:
    return describe_kind(game)


@cache
def _rules(game: engine.Game) -> str:
    return (files("engine") / "rules" / f"{game.kind}.md").read_text(encoding="utf-8")


@blp.route("")
class Kinds(MethodView):
    @blp.doc(operationId="listKinds", summary="List the game kinds", security=[],
             responses={"200": content_doc({"type": "array", "items": _KIND}, "Every kind.")})
    @documented_problems(blp)
    def get(self):
        return json_response([_description(game) for game in engine.GAMES.values()])


@blp.route("/<string:kind>", parameters=[_KIND_PARAMETER])
class Kind(MethodView):
    @blp.doc(operationId="getKind", summary="Describe one game kind", security=[],
             description="Every schema in the answer is self-contained (its references "
                         "resolve within it, under `$defs`).",
             responses={"200": content_doc(_KIND, "The kind.")})
    @documented_problems(blp, 404)
    def get(self, kind):
        return json_response(_description(_game(kind)))


@blp.route("/<string:kind>/rules", parameters=[_KIND_PARAMETER])
class Rules(MethodView):
    @blp.doc(operationId="getKindRules", summary="How cardtable plays one kind", security=[],
             description="The kind's rules page: which reading of each rule and option "
                         "cardtable plays, and what it decided where the rules are silent.",
             responses={"200": {"description": "The rules page.",
                                "content": {"text/markdown": {"schema": {"type": "string"}}}}})
    @documented_problems(blp, 404)
    def get(self, kind):
        return current_app.response_class(_rules(_game(kind)), mimetype="text/markdown")
