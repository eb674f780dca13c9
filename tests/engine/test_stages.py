"""`State.stage`: the same while a seat goes on with one decision, different once it comes to a
new one without leaving the seats to act (a turn clock then gives it its time afresh).

Over seeded random games of every kind, each move whose mover is still to act afterwards is
judged by the rules as told in each kind's rulebook, not by the stage itself: a Vri åtter draw
keeps the turn; a Dač turn's steps are one decision, while the first peek, the turn and its
snap window are each their own; a Slyng defender answering served cards one by one goes on,
and after a clean defence attacks, a decision of its own; in President a taker's exchange is
one decision, and every play or pass ends the turn (its player may lead again: 3C, a burn, or
the trick won when all others passed)."""

import random

import pytest

from engine import GAMES

_DAC_TURN = ("turn_draw", "turn_resolve", "power_q", "power_j")


def _goes_on(kind: str, before, after, move: dict) -> bool:
    """Whether the mover, still to act, goes on with the decision it was at (the rules)."""
    if kind == "vri_atter":
        return move["type"] in ("draw", "knock")  # a knock, in turn or not, ends no turn
    if kind == "dac":
        in_turn = before.phase in _DAC_TURN and after.phase in _DAC_TURN[1:]
        same_window = before.phase == after.phase == "snap_window" \
            and before.window["discarder"] == after.window["discarder"]
        return in_turn and after.round_no == before.round_no or same_window
    if kind == "slyng":
        return before.phase == after.phase == "defend" \
            and (before.attacker, before.defender) == (after.attacker, after.defender)
    # President: a turn in play is one play or pass; a taker's exchange (take, then give back)
    # is one decision
    return before.phase == after.phase == "exchange"


OPTIONS = {"president": {"max_rounds": 2}, "dac": {}, "slyng": {}, "vri_atter": {}}


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_stage_lasts_one_decision(kind):
    game = GAMES[kind]
    rng = random.Random(f"stages-{kind}")
    seen = {True: 0, False: 0}  # moves whose mover stays to act: going on, or a new decision
    for n in range(60):
        players = [f"P{i}" for i in range(rng.randint(game.min_players,
                                                     min(game.max_players, 4)))]
        state, _ = game.new_state(players, OPTIONS[kind], seed=f"stages-{kind}-{n}")
        for _ in range(600):
            acting = [s for s in state.to_act() if state.legal_moves(s)]
            if state.finished or not acting:
                break
            seat = rng.choice(acting)
            move = rng.choice(state.legal_moves(seat))
            before = state.clone()
            state.apply(seat, move)
            if seat not in state.to_act():
                continue
            goes_on = _goes_on(kind, before, state, move)
            seen[goes_on] += 1
            assert (before.stage() == state.stage()) == goes_on, (kind, n, move, before.stage(),
                                                                   state.stage())
    # each kind's cases come up: a seat going on (but in President), a new decision in place
    assert seen[True] > 0, seen
    assert seen[False] > 0 or kind == "vri_atter", seen
