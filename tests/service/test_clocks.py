"""Turn clocks: deadlines in every view and stream status, and `cardtable worker` acting once
for a seat out of time (a bot's move, a forfeit, or the rules' own move), through the same
compare-and-set, events and record as any move."""

import time
from dataclasses import replace

import pytest

import engine
from engine.referee import verify
from harness.services import start_worker, stop
from service import create_app
from service.games import access, acting, deadlines, records

from .contract import assert_valid, component
from .helpers import auth
from .sse import parse


@pytest.fixture
def own(settings, request):
    """An app under a key prefix of its own (inside the session's): no other test's worker
    acts on its games. Bots are left to the worker."""
    mine = replace(settings, key_prefix=f"{settings.key_prefix}:clock-{request.node.name}",
                   bot_request_seconds=0.0)
    return create_app(mine)


def create(client, seconds=30, on_timeout="bot", names=("Ann", "Bo"), **extra):
    body = {"kind": "vri_atter", "players": [{"name": n} for n in names],
            "clock": {"turn_seconds": seconds, "on_timeout": on_timeout}, **extra}
    created = client.post("/v1/games", json=body)
    assert created.status_code == 201, created.get_json()
    return created.get_json()


def view(client, game_id, token=None):
    return client.get(f"/v1/games/{game_id}", headers=auth(token) if token else {}).get_json()


def act(app, game_id, now):
    with app.app_context():
        return acting.act_on_deadlines(game_id, now)


def test_every_view_shows_who_must_act_and_until_when(own):
    client = own.test_client()
    before = time.time()
    game = create(client)
    game_id, ann = game["game_id"], game["seats"][0]["token"]
    seen = view(client, game_id, ann)
    assert seen["clock"]["turn_seconds"] == 30 and seen["clock"]["on_timeout"] == "bot"
    assert seen["clock"]["bot"] == "greedy"
    [deadline] = seen["clock"]["deadlines"]
    assert deadline["seat"] == seen["to_act"][0]
    assert before + 30 <= deadline["at"] <= time.time() + 30
    assert 25 < deadline["seconds_left"] <= 30
    spectator = view(client, game_id)["clock"]
    assert [{**d, "seconds_left": 0} for d in spectator.pop("deadlines")] == \
        [{**deadline, "seconds_left": 0}]
    assert spectator == {k: v for k, v in seen["clock"].items() if k != "deadlines"}
    # a draw leaves the turn with the seat: its clock runs on; a pass hands it on
    mover = game["seats"][deadline["seat"]]["token"]
    drawn = client.post(f"/v1/games/{game_id}/moves", json={"type": "draw"},
                        headers=auth(mover)).get_json()
    assert drawn["view"]["clock"]["deadlines"][0]["at"] == deadline["at"]
    with own.app_context():
        assert access.store().redis.zscore(access.store().deadlines(game_id), game_id) == \
            pytest.approx(deadline["at"], abs=0.001)


def test_an_overdue_deadline_says_how_long_it_is_overdue(own):
    """No worker keeps this app's clocks: once the seat's time is up, the view's seconds_left
    goes below zero (a stuck clock shows, where 0 would hide it)."""
    client = own.test_client()
    game = create(client, seconds=1)
    [deadline] = view(client, game["game_id"])["clock"]["deadlines"]
    time.sleep(max(0.0, deadline["at"] - time.time()) + 0.3)
    [overdue] = view(client, game["game_id"])["clock"]["deadlines"]
    assert overdue["at"] == deadline["at"] and overdue["seconds_left"] <= -0.3


def test_a_game_without_a_clock_shows_none_and_a_bad_clock_is_refused(own):
    client = own.test_client()
    created = client.post("/v1/games", json={"kind": "slyng", "players": [{"name": "A"},
                                                                          {"name": "B"}]})
    assert "clock" not in view(client, created.get_json()["game_id"])
    for clock, field in [({"turn_seconds": 0}, "clock.turn_seconds"),
                         ({"turn_seconds": 9, "on_timeout": "wait"}, "clock.on_timeout"),
                         ({}, "clock.turn_seconds"),
                         ({"turn_seconds": 9, "bot": "x"}, "clock.bot")]:
        refused = client.post("/v1/games", json={"kind": "slyng", "clock": clock,
                                                 "players": [{"name": "A"}, {"name": "B"}]})
        assert refused.status_code == 422, refused.get_json()
        assert refused.get_json()["field"] == field


