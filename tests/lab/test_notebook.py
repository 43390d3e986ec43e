"""The sketch notebook (lab §6): edge marks cycle, stamps, notes, pen, eraser, undo,
fragments dragged and merged, the "me" marker; private and saved with the game."""
from __future__ import annotations

import json

import pytest

from game.core.errors import IllegalAction
from game.core.save import parse_save, replay, snapshot
from game.games.lab import notebook as nb
from game.games.lab.actions import Move, Sketch
from game.games.lab.rules import LabRules
from tests.lab.helpers import dungeon, game, land


def test_edge_marks_cycle_through_the_six_marks():
    assert [nb.next_mark(m) for m in nb.CYCLE] == [*nb.CYCLE[1:], nb.CYCLE[0]]
    assert nb.next_mark("unknown") == "simple" and sorted(nb.CYCLE) == sorted(nb.MARKS)


def test_drawing_folds_into_pages_and_undo_takes_back_the_last_edit():
    ops = [("edges", 1, -1, "wire", (2, 2, "E"), (2, 3, "E")), ("stamp", 1, -1, 2, 2, "lion"),
           ("note", 1, -1, 3, 3, "shop?"), ("pen", 1, -1, 20, 20, 35, 28), ("undo",)]
    sheet = nb.fold(ops, 2)
    page = sheet.pages[1]
    assert page.edges == {(2, 2, "E"): "wire", (2, 3, "E"): "wire"}
    assert page.stamps == {(2, 2): "lion"} and page.notes == {(3, 3): "shop?"}
    assert page.strokes == []
    sheet = nb.fold([*ops[:-1], ("erase", 1, -1, 2, 2)], 2)
    assert sheet.pages[1].stamps == {} and (2, 2, "E") not in sheet.pages[1].edges
    assert sheet.pages[1].strokes == []


def test_fragments_drag_and_merge_onto_the_page_or_each_other():
    ops = [("fragment", 1, 9, 1), ("stamp", 1, 1, 0, 0, "pit"), ("fragment", 1, 9, 4),
           ("stamp", 1, 2, 1, 0, "river"), ("drag", 2, 12, 1), ("merge", 2, 1)]
    sheet = nb.fold(ops, 1)
    assert list(sheet.fragments) == [1]
    assert sheet.fragments[1].layer.stamps == {(0, 0): "pit", (4, 0): "river"}
    sheet = nb.fold([*ops, ("drag", 1, 2, 3), ("merge", 1, -1), ("me", 1, -1, 2, 3)], 1)
    assert sheet.fragments == {} and sheet.pages[1].stamps == {(2, 3): "pit", (6, 3): "river"}
    assert sheet.me == (1, -1, 2, 3)


@pytest.mark.parametrize("op,args", [
    ("stamp", (1, -1, 2, 2, "dragon")), ("stamp", (3, -1, 2, 2, "lion")),
    ("note", (1, -1, 2, 2, "x" * 99)), ("pen", (1, -1, 1)), ("drag", (7, 1, 1)),
    ("merge", (1, 1)), ("edges", (1, -1, "paint", (1, 1, "E"))), ("fly", ()),
    ("stamp", (1, 5, 1, 1, "lion")), ("erase", (1, -1, "a", 2)),
])
def test_wild_notebook_edits_are_refused_with_a_reason(op, args):
    r = game(dungeon())
    with pytest.raises(IllegalAction) as err:
        r.apply(Sketch(0, op, args))
    assert err.value.reason


def test_the_notebook_is_saved_with_the_game_kept_across_landings_and_private():
    r = game(dungeon())
    land(r, (3, 3, 1))
    r.apply(Sketch(0, "stamp", (1, -1, 3, 3, "lion")))
    r.apply(Sketch(0, "fragment", (1, 9, 1)))
    r.apply(Move(0, "N"))
    data = json.loads(json.dumps(snapshot(r, "t").to_dict()))
    again = replay(parse_save(data), LabRules, r.content)
    assert again.view(0)["me"]["notebook"] == r.view(0)["me"]["notebook"]
    assert again.view(0)["me"]["notebook"]["pages"]["1"]["stamps"] == [[3, 3, "lion"]]
    assert "lion" not in json.dumps(r.view(None))
