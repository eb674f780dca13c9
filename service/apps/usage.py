"""GET /v1/apps/me/usage: what an app used, by day (UTC), for the last 30 days.

Each write of an app's game counts its moves and webhook deliveries in the same script that
stores it, a create counts the game, and the bots' searches their milliseconds, in a hash per
app, day and group of games (service/store.py): the days are summed over the groups here."""

import datetime

from flask import current_app
from flask.views import MethodView

from ..http import Blueprint, documented_problems, json_response, ref_doc
from ..problems import Problem
from .caller import APP_KEY, APP_KEY_HEADER, current

blp = Blueprint("apps", __name__, url_prefix="/v1/apps",
                description="What an app can ask about itself.")

DAYS = 30
COUNTS = ("games", "moves", "bot_ms", "webhooks")


def _days(today: datetime.date) -> list[str]:
    return [(today - datetime.timedelta(days=n)).isoformat() for n in range(DAYS)]


@blp.route("/me/usage")
class Usage(MethodView):
    @blp.doc(operationId="getAppUsage", summary="The calling app's usage, by day",
             description=f"The last {DAYS} days (UTC), today first: games created, moves made "
                         "in its games (by people, bots and clocks), milliseconds of its bots' "
                         "search, and webhook deliveries queued for its games (its own "
                         "endpoints' and the games' own).",
             security=APP_KEY, responses={"200": ref_doc("AppUsage", "The usage.")})
    @documented_problems(blp, 401, 503)
    def get(self):
        app = current()
        if app is None:
            raise Problem(401, "APP_KEY_REQUIRED", f"send the app's key as {APP_KEY_HEADER}")
        store = current_app.extensions["cardtable"]["store"]
        days = _days(datetime.datetime.now(datetime.UTC).date())
        with store.redis.pipeline(transaction=False) as pipe:
            for day in days:
                for shard in range(store.keys.shards):
                    pipe.hgetall(store.usage(app.id, shard, day))
            read = pipe.execute()
        out = []
        for i, day in enumerate(days):
            counted = {count: 0 for count in COUNTS}
            for hash_ in read[i * store.keys.shards:(i + 1) * store.keys.shards]:
                for name, value in hash_.items():
                    if name.decode() in counted:
                        counted[name.decode()] += int(value)
            out.append({"day": day, **counted})
        return json_response({"app_id": app.id, "days": out})
