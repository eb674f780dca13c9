"""End to end through the generated Python client against the live service."""

import random

import pytest
from cardtable_client import AuthenticatedClient, Client
from cardtable_client.api.games import create_game, get_game, list_legal_moves, post_move
from cardtable_client.api.kinds import list_kinds
from cardtable_client.models import (CreatedGame, CreateGame, CreateGameOptions, Player,
                                     PostMoveResponse200, Problem)

import engine


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_full_game_through_the_python_client(live_server, kind):
    rng = random.Random(kind)
    anonymous = Client(base_url=live_server)
    described = {k.kind.value: k for k in list_kinds.sync(client=anonymous)}
    info = described[kind]
    options = {"max_rounds": 1} if "max_rounds" in info.defaults.additional_properties else {}
    n = min(info.max_players, max(info.min_players, 3))
    created = create_game.sync(client=anonymous, body=CreateGame(
        kind=kind, players=[Player(f"p{i}") for i in range(n)],
        options=CreateGameOptions.from_dict(options)))
    assert isinstance(created, CreatedGame)
    seats = [AuthenticatedClient(base_url=live_server, token=s.token) for s in created.seats]
    for _ in range(5000):
        view = get_game.sync(created.game_id, client=anonymous)
        assert not isinstance(view, Problem) and view is not None
        if view.status.value == "finished":
            break
        choices = []
        for seat in [*view.to_act, *range(n)]:
            listed = list_legal_moves.sync(created.game_id, client=seats[seat])
            choices = [(seat, m) for m in listed.moves]
            if choices:
                break
        plays = [c for c in choices if c[1].to_dict()["type"] == "play"]
        # mostly play a card when one can (random drawing makes Vri åtter games very long)
        seat, move = rng.choice(plays if plays and rng.random() < 0.75 else choices)
        moved = post_move.sync(created.game_id, client=seats[seat], body=move)
        assert isinstance(moved, PostMoveResponse200), moved
    final = get_game.sync(created.game_id, client=anonymous)
    assert final.status.value == "finished" and final.result is not None


def test_illegal_move_is_a_typed_problem(live_server):
    anonymous = Client(base_url=live_server)
    created = create_game.sync(client=anonymous, body=CreateGame(
        kind="vri_atter", players=[Player("a"), Player("b")]))
    view = get_game.sync(created.game_id, client=anonymous)
    idle = next(s for s in created.seats if s.seat not in view.to_act)
    listed = list_legal_moves.sync(
        created.game_id, client=AuthenticatedClient(base_url=live_server,
                                                    token=created.seats[view.to_act[0]].token))
    draw = next(m for m in listed.moves if m.to_dict() == {"type": "draw"})
    refused = post_move.sync(created.game_id, body=draw,
                             client=AuthenticatedClient(base_url=live_server, token=idle.token))
    assert isinstance(refused, Problem)
    assert refused.code == "NOT_YOUR_TURN" and refused.status == 409
