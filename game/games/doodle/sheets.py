"""Reading a sheet: masks of walls and pieces, improvement levels and values (doodle §3.2).
Pure functions of plain data, so the rules, the views and the bots share them."""
from __future__ import annotations

from functools import lru_cache
from typing import Mapping, Sequence

from game.games.doodle.board import (Geometry, any_wall_placement, free_piece_mask,
                                     wall_placement_set, wall_placements)
from game.games.doodle.content import MONSTERS, DoodleContent
from game.games.doodle.state import EMPTY, WALL


def masks(geo: Geometry, cells: Sequence[str]) -> tuple[int, int, int]:
    """(walls, monsters and traps, empty spaces) of a sheet (cached per drawing)."""
    return _masks(geo, tuple(cells))


@lru_cache(maxsize=256)
def _masks(geo: Geometry, cells: tuple[str, ...]) -> tuple[int, int, int]:
    walls = pieces = empty = 0
    for bit, what in zip(geo.bits, cells):
        if what == EMPTY:
            empty |= bit
        elif what == WALL:
            walls |= bit
        else:
            pieces |= bit
    return walls, pieces, empty


def reserved(geo: Geometry) -> int:
    """Entrance and Exit: no wall, monster or trap (doodle §3.1 HOUSE RULE)."""
    return geo.bits[geo.entrance] | geo.bits[geo.exit]


def legal_walls(geo: Geometry, content: DoodleContent, shape: str,
                cells: Sequence[str]) -> tuple[tuple[int, ...], ...]:
    """Every legal placement of a wall formation on this sheet (cached per sheet state)."""
    walls, _, empty = masks(geo, cells)
    blocked = (geo.full & ~empty) | reserved(geo)
    return wall_placements(geo, content.shapes[shape].cells, walls, blocked)


def is_legal_wall(geo: Geometry, content: DoodleContent, shape: str, cells: Sequence[str],
                  placement: tuple[int, ...]) -> bool:
    """Is this (sorted) placement among the legal ones? (a cached set lookup)"""
    walls, _, empty = masks(geo, cells)
    blocked = (geo.full & ~empty) | reserved(geo)
    return placement in wall_placement_set(geo, content.shapes[shape].cells, walls, blocked)


def wall_fits(geo: Geometry, content: DoodleContent, shape: str, cells: Sequence[str]) -> bool:
    """Has the wall formation at least one legal placement here?"""
    walls, _, empty = masks(geo, cells)
    blocked = (geo.full & ~empty) | reserved(geo)
    return any_wall_placement(geo, content.shapes[shape].cells, walls, blocked)


def legal_piece_cells(geo: Geometry, cells: Sequence[str]) -> list[int]:
    """Spaces where a monster or trap may be drawn (doodle §4.3)."""
    _, pieces, empty = masks(geo, cells)
    return geo.cells_of(free_piece_mask(geo, empty, pieces))


def level(content: DoodleContent, category: str, ticks: Mapping[str, int]) -> int:
    """1 + completed groups of boxes (doodle §3.2): 1 of 2 ticked is still level 1."""
    return 1 + ticks.get(category, 0) // content.numbers.box_group


def value(content: DoodleContent, category: str, ticks: Mapping[str, int]) -> int:
    """The category's value at its level: Strength bonus, trap damage, treasure value, hand."""
    return content.tracks[category].values[level(content, category, ticks) - 1]


def strength(content: DoodleContent, monster: str, ticks: Mapping[str, int]) -> int:
    """A monster type's Strength from its track (doodle §3.2)."""
    return value(content, monster, ticks)


def is_monster(what: str) -> bool:
    return what in MONSTERS
