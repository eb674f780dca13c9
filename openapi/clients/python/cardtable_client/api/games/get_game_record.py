from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dac_record import DacRecord
from ...models.president_record import PresidentRecord
from ...models.problem import Problem
from ...models.slyng_record import SlyngRecord
from ...models.vri_atter_record import VriAtterRecord
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/record".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_record_type_0 = SlyngRecord.from_dict(data)

                return componentsschemas_game_record_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_record_type_1 = DacRecord.from_dict(data)

                return componentsschemas_game_record_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_record_type_2 = PresidentRecord.from_dict(data)

                return componentsschemas_game_record_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_record_type_3 = VriAtterRecord.from_dict(data)

            return componentsschemas_game_record_type_3

        response_200 = _parse_response_200(response.json())

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
) -> Response[DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem]:
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
    x_request_id: str | Unset = UNSET,
) -> Response[DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem]:
    """The whole record of a finished game

     Kind, options, seats, every deal (dealer, deck order, salt and commitment), the seed, every move and
    the result: all public once the game is over. POST /v1/referee/verify checks one.

    Args:
        game_id (str):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
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
    x_request_id: str | Unset = UNSET,
) -> DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem | None:
    """The whole record of a finished game

     Kind, options, seats, every deal (dealer, deck order, salt and commitment), the seed, every move and
    the result: all public once the game is over. POST /v1/referee/verify checks one.

    Args:
        game_id (str):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,
) -> Response[DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem]:
    """The whole record of a finished game

     Kind, options, seats, every deal (dealer, deck order, salt and commitment), the seed, every move and
    the result: all public once the game is over. POST /v1/referee/verify checks one.

    Args:
        game_id (str):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    x_request_id: str | Unset = UNSET,
) -> DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem | None:
    """The whole record of a finished game

     Kind, options, seats, every deal (dealer, deck order, salt and commitment), the seed, every move and
    the result: all public once the game is over. POST /v1/referee/verify checks one.

    Args:
        game_id (str):
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            x_request_id=x_request_id,
        )
    ).parsed
