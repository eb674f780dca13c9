from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bot_seat_request import BotSeatRequest
from ...models.problem import Problem
from ...models.seat_change import SeatChange
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    body: BotSeatRequest,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/games/{game_id}/seats/{seat}/bot".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SeatChange | None:
    if response.status_code == 200:
        response_200 = SeatChange.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[Problem | SeatChange]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: BotSeatRequest,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | SeatChange]:
    """Hand a person's seat to a bot (the host)

     For a person who has gone: a bot plays the seat from now on, under the seat's name, until the person
    takes it back with their token (DELETE). Meanwhile the person's moves are refused with
    SEAT_PLAYED_BY_BOT. Needs the host token, or on an app's game its app's key (anyone else is told
    there is no such game).

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (BotSeatRequest): The bot to play a person's seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatChange]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
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
    seat: int,
    *,
    client: AuthenticatedClient,
    body: BotSeatRequest,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Problem | SeatChange | None:
    """Hand a person's seat to a bot (the host)

     For a person who has gone: a bot plays the seat from now on, under the seat's name, until the person
    takes it back with their token (DELETE). Meanwhile the person's moves are refused with
    SEAT_PLAYED_BY_BOT. Needs the host token, or on an app's game its app's key (anyone else is told
    there is no such game).

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (BotSeatRequest): The bot to play a person's seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatChange
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: BotSeatRequest,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | SeatChange]:
    """Hand a person's seat to a bot (the host)

     For a person who has gone: a bot plays the seat from now on, under the seat's name, until the person
    takes it back with their token (DELETE). Meanwhile the person's moves are refused with
    SEAT_PLAYED_BY_BOT. Needs the host token, or on an app's game its app's key (anyone else is told
    there is no such game).

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (BotSeatRequest): The bot to play a person's seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatChange]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: BotSeatRequest,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Problem | SeatChange | None:
    """Hand a person's seat to a bot (the host)

     For a person who has gone: a bot plays the seat from now on, under the seat's name, until the person
    takes it back with their token (DELETE). Meanwhile the person's moves are refused with
    SEAT_PLAYED_BY_BOT. Needs the host token, or on an app's game its app's key (anyone else is told
    there is no such game).

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (BotSeatRequest): The bot to play a person's seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatChange
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_request_id=x_request_id,
        )
    ).parsed
