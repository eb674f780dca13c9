from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.app_webhook_secret import AppWebhookSecret
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    app_id: str,
    webhook_id: str,
    *,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/admin/apps/{app_id}/webhooks/{webhook_id}/secrets".format(
            app_id=quote(str(app_id), safe=""),
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AppWebhookSecret | Problem | None:
    if response.status_code == 201:
        response_201 = AppWebhookSecret.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AppWebhookSecret | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    x_request_id: str | Unset = UNSET,
) -> Response[AppWebhookSecret | Problem]:
    """Give an endpoint a new secret

     Each delivery carries a signature by every secret the endpoint has (space-separated in webhook-
    signature) until the older ones are retired (DELETE), so the receiver can switch at its own pace.

    Args:
        app_id (str):
        webhook_id (str):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppWebhookSecret | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        webhook_id=webhook_id,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    x_request_id: str | Unset = UNSET,
) -> AppWebhookSecret | Problem | None:
    """Give an endpoint a new secret

     Each delivery carries a signature by every secret the endpoint has (space-separated in webhook-
    signature) until the older ones are retired (DELETE), so the receiver can switch at its own pace.

    Args:
        app_id (str):
        webhook_id (str):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppWebhookSecret | Problem
    """

    return sync_detailed(
        app_id=app_id,
        webhook_id=webhook_id,
        client=client,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    x_request_id: str | Unset = UNSET,
) -> Response[AppWebhookSecret | Problem]:
    """Give an endpoint a new secret

     Each delivery carries a signature by every secret the endpoint has (space-separated in webhook-
    signature) until the older ones are retired (DELETE), so the receiver can switch at its own pace.

    Args:
        app_id (str):
        webhook_id (str):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppWebhookSecret | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        webhook_id=webhook_id,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    x_request_id: str | Unset = UNSET,
) -> AppWebhookSecret | Problem | None:
    """Give an endpoint a new secret

     Each delivery carries a signature by every secret the endpoint has (space-separated in webhook-
    signature) until the older ones are retired (DELETE), so the receiver can switch at its own pace.

    Args:
        app_id (str):
        webhook_id (str):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppWebhookSecret | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            webhook_id=webhook_id,
            client=client,
            x_request_id=x_request_id,
        )
    ).parsed
