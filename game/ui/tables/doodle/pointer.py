"""Pointer helpers of the doodle table: the wall-formation ghost (turn, mirror, place) and
the hero-path pencil (drag to draw, drag back to erase). They build candidate actions; the
rules judge them."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from game.core.grid import mirror, normalize, rotate90
from game.games.doodle.actions import BuildWall

Cell = tuple[int, int]


@lru_cache(maxsize=64)
def oriented(cells: tuple[Cell, ...], turns: int, mirrored: bool) -> tuple[Cell, ...]:
    """The shape mirrored (left-right) and turned `turns` quarter turns clockwise."""
    shape = normalize(cells)
    if mirrored:
        shape = mirror(shape)
    for _ in range(turns % 4):
        shape = rotate90(shape)
    return shape


def anchor(shape: tuple[Cell, ...]) -> Cell:
    """The cell of the shape that sits under the pointer: the one nearest its middle."""
    mx = sum(c for c, _ in shape) / len(shape)
    my = sum(r for _, r in shape) / len(shape)
    return min(shape, key=lambda p: ((p[0] - mx) ** 2 + (p[1] - my) ** 2, p))


@dataclass
class WallGhost:
    """The formation following the pointer: wheel / right click turn it, M mirrors it."""

    turns: int = 0
    mirrored: bool = False

    def turn(self, step: int = 1) -> None:
        self.turns = (self.turns + step) % 4

    def flip(self) -> None:
        self.mirrored = not self.mirrored

    def cells(self, shape: tuple[Cell, ...], at: Cell) -> list[Cell]:
        """The sheet cells (column, row) the ghost covers with its anchor on `at`."""
        form = oriented(tuple(shape), self.turns, self.mirrored)
        ax, ay = anchor(form)
        return [(c + at[0] - ax, r + at[1] - ay) for c, r in form]

    def action(self, seat: int, cells: list[Cell], width: int, height: int
               ) -> BuildWall | None:
        """The BuildWall of these cells, or None when a cell is off the sheet."""
        if any(not (0 <= c < width and 0 <= r < height) for c, r in cells):
            return None
        return BuildWall(seat, tuple(sorted(r * width + c for c, r in cells)))


@dataclass
class PathPencil:
    """Drawing the hero path: a drag that started on the path's end."""

    drawing: bool = False
    last: int | None = None
    trail: list[int] = field(default_factory=list)
    rest: float = 0.0
    """Seconds the pointer has rested on the path's end while drawing."""
    turning: bool = False
    """It rested there long enough (`TURN_REST`): the next drag back is a U-turn, a step
    on the way it came, not a step taken off."""

    def start(self, cell: int) -> None:
        self.drawing, self.last = True, cell
        self.rest, self.turning = 0.0, False

    def stop(self) -> None:
        self.drawing, self.last = False, None
        self.rest, self.turning = 0.0, False

    still_at: tuple[int, int] = (-1, -1)

    def rested(self, dt: float, on_end: bool, pointer: tuple[int, int]) -> bool:
        """`dt` more seconds with the pointer at `pointer` (on the path's end or not); it
        rests only while it stays still there (a slow drag across a space is no rest).
        True when the pencil has just turned around."""
        moved = max(abs(pointer[0] - self.still_at[0]), abs(pointer[1] - self.still_at[1]))
        if moved > STILL_PX:
            self.still_at, self.rest = pointer, 0.0
        if not self.drawing or not on_end or self.turning:
            self.rest = 0.0 if not on_end else self.rest
            return False
        self.rest += dt
        self.turning = self.rest >= TURN_REST
        return self.turning


TURN_REST = 0.6
"""Seconds resting still on the path's end that turn the pencil around (a U-turn by
dragging)."""
STILL_PX = 4
"""How far the pointer may wander while it rests (a hand is never quite still)."""


@dataclass
class DoodleHand:
    """One seat's pointer state (issue 16 §1): the wall ghost's facing, the path pencil and
    the sheet it chose to look at with a seat tab. A hand-off never shows the next seat
    the previous seat's."""

    ghost: WallGhost = field(default_factory=WallGhost)
    pencil: PathPencil = field(default_factory=PathPencil)
    pinned: int | None = None


def retrace(path: list[int], cell: int, width: int) -> int:
    """How many steps a drag back along the path to `cell` takes off (0: it is no retrace).
    The most recent visit counts; the steps between must be a straight or L-shaped run
    (as many steps as the cells lie apart), so a quick drag back that skipped cells still
    takes off exactly the steps it passed over (issue 16 §6)."""
    for back in range(1, len(path)):
        if path[-1 - back] == cell:
            (c0, r0), (c1, r1) = divmod(cell, width)[::-1], divmod(path[-1], width)[::-1]
            return back if abs(c0 - c1) + abs(r0 - r1) == back else 0
    return 0
