from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.new_seat_token import NewSeatToken
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
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
        "url": "/v1/games/{game_id}/seats/{seat}/token".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NewSeatToken | Problem | None:
    if response.status_code == 200:
        response_200 = NewSeatToken.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[NewSeatToken | Problem]:
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
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[NewSeatToken | Problem]:
    """Give a seat a new token (the game's app)

     For a player whose token is lost (a new phone, a cleared browser): with the key of the app the game
    belongs to, the seat gets a new token and the old one stops working at once. Requests with it get
    401, its stream tickets too, and streams it opened end with a `revoked` frame. Any other caller is
    told there is no such game.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewSeatToken | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
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
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> NewSeatToken | Problem | None:
    """Give a seat a new token (the game's app)

     For a player whose token is lost (a new phone, a cleared browser): with the key of the app the game
    belongs to, the seat gets a new token and the old one stops working at once. Requests with it get
    401, its stream tickets too, and streams it opened end with a `revoked` frame. Any other caller is
    told there is no such game.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewSeatToken | Problem
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[NewSeatToken | Problem]:
    """Give a seat a new token (the game's app)

     For a player whose token is lost (a new phone, a cleared browser): with the key of the app the game
    belongs to, the seat gets a new token and the old one stops working at once. Requests with it get
    401, its stream tickets too, and streams it opened end with a `revoked` frame. Any other caller is
    told there is no such game.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewSeatToken | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
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
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> NewSeatToken | Problem | None:
    """Give a seat a new token (the game's app)

     For a player whose token is lost (a new phone, a cleared browser): with the key of the app the game
    belongs to, the seat gets a new token and the old one stops working at once. Requests with it get
    401, its stream tickets too, and streams it opened end with a `revoked` frame. Any other caller is
    told there is no such game.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewSeatToken | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            idempotency_key=idempotency_key,
            x_request_id=x_request_id,
        )
    ).parsed
