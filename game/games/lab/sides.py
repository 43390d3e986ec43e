"""Which cell sides of the notebook a click or a drag of the Walls tool marks (lab §6).

Points are in a layer's own cells, fractions allowed (cell (x, y) spans x..x+1, y..y+1); a
side is normalised to its west or north cell: (x, y, "E") or (x, y, "S"). A wall run marks
sides of one kind only, the kind of the side it starts on: dragged along a grid line it
marks the sides on that line; dragged across a row or column it marks the parallel sides
it crosses. It never picks up the perpendicular sides at the grid corners it passes.
"""
from __future__ import annotations

import math

from game.games.lab.dungeon import Edge

TOLERANCE = 0.3
"""How near a side the pointer must be, in cells."""
LONGEST = 199
"""The most sides one run marks (one "edges" edit holds a mark and at most 199 sides)."""


def nearest_side(fx: float, fy: float, tolerance: float = TOLERANCE) -> Edge | None:
    """The side nearest the point, or None when none is within `tolerance`."""
    x, y = math.floor(fx), math.floor(fy)
    dx, dy = fx - x, fy - y
    best = min((dx, "W"), (1 - dx, "E"), (dy, "N"), (1 - dy, "S"))
    if best[0] > tolerance:
        return None
    return {"W": (x - 1, y, "E"), "N": (x, y - 1, "S"), "E": (x, y, "E"),
            "S": (x, y, "S")}[best[1]]


def run_sides(start: tuple[float, float], end: tuple[float, float]) -> list[Edge]:
    """The sides a wall run from `start` (where the button went down) to `end` (where the
    pointer is now) marks, in order from the start; [] when `start` is on no side."""
    first = nearest_side(*start)
    if first is None:
        return []
    x0, y0, kind = first
    across_x = abs(end[0] - start[0]) >= abs(end[1] - start[1])
    if kind == "S":
        if across_x:     # along the horizontal line: the row's north or south sides
            xs = _span(x0, math.floor(end[0]))
            sides = [(x, y0, "S") for x in xs]
        else:            # down a column: the horizontal sides it crosses
            sides = [(x0, y, "S") for y in _span(y0, round(end[1]) - 1)]
    else:
        if across_x:     # along a row: the vertical sides it crosses
            sides = [(x, y0, "E") for x in _span(x0, round(end[0]) - 1)]
        else:            # along the vertical line
            sides = [(x0, y, "E") for y in _span(y0, math.floor(end[1]))]
    return sides[:LONGEST]


def _span(a: int, b: int) -> list[int]:
    """a, then every whole number up or down to b."""
    step = 1 if b >= a else -1
    return list(range(a, b + step, step))
