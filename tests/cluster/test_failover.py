"""A master killed under load (bench/failover.py, on a cluster of its own): with
CARDTABLE_REDIS_WAIT_REPLICAS=1 no move answered 2xx is lost and none is applied twice, and
the killed master's games play on by themselves once its replica took over; without it, the
count of lost moves is reported."""

import pytest

from bench.failover import run


@pytest.mark.parametrize("wait_replicas", [1, 0])
def test_a_killed_master_loses_no_move_answered_as_done(wait_replicas, tmp_path, record_property):
    result = run(clients=32, seconds=30, wait_replicas=wait_replicas, kill_after=4,
                 directory=tmp_path, settle=2)
    record_property("failover", result)
    print(result)
    assert result["doubled"] == 0, result
    if wait_replicas:
        assert result["lost"] == 0, result
    assert result["moves_after_kill"] > 100, result
    # the killed master's group plays on by itself, within seconds of its replica's promotion
    assert result["group_back_after_s"] is not None, result
    assert result["group_back_after_s"] < result["failover_s"] + 20, result
