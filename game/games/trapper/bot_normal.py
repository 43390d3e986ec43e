"""The Easy and Normal computers (trapper §7). Each sees only its seat's view and its legal
actions."""
from __future__ import annotations

import heapq
import random
from typing import Any, Callable, Collection

from game.core.actions import Action
from game.core.grid import DIRECTIONS, Grid
from game.games.trapper.actions import (ConfirmSetup, Concede, PaintWalls, PlaceHeirloom,
                                        PlaceTrap, Reactivate, RollAP, StartRaid, Step,
                                        UseLayout)
from game.games.trapper.board import needs_met, neighbour_table, walking_distances
from game.games.trapper.bot_moves import allowed
from game.games.trapper.mazes import chokepoints, farthest, maze_pool, plan_traps

Cell = tuple[int, int]
KEEP_FORTITUDE = (6, 7)
"""The fortitude a Normal computer keeps for its raid (its style, drawn per seat): it
spends the AP above it on traps, so it traps as its AP allow."""
CONCEDE_AT = 3
HEIRLOOM_SPREAD = (0, 1, 2)
"""How many steps short of the farthest tile its heirloom may lie (its style): two games
do not hide it on the same tile of the same maze."""
DETOUR = 100
"""Path cost of crossing a fogged tile or a revealed active trap (avoid when possible)."""


def _cells(items: list[list[int]]) -> set[Cell]:
    return {(c, r) for c, r in items}


