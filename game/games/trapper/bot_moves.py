"""Whether a computer's planned move is legal, whatever container its legal actions come in.

The rules hand a bot a lazy legal-moves object whose `in` asks the rules' own check; a
plain list of the same moves names wall strokes one tile at a time (trapper §4.1), so a
whole-maze stroke is never *in* it. `allowed` therefore judges a wall stroke by the rules of
§4.1 on the seat's own view: the tiles are floor (not the Entrance, the heirloom or a trap),
at most `max_walls` walls result and no floor tile is cut off from the Entrance. Every
other move is matched as it is.
"""
from __future__ import annotations

from typing import Any, Iterable

from game.core.actions import Action
from game.core.grid import Grid
from game.games.trapper.actions import PaintWalls
from game.games.trapper.board import cut_off

Cell = tuple[int, int]


def allowed(action: Action, legal: Iterable[Action], view: dict[str, Any]) -> bool:
    """Is `action` one of `legal` (a wall stroke: legal by §4.1 on the view)?"""
    if action in legal:
        return True
    return isinstance(action, PaintWalls) and action.wall and stroke_fits(action, view)


def stroke_fits(stroke: PaintWalls, view: dict[str, Any]) -> bool:
    """A painting stroke the rules accept on the seat's own dungeon (trapper §4.1)."""
    if view.get("phase") != "setup" or view.get("builder") != stroke.seat:
        return False
    board = view["board"]
    mine = view["dungeons"][stroke.seat]
    grid = Grid(board["columns"], board["rows"], 1)
    entrance = tuple(board["entrance"])
    walls = {tuple(c) for c in mine["walls"]}
    taken = {tuple(t["cell"]) for t in mine["traps"]} | {entrance}
    if mine["heirloom"] is not None:
        taken.add(tuple(mine["heirloom"]))
    cells = set(stroke.cells)
    if not cells or any(not grid.contains(c) or c in taken for c in cells - walls):
        return False
    after = walls | cells
    return after != walls and len(after) <= board["max_walls"] and \
        not cut_off(grid, after, entrance)


def own_sight(view: dict[str, Any], seat: int
              ) -> tuple[Grid, Cell, frozenset[Cell], dict[str, Any]]:
    """What a seat's view shows of its own dungeon, as the planners use it: the board's
    grid, the Entrance, the walls and the dungeon's view."""
    board = view["board"]
    mine = view["dungeons"][seat]
    return (Grid(board["columns"], board["rows"], 1), tuple(board["entrance"]),
            frozenset(tuple(c) for c in mine["walls"]), mine)
