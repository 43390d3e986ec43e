"""Where a trap may go (trapper §3.2) and where walls may be painted (§4.1)."""
from __future__ import annotations

from typing import Any

from game.core.errors import IllegalAction
from game.core.grid import DIRECTIONS
from game.games.trapper.board import (articulation_cells, cut_off, label, needs_met,
                                      neighbour_table)
from game.games.trapper.content import TrapperContent, TrapType
from game.games.trapper.state import Dungeon

Cell = tuple[int, int]
FACINGS = tuple(DIRECTIONS)
NEEDS_TEXT = {"wall_beside": "needs a wall tile beside it (the board edge is no wall)",
              "walls_opposite": "needs wall tiles on both sides: N and S, or E and W "
                                "(the board edge is no wall)"}


class CutOff(IllegalAction):
    """A wall stroke that would seal tiles off from the Entrance; `cells` are those tiles."""

    def __init__(self, reason: str, rule: str, cells: list[Cell]) -> None:
        super().__init__(reason, rule)
        self.cells = cells


def is_cell(value: Any, content: TrapperContent) -> bool:
    return (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and content.board.grid.contains(value))


def require_cell(value: Any, content: TrapperContent, rule: str = "trapper §3.1") -> Cell:
    if not is_cell(value, content):
        b = content.board
        raise IllegalAction(f"{value!r} is not a tile of the {b.columns}×{b.rows} board.", rule)
    return value


def tile_problem(dungeon: Dungeon, cell: Cell, content: TrapperContent) -> str | None:
    """Why nothing may be put on `cell` (trapper §3.2 'All traps'), or None."""
    if cell == tuple(content.board.entrance):
        return f"The Entrance {label(cell)} can never hold anything else"
    if cell in dungeon.walls:
        return f"{label(cell)} is a wall"
    if cell == dungeon.heirloom:
        return f"{label(cell)} holds the heirloom"
    if cell in dungeon.traps:
        state = "an active" if dungeon.traps[cell].active else "a disabled"
        return f"{label(cell)} already holds {state} trap"
    return None


def check_trap_spot(dungeon: Dungeon, trap: TrapType, cell: Cell, facing: Any,
                    content: TrapperContent) -> None:
    """Raise unless `trap` may be placed on `cell` with `facing` (trapper §3.2)."""
    problem = tile_problem(dungeon, cell, content)
    if problem:
        raise IllegalAction(f"{problem}: no {trap.name} there.", "trapper §3.2")
    if not needs_met(trap.needs, cell, dungeon.walls):
        raise IllegalAction(f"{trap.name} {NEEDS_TEXT[trap.needs]}.", "trapper §3.2")
    if trap.max_active is not None and dungeon.active_count(trap.id) >= trap.max_active:
        raise IllegalAction(f"At most {trap.max_active} active {trap.name}s may be in a "
                            "dungeon.", "trapper §3.2")
    check_facing(trap, facing)


def check_facing(trap: TrapType, facing: Any) -> None:
    if trap.push:
        if facing not in FACINGS:
            raise IllegalAction(f"A {trap.name} needs a direction: N, E, S or W.",
                                "trapper §3.2")
    elif facing is not None:
        raise IllegalAction(f"A {trap.name} has no direction.", "trapper §3.2")


def trap_spots(dungeon: Dungeon, trap: TrapType, content: TrapperContent) -> list[Cell]:
    """Every tile where `trap` may go now (facing aside)."""
    if trap.max_active is not None and dungeon.active_count(trap.id) >= trap.max_active:
        return []
    return [cell for cell in content.board.grid.cells()
            if tile_problem(dungeon, cell, content) is None
            and needs_met(trap.needs, cell, dungeon.walls)]


def walls_needed(dungeon: Dungeon, content: TrapperContent) -> dict[Cell, Cell]:
    """Wall tiles some placed trap relies on: wall -> the trap's tile."""
    needed: dict[Cell, Cell] = {}
    for cell, trap in dungeon.traps.items():
        needs = content.trap(trap.kind).needs
        if needs == "none":
            continue
        for wall in neighbour_table(content.board.grid)[cell]:
            if wall in dungeon.walls:
                without = dungeon.walls - {wall}
                if not needs_met(needs, cell, without):
                    needed[wall] = cell
    return needed


def check_stroke(dungeon: Dungeon, cells: tuple[Cell, ...], wall: bool,
                 content: TrapperContent) -> set[Cell]:
    """The walls after a paint stroke, or raise why the stroke is refused (trapper §4.1)."""
    board = content.board
    entrance = tuple(board.entrance)
    if wall:
        for cell in cells:
            if cell in dungeon.walls:
                continue
            problem = tile_problem(dungeon, cell, content)
            if problem:
                raise IllegalAction(f"{problem}: no wall there.", "trapper §4.1")
        after = dungeon.walls | set(cells)
        if after == dungeon.walls:
            raise IllegalAction("Those tiles are walls already.", "trapper §4.1")
        if len(after) > board.max_walls:
            raise IllegalAction(f"That makes {len(after)} walls: at most {board.max_walls}.",
                                "trapper §4.1")
    else:
        after = dungeon.walls - set(cells)
        if after == dungeon.walls:
            raise IllegalAction("There is no wall there to erase.", "trapper §4.1")
        needed = walls_needed(dungeon, content)
        for cell in cells:
            if cell in needed and cell in dungeon.walls:
                trap = dungeon.traps[needed[cell]]
                raise IllegalAction(f"The {content.trap(trap.kind).name} at "
                                    f"{label(needed[cell])} needs the wall at {label(cell)}.",
                                    "trapper §3.2")
    sealed = cut_off(board.grid, after, entrance)
    if sealed:
        shown = ", ".join(label(c) for c in sealed[:6]) + ("…" if len(sealed) > 6 else "")
        raise CutOff(f"That would cut {shown} off from the Entrance.", "trapper §4.1", sealed)
    return after


def single_wall_strokes(dungeon: Dungeon, content: TrapperContent) -> list[tuple[Cell, bool]]:
    """Every legal one-tile stroke: (tile, paints a wall?)."""
    board = content.board
    grid = board.grid
    table = neighbour_table(grid)
    out: list[tuple[Cell, bool]] = []
    if len(dungeon.walls) < board.max_walls:
        cuts = articulation_cells(grid, dungeon.walls)
        for cell in grid.cells():
            if cell not in cuts and tile_problem(dungeon, cell, content) is None:
                out.append((cell, True))
    needed = walls_needed(dungeon, content)
    for cell in sorted(dungeon.walls):
        if cell not in needed and any(n not in dungeon.walls for n in table[cell]):
            out.append((cell, False))
    return out
