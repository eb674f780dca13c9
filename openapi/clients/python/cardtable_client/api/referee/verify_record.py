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
from ...models.verdict import Verdict
from ...models.vri_atter_record import VriAtterRecord
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    body: DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/referee/verify",
    }

    if isinstance(body, SlyngRecord):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacRecord):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentRecord):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Verdict | None:
    if response.status_code == 200:
        response_200 = Verdict.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | Verdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | Verdict]:
    """Check a whole game record

     Replays the record move by move. The verdict says the game is valid (with its result), or the first
    move (`index`) that breaks a rule, with its code; a `result` in the record must be the game's. A
    record that cannot be read, or deals an impossible deck, is a 422 naming the field. Records may be
    up to `CARDTABLE_MAX_RECORD_BYTES` (1 MiB unless configured) long.

    Args:
        x_request_id (str | Unset):
        body (DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord): A whole game, by kind.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verdict]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord,
    x_request_id: str | Unset = UNSET,
) -> Problem | Verdict | None:
    """Check a whole game record

     Replays the record move by move. The verdict says the game is valid (with its result), or the first
    move (`index`) that breaks a rule, with its code; a `result` in the record must be the game's. A
    record that cannot be read, or deals an impossible deck, is a 422 naming the field. Records may be
    up to `CARDTABLE_MAX_RECORD_BYTES` (1 MiB unless configured) long.

    Args:
        x_request_id (str | Unset):
        body (DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord): A whole game, by kind.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verdict
    """

    return sync_detailed(
        client=client,
        body=body,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord,
    x_request_id: str | Unset = UNSET,
) -> Response[Problem | Verdict]:
    """Check a whole game record

     Replays the record move by move. The verdict says the game is valid (with its result), or the first
    move (`index`) that breaks a rule, with its code; a `result` in the record must be the game's. A
    record that cannot be read, or deals an impossible deck, is a 422 naming the field. Records may be
    up to `CARDTABLE_MAX_RECORD_BYTES` (1 MiB unless configured) long.

    Args:
        x_request_id (str | Unset):
        body (DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord): A whole game, by kind.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verdict]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord,
    x_request_id: str | Unset = UNSET,
) -> Problem | Verdict | None:
    """Check a whole game record

     Replays the record move by move. The verdict says the game is valid (with its result), or the first
    move (`index`) that breaks a rule, with its code; a `result` in the record must be the game's. A
    record that cannot be read, or deals an impossible deck, is a 422 naming the field. Records may be
    up to `CARDTABLE_MAX_RECORD_BYTES` (1 MiB unless configured) long.

    Args:
        x_request_id (str | Unset):
        body (DacRecord | PresidentRecord | SlyngRecord | VriAtterRecord): A whole game, by kind.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
        )
    ).parsed
