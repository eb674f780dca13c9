"""Every view of many random games matches its kind's view schema in the OpenAPI document,
and every field that all of them have is required by it."""

import random

import pytest
from openapi_schema_validator import OAS31Validator

import engine
from harness.playout import KINDS, random_options
from service.games import records
from service.games.records import new_record, view_for


@pytest.fixture(scope="module")
def validator(app):
    spec = app.extensions["cardtable"]["api"].spec.to_dict()
    return OAS31Validator({"$ref": "#/components/schemas/GameView",
                           "components": spec["components"]})


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_views_match_the_schema(validator, kind, app):
    schema = app.extensions["cardtable"]["api"].spec.to_dict()["components"]["schemas"][
        f"{engine.GAMES[kind].schema_prefix}View"]
    always = set(schema["properties"])
    game, adapter = engine.GAMES[kind], KINDS[kind]
    for seed in range(10):
        rng = random.Random(seed)
        n = rng.randint(game.min_players, min(game.max_players, 5))
        options = {**random_options(kind, rng), **adapter.forced_options(rng)}
        state, _ = game.new_state([f"p{i}" for i in range(n)], options, seed=str(seed))
        record = new_record(kind, state.options, n, None, None)
        records.set_state(record, state)
        steps = 0
        while True:
            # every fifth step, then (a long Vri åtter game's hundreds) every fiftieth
            if steps % (5 if steps < 200 else 50) == 0 or state.finished:
                records.set_state(record, state)
                for viewer in [*range(n), None]:
                    view = view_for("g", steps + 1, record, viewer)
                    validator.validate(view)
                    always &= set(view)
            if state.finished:
                break
            moves = {s: state.legal_moves(s) for s in range(n)}
            state.apply(*adapter.choose(state, rng, moves))
            steps += 1
    # every field that every view had is one a client may rely on
    assert always <= set(schema["required"]), always - set(schema["required"])


def test_waiting_view_matches(client, validator):
    created = client.post("/v1/games", json={"kind": "president", "players": [{"name": "a"}],
                                             "seats": 3}).get_json()
    validator.validate(client.get(f"/v1/games/{created['game_id']}").get_json())
