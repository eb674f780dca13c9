from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bot_joined import BotJoined
from ...models.bot_player import BotPlayer
from ...models.joined import Joined
from ...models.player import Player
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    body: BotPlayer | Player,
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
        "url": "/v1/games/{game_id}/players".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, Player):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BotJoined | Joined | Problem | None:
    if response.status_code == 201:

        def _parse_response_201(data: object) -> BotJoined | Joined:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_joined_seat_type_0 = Joined.from_dict(data)

                return componentsschemas_joined_seat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_joined_seat_type_1 = BotJoined.from_dict(data)

            return componentsschemas_joined_seat_type_1

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[BotJoined | Joined | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: BotPlayer | Player,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[BotJoined | Joined | Problem]:
    """Take the lowest open seat, for a person or a bot

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (BotPlayer | Player): A person or a bot taking a seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotJoined | Joined | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: BotPlayer | Player,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> BotJoined | Joined | Problem | None:
    """Take the lowest open seat, for a person or a bot

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (BotPlayer | Player): A person or a bot taking a seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotJoined | Joined | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: BotPlayer | Player,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[BotJoined | Joined | Problem]:
    """Take the lowest open seat, for a person or a bot

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (BotPlayer | Player): A person or a bot taking a seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotJoined | Joined | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: BotPlayer | Player,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> BotJoined | Joined | Problem | None:
    """Take the lowest open seat, for a person or a bot

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (BotPlayer | Player): A person or a bot taking a seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotJoined | Joined | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_request_id=x_request_id,
        )
    ).parsed
