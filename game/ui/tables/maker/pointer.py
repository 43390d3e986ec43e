"""From the pointer to a candidate action: what a click on the sheet would do now.

The table never decides legality: it builds the action a click means and asks the rules
(`check`, through the scene's verdict cache) whether it is legal, and why not.
"""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.games.maker.actions import Build, ChooseEntrance, Collect, PlaceStairs
from game.games.maker.board import SHAPES, Sheet, closes_last_end, shape_of, tiles_from_view
from game.games.maker.content import MakerContent
from game.ui.tables.maker.hand import Hand

Cell = tuple[int, int]
CLOSES = ("This closes your dungeon's last open end: nothing can join your paths after it, "
          "and the stairs will fall back to your farthest path tile (rules 4.5).")
"""The hover's word over a legal build that leaves the network no open end."""
CLOSE_QUESTION = "Close your dungeon's last open end?"
CLOSE_DETAIL = ("This closes your dungeon's last open end: no path, bridge, gate or boss can "
                "be built from now on (rooms, acid and traps still can), and the stairs will "
                "fall back to your farthest path tile (rules 4.5). Build it anyway?")


def sheet_action(me: dict[str, Any], phase: str, seat: int, cell: Cell, hand: Hand,
                 content: MakerContent) -> Action | None:
    """The action a click on `cell` means for `seat` now (None: the click means nothing)."""
    x, y = cell
    if phase == "setup":
        if me["entrance"] is None:
            return ChooseEntrance(seat, x, y, hand.entrance())
        return None
    if phase == "building":
        if me["status"] == "choose":
            return Collect(seat, x, y)
        if me["status"] == "build" and hand.item:
            item = content.items[hand.item]
            return Build(seat, hand.item, x, y, hand.openings(list(item.shapes)))
        return None
    if phase == "stairs":
        return PlaceStairs(seat, x, y)
    return None


def target_cells(legal: list[Action], hand: Hand) -> list[Cell]:
    """Cells where the held thing (or a loot, the entrance, the stairs) may go now."""
    cells: list[Cell] = []
    for action in legal:
        if isinstance(action, Build) and action.item != hand.item:
            continue
        if isinstance(action, (Build, ChooseEntrance, Collect, PlaceStairs)):
            cell = (action.x, action.y)
            if cell not in cells:
                cells.append(cell)
    return cells


def potion_needs_spell(me: dict[str, Any], cell: Cell, legal: list[Action]) -> bool:
    """A Potion that circles a spell: the player picks the spell next."""
    return any(isinstance(a, Collect) and (a.x, a.y) == cell and a.spell for a in legal)


def best_shape(legal: list[Action], item: str, shapes: list[str]) -> str:
    """The path shape a gate or boss is first drawn on when its chip is picked (issue 33
    §2): the one with the most places it may go now (ties: the one with more openings,
    which leaves the network more open ends); the first shape when it fits nowhere."""
    if not shapes:
        return ""
    room = {shape: 0 for shape in shapes}
    for action in legal:
        if isinstance(action, Build) and action.item == item:
            shape = shape_of(action.openings)
            if shape in room:
                room[shape] += 1
    best = max(shapes, key=lambda s: (room[s], len(SHAPES[s])))
    return best if room[best] else shapes[0]


def closes_network(me: dict[str, Any], action: Action, content: MakerContent) -> bool:
    """Would this build leave the person's network with no open end (`closes_last_end`)?
    Asked only of a build the rules allow: the table says so over it and asks first."""
    if not isinstance(action, Build):
        return False
    item = content.items.get(action.item)
    if item is None:
        return False
    sheet = Sheet(tiles_from_view(me["tiles"]), content.kinds, content.numbers.size)
    return closes_last_end(sheet, item, (action.x, action.y), action.openings)
