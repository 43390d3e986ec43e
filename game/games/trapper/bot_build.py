"""Hard's dungeon and purse (trapper §7 'Setup', 'Trapping').

Setup: a maze of 16–20 walls drawn afresh each game from the bot's own random source (never
the dice, never a preset): the most winding of a few drawn mazes, counted by the walk to its
farthest tile and the chokepoints on the way there. The heirloom goes far in, never on a
tile where a preset keeps its heirloom (players know those); where the maze has room, a
little short of the farthest tiles and off the way to them, with decoys there (`bot_decoy`:
the two tier-1 starting traps, then fogged traps kept there through the game). The other
starting traps go on the chokepoints and the route nearest it (`plan_traps`).

Trapping: as the Normal computer spends, but the fortitude kept is chosen by the raid's
chance at this roll (`fortitude_to_keep`), once per turn; a decoy beyond the heirloom
found by a raider is replaced first.
"""
from __future__ import annotations

import random
from typing import Any

from game.core.grid import Grid
from game.games.trapper.actions import PaintWalls, PlaceHeirloom
from game.games.trapper.board import walking_distances
from game.games.trapper.bot_decoy import decoy_move, decoy_tile
from game.games.trapper.bot_fortitude import fortitude_to_keep
from game.games.trapper.bot_normal import TrapperBot
from game.games.trapper.mazes import chokepoints, farthest, winding_walls

Cell = tuple[int, int]
MAZES = 12
"""Mazes drawn per setup; the most winding is kept."""
CHOKE_WORTH = 3
"""A chokepoint's worth in a maze, in steps of walk (traps there cannot be walked round)."""
SPREAD = 2
"""How many steps short of the farthest tile the heirloom may lie."""


def draw_maze(grid: Grid, entrance: Cell, max_walls: int, rng: random.Random) -> frozenset[Cell]:
    """The most winding of `MAZES` mazes drawn with `rng` (trapper §4.1: 16–20 walls, every
    floor tile connected)."""
    mazes = [winding_walls(grid, entrance, max_walls, rng.randrange) for _ in range(MAZES)]
    return max(mazes, key=lambda walls: maze_worth(grid, walls, entrance))


def maze_worth(grid: Grid, walls: frozenset[Cell], entrance: Cell) -> int:
    """A maze's worth as a defence: the walk to its farthest tile and, `CHOKE_WORTH` each,
    the tiles every route there must cross (where traps cannot be walked round)."""
    far = farthest(grid, walls, entrance)
    dist = walking_distances(grid, walls, entrance)
    return dist[far] + CHOKE_WORTH * len(chokepoints(grid, walls, entrance, far))


def hiding_tile(grid: Grid, walls: frozenset[Cell], entrance: Cell, known: set[Cell],
                rng: random.Random) -> Cell:
    """One of the tiles within `SPREAD` steps of the farthest walk behind the most
    chokepoints (or one fewer), drawn with `rng`; never a tile in `known` (where the presets
    keep their heirlooms)."""
    dist = walking_distances(grid, walls, entrance)
    top = max(dist.values())
    for spread in range(SPREAD, top + 1):
        near = sorted(c for c, d in dist.items() if d >= top - spread and c != entrance
                      and c not in known)
        if near:
            behind = {c: len(chokepoints(grid, walls, entrance, c)) for c in near}
            most = max(behind.values())
            near = [c for c in near if behind[c] >= most - 1]
            return near[rng.randrange(len(near))]
    return farthest(grid, walls, entrance)


class HardPlanner(TrapperBot):
    """Hard's setup and trapping (the module docstring); its raid is the search's, with
    Normal's steps where the search has no choice, except that it never concedes: walking
    on into an armed trap at least disables it, and the rival must pay to re-arm it."""

    concede_at = 0

    def __init__(self, seat: int, rng: random.Random, content: Any) -> None:
        super().__init__(seat, rng)
        self.content = content
        self._keep_for: tuple[int, int] | None = None

    def setup(self, view: dict[str, Any]) -> Any:
        board = view["board"]
        mine = view["dungeons"][self.seat]
        if not mine["walls"] and not mine["traps"] and mine["heirloom"] is None:
            grid = Grid(board["columns"], board["rows"], 1)
            maze = draw_maze(grid, tuple(board["entrance"]), board["max_walls"], self.rng)
            self._heirloom = None
            return PaintWalls(self.seat, tuple(sorted(maze)), True)
        if mine["heirloom"] is None:
            return PlaceHeirloom(self.seat, self.hiding_place(
                Grid(board["columns"], board["rows"], 1),
                frozenset(tuple(c) for c in mine["walls"]), tuple(board["entrance"])))
        if view["owed"].get("1", view["owed"].get(1, 0)):
            decoy = decoy_move(view, self.seat, 99, {1})
            if decoy is not None:
                return decoy
        return super().setup(view)

    def hiding_place(self, grid: Grid, walls: frozenset[Cell], entrance: Cell) -> Cell:
        if self._heirloom is None or self._heirloom in walls:
            known = {p.heirloom for p in self.content.presets.values()}
            self._heirloom = decoy_tile(grid, walls, entrance, known, self.rng) or \
                hiding_tile(grid, walls, entrance, known, self.rng)
        return self._heirloom

    def trapping(self, view: dict[str, Any]) -> Any:
        turn = (view["turn"], view["ap"])
        if self._keep_for != turn:
            self._keep_for = turn
            self.keep = fortitude_to_keep(view, self.seat, self.content)
        decoy = decoy_move(view, self.seat, view["ap_left"])
        return decoy or super().trapping(view)
