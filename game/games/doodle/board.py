"""The dungeon sheet's geometry as bit masks: cells, names, neighbours, flood fills and the
legal placements of wall formations (doodle §3.1, §4.3; seed ch.1 §3, §4).

A cell is an index `row * width + column` (A1 = 0). Masks give each cell one bit at
`row * (width + 1) + column`: the spare bit per row keeps left/right shifts from wrapping,
so a flood fill is a handful of integer operations per step.
"""
from __future__ import annotations

from functools import lru_cache

from game.core.grid import orientations, translate

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class Geometry:
    """Bit-mask geometry of a `width` x `height` sheet; Entrance top-left, Exit bottom-right."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.size = width * height
        self.stride = width + 1
        self.bits = tuple(1 << (i // width * self.stride + i % width) for i in range(self.size))
        self.full = sum(self.bits)
        self.entrance = 0
        self.exit = self.size - 1
        self.around_cells = tuple(self._around_cell(i) for i in range(self.size))
        """Each space's orthogonal neighbours (N, E, S, W), for hot loops to index."""
        self.edge = self.mask([i for i in range(self.size)
                               if i % width in (0, width - 1) or i // width in (0, height - 1)])

    # --- naming ---------------------------------------------------------------------------
    def name(self, index: int) -> str:
        """`C7`: column letter and row number (doodle §3.1)."""
        return f"{LETTERS[index % self.width]}{index // self.width + 1}"

    def index(self, column: int, row: int) -> int:
        return row * self.width + column

    def colrow(self, index: int) -> tuple[int, int]:
        return index % self.width, index // self.width

    def inside(self, column: int, row: int) -> bool:
        return 0 <= column < self.width and 0 <= row < self.height

    def parse(self, name: str) -> int:
        """`C7` -> cell index; ValueError when it is not a space of the sheet."""
        col = LETTERS.find(name[:1].upper())
        if col < 0 or not name[1:].isdigit() or not self.inside(col, int(name[1:]) - 1):
            raise ValueError(f"{name!r} is not a space of the sheet")
        return self.index(col, int(name[1:]) - 1)

    def adjacent(self, a: int, b: int) -> bool:
        """Orthogonally adjacent (seed ch.1 §3(1))."""
        (ca, ra), (cb, rb) = self.colrow(a), self.colrow(b)
        return abs(ca - cb) + abs(ra - rb) == 1

    def neighbours(self, index: int) -> tuple[int, ...]:
        """Orthogonal neighbours on the sheet, in N, E, S, W order."""
        return self.around_cells[index]

    def _around_cell(self, index: int) -> tuple[int, ...]:
        c, r = self.colrow(index)
        return tuple(self.index(c + dc, r + dr) for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0))
                     if self.inside(c + dc, r + dr))

    # --- masks ----------------------------------------------------------------------------
    def mask(self, cells: list[int] | tuple[int, ...]) -> int:
        m = 0
        for i in cells:
            m |= self.bits[i]
        return m

    def cells_of(self, mask: int) -> list[int]:
        """The cell indices of a mask, in index order."""
        out = []
        stride, width = self.stride, self.width
        while mask:
            low = mask & -mask
            bit = low.bit_length() - 1
            out.append(bit // stride * width + bit % stride)
            mask ^= low
        return out

    def spread(self, mask: int) -> int:
        """The mask grown by one orthogonal step (clipped to the sheet)."""
        s = self.stride
        return (mask | mask << 1 | mask >> 1 | mask << s | mask >> s) & self.full

    def ring(self, mask: int) -> int:
        """Cells touching the mask orthogonally or diagonally, the mask excluded."""
        s = self.stride
        h = (mask | mask << 1 | mask >> 1) & self.full
        return (h | h << s | h >> s) & self.full & ~mask

    def around(self, mask: int) -> int:
        """Cells orthogonally next to the mask, the mask itself excluded."""
        return self.spread(mask) & ~mask

    def flood(self, start: int, open_mask: int, goal: int = 0) -> int:
        """Cells of `open_mask` reachable from the `start` mask; stops early once every bit of
        `goal` is reached (then the result may be partial)."""
        reach = start & open_mask
        s = self.stride
        while True:
            grown = (reach | reach << 1 | reach >> 1 | reach << s | reach >> s) & open_mask
            if goal and grown & goal == goal:
                return grown
            if grown == reach:
                return reach
            reach = grown

    def distance(self, start: int, goal: int, open_mask: int) -> int | None:
        """Steps of a shortest walk from cell `start` to cell `goal` through open cells."""
        reach, target, steps = self.bits[start], self.bits[goal], 0
        s = self.stride
        while not reach & target:
            grown = (reach | reach << 1 | reach >> 1 | reach << s | reach >> s) & open_mask
            if grown == reach:
                return None
            reach, steps = grown, steps + 1
        return steps


@lru_cache(maxsize=8)
def geometry(width: int, height: int) -> Geometry:
    return Geometry(width, height)


@lru_cache(maxsize=64)
def shape_placements(geo: Geometry, cells: tuple[tuple[int, int], ...]
                     ) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every placement of a wall shape inside the sheet, all orientations (seed ch.1 §4(2)):
    (cell indices sorted, mask) pairs."""
    out = []
    for shape in orientations(cells):
        w = max(c for c, _ in shape) + 1
        h = max(r for _, r in shape) + 1
        for row in range(geo.height - h + 1):
            for col in range(geo.width - w + 1):
                idx = tuple(sorted(geo.index(c, r) for c, r in translate(shape, (col, row))))
                out.append((idx, geo.mask(idx)))
    return tuple(out)


def keeps_connected(geo: Geometry, open_mask: int, wall_mask: int) -> bool:
    """After walling `wall_mask`, is every open space still connected to both Entrance and
    Exit? Assumes the open spaces were connected before: then the new walls can only split
    them between their own neighbours, so one flood from a neighbour must reach all of them
    (seed ch.1 §4(1))."""
    if not wall_mask & geo.edge and not geo.ring(wall_mask) & ~open_mask:
        return True     # the ring round a holeless formation is one open loop
    rest = open_mask & ~wall_mask
    border = geo.around(wall_mask) & rest
    if not border:
        return bool(rest)
    first = border & -border
    return geo.flood(first, rest, border) & border == border


@lru_cache(maxsize=4096)
def wall_placements(geo: Geometry, cells: tuple[tuple[int, int], ...], walls: int,
                    blocked: int) -> tuple[tuple[int, ...], ...]:
    """The legal placements of a wall formation (doodle §4.3), computed once per sheet
    state and shape: cells on free spaces (`blocked` = filled spaces plus Entrance and
    Exit) that keep the dungeon connected (`walls` = the walls already drawn)."""
    open_mask = geo.full & ~walls
    return tuple(idx for idx, m in shape_placements(geo, cells)
                 if not m & blocked and keeps_connected(geo, open_mask, m))


@lru_cache(maxsize=4096)
def any_wall_placement(geo: Geometry, cells: tuple[tuple[int, int], ...], walls: int,
                       blocked: int) -> bool:
    """Does the wall formation fit anywhere? (Stops at the first legal placement.)"""
    open_mask = geo.full & ~walls
    return any(not m & blocked and keeps_connected(geo, open_mask, m)
               for _, m in shape_placements(geo, cells))


@lru_cache(maxsize=4096)
def wall_placement_set(geo: Geometry, cells: tuple[tuple[int, int], ...], walls: int,
                       blocked: int) -> frozenset[tuple[int, ...]]:
    """The legal placements as a set, for quick membership tests (hover previews)."""
    return frozenset(wall_placements(geo, cells, walls, blocked))


@lru_cache(maxsize=64)
def shape_forms(cells: tuple[tuple[int, int], ...]) -> frozenset[tuple[tuple[int, int], ...]]:
    """The distinct orientations of a shape, normalised (seed ch.1 §4(2))."""
    return frozenset(orientations(cells))


def cut_off_cell(geo: Geometry, open_mask: int, wall_mask: int) -> int | None:
    """A space the new walls would cut off from the Exit (or the Entrance), if any."""
    rest = open_mask & ~wall_mask
    from_exit = geo.flood(geo.bits[geo.exit], rest)
    lost = rest & ~from_exit
    if lost:
        return geo.cells_of(lost)[0]
    return None


def free_piece_mask(geo: Geometry, empty: int, pieces: int) -> int:
    """Spaces where a monster or trap may go: empty, not the Entrance or Exit, and with no
    monster or trap orthogonally next to it (seed ch.1 §3(2), doodle §3.1)."""
    reserved = geo.bits[geo.entrance] | geo.bits[geo.exit]
    return empty & ~reserved & ~geo.spread(pieces)
