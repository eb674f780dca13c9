"""The README's PettingZoo example runs as printed: random agents play a whole game."""

import re
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is part of the test extra")

README = (Path(__file__).parents[2] / "README.md").read_text()


def test_the_readme_runs_random_agents_through_a_game(capsys):
    section = README[README.index("## The engine from Python"):]
    block = re.search(r"```python\n(.*?)```", section, re.DOTALL).group(1)
    assert len(block.strip().splitlines()) <= 12
    exec(compile(block, "README.md", "exec"), {})  # noqa: S102 - the README's own code
    rewards = eval(capsys.readouterr().out)
    assert sorted(rewards) == ["player_0", "player_1", "player_2"]
    assert max(rewards.values()) == 1.0 and min(rewards.values()) == -1.0
