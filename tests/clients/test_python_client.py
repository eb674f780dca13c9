"""The generated Python client: installable, its README example type-checks and runs, and it
plays every kind end to end against the live service."""

import os
import random
import re
import subprocess
import sys
import threading
import time
import venv
from pathlib import Path

import httpx
import pytest
from cardtable_client import AuthenticatedClient, Client
from cardtable_client.api.games import (
    create_game,
    get_game,
    get_game_record,
    join_game,
    list_events,
    list_legal_moves,
    post_dac_move,
    post_president_move,
    post_slyng_move,
    post_vri_atter_move,
)
from cardtable_client.api.kinds import list_kinds
from cardtable_client.api.referee import verify_record
from cardtable_client.fairness import verify_commitments
from cardtable_client.live import follow
from cardtable_client.models import (
    BotPlayer,
    BotPlayerBot,
    CreatedGame,
    CreateGame,
    CreateGameKind,
    CreateGameOptions,
    Player,
    Problem,
    ProblemCode,
    Verdict,
    VriAtterLegalMoves,
    VriAtterMoveResult,
    WaitingView,
)
from cardtable_client.retries import SafeRetries

import engine

PACKAGE = Path(__file__).parents[2] / "openapi" / "clients" / "python"
POST = {"vri_atter": post_vri_atter_move, "president": post_president_move,
        "slyng": post_slyng_move, "dac": post_dac_move}


@pytest.mark.parametrize("kind", sorted(engine.GAMES))
def test_full_game_driven_by_the_stream(live_server, kind):
    """No polling: every move answers a `status` frame of the spectator's stream."""
    rng = random.Random(kind)
    anonymous = Client(base_url=live_server)
    described = {k.kind.value: k for k in list_kinds.sync(client=anonymous)}
    info = described[kind]
    options = {"max_rounds": 1} if "max_rounds" in info.defaults.additional_properties else {}
    n = min(info.max_players, max(info.min_players, 3))
    created = create_game.sync(client=anonymous, body=CreateGame(
        kind=CreateGameKind(kind), players=[Player(f"p{i}") for i in range(n)],
        options=CreateGameOptions.from_dict(options)))
    assert isinstance(created, CreatedGame)
    seats = [AuthenticatedClient(base_url=live_server, token=s.token) for s in created.seats]
    seqs, moves, status = [], 0, None
    prefix = engine.GAMES[kind].schema_prefix
    for frame in follow(anonymous, created.game_id):
        if frame.seq is not None:
            seqs.append(frame.seq)
            # typed: the kind's event model, or a seat joining
            assert type(frame.data).__name__ in (f"{prefix}{_camel(frame.event)}Event",
                                                 "JoinedEvent"), frame
            continue
        status = frame.status
        assert status is not None and frame.legal_moves == []  # a spectator has no moves
        if status.status.value != "playing":
            continue
        seat = rng.choice(status.to_act)
        listed = list_legal_moves.sync(created.game_id, client=seats[seat])
        assert listed.kind == kind and listed.version == status.version
        plays = [m for m in listed.moves if m.to_dict()["type"] == "play"]
        # mostly play a card when one can (random drawing makes Vri åtter games very long)
        move = rng.choice(plays if plays and rng.random() < 0.75 else listed.moves)
        moved = POST[kind].sync(created.game_id, client=seats[seat], body=move)
        assert not isinstance(moved, Problem), moved
        moves += 1
        assert moves < 5000
    assert status is not None and status.status.value == "finished"
    assert seqs == list(range(1, len(seqs) + 1))
    final = get_game.sync(created.game_id, client=anonymous)
    assert type(final).__name__ == f"{engine.GAMES[kind].schema_prefix}View"
    assert final.result is not None and final.version == status.version
    # the record, the referee's typed verdict on it, and the deals as committed
    record = get_game_record.sync(created.game_id, client=anonymous)
    assert type(record).__name__ == f"{engine.GAMES[kind].schema_prefix}Record"
    verdict = verify_record.sync(client=anonymous, body=record)
    assert isinstance(verdict, Verdict) and verdict.valid is True
    assert verdict.moves == moves and verdict.result.to_dict() == final.result.to_dict()
    assert verify_commitments(record, seen=final.commitments)
    forged = record.to_dict()
    forged["deals"][0]["deck"].reverse()
    assert not verify_commitments(forged)
    assert not verify_commitments(record, seen=["0" * 64])
    refused = verify_record.sync(client=anonymous, body=type(record).from_dict(forged))
    assert isinstance(refused, Verdict) and refused.valid is False
    assert refused.code == ProblemCode.COMMITMENT_MISMATCH


def _camel(name: str) -> str:
    return "".join(w.capitalize() for w in name.split("_"))


