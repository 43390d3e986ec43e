"""Drawing a dungeon (trapper §4.1): strokes, the heirloom, clearing, presets, undo."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.trapper.actions import (ClearTile, ConfirmSetup, PaintWalls, PlaceHeirloom,
                                        PlaceTrap, UseLayout)
from game.games.trapper.setup import problems
from tests.trapper.helpers import FILLER, build, new_rules


def test_a_stroke_paints_then_erases_walls_and_undo_takes_it_back():
    rules = new_rules()
    rules.apply(PaintWalls(0, ((3, 3), (4, 3), (5, 3)), True))
    assert rules.view(0)["dungeons"][0]["walls"] == [(3, 3), (4, 3), (5, 3)]
    rules.apply(PaintWalls(0, ((4, 3),), False))
    assert (4, 3) not in rules.state.dungeons[0].walls
    assert rules.can_undo(0)
    rules.undo(0)
    rules.undo(0)
    assert rules.state.dungeons[0].walls == set()


def test_erasing_a_wall_a_trap_needs_is_refused():
    rules = new_rules()
    rules.apply(PaintWalls(0, ((3, 2),), True))
    rules.apply(PlaceTrap(0, "darts", (3, 1), None))
    with pytest.raises(IllegalAction, match="needs the wall"):
        rules.apply(PaintWalls(0, ((3, 2),), False))


def test_walls_and_pieces_do_not_overlap_and_clear_frees_a_tile():
    rules = new_rules()
    rules.apply(PlaceHeirloom(0, (5, 5)))
    with pytest.raises(IllegalAction, match="heirloom"):
        rules.apply(PaintWalls(0, ((5, 5),), True))
    rules.apply(ClearTile(0, (5, 5)))
    rules.apply(PaintWalls(0, ((5, 5),), True))
    with pytest.raises(IllegalAction, match="nothing to clear"):
        rules.apply(ClearTile(0, (5, 4)))


def test_a_fan_needs_a_direction_and_others_take_none():
    rules = new_rules()
    with pytest.raises(IllegalAction, match="needs a direction"):
        rules.apply(PlaceTrap(0, "fan", (5, 5), None))
    with pytest.raises(IllegalAction, match="has no direction"):
        rules.apply(PlaceTrap(0, "spikes", (5, 5), "N"))
    with pytest.raises(IllegalAction, match="no trap 'laser'"):
        rules.apply(PlaceTrap(0, "laser", (5, 5), None))


@pytest.mark.parametrize("layout", ["winding-halls", "random"])
def test_layouts_give_a_dungeon_that_confirms(layout):
    rules = new_rules(seed=3)
    rules.apply(UseLayout(0, layout))
    dungeon = rules.state.dungeons[0]
    assert 0 < len(dungeon.walls) <= 20 and dungeon.heirloom is not None
    if layout == "random":
        assert 16 <= len(dungeon.walls) and len(dungeon.traps) == 6
        assert problems(dungeon, rules.content) == []
    else:
        assert dungeon.traps == {}
        assert any("tier" in p for p in problems(dungeon, rules.content))
    assert any(isinstance(a, UseLayout) for a in rules.legal_actions(0))


def test_there_are_several_valid_presets():
    rules = new_rules()
    assert len(rules.content.presets) >= 3
    for key in rules.content.presets:
        rules.apply(UseLayout(0, key))
        assert problems(rules.state.dungeons[0], rules.content) == [
            "2 more tier 1 traps to place",
            "2 more tier 2 traps to place",
            "2 more tier 3 traps to place"]


def test_setup_is_private_and_seat_by_seat():
    rules = new_rules()
    assert rules.to_act() == {0}
    rules.apply(PaintWalls(0, ((4, 4),), True))
    assert rules.view(1)["dungeons"][0]["walls"] == []
    assert rules.view(None)["dungeons"][0]["walls"] == []
    build(rules, 0, FILLER)
    assert rules.to_act() == {1} and not rules.can_undo(0)
    assert rules.view(1)["dungeons"][0]["walls"] == []     # shown only after both confirm
    build(rules, 1, FILLER)
    assert rules.view(1)["dungeons"][0]["walls"] == [(1, 1), (3, 1), (4, 4)]


def test_legal_setup_actions_all_apply_and_confirm_appears_when_complete():
    from tests.conformance import clone
    rules = new_rules()
    build_partial = FILLER
    legal = rules.legal_actions(0)
    assert ConfirmSetup(0) not in list(legal)
    for action in list(legal)[::17]:
        clone(rules).apply(action)
    build(rules, 0, build_partial)
    assert rules.state.dungeons[0].ready
