from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.server_sent_event import ServerSentEvent
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ServerSentEvent | None:
    if response.status_code == 200:
        response_200 = ServerSentEvent.from_dict(response.text)

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Problem | ServerSentEvent]:
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
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | ServerSentEvent]:
    """Follow the game as Server-Sent Events

     Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
    gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
    After each batch an `event: status` without an id tells the version, status and seats to act,
    so a front end needs no other read to know whose turn it is. A comment line every heartbeat
    interval keeps proxies from closing an idle stream. The stream starts after `?after=N`, else
    after the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or repeated;
    it ends once a finished game's last event is sent, or after `stream_max_seconds` (reconnect).

    Args:
        game_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ServerSentEvent]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,
) -> Problem | ServerSentEvent | None:
    """Follow the game as Server-Sent Events

     Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
    gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
    After each batch an `event: status` without an id tells the version, status and seats to act,
    so a front end needs no other read to know whose turn it is. A comment line every heartbeat
    interval keeps proxies from closing an idle stream. The stream starts after `?after=N`, else
    after the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or repeated;
    it ends once a finished game's last event is sent, or after `stream_max_seconds` (reconnect).

    Args:
        game_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ServerSentEvent
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | ServerSentEvent]:
    """Follow the game as Server-Sent Events

     Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
    gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
    After each batch an `event: status` without an id tells the version, status and seats to act,
    so a front end needs no other read to know whose turn it is. A comment line every heartbeat
    interval keeps proxies from closing an idle stream. The stream starts after `?after=N`, else
    after the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or repeated;
    it ends once a finished game's last event is sent, or after `stream_max_seconds` (reconnect).

    Args:
        game_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ServerSentEvent]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: str | Unset = UNSET,
) -> Problem | ServerSentEvent | None:
    """Follow the game as Server-Sent Events

     Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
    gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
    After each batch an `event: status` without an id tells the version, status and seats to act,
    so a front end needs no other read to know whose turn it is. A comment line every heartbeat
    interval keeps proxies from closing an idle stream. The stream starts after `?after=N`, else
    after the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or repeated;
    it ends once a finished game's last event is sent, or after `stream_max_seconds` (reconnect).

    Args:
        game_id (str):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ServerSentEvent
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            last_event_id=last_event_id,
        )
    ).parsed
