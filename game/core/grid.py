"""Grid helpers: cells, orthogonal neighbours, flood fill, paths, rotations and mirrors.

A cell is a `(column, row)` tuple. Games choose their own origin (Trapper counts from 1,
Doodle from 0 with letters for columns); `Grid` carries the bounds.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Union

Cell = tuple[int, int]
Passable = Union[Callable[[Cell], bool], "set[Cell]", "frozenset[Cell]"]

DIRECTIONS: dict[str, Cell] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
"""Compass steps; rows grow downwards (south)."""


def step(cell: Cell, direction: str) -> Cell:
    dc, dr = DIRECTIONS[direction]
    return cell[0] + dc, cell[1] + dr


def orthogonal(cell: Cell) -> list[Cell]:
    """The four orthogonal neighbours (unbounded), in N, E, S, W order."""
    c, r = cell
    return [(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)]


def direction_between(a: Cell, b: Cell) -> str | None:
    """The compass direction of the orthogonal step a -> b, or None if not one step."""
    delta = (b[0] - a[0], b[1] - a[1])
    for name, d in DIRECTIONS.items():
        if d == delta:
            return name
    return None


@dataclass(frozen=True)
class Grid:
    """A rectangular board of `width` x `height` cells whose first cell is (origin, origin)."""

    width: int
    height: int
    origin: int = 0

    def contains(self, cell: Cell) -> bool:
        c, r = cell
        o = self.origin
        return o <= c < o + self.width and o <= r < o + self.height

    def cells(self) -> Iterator[Cell]:
        """Every cell, row by row (top to bottom), left to right."""
        o = self.origin
        for r in range(o, o + self.height):
            for c in range(o, o + self.width):
                yield c, r

    def neighbours(self, cell: Cell) -> list[Cell]:
        return [n for n in orthogonal(cell) if self.contains(n)]


def _as_test(passable: Passable) -> Callable[[Cell], bool]:
    if callable(passable):
        return passable
    return passable.__contains__


def flood_fill(start: Cell, passable: Passable) -> set[Cell]:
    """All cells orthogonally reachable from `start` through passable cells (start included)."""
    ok = _as_test(passable)
    if not ok(start):
        return set()
    seen = {start}
    todo = [start]
    while todo:
        for n in orthogonal(todo.pop()):
            if n not in seen and ok(n):
                seen.add(n)
                todo.append(n)
    return seen


def is_connected(cells: Iterable[Cell]) -> bool:
    """True when the cells form one orthogonally connected area (an empty set counts)."""
    cell_set = set(cells)
    if not cell_set:
        return True
    return len(flood_fill(next(iter(cell_set)), cell_set)) == len(cell_set)


def distances(start: Cell, passable: Passable) -> dict[Cell, int]:
    """Walking distance (in steps) from `start` to every reachable passable cell."""
    ok = _as_test(passable)
    if not ok(start):
        return {}
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for n in orthogonal(cell):
            if n not in dist and ok(n):
                dist[n] = dist[cell] + 1
                queue.append(n)
    return dist


def shortest_path(start: Cell, goals: Iterable[Cell], passable: Passable) -> list[Cell] | None:
    """A shortest path start..goal (both included) to the nearest goal, or None.

    Neighbours are tried in N, E, S, W order, so the result is deterministic. Goals need not
    be passable themselves: a path may end on one.
    """
    ok = _as_test(passable)
    goal_set = set(goals)
    if start in goal_set:
        return [start]
    came: dict[Cell, Cell | None] = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for n in orthogonal(cell):
            if n in came:
                continue
            if n in goal_set:
                came[n] = cell
                path = [n]
                while came[path[-1]] is not None:
                    path.append(came[path[-1]])  # type: ignore[arg-type]
                return path[::-1]
            if ok(n):
                came[n] = cell
                queue.append(n)
    return None


def normalize(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Shift cells so the smallest column and row are 0; sorted for comparison."""
    cells = list(cells)
    min_c = min(c for c, _ in cells)
    min_r = min(r for _, r in cells)
    return tuple(sorted((c - min_c, r - min_r) for c, r in cells))


def rotate90(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """A quarter turn clockwise (on screen, rows growing downwards), normalised."""
    return normalize((-r, c) for c, r in cells)


def mirror(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Mirror left-right, normalised."""
    return normalize((-c, r) for c, r in cells)


def orientations(cells: Iterable[Cell]) -> list[tuple[Cell, ...]]:
    """The distinct shapes among the 4 rotations and their mirrors (1 to 8), in a fixed order:
    rotations 0-3 of the shape, then rotations 0-3 of its mirror image."""
    base = normalize(cells)
    out: list[tuple[Cell, ...]] = []
    for start in (base, mirror(base)):
        shape = start
        for _ in range(4):
            if shape not in out:
                out.append(shape)
            shape = rotate90(shape)
    return out


def translate(cells: Iterable[Cell], by: Cell) -> tuple[Cell, ...]:
    return tuple((c + by[0], r + by[1]) for c, r in cells)
