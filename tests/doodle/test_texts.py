"""Doodle's sentences read cleanly (issue 16 §5): fixed at the source, checked with the
shared text lint."""
from __future__ import annotations

from game.core.errors import IllegalAction
from game.core.events import DiceRolled
from game.games.doodle.actions import PathStep, PlayCard, Reroll, TickBox
from game.games.doodle.events import FightResolved
from game.games.doodle.state import Phase
from tests.doodle.helpers import BLANK, at, heroes_game, new_game, take_card, walk_path
from tests.text_lint import lint_lines, problems


def test_a_step_onto_the_paths_own_end_says_so_not_that_it_is_its_own_neighbour():
    """doodle §4.4: 'G10 is not one orthogonal step from G10' was shown on hover."""
    rules = new_game(2)
    s = rules.state
    s.phase, s.building, s.to_pick, s.display, s.drawers = Phase.PATH, None, [], [], [1, 0]
    for sheet in s.sheets:
        sheet.path = walk_path(rules, ["A1", "A2"])
    try:
        rules.check(PathStep(1, at(rules, "A2")))
    except IllegalAction as exc:
        reason = exc.message()
    assert "already on A2" in reason and problems(reason) == []


def test_two_ticks_in_one_category_are_two_different_log_lines():
    """A card with two improvements ticked in one category logged the same line twice."""
    rules = new_game(2)
    seat = rules.state.to_pick[0]
    take_card(rules, seat, 47)                                 # Improvement, Improvement
    events = rules.apply(TickBox(seat, "treasure", 0)) + \
        rules.apply(TickBox(seat, "treasure", 1))
    lines = [e.describe(rules.names()) for e in events if "ticks" in
             (e.describe(rules.names()) or "")]
    assert len(lines) == 2 and lines[0] != lines[1], lines
    assert lint_lines(lines) == []


def test_a_fight_line_shows_dice_strength_cards_target_and_verdict():
    """doodle §4.7: the dice, the Strength, the cards, the total against 20 and what
    follows, with no '+ -' when a Sword takes 3 off."""
    orc = BLANK.replace("........", ".o......", 1)
    rules, events = heroes_game([orc, BLANK], [["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1",
                                               "H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9",
                                               "H10"], ["A1", "B1", "C1", "D1", "E1", "F1",
                                                        "G1", "H1", "H2", "H3", "H4", "H5",
                                                        "H6", "H7", "H8", "H9", "H10"]],
                                script=[9, 8], hands=[[], [9]])      # card 9: red Sword
    events = rules.apply(PlayCard(1, 9))
    fight = next(e for e in events if isinstance(e, FightResolved))
    text = fight.describe(rules.names())
    assert "9 + 8 = 17, +2 Strength, -3 Sword = 16, under 20: it flees" in text, text
    assert problems(text) == []
    lines = [line for e in events if (line := e.describe(rules.names()))]
    assert [line for line in lines if "9 + 8 = 17" in line] == [text], "one line a fight"
    assert any(isinstance(e, DiceRolled) for e in events), "the tray still rolls the dice"


def test_a_fight_that_waits_on_a_rage_reroll_tells_its_roll_then_its_end():
    """With Rage and a losing roll the fight waits on the monster's owner: the roll is
    told then (the log would say nothing of the dice on the table), and the fight's line
    after the reroll."""
    orc = BLANK.replace("........", ".o......", 1)
    path = ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "H2", "H3", "H4", "H5", "H6",
            "H7", "H8", "H9", "H10"]
    rules, _ = heroes_game([orc, BLANK], [path, path], script=[2, 3, 9],
                           hands=[[4], []])      # card 4: blue Rage
    events = rules.apply(PlayCard(0, 4))                     # Bo holds no card to ask
    said = [line for e in events if (line := e.describe(rules.names()))]
    assert said[-1] == "Ann rolls 2 + 3 = 5, +2 Strength = 7 for the Orc on B1.", said
    events = rules.apply(Reroll(0, 0))
    said = [line for e in events if (line := e.describe(rules.names()))]
    assert said[0].startswith("Ann rolls 9 for Rage") and "9 + 3 = 12" in said[1], said
