from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_list import GameList
from ...models.list_games_kind import ListGamesKind
from ...models.list_games_status import ListGamesStatus
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = UNSET,
    kind: ListGamesKind | Unset = UNSET,
    player_id: str | Unset = UNSET,
    created_after: float | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["player_id"] = player_id

    params["created_after"] = created_after

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameList | Problem | None:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[GameList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListGamesStatus | Unset = UNSET,
    kind: ListGamesKind | Unset = UNSET,
    player_id: str | Unset = UNSET,
    created_after: float | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[GameList | Problem]:
    """List the app's games, newest first

     With an app's key: the games it created that Redis still holds. A page holds up to `limit` games
    (fewer when few match the filters); `next_cursor` fetches the next, with the same filters (null: the
    last page). Games created meanwhile come before the first page, so paging never repeats or skips
    one.

    Args:
        status (ListGamesStatus | Unset):
        kind (ListGamesKind | Unset):
        player_id (str | Unset):
        created_after (float | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        kind=kind,
        player_id=player_id,
        created_after=created_after,
        limit=limit,
        cursor=cursor,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    status: ListGamesStatus | Unset = UNSET,
    kind: ListGamesKind | Unset = UNSET,
    player_id: str | Unset = UNSET,
    created_after: float | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> GameList | Problem | None:
    """List the app's games, newest first

     With an app's key: the games it created that Redis still holds. A page holds up to `limit` games
    (fewer when few match the filters); `next_cursor` fetches the next, with the same filters (null: the
    last page). Games created meanwhile come before the first page, so paging never repeats or skips
    one.

    Args:
        status (ListGamesStatus | Unset):
        kind (ListGamesKind | Unset):
        player_id (str | Unset):
        created_after (float | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        kind=kind,
        player_id=player_id,
        created_after=created_after,
        limit=limit,
        cursor=cursor,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListGamesStatus | Unset = UNSET,
    kind: ListGamesKind | Unset = UNSET,
    player_id: str | Unset = UNSET,
    created_after: float | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[GameList | Problem]:
    """List the app's games, newest first

     With an app's key: the games it created that Redis still holds. A page holds up to `limit` games
    (fewer when few match the filters); `next_cursor` fetches the next, with the same filters (null: the
    last page). Games created meanwhile come before the first page, so paging never repeats or skips
    one.

    Args:
        status (ListGamesStatus | Unset):
        kind (ListGamesKind | Unset):
        player_id (str | Unset):
        created_after (float | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        kind=kind,
        player_id=player_id,
        created_after=created_after,
        limit=limit,
        cursor=cursor,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListGamesStatus | Unset = UNSET,
    kind: ListGamesKind | Unset = UNSET,
    player_id: str | Unset = UNSET,
    created_after: float | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> GameList | Problem | None:
    """List the app's games, newest first

     With an app's key: the games it created that Redis still holds. A page holds up to `limit` games
    (fewer when few match the filters); `next_cursor` fetches the next, with the same filters (null: the
    last page). Games created meanwhile come before the first page, so paging never repeats or skips
    one.

    Args:
        status (ListGamesStatus | Unset):
        kind (ListGamesKind | Unset):
        player_id (str | Unset):
        created_after (float | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            kind=kind,
            player_id=player_id,
            created_after=created_after,
            limit=limit,
            cursor=cursor,
            x_request_id=x_request_id,
        )
    ).parsed
