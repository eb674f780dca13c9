from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dac_legal_moves import DacLegalMoves
from ...models.president_legal_moves import PresidentLegalMoves
from ...models.problem import Problem
from ...models.slyng_legal_moves import SlyngLegalMoves
from ...models.vri_atter_legal_moves import VriAtterLegalMoves
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    params: dict[str, Any] = {}

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/legal-moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DacLegalMoves
    | PresidentLegalMoves
    | SlyngLegalMoves
    | VriAtterLegalMoves
    | Problem
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> DacLegalMoves | PresidentLegalMoves | SlyngLegalMoves | VriAtterLegalMoves:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_0 = SlyngLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_1 = DacLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_2 = PresidentLegalMoves.from_dict(
                    data
                )

                return componentsschemas_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_moves_type_3 = VriAtterLegalMoves.from_dict(data)

            return componentsschemas_legal_moves_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[
    Any
    | DacLegalMoves
    | PresidentLegalMoves
    | SlyngLegalMoves
    | VriAtterLegalMoves
    | Problem
]:
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
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[
    Any
    | DacLegalMoves
    | PresidentLegalMoves
    | SlyngLegalMoves
    | VriAtterLegalMoves
    | Problem
]:
    """List the caller's legal moves

     Every entry is a body that the kind's move operation (and POST .../moves) accepts as it is. With If-
    None-Match naming the current version, `wait=S` holds the answer until the game moves on (then 200)
    or S seconds pass (then 304).

    Args:
        game_id (str):
        wait (int | Unset):  Default: 0.
        if_none_match (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DacLegalMoves | PresidentLegalMoves | SlyngLegalMoves | VriAtterLegalMoves | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        wait=wait,
        if_none_match=if_none_match,
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
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> (
    Any
    | DacLegalMoves
    | PresidentLegalMoves
    | SlyngLegalMoves
    | VriAtterLegalMoves
    | Problem
    | None
):
    """List the caller's legal moves

     Every entry is a body that the kind's move operation (and POST .../moves) accepts as it is. With If-
    None-Match naming the current version, `wait=S` holds the answer until the game moves on (then 200)
    or S seconds pass (then 304).

    Args:
        game_id (str):
        wait (int | Unset):  Default: 0.
        if_none_match (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DacLegalMoves | PresidentLegalMoves | SlyngLegalMoves | VriAtterLegalMoves | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        wait=wait,
        if_none_match=if_none_match,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[
    Any
    | DacLegalMoves
    | PresidentLegalMoves
    | SlyngLegalMoves
    | VriAtterLegalMoves
    | Problem
]:
    """List the caller's legal moves

     Every entry is a body that the kind's move operation (and POST .../moves) accepts as it is. With If-
    None-Match naming the current version, `wait=S` holds the answer until the game moves on (then 200)
    or S seconds pass (then 304).

    Args:
        game_id (str):
        wait (int | Unset):  Default: 0.
        if_none_match (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DacLegalMoves | PresidentLegalMoves | SlyngLegalMoves | VriAtterLegalMoves | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        wait=wait,
        if_none_match=if_none_match,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> (
    Any
    | DacLegalMoves
    | PresidentLegalMoves
    | SlyngLegalMoves
    | VriAtterLegalMoves
    | Problem
    | None
):
    """List the caller's legal moves

     Every entry is a body that the kind's move operation (and POST .../moves) accepts as it is. With If-
    None-Match naming the current version, `wait=S` holds the answer until the game moves on (then 200)
    or S seconds pass (then 304).

    Args:
        game_id (str):
        wait (int | Unset):  Default: 0.
        if_none_match (str | Unset):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DacLegalMoves | PresidentLegalMoves | SlyngLegalMoves | VriAtterLegalMoves | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            wait=wait,
            if_none_match=if_none_match,
            x_request_id=x_request_id,
        )
    ).parsed