def test_out_of_time_the_clocks_bot_plays_the_turn_once(own):
    client = own.test_client()
    game = create(client, on_timeout="bot")
    game_id = game["game_id"]
    seen = view(client, game_id)
    seat, due = seen["to_act"][0], seen["clock"]["deadlines"][0]["at"]
    assert act(own, game_id, due - 0.01) == 0  # not yet
    made = act(own, game_id, due)
    assert made >= 1
    after = view(client, game_id)
    assert after["to_act"] == [1 - seat] and after["version"] == seen["version"] + made
    events = client.get(f"/v1/games/{game_id}/events?after=0").get_json()["events"]
    timed = [e for e in events if e["type"] == "timed_out"]
    assert timed == [{"seq": timed[0]["seq"], "type": "timed_out", "seat": seat,
                      "action": "bot"}]
    assert act(own, game_id, due) == 0  # acted on once: the next seat's clock is its own
    # the other seat's deadline started when its turn did
    assert after["clock"]["deadlines"][0]["at"] > due


def test_a_forfeit_resigns_the_seat_and_the_game_goes_on_as_its_rules_say(own):
    client = own.test_client()
    game = create(client, on_timeout="forfeit", names=("Ann", "Bo", "Cy"))
    game_id = game["game_id"]
    seen = view(client, game_id)
    seat, due = seen["to_act"][0], seen["clock"]["deadlines"][0]["at"]
    assert act(own, game_id, due) == 1
    after = view(client, game_id)
    assert after["resigned"] == [seat] and after["status"] == "playing"
    assert seat not in after["to_act"]
    events = client.get(f"/v1/games/{game_id}/events?after=0").get_json()["events"]
    assert [e["type"] for e in events[-3:]] == ["timed_out", "resigned", "turn"]
    assert events[-3]["action"] == "forfeit"
    refused = client.post(f"/v1/games/{game_id}/moves", json={"type": "draw"},
                          headers=auth(game["seats"][seat]["token"]))
    assert refused.status_code == 409 and refused.get_json()["code"] == "NOT_IN_PLAY"


def test_a_move_that_lands_before_the_clock_is_taken_and_the_clock_then_does_nothing(own):
    client = own.test_client()
    game = create(client)
    game_id = game["game_id"]
    seen = view(client, game_id)
    seat, due = seen["to_act"][0], seen["clock"]["deadlines"][0]["at"]
    token = game["seats"][seat]["token"]
    moved = client.post(f"/v1/games/{game_id}/moves", json={"type": "draw"}, headers=auth(token))
    assert moved.status_code == 200  # late or not, it reached the game first
    # the worker, late: the seat's turn goes on and its deadline has not moved, so the clock
    # acts; a move after that is judged on the game as the clock left it
    assert act(own, game_id, due) >= 1
    after = view(client, game_id)
    assert after["to_act"] == [1 - seat]
    again = client.post(f"/v1/games/{game_id}/moves", json={"type": "draw"}, headers=auth(token))
    assert again.status_code == 409 and again.get_json()["code"] == "NOT_YOUR_TURN"


def test_the_record_says_who_made_each_move_and_replays(own):
    client = own.test_client()
    game = create(client, on_timeout="forfeit")
    game_id = game["game_id"]
    seen = view(client, game_id)
    act(own, game_id, seen["clock"]["deadlines"][0]["at"])
    assert view(client, game_id)["status"] == "finished"
    record = client.get(f"/v1/games/{game_id}/record").get_json()
    assert record["moves"] == [{"seat": seen["to_act"][0], "move": {"type": "resign"},
                                "by": "clock"}]
    assert verify(record)["valid"]


def test_stream_status_frames_carry_the_deadlines(own):
    client = own.test_client()
    game = create(client)
    game_id, ann = game["game_id"], game["seats"][0]["token"]
    response = client.get(f"/v1/games/{game_id}/stream", headers=auth(ann), buffered=False)
    text = ""
    for chunk in response.response:
        text += chunk.decode() if isinstance(chunk, bytes) else chunk
        if "event: status" in text and text.endswith("\n\n"):
            break
    response.close()
    frames = [parse(block.splitlines()) for block in text.split("\n\n") if block]
    status = next(f.data for f in frames if f is not None and f.event == "status")
    [deadline] = status["deadlines"]
    assert deadline["seat"] == status["to_act"][0] and 0 < deadline["seconds_left"] <= 30


