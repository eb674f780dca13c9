from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dac_call_dac_move import DacCallDacMove
from ...models.dac_discard_drawn_move import DacDiscardDrawnMove
from ...models.dac_draw_stock_move import DacDrawStockMove
from ...models.dac_initial_peek_move import DacInitialPeekMove
from ...models.dac_jack_swap_move import DacJackSwapMove
from ...models.dac_next_round_move import DacNextRoundMove
from ...models.dac_pass_snap_move import DacPassSnapMove
from ...models.dac_queen_peek_move import DacQueenPeekMove
from ...models.dac_replace_move import DacReplaceMove
from ...models.dac_skip_power_move import DacSkipPowerMove
from ...models.dac_snap_move import DacSnapMove
from ...models.dac_take_discard_move import DacTakeDiscardMove
from ...models.president_exchange_return_move import PresidentExchangeReturnMove
from ...models.president_exchange_take_move import PresidentExchangeTakeMove
from ...models.president_next_round_move import PresidentNextRoundMove
from ...models.president_pass_move import PresidentPassMove
from ...models.president_play_move import PresidentPlayMove
from ...models.problem import Problem
from ...models.slyng_attack_move import SlyngAttackMove
from ...models.slyng_beat_move import SlyngBeatMove
from ...models.slyng_defend_move import SlyngDefendMove
from ...models.slyng_take_move import SlyngTakeMove
from ...models.validate_move_response_200 import ValidateMoveResponse200
from ...models.vri_atter_draw_move import VriAtterDrawMove
from ...models.vri_atter_knock_move import VriAtterKnockMove
from ...models.vri_atter_pass_move import VriAtterPassMove
from ...models.vri_atter_play_combo_move import VriAtterPlayComboMove
from ...models.vri_atter_play_move import VriAtterPlayMove
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    body: DacCallDacMove
    | DacDiscardDrawnMove
    | DacDrawStockMove
    | DacInitialPeekMove
    | DacJackSwapMove
    | DacNextRoundMove
    | DacPassSnapMove
    | DacQueenPeekMove
    | DacReplaceMove
    | DacSkipPowerMove
    | DacSnapMove
    | DacTakeDiscardMove
    | PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngTakeMove
    | VriAtterDrawMove
    | VriAtterKnockMove
    | VriAtterPassMove
    | VriAtterPlayComboMove
    | VriAtterPlayMove,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/moves/validate".format(
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
    elif isinstance(body, DacInitialPeekMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacDrawStockMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacTakeDiscardMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacCallDacMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacReplaceMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacDiscardDrawnMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacQueenPeekMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacSkipPowerMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacJackSwapMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacSnapMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacPassSnapMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DacNextRoundMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentPlayMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentPassMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentExchangeTakeMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentExchangeReturnMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PresidentNextRoundMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VriAtterPlayMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VriAtterPlayComboMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VriAtterDrawMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VriAtterPassMove):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ValidateMoveResponse200 | None:
    if response.status_code == 200:
        response_200 = ValidateMoveResponse200.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | ValidateMoveResponse200]:
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
    body: DacCallDacMove
    | DacDiscardDrawnMove
    | DacDrawStockMove
    | DacInitialPeekMove
    | DacJackSwapMove
    | DacNextRoundMove
    | DacPassSnapMove
    | DacQueenPeekMove
    | DacReplaceMove
    | DacSkipPowerMove
    | DacSnapMove
    | DacTakeDiscardMove
    | PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngTakeMove
    | VriAtterDrawMove
    | VriAtterKnockMove
    | VriAtterPassMove
    | VriAtterPlayComboMove
    | VriAtterPlayMove,
    if_match: str | Unset = UNSET,
) -> Response[Problem | ValidateMoveResponse200]:
    """Check a move without making it

    Args:
        game_id (str):
        if_match (str | Unset):
        body (DacCallDacMove | DacDiscardDrawnMove | DacDrawStockMove | DacInitialPeekMove |
            DacJackSwapMove | DacNextRoundMove | DacPassSnapMove | DacQueenPeekMove | DacReplaceMove |
            DacSkipPowerMove | DacSnapMove | DacTakeDiscardMove | PresidentExchangeReturnMove |
            PresidentExchangeTakeMove | PresidentNextRoundMove | PresidentPassMove | PresidentPlayMove
            | SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngTakeMove | VriAtterDrawMove |
            VriAtterKnockMove | VriAtterPassMove | VriAtterPlayComboMove | VriAtterPlayMove): A move
            body: the union for the game's kind.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ValidateMoveResponse200]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DacCallDacMove
    | DacDiscardDrawnMove
    | DacDrawStockMove
    | DacInitialPeekMove
    | DacJackSwapMove
    | DacNextRoundMove
    | DacPassSnapMove
    | DacQueenPeekMove
    | DacReplaceMove
    | DacSkipPowerMove
    | DacSnapMove
    | DacTakeDiscardMove
    | PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngTakeMove
    | VriAtterDrawMove
    | VriAtterKnockMove
    | VriAtterPassMove
    | VriAtterPlayComboMove
    | VriAtterPlayMove,
    if_match: str | Unset = UNSET,
) -> Problem | ValidateMoveResponse200 | None:
    """Check a move without making it

    Args:
        game_id (str):
        if_match (str | Unset):
        body (DacCallDacMove | DacDiscardDrawnMove | DacDrawStockMove | DacInitialPeekMove |
            DacJackSwapMove | DacNextRoundMove | DacPassSnapMove | DacQueenPeekMove | DacReplaceMove |
            DacSkipPowerMove | DacSnapMove | DacTakeDiscardMove | PresidentExchangeReturnMove |
            PresidentExchangeTakeMove | PresidentNextRoundMove | PresidentPassMove | PresidentPlayMove
            | SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngTakeMove | VriAtterDrawMove |
            VriAtterKnockMove | VriAtterPassMove | VriAtterPlayComboMove | VriAtterPlayMove): A move
            body: the union for the game's kind.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ValidateMoveResponse200
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DacCallDacMove
    | DacDiscardDrawnMove
    | DacDrawStockMove
    | DacInitialPeekMove
    | DacJackSwapMove
    | DacNextRoundMove
    | DacPassSnapMove
    | DacQueenPeekMove
    | DacReplaceMove
    | DacSkipPowerMove
    | DacSnapMove
    | DacTakeDiscardMove
    | PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngTakeMove
    | VriAtterDrawMove
    | VriAtterKnockMove
    | VriAtterPassMove
    | VriAtterPlayComboMove
    | VriAtterPlayMove,
    if_match: str | Unset = UNSET,
) -> Response[Problem | ValidateMoveResponse200]:
    """Check a move without making it

    Args:
        game_id (str):
        if_match (str | Unset):
        body (DacCallDacMove | DacDiscardDrawnMove | DacDrawStockMove | DacInitialPeekMove |
            DacJackSwapMove | DacNextRoundMove | DacPassSnapMove | DacQueenPeekMove | DacReplaceMove |
            DacSkipPowerMove | DacSnapMove | DacTakeDiscardMove | PresidentExchangeReturnMove |
            PresidentExchangeTakeMove | PresidentNextRoundMove | PresidentPassMove | PresidentPlayMove
            | SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngTakeMove | VriAtterDrawMove |
            VriAtterKnockMove | VriAtterPassMove | VriAtterPlayComboMove | VriAtterPlayMove): A move
            body: the union for the game's kind.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ValidateMoveResponse200]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: DacCallDacMove
    | DacDiscardDrawnMove
    | DacDrawStockMove
    | DacInitialPeekMove
    | DacJackSwapMove
    | DacNextRoundMove
    | DacPassSnapMove
    | DacQueenPeekMove
    | DacReplaceMove
    | DacSkipPowerMove
    | DacSnapMove
    | DacTakeDiscardMove
    | PresidentExchangeReturnMove
    | PresidentExchangeTakeMove
    | PresidentNextRoundMove
    | PresidentPassMove
    | PresidentPlayMove
    | SlyngAttackMove
    | SlyngBeatMove
    | SlyngDefendMove
    | SlyngTakeMove
    | VriAtterDrawMove
    | VriAtterKnockMove
    | VriAtterPassMove
    | VriAtterPlayComboMove
    | VriAtterPlayMove,
    if_match: str | Unset = UNSET,
) -> Problem | ValidateMoveResponse200 | None:
    """Check a move without making it

    Args:
        game_id (str):
        if_match (str | Unset):
        body (DacCallDacMove | DacDiscardDrawnMove | DacDrawStockMove | DacInitialPeekMove |
            DacJackSwapMove | DacNextRoundMove | DacPassSnapMove | DacQueenPeekMove | DacReplaceMove |
            DacSkipPowerMove | DacSnapMove | DacTakeDiscardMove | PresidentExchangeReturnMove |
            PresidentExchangeTakeMove | PresidentNextRoundMove | PresidentPassMove | PresidentPlayMove
            | SlyngAttackMove | SlyngBeatMove | SlyngDefendMove | SlyngTakeMove | VriAtterDrawMove |
            VriAtterKnockMove | VriAtterPassMove | VriAtterPlayComboMove | VriAtterPlayMove): A move
            body: the union for the game's kind.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ValidateMoveResponse200
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
