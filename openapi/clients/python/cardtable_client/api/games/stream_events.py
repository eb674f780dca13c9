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
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    params: dict[str, Any] = {}

    params["after"] = after

    params["ticket"] = ticket

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | ServerSentEvent | None:
    if response.status_code == 200:
        response_200 = ServerSentEvent.from_dict(response.text)

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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
) -> Response[Any | Problem | ServerSentEvent]:
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
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Any | Problem | ServerSentEvent]:
    """Follow the game as Server-Sent Events

     Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
    gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
    After each batch an `event: status` without an id tells the version, status and seats to act,
    and on a seat's stream that seat's legal moves, each postable as it is: a front end plays with
    this stream and one POST per move, and needs no other read. A comment line every heartbeat
    interval keeps proxies from closing an idle stream. The stream starts after the larger of
    `?after=N` and the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or
    repeated; it ends once a finished game's last event is sent (a reconnect after that is answered
    204 No Content, which tells EventSource to stop), or after `stream_max_seconds` (reconnect).
    A seat's stream takes the seat's token, or `?ticket=` from POST .../stream-ticket where the
    client cannot send Authorization (a browser's EventSource). A seat's stream whose seat is given
    a new token (POST .../seats/{seat}/token) ends with an `event: revoked` frame.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | ServerSentEvent]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
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
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Any | Problem | ServerSentEvent | None:
    """Follow the game as Server-Sent Events

     Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
    gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
    After each batch an `event: status` without an id tells the version, status and seats to act,
    and on a seat's stream that seat's legal moves, each postable as it is: a front end plays with
    this stream and one POST per move, and needs no other read. A comment line every heartbeat
    interval keeps proxies from closing an idle stream. The stream starts after the larger of
    `?after=N` and the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or
    repeated; it ends once a finished game's last event is sent (a reconnect after that is answered
    204 No Content, which tells EventSource to stop), or after `stream_max_seconds` (reconnect).
    A seat's stream takes the seat's token, or `?ticket=` from POST .../stream-ticket where the
    client cannot send Authorization (a browser's EventSource). A seat's stream whose seat is given
    a new token (POST .../seats/{seat}/token) ends with an `event: revoked` frame.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | ServerSentEvent
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Any | Problem | ServerSentEvent]:
    """Follow the game as Server-Sent Events

     Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
    gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
    After each batch an `event: status` without an id tells the version, status and seats to act,
    and on a seat's stream that seat's legal moves, each postable as it is: a front end plays with
    this stream and one POST per move, and needs no other read. A comment line every heartbeat
    interval keeps proxies from closing an idle stream. The stream starts after the larger of
    `?after=N` and the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or
    repeated; it ends once a finished game's last event is sent (a reconnect after that is answered
    204 No Content, which tells EventSource to stop), or after `stream_max_seconds` (reconnect).
    A seat's stream takes the seat's token, or `?ticket=` from POST .../stream-ticket where the
    client cannot send Authorization (a browser's EventSource). A seat's stream whose seat is given
    a new token (POST .../seats/{seat}/token) ends with an `event: revoked` frame.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | ServerSentEvent]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Any | Problem | ServerSentEvent | None:
    """Follow the game as Server-Sent Events

     Each game event goes out as `id: <seq>`, `event: <type>`, `data: <the event as GET .../events
    gives it to this caller>`, through the same per-viewer projection (never a live-only reveal).
    After each batch an `event: status` without an id tells the version, status and seats to act,
    and on a seat's stream that seat's legal moves, each postable as it is: a front end plays with
    this stream and one POST per move, and needs no other read. A comment line every heartbeat
    interval keeps proxies from closing an idle stream. The stream starts after the larger of
    `?after=N` and the `Last-Event-ID` a reconnecting EventSource sends, so nothing is missed or
    repeated; it ends once a finished game's last event is sent (a reconnect after that is answered
    204 No Content, which tells EventSource to stop), or after `stream_max_seconds` (reconnect).
    A seat's stream takes the seat's token, or `?ticket=` from POST .../stream-ticket where the
    client cannot send Authorization (a browser's EventSource). A seat's stream whose seat is given
    a new token (POST .../seats/{seat}/token) ends with an `event: revoked` frame.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (str | Unset):
        last_event_id (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | ServerSentEvent
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            ticket=ticket,
            last_event_id=last_event_id,
            x_request_id=x_request_id,
        )
    ).parsed
