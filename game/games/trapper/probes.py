"""Probe players: strategies people use to beat a computer, played as sim seats
(`main.py sim trapper --bots hard,probe:<name>`) to test Hard, never offered at the table.

Each reads only its view and its legal actions, as every computer does. Both build as the
Normal computer does where their strategy says nothing else, and raid as a person who knows
the computer hides its heirloom far in: toward the farthest fog by the way that crosses the
fewest fogged tiles and armed traps, never conceding (a death still disables the trap it
met, which the rival must pay to re-arm).
"""
from __future__ import annotations

import random
from typing import Any

from game.core.actions import Action
from game.core.grid import Grid
from game.games.trapper.actions import PaintWalls, PlaceTrap, Reactivate, StartRaid
from game.games.trapper.board import needs_met, walking_distances
from game.games.trapper.bot_moves import own_sight
from game.games.trapper.bot_normal import TrapperBot
from game.games.trapper.mazes import chokepoints, farthest, maze_pool

Cell = tuple[int, int]
ALL_IN = 7
"""The raider's smallest roll that goes wholly into fortitude; a smaller one re-arms."""
CORRIDOR_KEEP = 5
"""The fortitude the re-armer raids with once its corridor is armed; AP above buy traps."""
TIER_ORDER = {"walls_opposite": 0, "wall_beside": 1, "none": 2}


class ProbeBot(TrapperBot):
    """The probes' common raid: Normal's way to the farthest fog, never conceding."""

    concede_at = 0


class HeirloomRaider(ProbeBot):
    """Straight to the heirloom: every roll of 7 or more raids at full fortitude toward the farthest fog."""

    def trapping(self, view: dict[str, Any]) -> Action:
        self.keep = view["ap"] if view["ap"] >= ALL_IN else 0
        return super().trapping(view)


class ChokepointRearmer(ProbeBot):
    """Chokepoint re-armer: all six traps in one corridor before the heirloom, every disabled trap re-armed each turn."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        super().__init__(seat, rng)
        self.spread = 0
        self.keep = CORRIDOR_KEEP

    def setup(self, view: dict[str, Any]) -> Action:
        mine = view["dungeons"][self.seat]
        board = view["board"]
        if not mine["walls"] and not mine["traps"] and mine["heirloom"] is None:
            return PaintWalls(self.seat, tuple(sorted(corridor_maze(board, self.rng))), True)
        owed = {int(t): n for t, n in view["owed"].items() if n > 0}
        if mine["heirloom"] is None or not owed:
            return super().setup(view)
        spot = corridor_spot(view, self.seat, owed)
        return spot or super().setup(view)

    def trapping(self, view: dict[str, Any]) -> Action:
        chart = view["chart"]
        mine = view["dungeons"][self.seat]
        left = view["ap_left"]
        disabled = sorted((t for t in mine["traps"] if not t["active"]
                           and chart[t["kind"]]["reactivate"] <= left
                           and _room(chart, t["kind"], mine)),
                          key=lambda t: (-chart[t["kind"]]["tier"], t["cell"]))
        if disabled:
            return Reactivate(self.seat, tuple(disabled[0]["cell"]))
        if left - self.keep > 0:
            spot = corridor_spot(view, self.seat, None, left - self.keep)
            if spot is not None:
                return spot
        return StartRaid(self.seat)


def _room(chart: dict[str, Any], kind: str, mine: dict[str, Any]) -> bool:
    limit = chart[kind]["max_active"]
    return limit is None or sum(1 for t in mine["traps"]
                                if t["kind"] == kind and t["active"]) < limit


def corridor_maze(board: dict[str, Any], rng: random.Random) -> frozenset[Cell]:
    """A maze of the Normal computer's library with the most tiles every route to its
    farthest tile must cross (a long corridor), drawn among the best few."""
    grid = Grid(board["columns"], board["rows"], 1)
    entrance = tuple(board["entrance"])
    pool = maze_pool(grid.width, grid.height, entrance, board["max_walls"])
    ranked = sorted(pool, key=lambda w: -len(chokepoints(grid, w, entrance,
                                                           farthest(grid, w, entrance))))
    return ranked[rng.randrange(min(3, len(ranked)))]


def corridor_spot(view: dict[str, Any], seat: int, owed: dict[int, int] | None,
                  budget: int | None = None) -> Action | None:
    """The next trap of the corridor: on the free chokepoint nearest the heirloom (then the
    tiles nearest it), the deadliest kind that fits. `owed` (setup) limits the tiers;
    `budget` (trapping) the price."""
    chart = view["chart"]
    grid, entrance, walls, mine = own_sight(view, seat)
    heirloom = tuple(mine["heirloom"])
    taken = {tuple(t["cell"]) for t in mine["traps"]} | {heirloom, entrance}
    near = walking_distances(grid, walls, heirloom)
    spots = [*chokepoints(grid, walls, entrance, heirloom),
             *sorted(near, key=lambda c: (near[c], c))]
    kinds = sorted((k for k, row in chart.items()
                    if (owed is None and row["kind"] == "kill" and row["buy"] <= (budget or 0))
                    or (owed is not None and owed.get(row["tier"], 0) > 0)),
                   key=lambda k: (-chart[k]["tier"], chart[k]["kind"] != "kill",
                                  TIER_ORDER[chart[k]["needs"]]))
    for cell in dict.fromkeys(spots):
        if cell in taken:
            continue
        for kind in kinds:
            if needs_met(chart[kind]["needs"], cell, walls) and _room(chart, kind, mine):
                facing = "N" if chart[kind]["push"] else None
                return PlaceTrap(seat, kind, cell, facing)
    return None


PROBES = {"raider": HeirloomRaider, "rearmer": ChokepointRearmer}