def test_two_workers_killed_and_restarted_act_on_every_deadline_exactly_once(settings,
                                                                              redis_url):
    """Games of people who never move, on a 1-second clock: the clock's bot plays every turn.
    Two `cardtable worker` processes for 14 s (on a busy machine, on until every game has
    moved on five times, within 90 s), one of them killed (-9) and restarted every 1.5 s;
    every stretch of a seat's time that ended got exactly one `timed_out`."""
    mine = replace(settings, key_prefix=f"{settings.key_prefix}:clock-kill",
                   bot_request_seconds=0.0)
    app = create_app(mine)
    client = app.test_client()
    games = [create(client, seconds=1, names=("A", "B"))["game_id"] for _ in range(4)]

    def start():
        return start_worker(redis_url, mine.key_prefix, {"CARDTABLE_CLOCK_LEASE_SECONDS": "2"})

    def events_of(game_id: str) -> list[dict]:
        return client.get(f"/v1/games/{game_id}/events?after=0&limit=1000").get_json()["events"]

    def moved_on(events: list[dict]) -> int:
        return sum(e["type"] in ("turn", "game_over") for e in events)

    workers = [start(), start()]
    kills = 0
    try:
        began = time.monotonic()
        while time.monotonic() < began + 14 or (
                time.monotonic() < began + 90 and min(moved_on(events_of(g)) for g in games) < 5):
            time.sleep(1.5)
            workers[0].kill()  # SIGKILL: mid-pass, holding whatever it claimed
            workers[0].wait()
            kills += 1
            workers[0] = start()
    finally:
        for w in workers:
            stop(w)
    assert kills >= 7
    double = missed = 0
    for g in games:
        events = events_of(g)
        assert moved_on(events) >= 5, "the clock stalled"
        with app.app_context():
            moves = access.store().moves(g)
        assert moves and all(m["by"] == "clock" for m in moves)
        # a stretch: from a seat's coming to act to its turn passing on ("turn" or the end);
        # the one under way when the workers stopped is left out
        timed_in_stretch = 0
        for e in events:
            if e["type"] == "timed_out":
                timed_in_stretch += 1
            elif e["type"] in ("turn", "game_over"):
                double += timed_in_stretch > 1
                missed += timed_in_stretch == 0
                timed_in_stretch = 0
    assert (double, missed) == (0, 0)


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_every_kind_takes_a_clock_and_its_answers_keep_the_contract(own, kind):
    """Out of time with forfeit, in every kind: the seat resigns as the kind's rules say, and
    the view, the events (timed_out, resigned) and the record match the published schemas."""
    client = own.test_client()
    players = [{"name": f"P{i}"} for i in range(max(2, engine.GAMES[kind].min_players))]
    created = client.post("/v1/games", json={
        "kind": kind, "players": players, "clock": {"turn_seconds": 60,
                                                    "on_timeout": "forfeit"}})
    assert created.status_code == 201, created.get_json()
    game_id = created.get_json()["game_id"]
    seen = view(client, game_id)
    assert_valid(component("GameView"), seen, f"{kind} view")
    assert {d["seat"] for d in seen["clock"]["deadlines"]} == set(seen["to_act"])
    due = min(d["at"] for d in seen["clock"]["deadlines"])
    assert act(own, game_id, due) >= 1
    after = view(client, game_id)
    assert_valid(component("GameView"), after, f"{kind} view after the clock")
    events = client.get(f"/v1/games/{game_id}/events?after=0").get_json()
    assert_valid(component("EventList"), events, f"{kind} events")
    types = [e["type"] for e in events["events"]]
    assert "timed_out" in types and "resigned" in types
    assert after["resigned"]
    if after["status"] == "finished":
        record = client.get(f"/v1/games/{game_id}/record").get_json()
        assert_valid(component("GameRecord"), record, f"{kind} record")
        assert verify(record)["valid"]


def test_clocks_run_for_people_only_and_keep_running_through_a_decision():
    """A bot's seat has no clock; a seat's clock runs on while it stays at one decision (here
    the first peek: one seat peeks, the other's time goes on), and starts afresh when it
    comes to a new one without leaving the seats to act."""
    state, _ = engine.GAMES["dac"].new_state(["A", "B", "C"], seed="clock-unit", dealer=2)
    record = records.new_record("dac", state.options, 3, None, 2)
    record.clock = {"turn_seconds": 30}
    record.bots = {"1": {"bot": "greedy", "budget_ms": 200}}
    records.set_state(record, state)
    assert record.to_act == [0, 1, 2]
    assert deadlines.restart(record, 100.0, state) == 130.0
    assert record.deadlines == {"0": 130.0, "2": 130.0}  # a bot's seat has no clock
    for seat in (2, 1):
        state.apply(seat, {"type": "initial_peek", "slots": [0, 1]})
    records.set_state(record, state)
    assert deadlines.restart(record, 110.0, state) == 130.0
    assert record.deadlines == {"0": 130.0}  # seat 0's clock runs on: still the peek
    state.apply(0, {"type": "initial_peek", "slots": [0, 1]})  # and now seat 0's turn
    records.set_state(record, state)
    assert record.to_act == [0]
    assert deadlines.restart(record, 120.0, state) == 150.0 and record.deadlines == {"0": 150.0}
    record.status = "finished"
    assert deadlines.restart(record, 125.0, state) == 0 and record.deadlines == {}
    record.clock = None
    assert deadlines.restart(record, 1.0) is None  # no clock