def test_a_seat_plays_from_its_stream_with_typed_moves_and_pages_the_log(live_server):
    """A seat's status frames carry its legal moves as the kind's models, postable as they
    are; long polls wait with `wait`, and the log reads in pages with `after` and `limit`."""
    anonymous = Client(base_url=live_server)
    created = create_game.sync(client=anonymous, body=CreateGame(
        kind=CreateGameKind.VRI_ATTER, players=[Player("Ann"), BotPlayer(BotPlayerBot.GREEDY)]))
    ann = AuthenticatedClient(base_url=live_server, token=created.seats[0].token)
    posted, acted_on = 0, 0
    for frame in follow(ann, created.game_id):  # the kind is read once
        status = frame.status
        if status is None or status.version <= acted_on:
            continue
        turn = [m for m in frame.legal_moves if m.to_dict()["type"] != "knock"]
        if turn:
            assert all(type(m).__name__.startswith("VriAtter") for m in turn)
            plays = [m for m in turn if m.to_dict()["type"] == "play"]
            answer = post_vri_atter_move.sync(created.game_id, client=ann, body=(plays or turn)[0])
            assert isinstance(answer, VriAtterMoveResult), answer
            assert isinstance(answer.legal_moves, list)
            posted, acted_on = posted + 1, status.version
    view = get_game.sync(created.game_id, client=anonymous)
    assert view.status.value == "finished" and posted > 0

    # a long poll on a finished game: 304 after `wait` seconds
    started = time.monotonic()
    held = get_game.sync_detailed(created.game_id, client=anonymous, wait=1,
                                  if_none_match=f'"{view.version}"')
    assert held.status_code == 304 and time.monotonic() - started >= 0.9
    held = list_legal_moves.sync_detailed(created.game_id, client=ann, wait=1,
                                          if_none_match=f'"{view.version}"')
    assert held.status_code == 304
    # and one that an answer ends: a new game moves on when its second seat is taken
    waiting = create_game.sync(client=anonymous, body=CreateGame(
        kind=CreateGameKind.VRI_ATTER, players=[Player("a")], seats=2))
    timer = threading.Timer(0.5, lambda: join_game.sync(waiting.game_id, client=anonymous,
                                                       body=Player("b")))
    timer.start()
    started = time.monotonic()
    moved = get_game.sync(waiting.game_id, client=anonymous, wait=20, if_none_match='"1"')
    timer.join()
    assert type(moved).__name__ == "VriAtterView" and time.monotonic() - started < 15

    seqs, after, pages = [], 0, 0
    while after is not None:
        page = list_events.sync(created.game_id, client=anonymous, after=after, limit=7)
        assert len(page.events) <= 7
        seqs += [e.seq for e in page.events]
        after, pages = page.next_after, pages + 1
    assert seqs == list(range(1, len(seqs) + 1)) and pages == -(-len(seqs) // 7)


def test_illegal_move_is_a_typed_problem(live_server):
    anonymous = Client(base_url=live_server)
    created = create_game.sync(client=anonymous, body=CreateGame(
        kind=CreateGameKind.VRI_ATTER, players=[Player("a")], seats=2))
    assert isinstance(get_game.sync(created.game_id, client=anonymous), WaitingView)
    seat = AuthenticatedClient(base_url=live_server, token=created.seats[0].token)
    listed = list_legal_moves.sync(created.game_id, client=seat)
    assert isinstance(listed, VriAtterLegalMoves) and listed.moves == []
    refused = post_vri_atter_move.sync(created.game_id, client=seat,
                                       body=VriAtterLegalMoves.from_dict({
                                           "game_id": "g", "version": 1, "kind": "vri_atter",
                                           "seat": 0, "moves": [{"type": "draw"}]}).moves[0])
    assert isinstance(refused, Problem)
    assert refused.code == ProblemCode.NOT_STARTED and refused.status == 409


def _readme_example() -> str:
    """Every Python block of the README, in order: each goes on from the one before."""
    text = (PACKAGE / "README.md").read_text()
    return "\n".join(re.findall(r"```python\n(.*?)```", text, flags=re.DOTALL))


def test_package_installs_and_its_readme_example_type_checks_and_runs(tmp_path, live_server):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    install = subprocess.run([python, "-m", "pip", "install", "--quiet", str(PACKAGE)],
                             capture_output=True, text=True, timeout=600)
    assert install.returncode == 0, install.stdout + install.stderr
    example = tmp_path / "example.py"
    example.write_text(_readme_example())
    checked = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental",
                              "--python-executable", str(python), str(example)],
                             capture_output=True, text=True, cwd=tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    ran = subprocess.run([python, str(example)], capture_output=True, text=True, timeout=60,
                         cwd=tmp_path, env={**os.environ, "CARDTABLE_URL": live_server})
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "played" in ran.stdout or "refused" in ran.stdout


class _LosesFirstAnswer(httpx.BaseTransport):
    """Sends every request; the first POST's answer is lost on the way back (a reset), and
    the first GET meets a 503. Records the requests sent."""

    def __init__(self):
        self.inner = httpx.HTTPTransport()
        self.sent: list[httpx.Request] = []

    def handle_request(self, request):
        self.sent.append(request)
        if request.method == "GET" and sum(r.method == "GET" for r in self.sent) == 1:
            return httpx.Response(503, headers={"Retry-After": "0"}, request=request)
        response = self.inner.handle_request(request)
        if request.method == "POST" and sum(r.method == "POST" for r in self.sent) == 1:
            response.read()
            raise httpx.ReadError("connection reset by peer", request=request)
        return response


