"""Seeded random games of every kind through the HTTP app, every body checked against the spec.

Each listed legal move must validate against the request schema of its kind's move operation
(and of the untyped one); every answer (views of every viewer, legal moves, events, move
answers, dry runs, problems) against the schema documented for its status.
"""

import json
import random
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

import engine
from engine.schema import camel
from harness.playout import random_options

from .contract import SPEC, Wire, assert_valid, component, validator

GAME = "/v1/games/{game_id}"
PLAYS = {"play", "play_combo", "attack", "defend", "beat", "take", "replace", "discard_drawn"}


def choose(rng: random.Random, listed: list[tuple[int, dict]]) -> tuple[int, dict]:
    """Mostly a card play, now and then a call, so that random games end quickly."""
    calls = [x for x in listed if x[1].get("call_dac") or x[1]["type"] == "call_dac"]
    if calls and rng.random() < 0.1:
        return rng.choice(calls)
    plays = [x for x in listed if x[1]["type"] in PLAYS and not x[1].get("call_dac")]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    return rng.choice(listed)


def play(wire: Wire, kind: str, seed: int) -> int:
    rng = random.Random(seed)
    game = engine.GAMES[kind]
    n = rng.randint(game.min_players, min(game.max_players, 5))
    options = random_options(kind, rng)
    options.pop("decks", None)  # one or two decks must fit the player count
    if kind == "president":
        options["max_rounds"] = rng.randint(1, 2)
    if kind == "dac":
        options["target_score"] = 40
    seated = rng.randint(1, n)
    created = wire.call("post", "/v1/games", body={
        "kind": kind, "options": options, "seats": n,
        "players": [{"name": f"p{i}"} for i in range(seated)]}).get_json()
    gid, host = created["game_id"], created["host_token"]
    tokens = [s["token"] for s in created["seats"]]
    if seated < n:
        wire.call("get", GAME, game_id=gid)  # the waiting view
        wire.call("get", GAME + "/events", game_id=gid)
    for i in range(seated, n):
        tokens.append(wire.call("post", GAME + "/players", body={"name": f"p{i}"},
                                game_id=gid).get_json()["token"])
    typed, seen = f"{GAME}/{kind}/moves", 0
    move_schema, any_move = component(f"{camel(kind)}Move"), component("AnyMove")
    valid_moves: set[str] = set()
    for step in range(2000):
        viewers = [*tokens, host, None] if step % 4 == 0 else [None]
        for token in viewers:
            view = wire.call("get", GAME, game_id=gid, token=token)
        if view.get_json()["status"] == "finished":
            break
        listed = []
        for seat, token in enumerate(tokens):
            answer = wire.call("get", GAME + "/legal-moves", game_id=gid, token=token).get_json()
            for move in answer["moves"]:
                key = json.dumps(move, sort_keys=True)
                if key not in valid_moves:  # the same moves are listed step after step
                    assert_valid(move_schema, move, f"{kind} legal move")
                    assert_valid(any_move, move, f"{kind} legal move (any kind)")
                    valid_moves.add(key)
                listed.append((seat, move))
        seat, move = choose(rng, listed)
        if step % 5 == 0:
            check = wire.call("post", typed + "/validate", game_id=gid, token=tokens[seat],
                              body=move).get_json()
            assert check == {"legal": True}
        if step % 7 == 3:  # a move the seat cannot make: answered with a documented problem
            idle = next((s for s in range(n) if not any(s == t for t, _ in listed)), None)
            if idle is not None:
                refused = wire.call("post", typed, game_id=gid, token=tokens[idle], body=move)
                assert refused.status_code == 409
        if step % 2:
            moved = wire.call("post", typed, game_id=gid, token=tokens[seat], body=move)
        else:
            moved = wire.call("post", GAME + "/moves", game_id=gid, token=tokens[seat], body=move)
        assert moved.status_code == 200, moved.get_json()
        if step % 10 == 0:
            for token in (tokens[seat], host, None):
                wire.call("get", GAME + "/events", game_id=gid, token=token,
                          query=f"?after={max(0, seen - 3)}")
        seen = moved.get_json()["events"][-1]["seq"]
    else:
        raise AssertionError(f"{kind} seed {seed} did not end")
    for token in (tokens[0], None):  # whole logs are long: two viewers suffice
        wire.call("get", GAME + "/events", game_id=gid, token=token)
    return step


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_random_games_match_the_contract(client, kind):
    wire = Wire(client)
    for seed in range(3):
        play(wire, kind, seed)
    assert wire.checked > 100


