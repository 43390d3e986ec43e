"""Forced stops (forcing.py): the fewest traps any hero path must stop on, which monsters
stand behind them, and how narrow the heroes' way is."""
from __future__ import annotations

import random

from game.games.doodle.board import geometry
from game.games.doodle.bot_path import cheapest
from game.games.doodle.forcing import (chokepoints, forcing, stops_to_kill, trap_counts,
                                      trap_slots)
from tests.doodle.helpers import BLANK, cells

GEO = geometry(8, 10)

PAIR = BLANK.replace(".", "t", 2).replace("t", ".", 1)[:8] + "\nt......." + BLANK[17:]

def column_a(trap_rows, first=".#......", last="........"):
    """A sheet whose column A is a one-wide corridor (column B walled down to row 9) with
    traps on these rows; `first` and `last` are rows 1 and 10."""
    rows = [first] + [".#......"] * 8 + [last]
    for r in trap_rows:
        rows[r - 1] = "t" + rows[r - 1][1:]
    return "\n".join(rows)


# Traps every other space down the corridor, and an Orc on G10 behind them.
CORRIDOR = column_a([2, 4, 6], last="......o.")


def test_the_entrance_pair_forces_one_stop_and_one_trap_of_it_none():
    assert forcing(GEO, cells(PAIR)).traps == 1
    one = cells(PAIR)
    one[8] = ""
    assert forcing(GEO, one).traps == 0


def test_a_trapped_corridor_forces_every_trap_and_guards_what_lies_behind():
    f = forcing(GEO, cells(CORRIDOR))
    assert f.traps == 3
    assert f.before == {78: 3}        # G10: three traps before the hero can reach it
    assert f.lane == 80 - 9           # every open space lies on some 3-trap walk
    walled = cells(CORRIDOR)
    for c in range(2, 8):             # wall C9-H9: the way is column A and row 10, one wide
        walled[8 * 8 + c] = "wall"
    assert forcing(GEO, walled).lane == 10 + 7


def test_stops_to_kill_a_10_hp_hero():
    assert [stops_to_kill(10, d) for d in (1, 2, 3, 4)] == [10, 5, 4, 3]


def test_the_fewest_traps_match_a_weighted_search_on_random_sheets():
    """Property: a search where a trap costs 1000 and a step 1 finds a walk whose traps
    are exactly the fewest (no walk meets fewer)."""
    rng = random.Random(7)
    for _ in range(60):
        sheet = [rng.choice(["", "", "", "trap", "wall"]) for _ in range(80)]
        sheet[0] = sheet[79] = ""
        counts = trap_counts(GEO, sheet, 0)
        cost, route = cheapest(GEO, sheet, [1000.0 if w == "trap" else 0.0 for w in sheet], 0)
        if not route:
            assert counts[79] == -1
            continue
        assert counts[79] == sum(1 for c in route[1:] if sheet[c] == "trap")


def test_a_corridor_is_all_chokepoints_and_its_trap_slots_never_touch():
    corridor = cells(column_a([]))
    names = [GEO.name(c) for c in chokepoints(GEO, corridor)]
    assert names == ["A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "B10", "C10"]
    assert [GEO.name(c) for c in trap_slots(GEO, corridor)] == \
        ["A2", "A4", "A6", "A8", "A10", "C10"]
    assert trap_slots(GEO, cells(CORRIDOR)) == [GEO.parse("A8"), GEO.parse("A10"),
                                                GEO.parse("C10")]   # beside A6's trap: not A7
    assert chokepoints(GEO, cells(BLANK)) == []


def test_chokepoints_are_exactly_the_spaces_whose_wall_would_shut_the_exit_off():
    """Property against brute force on random sheets: a space is a chokepoint when, walled,
    the Exit can no longer be reached from the Entrance."""
    rng = random.Random(11)
    for _ in range(40):
        sheet = [rng.choice(["", "", "", "wall"]) for _ in range(80)]
        sheet[0] = sheet[79] = ""
        if trap_counts(GEO, sheet, 0)[79] < 0:
            continue
        brute = []
        for c in range(1, 79):
            if sheet[c] != "wall":
                shut = list(sheet)
                shut[c] = "wall"
                if trap_counts(GEO, shut, 0)[79] < 0:
                    brute.append(c)
        assert sorted(chokepoints(GEO, sheet)) == brute
