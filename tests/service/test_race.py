"""Concurrent writers on one game, through gunicorn with several worker processes."""

import random
import threading
from collections import Counter

import requests

import engine
from engine import codec
from harness.playout import KINDS

from .helpers import keys_of, store_client

CLIENTS = 16


def test_racing_moves_are_serialized_and_none_is_lost(live_server, redis_url, key_prefix):
    game = requests.post(live_server + "/v1/games", json={
        "kind": "vri_atter", "players": [{"name": f"p{i}"} for i in range(4)],
        "options": {"false_knock": "penalty_1"}}).json()
    gid, tokens = game["game_id"], [s["token"] for s in game["seats"]]
    accepted, statuses = [], Counter()
    lock = threading.Lock()
    start = threading.Barrier(CLIENTS)

    def client(i):
        rng = random.Random(i)
        session = requests.Session()
        seat = i % 4
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        start.wait()
        for _ in range(25):
            moves = session.get(f"{live_server}/v1/games/{gid}/legal-moves", headers=headers).json()
            if not moves["moves"]:
                continue
            r = session.post(f"{live_server}/v1/games/{gid}/moves", headers=headers,
                             json=rng.choice(moves["moves"]))
            with lock:
                statuses[r.status_code] += 1
                if r.status_code == 200:
                    accepted.append(r.json()["version"])

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert set(statuses) <= {200, 409}, statuses
    assert len(accepted) >= 20, "the race barely happened"
    assert len(accepted) == len(set(accepted)), "two moves claimed one version"
    final = requests.get(f"{live_server}/v1/games/{gid}").json()
    assert final["version"] == 1 + len(accepted)
    assert sorted(accepted) == list(range(2, final["version"] + 1))
    # the stored state is whole: every card is still somewhere
    doc = codec.unpack(store_client(redis_url).hget(keys_of(redis_url, key_prefix).game(gid),
                                                    "doc"))
    state = engine.GAMES["vri_atter"].load(doc["state"])
    assert sorted(KINDS["vri_atter"].all_cards(state)) == sorted(engine.cards.standard_deck())


def test_if_match_lets_exactly_one_racer_win(live_server):
    game = requests.post(live_server + "/v1/games", json={
        "kind": "vri_atter", "players": [{"name": "a"}, {"name": "b"}]}).json()
    gid = game["game_id"]
    view = requests.get(f"{live_server}/v1/games/{gid}").json()
    token = game["seats"][view["to_act"][0]]["token"]
    results = []
    start = threading.Barrier(CLIENTS)

    def racer():
        start.wait()
        r = requests.post(f"{live_server}/v1/games/{gid}/moves", json={"type": "draw"},
                          headers={"Authorization": f"Bearer {token}", "If-Match": '"1"'})
        results.append(r.status_code)

    threads = [threading.Thread(target=racer) for _ in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == [200] + [412] * (CLIENTS - 1)


def test_dac_snap_window_responses_race_and_none_is_lost(live_server):
    players = 8
    game = requests.post(live_server + "/v1/games", json={
        "kind": "dac", "players": [{"name": f"p{i}"} for i in range(players)],
        "options": {"initial_peek": "fixed_first_two"}}).json()
    gid, tokens = game["game_id"], [s["token"] for s in game["seats"]]
    auth = [{"Authorization": f"Bearer {t}"} for t in tokens]
    view = requests.get(f"{live_server}/v1/games/{gid}").json()
    actor = view["to_act"][0]
    for move in ({"type": "draw_stock"}, {"type": "discard_drawn"}):
        assert requests.post(f"{live_server}/v1/games/{gid}/moves", json=move,
                             headers=auth[actor]).status_code == 200
    view = requests.get(f"{live_server}/v1/games/{gid}").json()
    if view["phase"] != "snap_window":  # a Queen or Jack was discarded: use the power first
        listed = requests.get(f"{live_server}/v1/games/{gid}/legal-moves",
                              headers=auth[actor]).json()
        requests.post(f"{live_server}/v1/games/{gid}/moves", json=listed["moves"][0],
                      headers=auth[actor]).raise_for_status()
        view = requests.get(f"{live_server}/v1/games/{gid}").json()
    assert view["phase"] == "snap_window"
    waiting = [s for s in range(players) if s not in view["snap_window"]["responded"]]
    results = {}
    start = threading.Barrier(len(waiting))

    def respond(seat):
        start.wait()
        move = {"type": "snap", "slots": [2]} if seat % 2 else {"type": "pass_snap"}
        r = requests.post(f"{live_server}/v1/games/{gid}/moves", json=move, headers=auth[seat])
        results[seat] = (r.status_code, r.json().get("version"))

    threads = [threading.Thread(target=respond, args=(s,)) for s in waiting]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(status == 200 for status, _ in results.values()), results
    versions = sorted(v for _, v in results.values())
    assert len(set(versions)) == len(versions) == len(waiting)
    after = requests.get(f"{live_server}/v1/games/{gid}").json()
    assert after["version"] == versions[-1] and after["snap_window"] is None
    assert after["current"] == (actor + 1) % players
