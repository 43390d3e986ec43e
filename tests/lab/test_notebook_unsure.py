"""Unsure cells (lab §6): a "?" over a cell with a second reading (a hanging pit reads
exactly like a pit), kept in a side list, carried by merges, cleared by the eraser, and
judged apart at the end: right if either reading fits."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.lab import compare
from game.games.lab import notebook as nb
from game.games.lab.actions import Sketch
from tests.lab.helpers import dungeon, game


def view(ops, levels=1):
    return nb.sheet_to_dict(nb.fold(ops, levels))


def test_an_unsure_cell_keeps_its_stamp_and_lists_both_readings():
    ops = [("stamp", 1, -1, 3, 4, "pit"), ("unsure", 1, -1, 3, 4, "hanging"),
           ("unsure", 1, -1, 5, 5, ""), ("fragment", 1, 9, 1),
           ("unsure", 1, 1, 0, 0, "river")]
    sheet = view(ops)
    assert sheet["pages"]["1"]["stamps"] == [[3, 4, "pit"]]
    assert sheet["pages"]["1"]["unsure"] == [[3, 4, "hanging"], [5, 5, ""]]
    assert nb.unsure_list(sheet, 1) == [(-1, 3, 4, ("pit", "hanging")), (-1, 5, 5, ()),
                                        (1, 0, 0, ("river",))]
    assert nb.unsure_list(view(ops + [("sure", 1, -1, 3, 4), ("erase", 1, -1, 5, 5)]),
                          1) == [(1, 0, 0, ("river",))]
    assert nb.unsure_list(view(ops + [("undo",)]), 1)[-1][0] == -1


def test_a_pit_offers_the_hanging_pit_as_its_second_reading():
    assert nb.second_reading("pit") == "hanging" and nb.second_reading("hanging") == "pit"
    assert nb.second_reading("lion") == ""


def test_a_merge_carries_the_unsure_cells_with_it():
    ops = [("fragment", 1, 9, 1), ("stamp", 1, 1, 0, 0, "pit"),
           ("unsure", 1, 1, 0, 0, "hanging"), ("drag", 1, 2, 2), ("merge", 1, -1)]
    assert nb.unsure_list(view(ops), 1) == [(-1, 2, 2, ("pit", "hanging"))]


@pytest.mark.parametrize("args", [(1, -1, 2, 2, "dragon"), (1, -1, 2, 2), (1, 7, 2, 2, ""),
                                  (1, -1, "a", 2, "pit")])
def test_wild_unsure_marks_are_refused(args):
    with pytest.raises(IllegalAction) as err:
        game(dungeon()).apply(Sketch(0, "unsure", args))
    assert err.value.reason
    with pytest.raises(IllegalAction):
        game(dungeon()).apply(Sketch(0, "sure", (1, -1, 2)))


REVEAL = {"cells": [[x, y] for x in range(1, 6) for y in range(1, 6)], "walls": [],
          "exit": [[5, 3], "E"],
          "things": [[3, 4, 1, "hanging_pit", "", ""], [2, 2, 1, "pit", "", ""],
                     [4, 4, 1, "lion", "", ""]]}


def test_the_reveal_judges_unsure_cells_apart_right_if_either_reading_fits():
    page = view([("stamp", 1, -1, 3, 4, "pit"), ("unsure", 1, -1, 3, 4, "hanging"),
                 ("stamp", 1, -1, 2, 2, "hanging"), ("unsure", 1, -1, 2, 2, "pit"),
                 ("stamp", 1, -1, 4, 4, "tiger"), ("unsure", 1, -1, 4, 4, "panther"),
                 ("unsure", 1, -1, 1, 1, ""), ("stamp", 1, -1, 5, 5, "pit")])["pages"]["1"]
    cells, _ = compare.differences(page, REVEAL, 1)
    assert cells == [(5, 5)]                       # only her sure, wrong pit
    judged = {(u.x, u.y): u.right for u in compare.unsure_cells(page, REVEAL, 1)}
    assert judged == {(3, 4): True, (2, 2): True, (4, 4): False, (1, 1): None}
    sheet = {"pages": {"1": page}}
    assert compare.unsure_tally(sheet, REVEAL, 1) == (3, 2)
    assert compare.tally(sheet, REVEAL, 1) == (1, 1)


def test_without_unsure_cells_the_reveal_judges_as_before():
    page = view([("stamp", 1, -1, 3, 4, "pit"), ("stamp", 1, -1, 4, 4, "eyes")])["pages"]["1"]
    assert compare.differences(page, REVEAL, 1) == ([(3, 4)], [])
    assert compare.unsure_cells(page, REVEAL, 1) == []
    assert compare.tally({"pages": {"1": page}}, REVEAL, 1) == (2, 1)


def test_the_end_screen_counts_her_unsure_cells_only_when_she_has_some():
    from game.games.lab.actions import Resign
    from tests.lab.helpers import T, land
    r = game(dungeon({(3, 4, 1): T("hanging_pit")}, pits={(3, 4, 1): (3, 4, 1)}))
    land(r, (1, 1, 1))
    r.apply(Sketch(0, "stamp", (1, -1, 3, 4, "pit")))
    r.apply(Sketch(0, "unsure", (1, -1, 3, 4, "hanging")))
    r.apply(Resign(0))
    lines = {line.label: line.value for line in r.result().seats[0].lines}
    assert lines["Cells she marked unsure"] == 1
    assert lines["Of those, one of her readings fits"] == 1
    assert lines["Walls and things in her notebook"] == 0
    plain = game(dungeon())
    land(plain, (1, 1, 1))
    plain.apply(Resign(0))
    assert not any("unsure" in line.label for line in plain.result().seats[0].lines)


def test_the_reveal_caption_counts_wrong_marks_and_unsure_cells_and_sees_notes():
    say = lambda ops: compare.reveal_words(  # noqa: E731
        view(ops)["pages"]["1"] if ops else None, REVEAL, 1, "Ann")
    assert say([]) == "Ann's notebook, level 1: nothing noted on this page."
    assert say([("note", 1, -1, 2, 2, "shop?")]) == \
        "Ann's notebook, level 1: only notes and drawings, nothing to check."
    assert say([("stamp", 1, -1, 4, 4, "lion")]) == \
        "Ann's notebook, level 1: every mark agrees with the map."
    assert say([("stamp", 1, -1, 5, 5, "pit"), ("stamp", 1, -1, 3, 4, "pit"),
                ("unsure", 1, -1, 3, 4, "hanging")]) == (
        "Ann's notebook, level 1: 1 mark the map says otherwise, ringed in red; 1 of 1 unsure "
        "cell right.")
