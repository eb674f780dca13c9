"""The referee over many seeded random games of every kind.

A game's record verifies to the game's result, every commitment the views showed is the
SHA-256 of the record's salt and deck (recomputed here from the documented formula), a
stacked game verifies from its decks alone, and a move the rules refuse is named at its index.
"""

import copy
import hashlib
import random

import pytest

from engine import GAMES, IllegalMove
from engine.referee import RecordProblem, verify
from harness.playout import KINDS, accepted, recorded_game

GAMES_PER_KIND = 40


@pytest.mark.parametrize("stream", [1, 2])
@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_record_verifies_to_its_game_result(kind, stream):
    rounds = set()
    for seed in range(GAMES_PER_KIND // 2 if stream == 1 else GAMES_PER_KIND):
        record, states = recorded_game(kind, seed, stream=stream)
        # a record says which stream it drew from; one of stream 1 has the shape it always had
        assert record.get("stream", 1) == stream and ("stream" in record) == (stream != 1)
        sent = copy.deepcopy(record)
        assert verify(sent) == {"valid": True, "result": record["result"],
                                "moves": len(record["moves"])}
        assert sent == record  # the referee reads the record, never changes it
        recomputed = [hashlib.sha256(f"{d['salt']}:{','.join(d['deck'])}".encode()).hexdigest()
                      for d in record["deals"]]
        assert [d["commitment"] for d in record["deals"]] == recomputed
        # the views committed to each deal from its start, before any card of it was seen
        shown = [s.view(None)["commitments"] for s in states]
        assert shown[-1] == recomputed
        assert all(c == recomputed[:len(c)] for c in shown)
        rounds.add(len(record["deals"]))
    assert max(rounds) > 1 or not GAMES[kind].state_class.has_rounds


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_stacked_game_verifies_from_its_decks_alone(kind):
    for seed in range(GAMES_PER_KIND // 4):
        record, _ = recorded_game(kind, seed, stacked=True)
        assert record["stacked"] is True
        played_elsewhere = {k: v for k, v in record.items() if k not in ("seed", "result")}
        played_elsewhere["deals"] = [{k: d[k] for k in ("round", "dealer", "deck")}
                                     for d in record["deals"]]
        assert verify(played_elsewhere)["result"] == record["result"]


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_refused_move_is_named_at_its_index(kind):
    for seed in range(GAMES_PER_KIND // 4):
        record, states = recorded_game(kind, seed)
        rng = random.Random(seed)
        index = rng.randrange(len(record["moves"]))
        state, seat = states[index], record["moves"][index]["seat"]
        refused = [m for m in KINDS[kind].candidates(state, rng, seat)
                   if not accepted(state, seat, m)]
        if not refused:
            continue
        changed = copy.deepcopy(record)
        changed["moves"][index]["move"] = refused[0]
        with pytest.raises(IllegalMove) as err:
            state.clone().apply(seat, refused[0])
        assert verify(changed) == {"valid": False, "index": index, "seat": seat,
                                   "code": err.value.code, "detail": err.value.message}


JUNK = (None, True, 0, -1, 2**70, 1.5, "", "10H", "x" * 200, [], {}, [None], {"type": 1})


def mutate(value, rng: random.Random):
    """`value` with one nested value (perhaps the whole) replaced by junk."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(list(value))
        return {**value, key: mutate(value[key], rng)}
    if isinstance(value, list) and value and rng.random() < 0.8:
        i = rng.randrange(len(value))
        return [*value[:i], mutate(value[i], rng), *value[i + 1:]]
    return rng.choice(JUNK)


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_any_record_gets_a_verdict_or_a_record_problem(kind):
    record, _ = recorded_game(kind, 1)
    rng = random.Random(kind)
    for _ in range(300):
        changed = record
        for _ in range(rng.randint(1, 3)):
            changed = mutate(changed, rng)
        try:
            verdict = verify(changed)
        except RecordProblem as problem:
            assert problem.field is not None and problem.detail
            continue
        assert set(verdict) in ({"valid", "result", "moves"},
                                {"valid", "index", "seat", "code", "detail"})


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_record_replays_on_the_stream_it_names(kind):
    record, _ = recorded_game(kind, 1)
    assert verify({**record, "stream": 1})["code"] == "DEAL_MISMATCH"
    for bad in (3, "2", None, True):
        with pytest.raises(RecordProblem) as err:
            verify({**record, "stream": bad})
        assert err.value.field == "stream"
