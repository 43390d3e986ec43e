"""Board geometry of one dungeon: connectivity, cut-off tiles, chokepoints and the wall
requirements of traps (trapper §3.1, §3.2, §4.1). Pure functions of cells and walls."""
from __future__ import annotations

from functools import lru_cache
from typing import Collection, Iterable

from game.core.grid import DIRECTIONS, Grid

Cell = tuple[int, int]


@lru_cache(maxsize=8)
def neighbour_table(grid: Grid) -> dict[Cell, tuple[Cell, ...]]:
    """Each cell's on-board orthogonal neighbours (N, E, S, W order), computed once."""
    return {cell: tuple(grid.neighbours(cell)) for cell in grid.cells()}


def label(cell: Cell) -> str:
    """How the log names a tile: (column,row), counted from 1 as in the rules."""
    return f"({cell[0]},{cell[1]})"


def open_cells(grid: Grid, walls: Collection[Cell]) -> list[Cell]:
    return [c for c in grid.cells() if c not in walls]


def cut_off(grid: Grid, walls: Collection[Cell], entrance: Cell) -> list[Cell]:
    """Non-wall tiles that cannot be walked to from the Entrance (trapper §4.1: none may be)."""
    reach = walking_distances(grid, walls, entrance)
    return [c for c in grid.cells() if c not in walls and c not in reach]


def walking_distances(grid: Grid, walls: Collection[Cell], start: Cell) -> dict[Cell, int]:
    """Steps from `start` to every open tile it reaches (breadth-first over the board's
    precomputed neighbours; the same as grid.distances, without a callback per cell)."""
    table = neighbour_table(grid)
    if start in walls or start not in table:
        return {}
    dist = {start: 0}
    frontier = [start]
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for cell in frontier:
            for n in table[cell]:
                if n not in dist and n not in walls:
                    dist[n] = depth
                    nxt.append(n)
        frontier = nxt
    return dist


def articulation_cells(grid: Grid, walls: Collection[Cell]) -> set[Cell]:
    """Open tiles whose loss would split the open area (Tarjan's cut vertices): a wall there
    cuts the dungeon, and every route between the parts crosses them (chokepoints)."""
    table = neighbour_table(grid)
    cells = [c for c in grid.cells() if c not in walls]
    if not cells:
        return set()
    order: dict[Cell, int] = {}
    low: dict[Cell, int] = {}
    cuts: set[Cell] = set()

    def visit(cell: Cell, parent: Cell | None) -> None:
        order[cell] = low[cell] = len(order)
        children = 0
        for n in table[cell]:
            if n in walls:
                continue
            if n not in order:
                children += 1
                visit(n, cell)
                low[cell] = min(low[cell], low[n])
                if parent is not None and low[n] >= order[cell]:
                    cuts.add(cell)
            elif n != parent:
                low[cell] = min(low[cell], order[n])
        if parent is None and children > 1:
            cuts.add(cell)

    visit(cells[0], None)
    return cuts


def wall_beside(cell: Cell, walls: Collection[Cell]) -> bool:
    """At least one orthogonally adjacent wall tile (the board edge is no wall)."""
    return any((cell[0] + dc, cell[1] + dr) in walls for dc, dr in DIRECTIONS.values())


def walls_opposite(cell: Cell, walls: Collection[Cell]) -> bool:
    """Wall tiles on both N and S, or on both E and W (the board edge is no wall)."""
    c, r = cell
    return ((c, r - 1) in walls and (c, r + 1) in walls) or \
        ((c - 1, r) in walls and (c + 1, r) in walls)


def needs_met(needs: str, cell: Cell, walls: Collection[Cell]) -> bool:
    if needs == "wall_beside":
        return wall_beside(cell, walls)
    if needs == "walls_opposite":
        return walls_opposite(cell, walls)
    return True


def all_cells(cells: Iterable[Cell], grid: Grid) -> bool:
    return all(grid.contains(c) for c in cells)
