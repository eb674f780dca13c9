"""The operator's API for apps (`/v1/admin/apps`), with the key CARDTABLE_ADMIN_KEY: what
`cardtable apps ...` does, over HTTP. Off (401) while that key is not set."""

import hmac

from flask import current_app, request
from flask.views import MethodView

from ..games.schemas import WebhookSchema
from ..http import Blueprint, documented_problems, json_response, ref_doc
from ..problems import Problem
from ..webhooks import read_endpoint
from .caller import registry
from .registry import UnknownApp
from .schemas import NewAppSchema, QuotasSchema

blp = Blueprint("admin", __name__, url_prefix="/v1/admin/apps",
                description="The operator's API: apps, their keys and quotas.")

ADMIN_KEY = [{"adminKey": []}]


def _require_admin() -> None:
    expected = current_app.extensions["cardtable"]["settings"].admin_key
    given = request.headers.get("Cardtable-Admin-Key")
    if not expected:
        raise Problem(401, "ADMIN_KEY_REQUIRED", "the operator API is off: this service has "
                                                 "no CARDTABLE_ADMIN_KEY")
    if given is None:
        raise Problem(401, "ADMIN_KEY_REQUIRED", "send the operator's key as "
                                                 "Cardtable-Admin-Key")
    if not hmac.compare_digest(given.strip().encode(), expected.encode()):
        raise Problem(401, "INVALID_ADMIN_KEY", "the Cardtable-Admin-Key is not the "
                                                "operator's key")


def _app_or_404(call, *args):
    try:
        return call(*args)
    except UnknownApp as err:
        raise Problem(404, "APP_NOT_FOUND", f"no such app or key ({err})") from None


def _secret_answer(app, webhook_id: str, secret: str):
    return json_response({"app": app.public(), "webhook_id": webhook_id, "secret": secret},
                         201)


def _key_answer(app, key: str, status: int):
    return json_response({"app": app.public(), "key_id": key.split("_")[1], "key": key},
                         status)


@blp.route("")
class AppsList(MethodView):
    @blp.doc(operationId="listApps", summary="List the apps", security=ADMIN_KEY,
             responses={"200": ref_doc("AppList", "Every app, oldest first.")})
    @documented_problems(blp, 401, 503)
    def get(self):
        _require_admin()
        return json_response({"apps": [a.public() for a in registry().all()]})

    @blp.arguments(NewAppSchema, example={"name": "Acme Cards"})
    @blp.doc(operationId="createApp", summary="Create an app and its first key",
             security=ADMIN_KEY,
             responses={"201": ref_doc("AppKey", "The app and its key, shown only now.")})
    @documented_problems(blp, 400, 401, 422, 503)
    def post(self, body):
        _require_admin()
        app, key = registry().create(body["name"])
        return _key_answer(app, key, 201)


@blp.route("/<string:app_id>/keys")
class AppKeys(MethodView):
    @blp.doc(operationId="rotateAppKey", summary="Add a key to an app (a rotation)",
             description="The app's other keys keep working until they are revoked.",
             security=ADMIN_KEY,
             responses={"201": ref_doc("AppKey", "The app and its new key, shown only now.")})
    @documented_problems(blp, 401, 404, 503)
    def post(self, app_id):
        _require_admin()
        app, key = _app_or_404(registry().rotate, app_id)
        return _key_answer(app, key, 201)


@blp.route("/<string:app_id>/keys/<string:key_id>")
class AppKey(MethodView):
    @blp.doc(operationId="revokeAppKey", summary="Revoke one of an app's keys",
             description="Refused by every instance of the service within a second.",
             security=ADMIN_KEY, responses={"200": ref_doc("App", "The app's keys now.")})
    @documented_problems(blp, 401, 404, 503)
    def delete(self, app_id, key_id):
        _require_admin()
        return json_response(_app_or_404(registry().revoke, app_id, key_id).public())


@blp.route("/<string:app_id>/quotas")
class AppQuotas(MethodView):
    @blp.arguments(QuotasSchema, example={"requests_per_minute": 600000})
    @blp.doc(operationId="setAppQuotas", summary="Set an app's quotas", security=ADMIN_KEY,
             responses={"200": ref_doc("App", "The app with its quotas now.")})
    @documented_problems(blp, 400, 401, 404, 422, 503)
    def patch(self, body, app_id):
        _require_admin()
        return json_response(_app_or_404(registry().set_quota, app_id, body).public())


@blp.route("/<string:app_id>/webhooks")
class AppWebhooks(MethodView):
    @blp.arguments(WebhookSchema, example={"url": "https://example.com/cardtable"})
    @blp.doc(operationId="addAppWebhook", summary="Send the events of all of an app's games to "
                                                  "an endpoint",
             description="Deliveries are signed as a game's webhooks are, with the endpoint's "
                         "secret (shown only now). A game's own webhooks are sent as well.",
             security=ADMIN_KEY,
             responses={"201": ref_doc("AppWebhookSecret", "The endpoint's secret.")})
    @documented_problems(blp, 400, 401, 404, 422, 503)
    def post(self, body, app_id):
        _require_admin()
        settings = current_app.extensions["cardtable"]["settings"]
        hook = read_endpoint(body, settings.webhooks_allow_private)
        app, made = _app_or_404(registry().add_webhook, app_id, hook["url"], hook["events"])
        return _secret_answer(app, made["id"], made["secrets"][-1])


@blp.route("/<string:app_id>/webhooks/<string:webhook_id>")
class AppWebhook(MethodView):
    @blp.doc(operationId="removeAppWebhook", summary="Stop sending to an app's endpoint",
             security=ADMIN_KEY, responses={"200": ref_doc("App", "The app now.")})
    @documented_problems(blp, 401, 404, 503)
    def delete(self, app_id, webhook_id):
        _require_admin()
        return json_response(_app_or_404(registry().remove_webhook, app_id,
                                          webhook_id).public())


@blp.route("/<string:app_id>/webhooks/<string:webhook_id>/secrets")
class AppWebhookSecrets(MethodView):
    @blp.doc(operationId="rotateAppWebhookSecret", summary="Give an endpoint a new secret",
             description="Each delivery carries a signature by every secret the endpoint "
                         "has (space-separated in webhook-signature) until the older ones are "
                         "retired (DELETE), so the receiver can switch at its own pace.",
             security=ADMIN_KEY,
             responses={"201": ref_doc("AppWebhookSecret", "The new secret, shown only now.")})
    @documented_problems(blp, 401, 404, 503)
    def post(self, app_id, webhook_id):
        _require_admin()
        app, secret = _app_or_404(registry().rotate_webhook_secret, app_id, webhook_id)
        return _secret_answer(app, webhook_id, secret)

    @blp.doc(operationId="retireAppWebhookSecrets", summary="Keep only an endpoint's newest "
                                                            "secret",
             security=ADMIN_KEY, responses={"200": ref_doc("App", "The app now.")})
    @documented_problems(blp, 401, 404, 503)
    def delete(self, app_id, webhook_id):
        _require_admin()
        return json_response(_app_or_404(registry().retire_webhook_secrets, app_id,
                                          webhook_id).public())
