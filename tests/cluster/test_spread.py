"""What a Redis Cluster is for: games and their queues spread over every master, notices on
sharded channels that reach only their shard, and quotas counted there too."""

import requests

from service.keys import Keys

from ..service.helpers import auth, create, store_client
from ..service.sse import Stream


def test_groups_lie_evenly_over_the_slots_and_every_master_serves_games(app, redis_cluster):
    store = app.extensions["cardtable"]["store"]
    assert store.keys.shards == 16
    slots = [int(redis_cluster.node(redis_cluster.ports[0]).cluster("KEYSLOT", tag))
             for tag in store.keys.tags]
    assert [s * 16 // 16384 for s in slots] == list(range(16))  # one per sixteenth
    client = app.test_client()
    games = [create(client)["game_id"] for _ in range(30)]
    masters = {redis_cluster.master_of(store.game_key(g)) for g in games}
    assert masters == set(redis_cluster.masters())
    # each game's webhook, bot and deadline queues are its group's, on its game's slot
    for game_id in games:
        key_slot = redis_cluster.node(redis_cluster.ports[0]).cluster
        slot = int(key_slot("KEYSLOT", store.game_key(game_id)))
        assert {int(key_slot("KEYSLOT", k)) for k in (
            store.bot_queue(game_id), store.deadlines(game_id),
            store.keys.of_game("webhooks", game_id), store.keys.of_game("changes", game_id),
        )} == {slot}


def test_a_stream_listens_on_its_games_shard_only(live_server, redis_cluster, key_prefix):
    game = requests.post(f"{live_server}/v1/games", timeout=10, json={
        "kind": "vri_atter", "players": [{"name": "Ann"}, {"name": "Bo"}]}).json()
    gid = game["game_id"]
    channel = Keys(key_prefix, 16, tagged=True).of_game("changes", gid)
    stream = Stream(f"{live_server}/v1/games/{gid}/stream")
    try:
        stream.events(lambda f: f.event == "status")
        owner = redis_cluster.master_of(channel)
        for port in redis_cluster.masters():
            node = redis_cluster.node(port)
            _, sharded = node.execute_command("PUBSUB", "SHARDNUMSUB", channel)
            assert (sharded > 0) == (port == owner), (port, owner, sharded)
            assert not [c for c in node.pubsub_channels() if key_prefix.encode() in c]
        seat = requests.get(f"{live_server}/v1/games/{gid}", timeout=10).json()["to_act"][0]
        token = game["seats"][seat]["token"]
        move = requests.get(f"{live_server}/v1/games/{gid}/legal-moves", headers=auth(token),
                            timeout=10).json()["moves"][0]
        assert requests.post(f"{live_server}/v1/games/{gid}/moves", json=move,
                             headers=auth(token), timeout=10).status_code == 200
        assert stream.events(lambda f: f.event == "status"), "the move's frames never came"
    finally:
        stream.close()


def test_quotas_are_counted_on_the_cluster(settings, redis_url):
    from dataclasses import replace

    from service import create_app

    app = create_app(replace(settings, rate_limit_address="5 per minute",
                             key_prefix=f"{settings.key_prefix}:quota"))
    client = app.test_client()
    game = create(client)
    answers = [client.get(f"/v1/games/{game['game_id']}").status_code for _ in range(6)]
    assert answers == [200] * 4 + [429, 429]  # the create spent one
    counters = list(store_client(redis_url).scan_iter(
        match=f"{settings.key_prefix}:quota:limits*", count=1000))
    assert counters, "no counter in the cluster"


def test_the_notifier_listens_on_the_new_master_after_a_failover(tmp_path):
    """A master killed (on a cluster of the test's own): the notifier's connection to it
    drops, and it subscribes again where the slots are now, so waits get notices again."""
    import threading
    import time

    from harness.redis_cluster import running_cluster
    from service.live import Notifier

    with running_cluster(tmp_path) as cluster:
        client = store_client(cluster.url, decode_responses=True)
        keys = Keys("failover-test", 16, tagged=True)
        notifier = Notifier(client, keys.every("changes"), sharded=True)
        notifier.wait("none", lambda: None, 0)  # starts listening
        deadline = time.monotonic() + 60

        def until(condition):
            while not condition():
                assert time.monotonic() < deadline, "gave up waiting"
                time.sleep(0.1)

        until(lambda: notifier.mark() is not None)
        channel = keys.group("changes", 0)
        victim = cluster.master_of(channel)
        cluster.procs[victim].kill()
        cluster.procs[victim].wait()

        def promoted():
            try:
                return cluster.master_of(channel) != victim
            except LookupError:
                return False

        until(promoted)
        until(lambda: notifier.mark() is not None)
        got = []
        waiting = threading.Thread(target=lambda: got.append(notifier.wait("g1", lambda: None,
                                                                          30)))
        waiting.start()
        time.sleep(0.3)
        client.spublish(channel, '3 5 g1 {"status":"playing","to_act":[0]}')
        waiting.join()
        assert got[0] is not None and got[0].version == 3
