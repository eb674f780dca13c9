"""Bots: they play every kind to its end by the rules, decide from their own seat's
observation alone (a recording wrapper checks every input), and repeat themselves for a seed."""

import copy
import random

import pytest

import engine.bots
from engine import GAMES, IllegalMove
from engine.bots import LEVELS, Bot, check_table, hint, next_bot_move
from engine.cards import standard_deck
from engine.dac import points
from harness.playout import KINDS, cards_in, random_game

from .dac_helpers import position as dac_position
from .vri_helpers import position as vri_position

GAMES_PER_KIND = 12
MAX_MOVES = 20_000


def new_game(kind: str, rng: random.Random, seed: str):
    _, state, events = random_game(kind, rng, seed, most_players=4)
    return state, events


def bot_table(state, rng: random.Random) -> dict[int, Bot]:
    """Bots of every level, the searching ones on a small budget to keep the test quick."""
    return {s: Bot(rng.choice(LEVELS), 10) for s in range(len(state.names))}


def play_bots(state, bots, seed: str, on_move=None) -> list[tuple[int, dict]]:
    moves = []
    for number in range(MAX_MOVES):
        chosen = next_bot_move(state, bots, f"{seed}:{number}", humans=False)
        if chosen is None:
            break
        seat, move = chosen
        assert move in state.legal_moves(seat), (seat, move)
        events = state.apply(seat, move)
        moves.append(chosen)
        if on_move:
            on_move(events)
    return moves


class Recorder:
    """`observe` for the test: every observation a bot gets is checked against the cards its
    seat has been shown (now, earlier, or announced to the table)."""

    def __init__(self, kind: str, state, dealt: list[dict]):
        self.adapter = KINDS[kind]
        self.state = state
        self.shown = {s: set() for s in range(len(state.names))}
        self.inputs = 0
        self.remember(dealt)

    def remember(self, events: list[dict]) -> None:
        for seat, cards in self.shown.items():
            cards |= self.adapter.visible(self.state, seat)
            for e in events:
                cards |= self.adapter.announced(e)

    def observe(self, state, seat):
        observation = OBSERVE(state, seat)
        # options name cards (President's first lead card) without placing them
        public = {k: v for k, v in observation.view.items() if k != "options"}
        seen = cards_in(public) | cards_in(observation.legal)
        leaked = seen - self.shown[seat] - self.adapter.visible(state, seat)
        assert not leaked, f"seat {seat} was given {sorted(leaked)}"
        self.inputs += 1
        return observation


OBSERVE = engine.bots.observe


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_bots_play_every_kind_to_its_end_without_peeking(kind, monkeypatch):
    for number in range(GAMES_PER_KIND):
        rng = random.Random(f"bots-{kind}-{number}")
        state, dealt = new_game(kind, rng, f"seed-{number}")
        recorder = Recorder(kind, state, dealt)
        monkeypatch.setattr(engine.bots, "observe", recorder.observe)
        moves = play_bots(state, bot_table(state, rng), f"bots-{number}", recorder.remember)
        assert state.finished, f"{kind} game {number} did not end"
        assert recorder.inputs >= len(moves) > 0


def test_bots_take_no_state_only_an_observation():
    """By construction: a decision gets the game's fixed facts and the observation."""
    state, _ = GAMES["vri_atter"].new_state(["a", "b"], seed="x")
    seat = state.to_act()[0]
    observation = engine.bots.observe(state, seat)
    assert set(vars(observation)) == {"kind", "seat", "view", "legal"}
    assert observation.view == state.view(seat, memory=True)
    decision = engine.bots.decide(Bot("ismcts", 10), state.game, observation, "s")
    assert decision.move in state.legal_moves(seat)


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_game_of_bots_replays_the_same_for_its_seeds(kind):
    runs = []
    for _ in range(2):
        rng = random.Random(f"again-{kind}")
        state, _ = new_game(kind, rng, "same")
        bots = {s: Bot("ismcts", 10) for s in range(len(state.names))}
        runs.append(play_bots(state, bots, "same-bots"))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("kind", sorted(GAMES))