def test_a_seat_the_clock_acted_for_starts_afresh_at_its_next_decision(own):
    """Dač, 3 players, nobody moving: at the peek's deadline the clock peeks for every seat,
    and the seat whose turn comes first gets its whole turn's time then, where before the
    clock went on to play its turn and its snap window's pass in the same instant."""
    client = own.test_client()
    created = client.post("/v1/games", json={
        "kind": "dac", "players": [{"name": n} for n in ("Ann", "Bo", "Cy")], "dealer": 1,
        "clock": {"turn_seconds": 4, "on_timeout": "bot"}})
    assert created.status_code == 201, created.get_json()
    game_id = created.get_json()["game_id"]
    seen = view(client, game_id)
    assert seen["to_act"] == [0, 1, 2] and seen["phase"] == "setup_peek"
    due = max(d["at"] for d in seen["clock"]["deadlines"])
    assert act(own, game_id, due) == 3  # the three peeks, and nothing more
    acted = time.time()
    after = view(client, game_id)
    assert after["phase"] == "turn_draw" and after["to_act"] == [2]
    [turn] = after["clock"]["deadlines"]
    assert turn["seat"] == 2 and acted + 3 < turn["at"] <= time.time() + 4
    events = client.get(f"/v1/games/{game_id}/events?after=0").get_json()["events"]
    assert [e["seat"] for e in events if e["type"] == "timed_out"] == [0, 1, 2]
    assert act(own, game_id, due) == 0  # its turn's time is not up
    # at the turn's own deadline the clock's bot plays the turn, with a timed_out of its own
    assert act(own, game_id, turn["at"]) >= 1
    events = client.get(f"/v1/games/{game_id}/events?after=0").get_json()["events"]
    assert [e["seat"] for e in events if e["type"] == "timed_out"] == [0, 1, 2, 2]


def test_a_snap_window_gets_window_seconds_and_a_turn_after_it_turn_seconds(own):
    """Dač with window_seconds: a seat the rules would act for (a snap window's pass) has that
    long, one that passes leaves the others' windows running, and a seat whose window turns
    into its own turn starts the turn's time then."""
    client = own.test_client()
    created = client.post("/v1/games", json={
        "kind": "dac", "players": [{"name": "Ann"}, {"name": "Bo"}], "seed": "window",
        "clock": {"turn_seconds": 600, "window_seconds": 3}})  # a seed whose discard has no power
    assert created.status_code == 201, created.get_json()
    game_id = created.get_json()["game_id"]
    tokens = [s["token"] for s in created.get_json()["seats"]]

    def move_first(seat, *types):
        moves = client.get(f"/v1/games/{game_id}/legal-moves",
                           headers=auth(tokens[seat])).get_json()["moves"]
        move = next(m for m in moves if m["type"] in types)
        made = client.post(f"/v1/games/{game_id}/moves", json=move, headers=auth(tokens[seat]))
        assert made.status_code == 200, made.get_json()
        return made.get_json()["view"]

    for seat in (0, 1):
        seen = move_first(seat, "initial_peek")
    assert seen["clock"]["window_seconds"] == 3
    mover = seen["to_act"][0]
    move_first(mover, "draw_stock")
    opened = time.time()
    seen = move_first(mover, "replace")
    assert seen["phase"] == "snap_window" and seen["to_act"] == [0, 1]
    windows = {d["seat"]: d["at"] for d in seen["clock"]["deadlines"]}
    assert all(opened + 3 - 0.5 <= at <= time.time() + 3 for at in windows.values()), windows
    seen = move_first(mover, "pass_snap")
    other = 1 - mover
    assert {d["seat"]: d["at"] for d in seen["clock"]["deadlines"]} == {other: windows[other]}
    assert act(own, game_id, windows[other]) == 1  # the rules' pass, made for it
    after = view(client, game_id)
    assert after["phase"] == "turn_draw" and after["to_act"] == [other]
    [turn] = after["clock"]["deadlines"]
    assert turn["at"] >= windows[other] + 590  # its own turn: turn_seconds, from now
    events = client.get(f"/v1/games/{game_id}/events?after=0").get_json()["events"]
    assert [e["action"] for e in events if e["type"] == "timed_out"] == ["default"]
