from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.move_check import MoveCheck
from ...models.problem import Problem
from ...models.slyng_attack_move import SlyngAttackMove
from ...models.slyng_beat_move import SlyngBeatMove
from ...models.slyng_defend_move import SlyngDefendMove
from ...models.slyng_resign_move import SlyngResignMove
from ...models.slyng_take_move import SlyngTakeMove
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    body: SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngResignMove
    | SlyngTakeMove,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/slyng/moves/validate".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, SlyngAttackMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SlyngDefendMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SlyngBeatMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SlyngTakeMove):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MoveCheck | Problem | None:
    if response.status_code == 200:
        response_200 = MoveCheck.from_dict(response.json())

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
) -> Response[MoveCheck | Problem]:
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
    body: SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngResignMove
    | SlyngTakeMove,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[MoveCheck | Problem]:
    """Check a Slyng move without making it

    Args:
        game_id (str):
        if_match (str | Unset):
        x_request_id (str | Unset):
        body (SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngResignMove |
            SlyngTakeMove): A move in Slyng.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveCheck | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
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
    body: SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngResignMove
    | SlyngTakeMove,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> MoveCheck | Problem | None:
    """Check a Slyng move without making it

    Args:
        game_id (str):
        if_match (str | Unset):
        x_request_id (str | Unset):
        body (SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngResignMove |
            SlyngTakeMove): A move in Slyng.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveCheck | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngResignMove
    | SlyngTakeMove,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[MoveCheck | Problem]:
    """Check a Slyng move without making it

    Args:
        game_id (str):
        if_match (str | Unset):
        x_request_id (str | Unset):
        body (SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngResignMove |
            SlyngTakeMove): A move in Slyng.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveCheck | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngResignMove
    | SlyngTakeMove,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> MoveCheck | Problem | None:
    """Check a Slyng move without making it

    Args:
        game_id (str):
        if_match (str | Unset):
        x_request_id (str | Unset):
        body (SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngResignMove |
            SlyngTakeMove): A move in Slyng.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveCheck | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
            x_request_id=x_request_id,
        )
    ).parsed
