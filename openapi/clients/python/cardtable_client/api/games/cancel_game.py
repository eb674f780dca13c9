from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
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
        "method": "delete",
        "url": "/v1/games/{game_id}".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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
) -> Response[Any | Problem]:
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
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Cancel a game still waiting for players (the host)

     Only before the deal, with the host token (or on an app's game its app's key; anyone else is told
    there is no such game): the game is gone (reads answer 404 GAME_NOT_FOUND from then on) and its
    streams end. A retry with the same Idempotency-Key is answered 204 again.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
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
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Any | Problem | None:
    """Cancel a game still waiting for players (the host)

     Only before the deal, with the host token (or on an app's game its app's key; anyone else is told
    there is no such game): the game is gone (reads answer 404 GAME_NOT_FOUND from then on) and its
    streams end. A retry with the same Idempotency-Key is answered 204 again.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Cancel a game still waiting for players (the host)

     Only before the deal, with the host token (or on an app's game its app's key; anyone else is told
    there is no such game): the game is gone (reads answer 404 GAME_NOT_FOUND from then on) and its
    streams end. A retry with the same Idempotency-Key is answered 204 again.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Any | Problem | None:
    """Cancel a game still waiting for players (the host)

     Only before the deal, with the host token (or on an app's game its app's key; anyone else is told
    there is no such game): the game is gone (reads answer 404 GAME_NOT_FOUND from then on) and its
    streams end. A retry with the same Idempotency-Key is answered 204 again.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            idempotency_key=idempotency_key,
            x_request_id=x_request_id,
        )
    ).parsed