@pytest.mark.parametrize("level", LEVELS)
def test_a_hint_is_a_legal_move_of_the_seat(kind, level):
    rng = random.Random(f"hint-{kind}-{level}")
    state, _ = new_game(kind, rng, "hint")
    for step in range(30):
        if state.finished:
            break
        for seat in range(len(state.names)):
            advice = hint(state, seat, Bot(level, 10), f"hint:{step}:{seat}")
            legal = state.legal_moves(seat)
            if not legal:
                assert advice is None
                continue
            must_act = seat in state.to_act()
            assert advice.move in legal or (advice.move is None and not must_act)
            if level == "ismcts" and must_act and len(legal) > 1:
                assert 0.0 <= advice.value <= 1.0
        acting = state.to_act()[0]
        state.apply(acting, rng.choice(state.legal_moves(acting)))


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_search_leaves_its_observation_as_it_was(kind):
    """Every determinization of a search is dealt from the one observation: a state that kept
    a part of it (Dač's snap window, a President trick) and changed it would change the
    next ones."""
    rng = random.Random(f"untouched-{kind}")
    state, _ = new_game(kind, rng, "untouched")
    phases = set()
    for step in range(60):
        if state.finished:
            break
        acting = state.to_act()[0]
        observation = engine.bots.observe(state, acting)
        if len(observation.legal) > 1:
            before = copy.deepcopy(observation.view)
            engine.bots.decide(Bot("ismcts", 10), state.game, observation, f"u{step}")
            assert observation.view == before, step
            phases.add(before.get("phase"))
        state.apply(acting, rng.choice(state.legal_moves(acting)))
    assert len(phases) > 1 or kind == "vri_atter", phases
    if kind == "dac":
        assert "snap_window" in phases


def _dac_seat_that_looked_at(first_two: list[str], memory_aid: bool):
    """Dač, P0 to draw, having looked at its first two cards (`first_two`); an 8 on the
    discard pile, worth taking only in place of a card known to be higher."""
    rows = [[*first_two, "9S", "6C"], ["4C", "7S", "JD", "AH"], ["2S", "KC", "10H", "5D"]]
    state = dac_position(rows, stock=("3H", "4D"), discard=("8C",),
                         options={"memory_aid": memory_aid})
    state.known[0][0], state.known[0][1] = [0], [0]
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_a_hint_under_strict_memory_knows_only_what_the_seat_is_served_now(level):
    """Rules spec 2.5: without memory_aid, a card's identity is served once and never again,
    so advice must not depend on it. Two seats that looked at kings and at low cards see the
    same view now, and get the same hint; with memory_aid, the greedy bot tells them apart."""
    high = _dac_seat_that_looked_at(["KS", "QS"], memory_aid=False)
    low = _dac_seat_that_looked_at(["AS", "2D"], memory_aid=False)
    assert high.view(0) == low.view(0)
    assert hint(high, 0, Bot(level, 20), "s").move == hint(low, 0, Bot(level, 20), "s").move

    high = _dac_seat_that_looked_at(["KS", "QS"], memory_aid=True)
    low = _dac_seat_that_looked_at(["AS", "2D"], memory_aid=True)
    if level == "greedy":
        assert hint(high, 0, Bot(level, 20), "s").move == {"type": "take_discard"}
        assert hint(low, 0, Bot(level, 20), "s").move == {"type": "draw_stock"}


def test_greedy_keeps_its_eights_for_later():
    """Vri åtter: with a natural card to play, greedy does not spend an eight."""
    checked = 0
    for number in range(40):
        state, _ = GAMES["vri_atter"].new_state(["a", "b"], seed=f"g{number}")
        observation = engine.bots.observe(state, state.to_act()[0])
        plays = [m["card"] for m in observation.legal if m["type"] == "play"]
        if any(c.startswith("8") for c in plays) and any(not c.startswith("8") for c in plays):
            move = engine.bots.decide(Bot("greedy"), state.game, observation, "s").move
            assert move["type"] == "play" and not move["card"].startswith("8")
            checked += 1
    assert checked


def test_a_table_of_bots_only_must_end():
    with pytest.raises(IllegalMove) as refused:
        check_table("president", {"max_rounds": 0}, seats=3, bot_seats=3)
    assert refused.value.field == "options.max_rounds"
    check_table("president", {"max_rounds": 0}, seats=3, bot_seats=2)
    check_table("president", {"max_rounds": 2}, seats=3, bot_seats=3)


@pytest.mark.parametrize("bad", [{"level": "smart"}, {"level": "ismcts", "budget_ms": 5},
                                 {"level": "ismcts", "budget_ms": 5000}])
def test_bot_settings_are_checked(bad):
    with pytest.raises(IllegalMove) as refused:
        Bot(**bad)
    assert refused.value.code == "BAD_PARAMETERS"


