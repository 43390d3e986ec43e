"""The end of game's words (doodle §5.1): a winner's points counted in proper English, and a
sum on a score line kept whole when the end screen wraps it."""
from __future__ import annotations

from game.games.doodle.scoring import final_result
from tests.doodle.helpers import BLANK, STRAIGHT, heroes_game
from tests.doodle.test_rules_heroes import DOWN_A, sheet


def _result(picture):
    rules, _ = heroes_game([picture, BLANK], [DOWN_A, STRAIGHT], script=[10, 10])
    return final_result(rules)


def test_one_point_is_one_point():
    """A lone Goblin off the hero's path stands: 1 point."""
    assert _result(sheet(("C3", "g"))).headline == "Ann wins with 1 point."
    assert _result(sheet(("C3", "o"))).headline == "Ann wins with 2 points."


def test_a_score_line_s_sum_never_breaks_across_lines():
    lines = {line.label: line.value for line in _result(sheet(("C3", "o"))).seats[0].lines}
    label = "Orcs standing (1\u00a0×\u00a02)"
    assert lines[label] == 2
    assert all(" × " not in name and " ×" not in name for name in lines)
