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


def test_a_saved_game_says_its_phase_not_a_round_once_the_building_is_over():
    """The launcher's "Continue (…)": a building round, then "the paths", then "the
    heroes" (a game in its hero phase said "round 15")."""
    from game.catalog import game_info
    from game.core.bots import make_players
    from game.core.protocol import Seat
    from game.games.doodle.state import Phase
    from game.library.saved import progress_label
    info = game_info("doodle")
    rules = info.load_rules().new_game(5, [Seat("A", bot="greedy"), Seat("B", bot="greedy")],
                                       {}, undo=False)
    players = make_players(info.load_bots(), {0: "greedy", 1: "greedy"}, 5)
    seen: dict[Phase, str] = {}
    while not rules.is_over():
        seen.setdefault(rules.state.phase, progress_label(rules))
        seat = min(rules.to_act())
        rules.apply(players[seat].choose(rules.view(seat), rules.legal_actions(seat)))
    assert seen == {Phase.BUILD: "round 1", Phase.PATH: "the paths",
                    Phase.HEROES: "the heroes"}
