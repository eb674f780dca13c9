"""Game records, the stateless referee, reproducible matches and fair-shuffle commitments."""

import copy
import json
import random
import subprocess
import sys

import pytest

import engine
from engine.deals import commitment
from harness.playout import KINDS, random_options

from .helpers import auth

CALLS = {"call_dac", "knock"}
PLAYS = {"play", "play_combo", "attack", "defend", "beat", "take", "replace", "discard_drawn"}


def play_out(client, kind: str, rng: random.Random, fixed: dict | None = None,
             **extra) -> tuple[str, list[str]]:
    """A game of `kind` with random options (but the `fixed` ones), played through the app
    to its end."""
    game = engine.GAMES[kind]
    n = rng.randint(game.min_players, min(game.max_players, 5))
    options = {**random_options(kind, rng), **KINDS[kind].forced_options(rng), **(fixed or {})}
    options.pop("decks", None)  # two Dač decks need more players
    created = client.post("/v1/games", json={
        "kind": kind, "options": options, "players": [{"name": f"p{i}"} for i in range(n)],
        **extra}).get_json()
    gid, tokens = created["game_id"], [s["token"] for s in created["seats"]]
    for _ in range(5000):
        if client.get(f"/v1/games/{gid}").get_json()["status"] == "finished":
            return gid, tokens
        listed = [(t, m) for t in tokens for m in client.get(
            f"/v1/games/{gid}/legal-moves", headers=auth(t)).get_json()["moves"]]
        # calls and knocks (anyone's, any time, perhaps at a cost) now and then, else mostly plays
        calls = [x for x in listed if x[1].get("call_dac") or x[1]["type"] in CALLS]
        plays = [x for x in listed if x[1]["type"] in PLAYS and x not in calls]
        others = [x for x in listed if x not in calls]
        token, move = rng.choice(calls if calls and rng.random() < 0.05 else
                                 plays if plays and rng.random() < 0.9 else others or calls)
        assert client.post(f"/v1/games/{gid}/moves", json=move,
                           headers=auth(token)).status_code == 200
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_records_verify_to_their_game_result(client, kind):
    rng = random.Random(f"referee-{kind}")
    for _ in range(4):
        gid, _ = play_out(client, kind, rng)
        record = client.get(f"/v1/games/{gid}/record").get_json()
        view = client.get(f"/v1/games/{gid}").get_json()
        assert record["result"] == view["result"] and record["moves"]
        verdict = client.post("/v1/referee/verify", json=record).get_json()
        assert verdict == {"valid": True, "result": view["result"], "moves": len(record["moves"])}
        without = {k: v for k, v in record.items() if k != "result"}
        assert client.post("/v1/referee/verify", json=without).get_json()["valid"] is True
        # every commitment the views showed is the one the record's salt and deck give
        assert view["commitments"] == [commitment(d["salt"], d["deck"]) for d in record["deals"]]
        assert all(d["commitment"] == c for d, c in zip(record["deals"], view["commitments"]))


