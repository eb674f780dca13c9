from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_game import CreateGame
from ...models.created_game import CreatedGame
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedGame | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedGame.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[CreatedGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[CreatedGame | Problem]:
    """Create a game

     With an app's key, the game is the app's: it is in the app's list of games, its players may carry
    the app's `player_id`s, and the key can do on it what the host token does. Without one (only where
    the service allows anonymous games), the game is nobody's.

    Args:
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> CreatedGame | Problem | None:
    """Create a game

     With an app's key, the game is the app's: it is in the app's list of games, its players may carry
    the app's `player_id`s, and the key can do on it what the host token does. Without one (only where
    the service allows anonymous games), the game is nobody's.

    Args:
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[CreatedGame | Problem]:
    """Create a game

     With an app's key, the game is the app's: it is in the app's list of games, its players may carry
    the app's `player_id`s, and the key can do on it what the host token does. Without one (only where
    the service allows anonymous games), the game is nobody's.

    Args:
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> CreatedGame | Problem | None:
    """Create a game

     With an app's key, the game is the app's: it is in the app's list of games, its players may carry
    the app's `player_id`s, and the key can do on it what the host token does. Without one (only where
    the service allows anonymous games), the game is nobody's.

    Args:
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_request_id=x_request_id,
        )
    ).parsed
