"""docs/engine.md's PettingZoo example runs as printed: random agents play a whole game."""

import re
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is part of the test extra")

ENGINE_DOC = (Path(__file__).parents[2] / "docs" / "engine.md").read_text()


def test_the_docs_run_random_agents_through_a_game(capsys):
    block = re.search(r"```python\n(.*?)```", ENGINE_DOC, re.DOTALL).group(1)
    assert len(block.strip().splitlines()) <= 12
    exec(compile(block, "docs/engine.md", "exec"), {})  # noqa: S102 - the docs' own code
    rewards = eval(capsys.readouterr().out)
    assert sorted(rewards) == ["player_0", "player_1", "player_2"]
    assert max(rewards.values()) == 1.0 and min(rewards.values()) == -1.0
