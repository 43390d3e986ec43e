"""Dungeon planning (trapper §7 'Setup'): winding mazes of 16–20 walls with the heirloom at
the greatest walking distance, and starting traps placed where they hurt most.

Pure functions of plain numbers so both the rules ('Random dungeon') and the computer
opponent (which sees only its view) use them. `pick(n)` returns an index below n.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Mapping

from game.core.grid import DIRECTIONS, Grid, shortest_path, step
from game.games.trapper.board import (articulation_cells, needs_met, neighbour_table,
                                      walking_distances)

Cell = tuple[int, int]
Pick = Callable[[int], int]
WALLS_MIN, WALLS_MAX = 16, 20
NEEDS_ORDER = {"walls_opposite": 0, "wall_beside": 1, "none": 2}


@dataclass(frozen=True)
class Plan:
    walls: frozenset[Cell]
    heirloom: Cell
    traps: tuple[tuple[str, Cell, str | None], ...]
    """(trap id, tile, Fan facing or None), in placing order."""


@lru_cache(maxsize=512)
def farthest(grid: Grid, walls: frozenset[Cell], entrance: Cell) -> Cell:
    """The open tile farthest to walk from the Entrance (ties: lowest row, then column);
    cached, as walls never move after setup."""
    dist = walking_distances(grid, walls, entrance)
    return max(dist, key=lambda c: (dist[c], -c[1], -c[0]))


def winding_walls(grid: Grid, entrance: Cell, max_walls: int, pick: Pick,
                  tries: int = 8) -> frozenset[Cell]:
    """16–20 walls (never more than `max_walls`) added one by one, each the most winding of a
    few random candidates that keep every open tile connected (trapper §4.1)."""
    low = min(WALLS_MIN, max_walls)
    target = low + pick(min(WALLS_MAX, max_walls) - low + 1)
    walls: set[Cell] = set()
    for _ in range(target):
        cuts = articulation_cells(grid, walls)
        options = [c for c in grid.cells() if c not in walls and c != entrance and c not in cuts]
        if not options:
            break
        best: tuple[int, Cell] | None = None
        for _ in range(tries):
            cell = options[pick(len(options))]
            dist = walking_distances(grid, walls | {cell}, entrance)
            score = max(dist.values()) * 4 + sum(1 for n in neighbour_table(grid)[cell]
                                                 if n in walls)
            if best is None or score > best[0]:
                best = (score, cell)
        assert best is not None
        walls.add(best[1])
    return frozenset(walls)


@lru_cache(maxsize=512)
def chokepoints(grid: Grid, walls: frozenset[Cell], entrance: Cell, goal: Cell
                ) -> tuple[Cell, ...]:
    """Tiles every route from the Entrance to `goal` must cross, nearest the goal first
    (cached: walls never move after setup)."""
    route = shortest_path(entrance, [goal], lambda c: c in neighbour_table(grid) and
                          c not in walls) or []
    cuts = articulation_cells(grid, walls)
    found = []
    for cell in route[1:-1]:
        if cell in cuts and goal not in walking_distances(grid, walls | {cell}, entrance):
            found.append(cell)
    return tuple(found[::-1])


def plan_traps(grid: Grid, entrance: Cell, walls: frozenset[Cell], heirloom: Cell,
               chart: Mapping[str, Mapping], owed: Mapping[int, int], pick: Pick,
               taken: Mapping[Cell, str] | None = None) -> list[tuple[str, Cell, str | None]]:
    """Starting traps per trapper §7: Shark Pits (top tier) on chokepoints, tier-2 traps with
    wall needs on the main route, Fans pointing into a kill trap, cheap kill traps between.

    `chart` maps trap id -> {tier, kind, needs, push, max_active}; `owed` tier -> count.
    """
    passable = lambda c: c in neighbour_table(grid) and c not in walls  # noqa: E731
    route = (shortest_path(entrance, [heirloom], passable) or [])[1:-1]
    choke = chokepoints(grid, walls, entrance, heirloom)
    placed: dict[Cell, str] = dict(taken or {})
    plan: list[tuple[str, Cell, str | None]] = []
    near_goal = route[::-1]

    def free(cell: Cell) -> bool:
        return cell not in placed and cell != entrance and cell != heirloom and \
            cell not in walls and grid.contains(cell)

    def put(kind: str, cell: Cell, facing: str | None = None) -> None:
        placed[cell] = kind
        plan.append((kind, cell, facing))

    for tier in sorted(owed, reverse=True):
        kinds = [k for k, row in chart.items() if row["tier"] == tier]
        kill = [k for k in kinds if chart[k]["kind"] == "kill"]
        for _ in range(owed[tier]):
            spot = _best_spot(kill or kinds, chart, [*choke, *near_goal], walls, free, placed, pick)
            fan = next((k for k in kinds if chart[k].get("push")), None)
            fan_spot = _fan_spot(grid, walls, placed, chart, free, route) if fan else None
            if fan and fan_spot and (pick(2) == 0 or spot is None) and \
                    not any(placed.get(c) == fan for c in placed):
                put(fan, *fan_spot)
            elif spot is not None:
                put(*spot)
            else:
                spot = _best_spot(kinds, chart, list(grid.cells()), walls, free, placed, pick)
                if spot is None:
                    return plan
                put(*spot)
    return plan


def _best_spot(kinds: list[str], chart: Mapping[str, Mapping], cells: list[Cell],
               walls: frozenset[Cell], free: Callable[[Cell], bool], placed: Mapping[Cell, str],
               pick: Pick) -> tuple[str, Cell] | None:
    """The first of `cells` where one of `kinds` may go; a trap with wall needs is preferred
    where they are met (Crushing Walls in corridors, Wall Darts beside walls)."""
    ranked = sorted(kinds, key=lambda k: NEEDS_ORDER[chart[k].get("needs", "none")])
    for cell in cells:
        if not free(cell):
            continue
        fitting = [k for k in ranked if needs_met(chart[k].get("needs", "none"), cell, walls)
                   and _room_for(k, chart, placed)]
        if fitting:
            choice = fitting[0] if chart[fitting[0]].get("needs", "none") != "none" \
                else fitting[pick(len(fitting))]
            return choice, cell
    return None


def _room_for(kind: str, chart: Mapping[str, Mapping], placed: Mapping[Cell, str]) -> bool:
    limit = chart[kind].get("max_active")
    return limit is None or sum(1 for k in placed.values() if k == kind) < limit


def _fan_spot(grid: Grid, walls: frozenset[Cell], placed: Mapping[Cell, str],
              chart: Mapping[str, Mapping], free: Callable[[Cell], bool],
              route: list[Cell]) -> tuple[Cell, str] | None:
    """A free route tile and a direction whose push ends on a placed kill trap."""
    for cell in route:
        if not free(cell):
            continue
        for facing in DIRECTIONS:
            at = cell
            for _ in range(3):
                at = step(at, facing)
                if not grid.contains(at) or at in walls:
                    break
                if at in placed:
                    if chart[placed[at]]["kind"] == "kill":
                        return cell, facing
                    break
    return None


def plan_dungeon(grid: Grid, entrance: Cell, max_walls: int, chart: Mapping[str, Mapping],
                 owed: Mapping[int, int], pick: Pick) -> Plan:
    walls = winding_walls(grid, entrance, max_walls, pick)
    heirloom = farthest(grid, walls, entrance)
    traps = plan_traps(grid, entrance, walls, heirloom, chart, owed, pick)
    return Plan(walls, heirloom, tuple(traps))


@lru_cache(maxsize=4)
def maze_pool(columns: int, rows: int, entrance: Cell, max_walls: int,
              size: int = 24) -> tuple[frozenset[Cell], ...]:
    """A fixed library of winding mazes, made once per process (the computer opponent picks
    from it so its setup costs no search)."""
    rng = random.Random(f"trapper-mazes:{columns}x{rows}")
    grid = Grid(columns, rows, origin=1)
    return tuple(winding_walls(grid, entrance, max_walls, rng.randrange) for _ in range(size))