def test_dac_search_deals_a_kept_card_below_the_one_it_replaced():
    """P0 kept a drawn card over its 7D, which it had seen, and P1 one over an AH it had not,
    keeping the 4C it knew: every determinization of P2's view deals the first below 7 points,
    the second below the unseen cards' mean and the third at most half a point above it, and
    lets each keeper know its cards."""
    state = dac_position(stock=("3H", "5C"))
    state.known[0][0], state.known[1][0] = [0], [1]
    state.apply(0, {"type": "draw_stock"})
    state.apply(0, {"type": "replace", "slot": 0})
    for seat in range(3):
        state.apply(seat, {"type": "pass_snap"})
    state.apply(1, {"type": "draw_stock"})
    state.apply(1, {"type": "replace", "slot": 3})
    view = state.view(2, memory=True)
    game, play, rng = state.game, engine.bots.PLAYS["dac"], random.Random(5)
    assert state.discard == ["7D", "AH"]  # P2 has seen no other card
    mean = (sum(points(c) for c in standard_deck()) - 7 - 1) / 50
    for _ in range(50):
        dealt = play.determinize(game, view, rng)
        assert points(dealt.rows[0][0]) < 7 and points(dealt.rows[1][3]) < mean
        assert points(dealt.rows[1][0]) < mean + 0.5
        assert dealt.known[0][0] == [0] and dealt.known[1][3] == dealt.known[1][0] == [1]


def test_vri_atter_search_deals_an_opponent_only_cards_it_could_not_play():
    """An opponent that drew three times and passed on a 9 of clubs held no club, 9 or 8 (as
    greedy plays): every determinization deals it none of those, and the rest as shown."""
    state = vri_position([["4D", "KH", "2S", "JD", "3S"], ["5H", "6H", "7H"]], "9C",
                         stock=["2H", "3H", "4H"])
    for move in ("draw", "draw", "draw", "pass"):
        state.apply(0, {"type": move})
    view = state.view(1, memory=True)
    game, play, rng = state.game, engine.bots.PLAYS["vri_atter"], random.Random(3)
    for _ in range(50):
        hands = play.determinize(game, view, rng).hands
        assert hands[1] == view["hand"] and len(hands[0]) == 8
        assert not [c for c in hands[0] if c[-1] == "C" or c[:-1] in ("8", "9")]


def test_the_search_draws_what_random_draws():
    """The search's draws (knowledge.below and shuffle) are random.Random's own, so the bots'
    decisions are those randrange and shuffle would make."""
    from engine.bots.knowledge import below, shuffle

    for seed in range(50):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in [1, 2, 3, 5, 7, 8, 9, 52, 100, 1000, 2 ** 40 + 3] * 20:
            assert below(ours, n) == theirs.randrange(n)
        for size in (0, 1, 2, 3, 4, 5, 17, 52, 64, 65, 130):
            cards, again = list(range(size)), list(range(size))
            shuffle(ours, cards)
            theirs.shuffle(again)
            assert cards == again
        assert ours.random() == theirs.random()


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_playout_step_makes_the_move_the_rollout_policy_chooses(kind):
    """A kind's playout step may list its moves in a cheaper form than dicts: over random
    games with random options, it leaves the state and the draws exactly as the rollout
    policy's choice among the listed moves, made as listed, does."""
    from engine.bots import PLAYS
    from engine.bots.knowledge import KindPlay

    play = PLAYS[kind]
    steps = 0
    for game_no in range(GAMES_PER_KIND):
        rng = random.Random(f"playout-step-{kind}-{game_no}")
        state, _ = new_game(kind, rng, f"playout-step-{game_no}")
        for _ in range(400):
            acting = state.to_act()
            if state.result is not None or not acting:
                break
            seat = acting[0]
            listed = state.legal_moves(seat)
            if listed:  # the policy chooses one of the listed moves
                assert play.rollout_move(state.clone(), seat, listed,
                                         random.Random(steps)) in listed
            theirs, our_draws = state.clone(), random.Random(steps)
            their_draws = random.Random(steps)
            made = play.playout_step(state, seat, our_draws)
            assert made == KindPlay.playout_step(play, theirs, seat, their_draws)
            if not made:
                break
            assert state.to_dict() == theirs.to_dict()
            assert our_draws.random() == their_draws.random()
            steps += 1
    assert steps > 200, steps
