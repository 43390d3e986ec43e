"""Hard's decoys (trapper §7.1, "Hide it off the obvious tile"): a raider looks first at the
fog farthest from the Entrance, so Hard hides its heirloom a little nearer, on a tile off the
way to the farthest tiles, and keeps fogged traps on those farther tiles. A raider who walks
on to the farthest fog passes Hard's corridor traps, then finds a trap, not the heirloom.

`beyond` lists the tiles a decoy may stand on: farther to walk from the Entrance than the
heirloom, and reachable without stepping on it (a raider going there never crosses it).
`decoy_tile` picks the heirloom's tile with room for decoys beyond it, and `decoy_move` is
the trap that keeps `DECOYS` fogged traps there (the cheapest kill trap, on the farthest
free tile). Pure functions of the seat's own view.
"""
from __future__ import annotations

import random
from typing import Any

from game.core.grid import Grid
from game.games.trapper.actions import PlaceTrap
from game.games.trapper.board import needs_met, walking_distances
from game.games.trapper.bot_moves import own_sight
from game.games.trapper.mazes import chokepoints

Cell = tuple[int, int]
DECOYS = 2
"""Fogged traps kept beyond the heirloom: a raider who survives one walks on to the next."""
ROOM = 3
"""Tiles beyond the heirloom a hiding place needs (decoys are used up as they are found)."""
CHOKE_WORTH = 3
"""A chokepoint before the heirloom's worth, in steps of walk (as `bot_build` counts)."""
CHOICES = 3
"""The best hiding places drawn among (two games do not hide it on the same tile)."""
SHORT = 5
"""How many steps short of the farthest tile the heirloom may lie (it stays far in)."""


def beyond(grid: Grid, walls: frozenset[Cell], entrance: Cell, heirloom: Cell) -> list[Cell]:
    """Tiles farther to walk from the Entrance than `heirloom`, reachable without stepping
    on it, farthest first (ties: lowest row, then column)."""
    dist = walking_distances(grid, walls, entrance)
    around = walking_distances(grid, walls | {heirloom}, entrance)
    far = dist.get(heirloom, 0)
    return sorted((c for c, d in dist.items() if d > far and c in around),
                  key=lambda c: (-dist[c], c[1], c[0]))


def decoy_tile(grid: Grid, walls: frozenset[Cell], entrance: Cell, known: set[Cell],
               rng: random.Random) -> Cell | None:
    """A hiding place with at least `ROOM` tiles beyond it, at most `SHORT` steps short of
    the farthest tile, far in and behind the most chokepoints (drawn among the best
    `CHOICES`), never a tile in `known`; None if the maze has none."""
    dist = walking_distances(grid, walls, entrance)
    top = max(dist.values())
    scored = []
    for cell, d in dist.items():
        if cell == entrance or cell in known or d < top - SHORT or \
                len(beyond(grid, walls, entrance, cell)) < ROOM:
            continue
        scored.append((d + CHOKE_WORTH * len(chokepoints(grid, walls, entrance, cell)), cell))
    if not scored:
        return None
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored[rng.randrange(min(CHOICES, len(scored)))][1]


def decoy_move(view: dict[str, Any], seat: int, budget: int,
               tiers: set[int] | None = None) -> PlaceTrap | None:
    """The trap that brings the fogged traps beyond the heirloom up to `DECOYS`: the
    cheapest kill trap within `budget` (of `tiers` if given, as the setup owes them) on the
    farthest free tile beyond; None when enough stand there or none fits."""
    grid, entrance, walls, mine = own_sight(view, seat)
    if mine["heirloom"] is None:
        return None
    chart = view["chart"]
    tiles = beyond(grid, walls, entrance, tuple(mine["heirloom"]))
    traps = {tuple(t["cell"]): t for t in mine["traps"]}
    fogged = sum(1 for c in tiles if c in traps and not traps[c]["revealed"])
    if fogged >= DECOYS:
        return None
    kinds = sorted((k for k, row in chart.items() if row["kind"] == "kill"
                    and row["buy"] <= budget and (tiers is None or row["tier"] in tiers)),
                   key=lambda k: (chart[k]["buy"], k))
    for cell in tiles:
        if cell in traps:
            continue
        for kind in kinds:
            if needs_met(chart[kind]["needs"], cell, walls):
                return PlaceTrap(seat, kind, cell, None)
    return None
