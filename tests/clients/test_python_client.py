"""The generated Python client: installable, its README example type-checks and runs, and it
plays every kind end to end against the live service."""

import os
import random
import re
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from cardtable_client import AuthenticatedClient, Client
from cardtable_client.api.games import (create_game, get_game, list_legal_moves,
                                        post_dac_move, post_president_move, post_slyng_move,
                                        post_vri_atter_move)
from cardtable_client.api.games import get_game_record
from cardtable_client.api.kinds import list_kinds
from cardtable_client.api.referee import verify_record
from cardtable_client.fairness import verify_commitments
from cardtable_client.live import follow
from cardtable_client.models import (CreatedGame, CreateGame, CreateGameKind, CreateGameOptions,
                                     Player, Problem, ProblemCode, Verdict, VriAtterLegalMoves,
                                     WaitingView)

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
    for frame in follow(anonymous, created.game_id):
        if frame.seq is not None:
            seqs.append(frame.seq)
            continue
        status = frame.data
        if status["status"] != "playing":
            continue
        seat = rng.choice(status["to_act"])
        listed = list_legal_moves.sync(created.game_id, client=seats[seat])
        assert listed.kind == kind and listed.version == status["version"]
        plays = [m for m in listed.moves if m.to_dict()["type"] == "play"]
        # mostly play a card when one can (random drawing makes Vri åtter games very long)
        move = rng.choice(plays if plays and rng.random() < 0.75 else listed.moves)
        moved = POST[kind].sync(created.game_id, client=seats[seat], body=move)
        assert not isinstance(moved, Problem), moved
        moves += 1
        assert moves < 5000
    assert status is not None and status["status"] == "finished"
    assert seqs == list(range(1, len(seqs) + 1))
    final = get_game.sync(created.game_id, client=anonymous)
    assert type(final).__name__ == f"{engine.GAMES[kind].schema_prefix}View"
    assert final.result is not None and final.version == status["version"]
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
