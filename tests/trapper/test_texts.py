"""Words a player reads in Trapper (issue 16 §5), through tests/text_lint.py: a rule
reference once, no doubled brackets around the darts' hits, no line twice, numbers that
agree with their nouns, in the log, the dice tray and the reasons."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.errors import IllegalAction
from game.core.protocol import Seat
from game.core.session import Session
from game.games.trapper.actions import ConfirmSetup, PaintWalls
from game.games.trapper.events import SeparateDiceRolled
from tests.text_lint import lint_lines, problems
from tests.trapper.helpers import FILLER, match, new_rules, raid, walk
from tests.trapper.test_rules import DARTS


def tray_caption(event) -> str:
    """What the dice tray writes under the dice: the purpose and, in brackets, the total
    without its '= ' (game/ui/widgets/dice_tray.py)."""
    total = event.total_text.strip().lstrip("= ")
    return f"{event.purpose}  ({total})" if total else event.purpose


def test_an_unfinished_dungeon_cites_its_rule_once():
    """trapper §4.1: 'No heirloom, traps owed' was '... (trapper §4.1). (trapper §4.1)'."""
    rules = new_rules()
    rules.apply(PaintWalls(0, ((3, 3),), True))
    with pytest.raises(IllegalAction) as caught:
        rules.apply(ConfirmSetup(0))
    text = caught.value.message()
    assert text.count("§4.1") == 1 and problems(text) == [], text
    assert "no Prized Heirloom placed" in text and "2 more tier 3 traps to place" in text


@pytest.mark.parametrize("rolls,hits", [([6, 7, 1, 2, 3], "2 hits"), ([6, 1, 1, 1, 1], "1 hit"),
                                        ([1, 1, 1, 1, 1], "0 hits")])
def test_wall_darts_dice_read_one_by_one_in_the_log_and_the_tray(rolls, hits):
    """trapper §4.5: five dice judged one by one; the tray said '((3 hits))'."""
    rules = match(FILLER, DARTS)
    raid(rules, (3, 3))
    events = walk(rules, "N", rolls=rolls)
    dice = next(e for e in events if isinstance(e, SeparateDiceRolled))
    line = dice.describe(rules.seat_names)
    assert line == f"Ann rolls {', '.join(map(str, rolls))} for Wall Darts: {hits}."
    assert tray_caption(dice) == f"Wall Darts  ({hits})"
    assert problems(line) == [] and problems(tray_caption(dice)) == []


@pytest.mark.parametrize("bots", [("random", "random"), ("greedy", "random")])
def test_whole_computer_games_read_cleanly_for_every_seat(bots):
    """Every log line of easy and normal computer games, for both seats and the table."""
    found = []
    for seed in range(3):
        session = Session.start(game_info("trapper"),
                                [Seat("Ann", bots[0]), Seat("Eve", bots[1])], seed)
        session.drive(lambda s, e: False)
        assert session.rules.is_over()
        for seat in (None, 0, 1):
            found += lint_lines(session.log_for(seat), f"seed {seed} seat {seat} ")
    assert not found, "\n".join(found[:20])
