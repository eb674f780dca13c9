from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_hint_bot import GetHintBot
from ...models.hint import Hint
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    bot: GetHintBot | Unset = GetHintBot.ISMCTS,
    budget_ms: int | Unset = 200,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    params: dict[str, Any] = {}

    json_bot: str | Unset = UNSET
    if not isinstance(bot, Unset):
        json_bot = bot.value

    params["bot"] = json_bot

    params["budget_ms"] = budget_ms

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/hint".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Hint | Problem | None:
    if response.status_code == 200:
        response_200 = Hint.from_dict(response.json())

        return response_200

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
) -> Response[Hint | Problem]:
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
    bot: GetHintBot | Unset = GetHintBot.ISMCTS,
    budget_ms: int | Unset = 200,
    x_request_id: str | Unset = UNSET,
) -> Response[Hint | Problem]:
    """Ask a bot what the caller's seat should do now

     The bot decides from the caller's own view, as it would in that seat: the move is one of the
    caller's legal moves, postable as it is (null: out of turn, the bot would do nothing now). Nothing
    is changed.

    Args:
        game_id (str):
        bot (GetHintBot | Unset):  Default: GetHintBot.ISMCTS.
        budget_ms (int | Unset):  Default: 200.
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        bot=bot,
        budget_ms=budget_ms,
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
    bot: GetHintBot | Unset = GetHintBot.ISMCTS,
    budget_ms: int | Unset = 200,
    x_request_id: str | Unset = UNSET,
) -> Hint | Problem | None:
    """Ask a bot what the caller's seat should do now

     The bot decides from the caller's own view, as it would in that seat: the move is one of the
    caller's legal moves, postable as it is (null: out of turn, the bot would do nothing now). Nothing
    is changed.

    Args:
        game_id (str):
        bot (GetHintBot | Unset):  Default: GetHintBot.ISMCTS.
        budget_ms (int | Unset):  Default: 200.
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        bot=bot,
        budget_ms=budget_ms,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    bot: GetHintBot | Unset = GetHintBot.ISMCTS,
    budget_ms: int | Unset = 200,
    x_request_id: str | Unset = UNSET,
) -> Response[Hint | Problem]:
    """Ask a bot what the caller's seat should do now

     The bot decides from the caller's own view, as it would in that seat: the move is one of the
    caller's legal moves, postable as it is (null: out of turn, the bot would do nothing now). Nothing
    is changed.

    Args:
        game_id (str):
        bot (GetHintBot | Unset):  Default: GetHintBot.ISMCTS.
        budget_ms (int | Unset):  Default: 200.
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        bot=bot,
        budget_ms=budget_ms,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    bot: GetHintBot | Unset = GetHintBot.ISMCTS,
    budget_ms: int | Unset = 200,
    x_request_id: str | Unset = UNSET,
) -> Hint | Problem | None:
    """Ask a bot what the caller's seat should do now

     The bot decides from the caller's own view, as it would in that seat: the move is one of the
    caller's legal moves, postable as it is (null: out of turn, the bot would do nothing now). Nothing
    is changed.

    Args:
        game_id (str):
        bot (GetHintBot | Unset):  Default: GetHintBot.ISMCTS.
        budget_ms (int | Unset):  Default: 200.
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            bot=bot,
            budget_ms=budget_ms,
            x_request_id=x_request_id,
        )
    ).parsed
