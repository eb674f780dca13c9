from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.president_exchange_return_move import PresidentExchangeReturnMove
from ...models.president_exchange_take_move import PresidentExchangeTakeMove
from ...models.president_move_result import PresidentMoveResult
from ...models.president_next_round_move import PresidentNextRoundMove
from ...models.president_pass_move import PresidentPassMove
from ...models.president_play_move import PresidentPlayMove
from ...models.president_resign_move import PresidentResignMove
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    body: PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | PresidentResignMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/president/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, PresidentPlayMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentPassMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentExchangeTakeMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentExchangeReturnMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentNextRoundMove):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PresidentMoveResult | Problem | None:
    if response.status_code == 200:
        response_200 = PresidentMoveResult.from_dict(response.json())

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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
) -> Response[PresidentMoveResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | PresidentResignMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[PresidentMoveResult | Problem]:
    """Make a President move

     Only for President games (others answer 409 KIND_MISMATCH).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (PresidentExchangeReturnMove | PresidentExchangeTakeMove | PresidentNextRoundMove |
            PresidentPassMove | PresidentPlayMove | PresidentResignMove): A move in President.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PresidentMoveResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
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
    client: AuthenticatedClient,
    body: PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | PresidentResignMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> PresidentMoveResult | Problem | None:
    """Make a President move

     Only for President games (others answer 409 KIND_MISMATCH).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (PresidentExchangeReturnMove | PresidentExchangeTakeMove | PresidentNextRoundMove |
            PresidentPassMove | PresidentPlayMove | PresidentResignMove): A move in President.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PresidentMoveResult | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | PresidentResignMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[PresidentMoveResult | Problem]:
    """Make a President move

     Only for President games (others answer 409 KIND_MISMATCH).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (PresidentExchangeReturnMove | PresidentExchangeTakeMove | PresidentNextRoundMove |
            PresidentPassMove | PresidentPlayMove | PresidentResignMove): A move in President.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PresidentMoveResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | PresidentResignMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> PresidentMoveResult | Problem | None:
    """Make a President move

     Only for President games (others answer 409 KIND_MISMATCH).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):
        body (PresidentExchangeReturnMove | PresidentExchangeTakeMove | PresidentNextRoundMove |
            PresidentPassMove | PresidentPlayMove | PresidentResignMove): A move in President.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PresidentMoveResult | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
            x_request_id=x_request_id,
        )
    ).parsed