class TrapperBot:
    """The Normal computer: it draws its own winding maze (never a preset, whose heirloom
    tile players know), hides its heirloom far in, traps near it as its AP allow (the
    dangerous traps re-armed first), keeps fortitude for raids and walks toward the
    farthest fog. Its style (fortitude kept, heirloom spread) is drawn from its own random
    source, seeded by the match and the seat, so replays stay exact."""

    concede_at = CONCEDE_AT
    """It gives a raid up at this fortitude or less when every way on crosses a kill trap."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self.keep = rng.choice(KEEP_FORTITUDE)
        self.spread = rng.choice(HEIRLOOM_SPREAD)
        self._heirloom: Cell | None = None
        self._plan: list[tuple[str, Cell, str | None]] = []
        self._steps = {delta: Step(seat, name) for name, delta in DIRECTIONS.items()}
        self._route: list[Cell] = []
        self._seen: dict[str, Any] | None = None
        self._walls: set[Cell] = set()
        self._fog: set[Cell] = set()
        self._hazards: set[Cell] = set()
        self._killers: set[Cell] = set()

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        phase = view["phase"]
        if phase == "setup":
            action = self.setup(view)
        elif phase == "roll":
            action = RollAP(self.seat)
        elif phase == "trapping":
            action = self.trapping(view)
        else:
            action = self.raid(view)
        if allowed(action, legal, view):
            return action
        return self.fallback(legal)

    @staticmethod
    def fallback(legal: list[Action]) -> Action:
        """Something sensible when a plan is not legal (it should not happen)."""
        for kind in (ConfirmSetup, StartRaid, Step):
            for action in legal:
                if isinstance(action, kind):
                    return action
        return legal[0]

    # --- setup (§7 'Setup') -----------------------------------------------------------------
    def setup(self, view: dict[str, Any]) -> Action:
        board = view["board"]
        grid = Grid(board["columns"], board["rows"], 1)
        entrance = tuple(board["entrance"])
        mine = view["dungeons"][self.seat]
        walls = frozenset(_cells(mine["walls"]))
        if not walls and not mine["traps"] and mine["heirloom"] is None:
            pool = maze_pool(grid.width, grid.height, entrance, board["max_walls"])
            maze = pool[self.rng.randrange(len(pool))]
            return PaintWalls(self.seat, tuple(sorted(maze)), True)
        far = self.hiding_place(grid, walls, entrance)
        if mine["heirloom"] is None or (not mine["traps"] and tuple(mine["heirloom"]) != far):
            return PlaceHeirloom(self.seat, far)
        owed = {int(t): n for t, n in view["owed"].items() if n > 0}
        if owed:
            taken = {tuple(t["cell"]): t["kind"] for t in mine["traps"]}
            plan = self._plan
            if not plan or plan[0][1] in taken or \
                    owed.get(view["chart"][plan[0][0]]["tier"], 0) <= 0:
                plan = plan_traps(grid, entrance, walls, tuple(mine["heirloom"]),
                                  view["chart"], owed, self.rng.randrange, taken)
            if plan:
                kind, cell, facing = plan[0]
                self._plan = plan[1:]
                return PlaceTrap(self.seat, kind, cell, facing)
        return ConfirmSetup(self.seat)

    def hiding_place(self, grid: Grid, walls: frozenset[Cell], entrance: Cell) -> Cell:
        """A tile among the farthest to walk from the Entrance (within its spread), the
        same one for the whole setup."""
        if self._heirloom is None or self._heirloom in walls:
            dist = walking_distances(grid, walls, entrance)
            top = dist[farthest(grid, walls, entrance)]
            near_top = sorted(c for c, d in dist.items() if d >= top - self.spread
                              and c != entrance)
            self._heirloom = near_top[self.rng.randrange(len(near_top))]
        return self._heirloom

    # --- trapping (§7 'Trapping') -----------------------------------------------------------
    def trapping(self, view: dict[str, Any]) -> Action:
        budget = view["ap_left"] - self.keep
        if budget <= 0:
            return StartRaid(self.seat)
        chart = view["chart"]
        mine = view["dungeons"][self.seat]
        board = view["board"]
        grid = Grid(board["columns"], board["rows"], 1)
        walls = frozenset(_cells(mine["walls"]))
        heirloom = tuple(mine["heirloom"])
        near = walking_distances(grid, walls, heirloom)
        disabled = [t for t in mine["traps"] if not t["active"]
                    and chart[t["kind"]]["kind"] == "kill"
                    and chart[t["kind"]]["reactivate"] <= budget]
        if disabled:       # the most dangerous first, then the nearest the heirloom
            disabled.sort(key=lambda t: (-chart[t["kind"]]["tier"],
                                         near.get(tuple(t["cell"]), 99)))
            return Reactivate(self.seat, tuple(disabled[0]["cell"]))
        return self.buy(view, grid, walls, heirloom, near, budget) or StartRaid(self.seat)

    def buy(self, view: dict[str, Any], grid: Grid, walls: frozenset[Cell], heirloom: Cell,
            near: dict[Cell, int], budget: int) -> Action | None:
        """The dearest affordable kill trap on the chokepoint nearest the heirloom."""
        chart = view["chart"]
        mine = view["dungeons"][self.seat]
        entrance = tuple(view["board"]["entrance"])
        taken = {tuple(t["cell"]) for t in mine["traps"]} | {heirloom, entrance}
        spots = [c for c in chokepoints(grid, walls, entrance, heirloom) if c not in taken]
        spots += sorted((c for c in near if c not in taken), key=near.__getitem__)[:6]
        kinds = sorted((k for k, row in chart.items()
                        if row["kind"] == "kill" and row["buy"] <= budget),
                       key=lambda k: -chart[k]["buy"])
        for cell in spots:
            for kind in kinds:
                if needs_met(chart[kind]["needs"], cell, walls):
                    return PlaceTrap(self.seat, kind, cell, None)
        return None

    # --- raid (§7 'Raid') -------------------------------------------------------------------
    def raid(self, view: dict[str, Any]) -> Action:
        board = view["board"]
        grid = Grid(board["columns"], board["rows"], 1)
        rival = view["dungeons"][view["raided"]]
        here = tuple(view["adventurer"])
        if rival is not self._seen:
            self._read(rival, view["chart"])
        if not self._fog:
            return Concede(self.seat)
        if view["fortitude"] <= self.concede_at and self._killers and \
                not _reachable(grid, self._walls, here, self._fog, self._killers):
            return Concede(self.seat)
        if here not in self._route[:-1]:
            self._route = self.route(grid, tuple(board["entrance"]), here)
            if here not in self._route[:-1]:
                return Concede(self.seat)
        ahead = self._route[self._route.index(here) + 1]
        dc, dr = ahead[0] - here[0], ahead[1] - here[1]
        return self._steps[(dc, dr)]

    def _read(self, rival: dict[str, Any], chart: dict[str, Any]) -> None:
        """What the fog view of the raided dungeon shows (read again only when it changed)."""
        self._seen = rival
        self._walls = _cells(rival["walls"])
        self._fog = _cells(rival["fog"])
        live = {tuple(t["cell"]): chart[t["kind"]]["kind"] for t in rival["traps"]
                if t["active"]}
        self._hazards = set(live)
        self._killers = {c for c, k in live.items() if k == "kill"}
        self._route = []

    def route(self, grid: Grid, entrance: Cell, here: Cell) -> list[Cell]:
        """The way to the fogged tile farthest from the Entrance (ties: lowest row, then
        column), around other fog and revealed active traps where a detour exists."""
        dist = walking_distances(grid, self._walls, entrance)
        target = max(self._fog, key=lambda c: (dist.get(c, -1), -c[1], -c[0]))
        hazards = (self._fog - {target}) | self._hazards
        return _cheapest_path(grid, self._walls, here, target, hazards) or []


def _reachable(grid: Grid, walls: set[Cell], start: Cell, goals: set[Cell],
               blocked: set[Cell]) -> bool:
    """Can a fogged tile be reached without crossing an active kill trap?"""
    table = neighbour_table(grid)
    seen = {start}
    todo = [start]
    while todo:
        cell = todo.pop()
        for n in table[cell]:
            if n in seen or n in walls or n in blocked:
                continue
            if n in goals:
                return True
            seen.add(n)
            todo.append(n)
    return False


def _cheapest_path(grid: Grid, walls: set[Cell], start: Cell, goal: Cell,
                   hazards: set[Cell]) -> list[Cell] | None:
    """Fewest hazards first, then fewest steps."""
    return cheapest_way(grid, walls, start, goal, lambda n: 1 + (DETOUR if n in hazards else 0))


def cheapest_way(grid: Grid, walls: Collection[Cell], start: Cell, goal: Cell,
                 price: Callable[[Cell], float]) -> list[Cell] | None:
    """The way start..goal (both included) whose tiles' `price` (for entering each) adds up
    least (Dijkstra; neighbours in N, E, S, W order), or None."""
    table = neighbour_table(grid)
    best: dict[Cell, float] = {start: 0}
    came: dict[Cell, Cell] = {}
    queue: list[tuple[float, Cell]] = [(0, start)]
    while queue:
        cost, cell = heapq.heappop(queue)
        if cell == goal:
            path = [cell]
            while path[-1] != start:
                path.append(came[path[-1]])
            return path[::-1]
        if cost > best[cell]:
            continue
        for n in table[cell]:
            if n in walls:
                continue
            extra = price(n)
            if cost + extra < best.get(n, 1 << 30):
                best[n] = cost + extra
                came[n] = cell
                heapq.heappush(queue, (cost + extra, n))
    return None


class EasyBot:
    """The easy computer ("random"): it plays at random, but like a player in a hurry, not
    like a cat on the keyboard. It takes a random dungeon, or a preset with random starting
    traps; buys or reactivates at random now and then; and raids by random steps that
    prefer tiles it has not stood on this raid. A whole dungeon takes it a few moves (the
    uniform picker needed hundreds of wall strokes), and its raids end."""

    STOP_TRAPPING = 0.5
    PRESET_SHARE = 0.3

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng
        self._visited: set[Cell] = set()
        self._raid: int | None = None

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        phase = view["phase"]
        if phase == "setup":
            return self.setup(view, legal)
        if phase == "roll":
            return RollAP(self.seat)
        if phase == "trapping":
            if self.rng.random() < self.STOP_TRAPPING:
                return StartRaid(self.seat)
            spend = [a for a in legal if isinstance(a, (PlaceTrap, Reactivate))]
            return self.rng.choice(spend) if spend else StartRaid(self.seat)
        return self.raid(view, legal)

    def setup(self, view: dict[str, Any], legal: list[Action]) -> Action:
        mine = view["dungeons"][self.seat]
        if not mine["walls"] and not mine["traps"] and mine["heirloom"] is None:
            if view["presets"] and self.rng.random() < self.PRESET_SHARE:
                return UseLayout(self.seat, self.rng.choice(view["presets"])["id"])
            return UseLayout(self.seat, "random")
        confirm = ConfirmSetup(self.seat)
        if confirm in legal:
            return confirm
        traps = [a for a in legal if isinstance(a, PlaceTrap)]
        if traps:
            return self.rng.choice(traps)
        return UseLayout(self.seat, "random")      # something odd: start again from scratch

    def raid(self, view: dict[str, Any], legal: list[Action]) -> Action:
        here = tuple(view["adventurer"])
        if self._raid != view["turn"]:
            self._raid, self._visited = view["turn"], set()
        self._visited.add(here)
        steps = [a for a in legal if isinstance(a, Step)]
        if not steps:
            return Concede(self.seat)
        fresh = [a for a in steps
                 if (here[0] + DIRECTIONS[a.direction][0],
                     here[1] + DIRECTIONS[a.direction][1]) not in self._visited]
        if fresh:
            return self.rng.choice(fresh)
        board = view["board"]
        walls = _cells(view["dungeons"][view["raided"]]["walls"])
        toward = _first_step(Grid(board["columns"], board["rows"], 1), walls, here,
                             self._visited)
        return next((a for a in steps if a.direction == toward), self.rng.choice(steps))


def _first_step(grid: Grid, walls: set[Cell], start: Cell, visited: set[Cell]) -> str | None:
    """The direction of the first step toward the nearest tile not yet visited."""
    table = neighbour_table(grid)
    first: dict[Cell, str] = {}
    todo = [start]
    names = {delta: name for name, delta in DIRECTIONS.items()}
    while todo:
        nxt = []
        for cell in todo:
            for n in table[cell]:
                if n in walls or n in first or n == start:
                    continue
                first[n] = first.get(cell) or names[(n[0] - cell[0], n[1] - cell[1])]
                if n not in visited:
                    return first[n]
                nxt.append(n)
        todo = nxt
    return None