def test_the_referee_finds_the_first_wrong_move_and_a_false_result(client):
    gid, _ = play_out(client, "vri_atter", random.Random(3))
    record = client.get(f"/v1/games/{gid}/record").get_json()
    def verify(r):
        return client.post("/v1/referee/verify", json=r).get_json()

    wrong = copy.deepcopy(record)
    # a play in the middle, made by the next seat instead (a knock could be anyone's move)
    index = next(i for i, m in enumerate(wrong["moves"])
                 if i >= len(wrong["moves"]) // 2 and m["move"]["type"] == "play")
    seat = (wrong["moves"][index]["seat"] + 1) % len(wrong["seats"])
    wrong["moves"][index]["seat"] = seat
    verdict = verify(wrong)
    assert verdict == {**verdict, "valid": False, "index": index, "seat": seat,
                       "code": "NOT_YOUR_TURN"}
    short = copy.deepcopy(record)
    short["moves"] = short["moves"][:-1]
    assert verify(short)["code"] == "GAME_NOT_OVER"
    false = copy.deepcopy(record)
    false["result"]["finishing_order"].reverse()
    assert verify(false) == {**verify(false), "valid": False, "code": "RESULT_MISMATCH"}
    moved = copy.deepcopy(record)
    moved["deals"][0]["deck"][0], moved["deals"][0]["deck"][1] = \
        moved["deals"][0]["deck"][1], moved["deals"][0]["deck"][0]
    assert verify(moved)["code"] == "COMMITMENT_MISMATCH"
    del moved["deals"][0]["commitment"], moved["deals"][0]["salt"]
    assert verify(moved)["code"] == "DEAL_MISMATCH"  # the seed deals another order


def test_impossible_decks_and_unreadable_records_are_422(client):
    gid, _ = play_out(client, "slyng", random.Random(4))
    record = client.get(f"/v1/games/{gid}/record").get_json()
    twice = copy.deepcopy(record)
    twice["deals"][0]["deck"][1] = twice["deals"][0]["deck"][0]
    r = client.post("/v1/referee/verify", json=twice)
    card = twice["deals"][0]["deck"][0]
    assert r.status_code == 422 and card in r.get_json()["detail"]
    assert r.get_json()["field"].startswith("deals.0")
    short = copy.deepcopy(record)
    missing = short["deals"][0]["deck"].pop()
    r = client.post("/v1/referee/verify", json=short)
    assert r.status_code == 422 and missing in r.get_json()["detail"]
    for broken, field in (({**record, "kind": "chess"}, "kind"),
                          ({**record, "moves": [1]}, "moves.0"),
                          ({**record, "deals": []}, "deals")):
        r = client.post("/v1/referee/verify", json=broken)
        assert r.status_code == 422 and r.get_json()["field"] == field


def test_a_record_waits_for_the_end(client):
    created = client.post("/v1/games", json={"kind": "slyng", "players": [
        {"name": "a"}, {"name": "b"}]}).get_json()
    r = client.get(f"/v1/games/{created['game_id']}/record")
    assert r.status_code == 409 and r.get_json()["code"] == "NOT_FINISHED"


def test_a_seed_or_the_decks_of_every_round_replay_a_whole_match(client):
    # two matches with the same seed and the same moves are the same match
    first, _ = play_out(client, "president", random.Random(9), {"max_rounds": 2},
                        seed="match-seed")
    record = client.get(f"/v1/games/{first}/record").get_json()
    assert record["seed"] == "match-seed" and len(record["deals"]) == 2
    decks = [d["deck"] for d in record["deals"]]

    def replay(**setup) -> dict:
        again = client.post("/v1/games", json={
            "kind": "president", "options": record["options"],
            "players": [{"name": s} for s in record["seats"]], **setup}).get_json()
        gid, tokens = again["game_id"], [s["token"] for s in again["seats"]]
        for entry in record["moves"]:
            r = client.post(f"/v1/games/{gid}/moves", json=entry["move"],
                            headers=auth(tokens[entry["seat"]]))
            assert r.status_code == 200, r.get_json()
        assert client.get(f"/v1/games/{gid}").get_json()["stacked_deck"] is True
        return client.get(f"/v1/games/{gid}/record").get_json()

    # the same seed deals every round the same, salts and commitments too
    again = replay(seed="match-seed")
    assert again["deals"] == record["deals"] and again["result"] == record["result"]
    assert again["stacked"] is False  # reshuffles are the seed's, not test mode's
    # the decks of every round, given, are dealt in turn (test mode)
    again = replay(decks=decks, dealer=record["deals"][0]["dealer"])
    assert [d["deck"] for d in again["deals"]] == decks and again["stacked"] is True
    assert again["result"] == record["result"]
    assert client.post("/v1/referee/verify", json=again).get_json()["valid"] is True
    r = client.post("/v1/games", json={"kind": "vri_atter", "players": [
        {"name": "a"}, {"name": "b"}], "decks": [decks[0]]})
    assert r.status_code == 422  # a President deck is not a Vri åtter deck


def test_cardtable_verify_offline(client, tmp_path):
    gid, _ = play_out(client, "dac", random.Random(5))
    record = client.get(f"/v1/games/{gid}/record").get_json()
    good = tmp_path / "good.json"
    good.write_text(json.dumps(record))
    bad = tmp_path / "bad.json"
    record["moves"] = record["moves"][:-1]
    bad.write_text(json.dumps(record))
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    for path, status in ((good, 0), (bad, 1), (broken, 2)):
        ran = subprocess.run([sys.executable, "-m", "service.cli", "verify", str(path)],
                             capture_output=True, text=True, check=False)
        assert ran.returncode == status, ran.stdout + ran.stderr
    checked = subprocess.run([sys.executable, "-m", "service.cli", "verify", str(good)],
                             capture_output=True, text=True, check=False)
    assert json.loads(checked.stdout)["valid"] is True


def test_the_record_schema_bounds_seats_and_seed_as_the_referee_does(client, app):
    """A record whose seats and seed the published schema allows is read by the referee; one
    with fewer or more seats than its kind seats is 422 on `seats`, an empty or overlong seed
    422 on `seed` (a schema-valid record is never refused for either)."""
    gid, _ = play_out(client, "slyng", random.Random(5))
    record = client.get(f"/v1/games/{gid}/record").get_json()
    schema = app.extensions["cardtable"]["api"].spec.to_dict()[
        "components"]["schemas"]["SlyngRecord"]["properties"]["seats"]
    game = engine.GAMES["slyng"]
    assert (schema["minItems"], schema["maxItems"]) == (game.min_players, game.max_players)
    assert client.post("/v1/referee/verify", json=record).status_code == 200
    seed = app.extensions["cardtable"]["api"].spec.to_dict()[
        "components"]["schemas"]["SlyngRecord"]["properties"]["seed"]
    assert (seed["minLength"], seed["maxLength"]) == (1, 128)
    for bad_seed in ("", "s" * 129):  # outside the documented bounds: refused on `seed`
        r = client.post("/v1/referee/verify", json={**record, "seed": bad_seed})
        assert r.status_code == 422 and r.get_json()["field"] == "seed"
    for count in (0, game.min_players - 1, game.max_players + 1):
        r = client.post("/v1/referee/verify",
                        json={**record, "seats": [f"p{i}" for i in range(count)]})
        assert r.status_code == 422 and r.get_json()["field"] == "seats", (count, r.get_json())
