"""Would a build close the network's last open end (maker §4.4, §4.5 (b))? The rules allow
it; the table asks first (`board.closes_last_end`)."""
from __future__ import annotations

import pytest

from game.games.maker.board import Sheet, closes_last_end, open_ends
from tests.maker.helpers import new, paint

EMPTY = ". . . . . ."
IN_THE_CORNER = [EMPTY] * 5 + [". . . . . E:NS"]
"""The entrance at (6, 6), its one inner opening facing (6, 5)."""


def sheet_of(rows: list[str]):
    rules = new(1, script=[])
    paint(rules, 0, rows)
    return rules, Sheet(rules.state.players[0].tiles, rules.content.kinds)


def closes(rows: list[str], item: str, cell: tuple[int, int], openings: str = "") -> bool:
    rules, sheet = sheet_of(rows)
    return closes_last_end(sheet, rules.content.items[item], cell, openings)


@pytest.mark.parametrize("item, openings", [("skeleton", ""), ("slime", ""),
                                            ("path", "ES"), ("gate", "ES"),
                                            ("boss_slime", "ES")])
def test_a_room_or_a_dead_end_on_the_only_open_end_closes_the_network(item, openings):
    assert open_ends(sheet_of(IN_THE_CORNER)[1]) == [(6, 5)]
    assert closes(IN_THE_CORNER, item, (6, 5), openings)


@pytest.mark.parametrize("item, cell, openings", [
    ("path", (6, 5), "NS"),       # it opens on towards (6, 4)
    ("path", (6, 5), "SW"),       # ... or towards (5, 5)
    ("acid", (6, 5), ""),         # a bridge may still go on the pond
    ("skeleton", (3, 3), ""),     # elsewhere: (6, 5) stays open
    ("spikes", (6, 6), ""),       # a trap changes no tile
])
def test_a_build_that_leaves_an_opening_somewhere_closes_nothing(item, cell, openings):
    assert not closes(IN_THE_CORNER, item, cell, openings)


def test_an_opening_that_faces_loot_stays_open_collected_it_is_empty():
    faces_gem = [EMPTY] * 5 + [". . . g P:NEW E:EW"]
    assert open_ends(sheet_of(faces_gem)[1]) == [(5, 5), (4, 6)]
    assert not closes(faces_gem, "skeleton", (5, 5))
    faces_room = [EMPTY] * 5 + [". . . H P:NEW E:EW"]
    assert closes(faces_room, "skeleton", (5, 5))


def test_a_bridge_turned_to_the_edge_closes_the_last_open_end_and_one_turned_in_does_not():
    pond = [EMPTY] * 4 + [". . . . . A", ". . . . . E:NS"]
    assert open_ends(sheet_of(pond)[1]) == [(6, 5)]
    bridge_rows = [EMPTY] * 4 + [". . . . . A", ". . . . . E:NS"]
    assert not closes(bridge_rows, "bridge", (6, 5), "NS")
    tight = [EMPTY] * 3 + [". . . . . K", ". . . . . A", ". . . . . E:NS"]
    assert closes(tight, "bridge", (6, 5), "NS")   # it opens onto a Skeleton room


def test_a_network_with_no_open_end_already_is_not_closed_again():
    shut = [EMPTY] * 4 + [". . . . . K", ". . . . . E:NS"]
    assert open_ends(sheet_of(shut)[1]) == []
    assert not closes(shut, "slime", (1, 1))
