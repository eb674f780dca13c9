"""Every kind the service offers plays from creation to its result through the HTTP API."""

import random

import pytest

import engine
from harness.playout import KINDS

from .helpers import auth, create


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_full_game_through_the_api(client, kind):
    rng = random.Random(kind)
    game = engine.GAMES[kind]
    names = [f"p{i}" for i in range(min(game.max_players, max(game.min_players, 3)))]
    created = create(client, kind=kind, names=names, options=KINDS[kind].forced_options(rng))
    gid, tokens = created["game_id"], [s["token"] for s in created["seats"]]
    for _ in range(5000):
        view = client.get(f"/v1/games/{gid}").get_json()
        if view["status"] == "finished":
            break
        moves = {s: client.get(f"/v1/games/{gid}/legal-moves", headers=auth(t)).get_json()["moves"]
                 for s, t in enumerate(tokens)}
        choices = [(s, m) for s, ms in moves.items() for m in ms if s in view["to_act"]] or \
            [(s, m) for s, ms in moves.items() for m in ms]
        plays = [c for c in choices if c[1]["type"] == "play"]
        # mostly play a card when one can (random drawing makes Vri åtter games very long)
        seat, move = rng.choice(plays if plays and rng.random() < 0.75 else choices)
        r = client.post(f"/v1/games/{gid}/moves", json=move, headers=auth(tokens[seat]))
        assert r.status_code == 200, (move, r.get_json())
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and final["result"]
