"""Forced stops: how many traps every hero path through a sheet must stop on (doodle §4.4,
§4.5). A path drawer may route round any trap it can, so what a trap is sure to deal is the
least number of traps on any walk, times the Trap level. A one-wide corridor with a trap
every other space forces them all; paired diagonal traps on the Entrance's two neighbours
force one at the first step.

Pure functions of a sheet's cells, read by the computer builders."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Sequence

from game.games.doodle.board import Geometry, free_piece_mask
from game.games.doodle.bot_path import cheapest_walk
from game.games.doodle.content import MONSTERS
from game.games.doodle.sheets import masks
from game.games.doodle.state import WALL

TRAP = "trap"


def trap_counts(geo: Geometry, cells: Sequence[str], start: int) -> list[int]:
    """For each space, the fewest traps a walk from `start` to it stops on (the space's own
    trap included, `start`'s not); -1 where walls shut it off. A 0-1 search: entering a
    trap costs one, any other open space nothing."""
    best = [-1] * geo.size
    best[start] = 0
    queue = deque([start])
    around = geo.around_cells
    done = bytearray(geo.size)
    while queue:
        cell = queue.popleft()
        if done[cell]:
            continue
        done[cell] = 1
        here = best[cell]
        for n in around[cell]:
            what = cells[n]
            if what == WALL or done[n]:
                continue
            cost = here + (what == TRAP)
            if best[n] < 0 or cost < best[n]:
                best[n] = cost
                if what == TRAP:
                    queue.append(n)
                else:
                    queue.appendleft(n)
    return best


@dataclass(frozen=True)
class Forcing:
    """What a sheet forces on any hero path: `traps`, the fewest traps from the Entrance to
    the Exit; `before`, for each monster space, the fewest traps before the hero can reach
    it; `lane`, how many open spaces lie on some walk that meets only `traps` traps (the
    fewer, the narrower the heroes' way: one wide at best)."""

    traps: int
    before: dict[int, int]
    lane: int


def forcing(geo: Geometry, cells: Sequence[str]) -> Forcing:
    """The forced stops of this sheet (see `Forcing`)."""
    from_a = trap_counts(geo, cells, geo.entrance)
    from_h = trap_counts(geo, cells, geo.exit)
    least = from_a[geo.exit]
    lane = 0
    for c in range(geo.size):
        a, h = from_a[c], from_h[c]
        if a >= 0 and h >= 0 and a + h - (cells[c] == TRAP) == least:
            lane += 1
    before = {c: from_a[c] for c, what in enumerate(cells) if what in MONSTERS}
    return Forcing(least, before, lane)


def stops_to_kill(hp: int, damage: int) -> int:
    """Trap stops that kill a hero of `hp` hit points at `damage` each."""
    return -(-hp // max(1, damage))


def entrance_pair(geo: Geometry) -> tuple[int, int]:
    """The Entrance's two neighbours (B1 and A2): a trap on each forces a stop at once."""
    first, second = (n for n in geo.around_cells[geo.entrance])
    return first, second


def chokepoints(geo: Geometry, cells: Sequence[str]) -> list[int]:
    """The open spaces every walk from the Entrance to the Exit must cross (neither of them
    counted), in the order a walk meets them: walls that leave a one-space gap make one, a
    one-wide corridor makes each of its spaces one. A trap on any of them is a forced stop."""
    walls, _, _ = masks(geo, cells)
    open_mask = geo.full & ~walls
    start, goal = geo.bits[geo.entrance], geo.bits[geo.exit]
    out = []
    for cell in _one_walk(geo, cells):
        if not geo.flood(start, open_mask & ~geo.bits[cell], goal) & goal:
            out.append(cell)
    return out


def _one_walk(geo: Geometry, cells: Sequence[str]) -> list[int]:
    """The spaces strictly between the Entrance and the Exit on one shortest walk (the path
    bots' own search; every chokepoint lies on every walk, in the same order)."""
    closed = bytearray(cell == WALL for cell in cells)
    _, route = cheapest_walk(geo, [0.0] * geo.size, closed, geo.entrance, geo.exit)
    return route[1:-1]


def trap_slots(geo: Geometry, cells: Sequence[str]) -> list[int]:
    """Chokepoints a trap may still go on (empty, no monster or trap beside them, doodle
    §4.3), taken in walk order so that no two touch: the forced stops the sheet's next traps
    can make."""
    _, pieces, empty = masks(geo, cells)
    free = free_piece_mask(geo, empty, pieces)
    taken = 0
    out = []
    for cell in chokepoints(geo, cells):
        bit = geo.bits[cell]
        if free & bit and not geo.spread(taken) & bit:
            out.append(cell)
            taken |= bit
    return out