def test_writes_carry_idempotency_keys_and_lost_answers_are_retried(live_server):
    """By default every POST carries an Idempotency-Key, and a reset or a 503 is retried with
    the same key: a move whose answer was lost is applied once."""
    anonymous = Client(base_url=live_server)
    assert isinstance(anonymous.get_httpx_client()._transport, SafeRetries)  # the default
    created = create_game.sync(client=anonymous, body=CreateGame(
        kind=CreateGameKind.VRI_ATTER, players=[Player("a"), Player("b")]))
    view = get_game.sync(created.game_id, client=anonymous)
    seat = view.to_act[0]
    wire = _LosesFirstAnswer()
    me = AuthenticatedClient(base_url=live_server, token=created.seats[seat].token,
                             httpx_args={"transport": SafeRetries(wire)})
    moved = post_vri_atter_move.sync_detailed(created.game_id, client=me,
                                              body=VriAtterLegalMoves.from_dict({
                                                  "game_id": "g", "version": 1,
                                                  "kind": "vri_atter", "seat": 0,
                                                  "moves": [{"type": "draw"}]}).moves[0])
    posts = [r for r in wire.sent if r.method == "POST"]
    assert len(posts) == 2 and moved.status_code == 200
    keys = {r.headers["Idempotency-Key"] for r in posts}
    assert len(keys) == 1 and len(keys.pop()) == 36  # one UUID, sent twice
    assert moved.headers["Idempotent-Replayed"] == "true"  # the first attempt had landed
    read = get_game.sync_detailed(created.game_id, client=me)  # a 503, then the view
    assert read.status_code == 200 and read.parsed.version == view.version + 1  # applied once
    assert [r.method for r in wire.sent] == ["POST", "POST", "GET", "GET"]


class _LosesEachFirstWriteAnswer(httpx.BaseTransport):
    """Sends every request; the first answer to each write (method and path) is lost on the
    way back, after the service applied it. Records the requests sent."""

    def __init__(self):
        self.inner = httpx.HTTPTransport()
        self.sent: list[httpx.Request] = []

    def handle_request(self, request):
        self.sent.append(request)
        response = self.inner.handle_request(request)
        if request.method != "GET" and [(r.method, r.url) for r in self.sent].count(
                (request.method, request.url)) == 1:
            response.read()
            raise httpx.ReadError("connection reset by peer", request=request)
        return response


def test_a_handover_a_take_back_and_a_cancel_whose_answers_were_lost_report_success(
        live_server):
    """PUT and DELETE carry an Idempotency-Key too: each is retried with it after its first
    answer is lost, and the service answers the retry as it answered the write that landed
    (where, without the key, the retry would be refused: 409 or 404)."""
    from cardtable_client.api.games import cancel_game, hand_seat_to_bot, take_seat_back
    from cardtable_client.models import BotLevel, BotSeatRequest

    anonymous = Client(base_url=live_server)
    created = create_game.sync(client=anonymous, body=CreateGame(
        kind=CreateGameKind.VRI_ATTER, players=[Player("a"), Player("b")]))
    wire = _LosesEachFirstWriteAnswer()

    def as_(token):
        return AuthenticatedClient(base_url=live_server, token=token,
                                   httpx_args={"transport": SafeRetries(wire)})

    host = as_(created.host_token)
    handed = hand_seat_to_bot.sync_detailed(created.game_id, 1, client=host,
                                            body=BotSeatRequest(bot=BotLevel.GREEDY))
    assert handed.status_code == 200, handed.content
    assert handed.headers["Idempotent-Replayed"] == "true"
    assert [b.seat for b in handed.parsed.bots] == [1]
    back = take_seat_back.sync_detailed(created.game_id, 1, client=as_(created.seats[1].token))
    assert back.status_code == 200, back.content
    assert back.headers["Idempotent-Replayed"] == "true" and back.parsed.bots == []

    waiting = create_game.sync(client=anonymous, body=CreateGame(
        kind=CreateGameKind.SLYNG, players=[Player("a")], seats=2))
    cancelled = cancel_game.sync_detailed(waiting.game_id, client=as_(waiting.host_token))
    assert cancelled.status_code == 204, cancelled.content
    assert cancelled.headers["Idempotent-Replayed"] == "true"
    assert get_game.sync_detailed(waiting.game_id, client=anonymous).status_code == 404

    writes = [r for r in wire.sent if r.method != "GET"]
    assert [r.method for r in writes] == ["PUT", "PUT", "DELETE", "DELETE", "DELETE", "DELETE"]
    for first, again in zip(writes[::2], writes[1::2]):
        assert first.headers["Idempotency-Key"] == again.headers["Idempotency-Key"]
    events = list_events.sync(created.game_id, client=anonymous, after=0).events
    types = [e.to_dict()["type"] for e in events]
    assert [t for t in types if t in ("handed_to_bot", "taken_back")] == \
        ["handed_to_bot", "taken_back"]  # each applied once