def test_problems_and_reads_match_the_contract(client):
    wire = Wire(client)
    wire.call("get", "/v1/kinds")
    for kind in engine.GAMES:
        wire.call("get", "/v1/kinds/{kind}", kind=kind)
        wire.call("get", "/v1/kinds/{kind}/rules", kind=kind)
    wire.call("get", "/v1/kinds/{kind}", kind="chess")
    wire.call("get", GAME, game_id="0" * 20)
    created = wire.call("post", "/v1/games", body={
        "kind": "slyng", "players": [{"name": "a"}, {"name": "b"}]}).get_json()
    gid, token = created["game_id"], created["seats"][0]["token"]
    wire.call("get", GAME + "/legal-moves", game_id=gid)  # 401: no token
    wire.call("get", GAME, game_id=gid, token="forged")  # 401
    wire.call("get", GAME + "/legal-moves", game_id=gid, token=created["host_token"])  # 403
    wire.call("post", f"{GAME}/dac/moves", game_id=gid, token=token,
              body={"type": "draw_stock"})  # 409 KIND_MISMATCH
    wire.call("post", f"{GAME}/slyng/moves", game_id=gid, token=token,
              body={"type": "attack", "cards": ["2C"]}, headers={"If-Match": '"9"'})  # 412
    r = wire.call("post", "/v1/games", body={"kind": "slyng", "players": [{"name": "a"}]})
    assert r.status_code == 422
    r = wire.call("get", GAME, game_id=gid, headers={"If-None-Match": '"1"'})
    assert r.status_code == 304


def test_every_code_in_the_code_is_documented():
    documented = set(SPEC["components"]["schemas"]["ProblemCode"]["enum"])
    root = Path(__file__).parents[2]
    found = set()
    for source in [*root.glob("engine/*.py"), *root.glob("service/**/*.py")]:
        found |= set(re.findall(r'(?:IllegalMove|Problem)\((?:\d+, )?"([A-Z_]+)"',
                                source.read_text()))
    assert len(found) > 40
    assert found <= documented, found - documented
    for game in engine.GAMES.values():
        assert set(game.all_codes) <= documented


def test_the_checker_agrees_with_the_standard_validator(client):
    """The contract's checker picks a oneOf branch by its constant; on answers of a real game
    and on broken copies of them it finds errors exactly where the standard validator does."""
    created = client.post("/v1/games", json={"kind": "dac", "players": [
        {"name": "a"}, {"name": "b"}]}).get_json()
    token = created["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    path = f"/v1/games/{created['game_id']}"
    moved = client.post(path + "/moves", json={"type": "initial_peek", "slots": [0, 1]},
                        headers=auth).get_json()
    events = client.get(path + "/events", headers=auth).get_json()
    samples = [("MoveResult", moved), ("EventList", events)]
    broken = []
    for name, body in samples:
        event = body["events"][0]
        broken += [(name, {**body, "events": [{**event, "seq": "one"}]}),  # a wrong field
                   (name, {**body, "events": [{**event, "type": "no_such_event"}]}),
                   (name, {**body, "events": [{**event, "surprise": 1}]}),
                   (name, {**body, "kind": "chess"})]
    for name, body in samples + broken:
        schema = {"$ref": f"#/components/schemas/{name}"}
        standard = Draft202012Validator({"allOf": [schema], "components": SPEC["components"]})
        assert validator(schema).is_valid(body) == standard.is_valid(body), (name, body)
    assert all(validator({"$ref": f"#/components/schemas/{n}"}).is_valid(b)
               for n, b in samples)
    assert not any(validator({"$ref": f"#/components/schemas/{n}"}).is_valid(b)
                   for n, b in broken)
