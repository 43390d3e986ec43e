"""Hard keeps its fortitude by the situation (trapper §4.2, §4.5): a raid with a real chance
keeps what its known traps ask for, a hopeless one keeps little and traps with the rest."""
from __future__ import annotations

import random

from game.games.trapper.actions import RollAP, StartRaid
from game.games.trapper.bot_fortitude import fortitude_to_keep, raid_chance
from game.games.trapper.bots import HardBot
from tests.trapper.helpers import match

CORRIDOR = """
H........
........p
########.
..p.cc...
.########
@..k.k...
"""
"""A winding corridor: every way to the heirloom at (1,1) crosses (3,4) to (6,4), where a
Shark Pit and two Crushing Walls lie, and the Shark Pit at (9,2)."""


def rolled(rules, ap=(4, 4)) -> dict:
    """Seat 0 has rolled `ap` and is to trap: its view."""
    rules.dice.script(list(ap))
    rules.apply(RollAP(0))
    return rules.view(0)


def fortitude_after_trapping(rules) -> int:
    """Hard traps until it starts its raid: the fortitude it raids with."""
    bot = HardBot(0, random.Random(5))
    while True:
        action = bot.choose(rules.view(0), rules.legal_actions(0))
        if isinstance(action, StartRaid):
            return rules.state.ap - rules.state.spent
        rules.apply(action)


def content():
    from game.content.registry import shared_registry
    return shared_registry().get("trapper")


def test_behind_a_fogged_corridor_it_keeps_little_for_the_raid():
    rules = match(CORRIDOR, CORRIDOR)
    view = rolled(rules)
    assert raid_chance(view, 0, 8, content())[0] < 0.1
    assert fortitude_to_keep(view, 0, content()) == 3


def test_with_one_armed_crusher_left_on_the_way_it_keeps_the_seven_that_beat_it():
    """Crushing Walls kill on 5+ at fortitude 6 or less, only on 9+ at 7 or more (§4.5):
    with the other corridor traps revealed and disabled, 7 is worth keeping, and more is
    not."""
    rules = match(CORRIDOR, CORRIDOR)
    theirs = rules.state.dungeons[1]
    for cell in [(9, 2), (3, 4), (6, 4)]:
        theirs.traps[cell].revealed, theirs.traps[cell].active = True, False
    theirs.traps[(5, 4)].revealed = True
    rules.board_views.reset()
    view = rolled(rules)
    assert fortitude_to_keep(view, 0, content()) == 7
    assert fortitude_after_trapping(rules) >= 7


def test_with_its_own_corridor_disabled_it_re_arms_before_it_raids():
    """issue 31 (the chokepoint re-armer): when the rival's next raid would walk through the
    disabled traps of its own corridor, Hard spends a small roll re-arming them and keeps
    less than the 3 it keeps for a hopeless raid; with its corridor armed it keeps 3."""
    rules = match(CORRIDOR, CORRIDOR)
    mine = rules.state.dungeons[0]
    for trap in mine.traps.values():
        trap.revealed, trap.active = True, False
    rules.board_views.reset()
    view = rolled(rules, (2, 1))
    assert fortitude_to_keep(view, 0, content()) < 3
    assert fortitude_after_trapping(rules) < 3


def test_with_its_own_corridor_armed_a_small_roll_still_raids_with_three():
    rules = match(CORRIDOR, CORRIDOR)
    view = rolled(rules, (2, 1))
    assert fortitude_to_keep(view, 0, content()) == 3


def test_one_disabled_crusher_on_its_corridor_is_re_armed_before_a_raid_of_three():
    """issue 31 (the re-armer's long games): a hole that lifts the rival's chance of taking
    the heirloom next by about half a per cent is closed first (a stalemate lasts hundreds
    of turns, so small chances add up); a disabled Skeleton, which guards nothing, is not."""
    for cell, keeps_three in (((5, 4), False), ((4, 6), True)):
        rules = match(CORRIDOR, CORRIDOR)
        trap = rules.state.dungeons[0].traps[cell]
        trap.revealed, trap.active = True, False
        rules.board_views.reset()
        kept = fortitude_to_keep(rolled(rules, (2, 1)), 0, content())
        assert (kept == 3) is keeps_three, (cell, kept)
