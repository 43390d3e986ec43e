"""Cheapest walks over a dungeon sheet (doodle §7 'Path'): a step costs 1, a trap 4 x Trap
level and a monster 10 x P(monster wins) x its damage. The builders forecast the heroes'
routes with them, and the path planner (bot_route) walks its legs with them."""
from __future__ import annotations

import heapq
from typing import Any, Collection, Sequence

from game.games.doodle.board import Geometry
from game.games.doodle.content import MONSTERS, DoodleContent
from game.games.doodle.odds import win_chance
from game.games.doodle.state import WALL


def stop_cost(what: str, values: dict[str, int], content: DoodleContent) -> float:
    """What the drawer pays for the hero stopping on `what` (doodle §7 'Path')."""
    numbers = content.numbers
    if what == "trap":
        return 4.0 * values["trap"]
    if what in MONSTERS:
        chance = win_chance(values[what], numbers.fight_dice, numbers.fight_target,
                            numbers.die_sides)
        return 10.0 * chance * numbers.monsters[what].damage
    return 0.0


def stop_costs(view: dict[str, Any], owner: int, content: DoodleContent) -> list[float]:
    sheet = view["sheets"][owner]
    crossed = set(sheet["crossed"])
    return [0.0 if i in crossed else stop_cost(what, sheet["values"], content)
            for i, what in enumerate(sheet["cells"])]


INF = float("inf")


def cheapest(geo: Geometry, cells: Sequence[str], costs: Sequence[float], start: int,
             used: Collection[int] = ()) -> tuple[float, list[int]]:
    """Dijkstra from `start` to the Exit through open spaces not in `used`: (cost, route
    from `start` to the Exit), or (inf, []) when the Exit cannot be reached."""
    closed = bytearray(cell == WALL for cell in cells)
    for cell in used:
        closed[cell] = 1
    return cheapest_walk(geo, costs, closed, start, geo.exit)


def cheapest_walk(geo: Geometry, costs: Sequence[float], closed: bytearray, start: int,
                  goal: int, back: int = -1) -> tuple[float, list[int]]:
    """Dijkstra from `start` to `goal` over the spaces not `closed`, each step costing 1 and
    the space's cost, never straight from `start` back to `back`: (cost, route from `start`
    to `goal`), or (inf, []) when `goal` cannot be reached. The one search the path bots
    share (`cheapest`, the raid's legs).

    Ties go to the lower space number (the queue holds (cost, space) pairs), so the route is
    the same in every run. Lists indexed by space keep the inner loop cheap: the bots call
    this for every candidate placement they weigh."""
    best = [INF] * geo.size
    best[start] = 0.0
    came = [-1] * geo.size
    around = geo.around_cells
    pop, push = heapq.heappop, heapq.heappush
    queue = [(0.0, start)]
    while queue:
        cost, cell = pop(queue)
        if cell == goal:
            break
        if cost > best[cell]:
            continue
        for n in around[cell]:
            if closed[n] or (n == back and cell == start):
                continue
            step = cost + 1.0 + costs[n]
            if step < best[n]:
                best[n] = step
                came[n] = cell
                push(queue, (step, n))
    if came[goal] < 0:
        return INF, []
    route = [goal]
    while route[-1] != start:
        route.append(came[route[-1]])
    return best[goal], route[::-1]


class RouteTree:
    """Every space's cheapest cost from `start` over one sheet, kept so that the cheapest
    route after a trial change (spaces made dearer or walled) costs a repair of the spaces
    the change reaches instead of a new search. The routes are exactly those of `cheapest`.

    Why they are the same: `cheapest` settles spaces in (cost, space) order and a space's
    route comes from the first settled neighbour that reaches it at its final cost, so the
    route is fixed by the final costs alone: from the Exit back, each space's predecessor is
    the neighbour with the least (cost, space) among those that reach it exactly (the same
    float sums, so equal means equal). A change that only raises costs leaves every space
    that keeps such a neighbour outside the change exactly as it was."""

    def __init__(self, geo: Geometry, cells: Sequence[str], costs: Sequence[float],
                 start: int) -> None:
        self.geo = geo
        self.cells = list(cells)
        self.costs = list(costs)
        self.start = start
        self.dist = self._settle(self.cells, self.costs)
        self.came = [-2] * geo.size
        """Each space's predecessor on its cheapest route (the rule `cheapest` follows),
        found when first asked for (-2: not yet)."""
        self.cost, self.route = self._trace(self.dist, self.costs)

    def _settle(self, cells: list[str], costs: list[float]) -> list[float]:
        """Dijkstra over the whole sheet (no early stop): every space's cheapest cost."""
        start = self.start
        dist = [INF] * self.geo.size
        dist[start] = 0.0
        around = self.geo.around_cells
        pop, push = heapq.heappop, heapq.heappush
        queue = [(0.0, start)]
        while queue:
            cost, cell = pop(queue)
            if cost > dist[cell]:
                continue
            for n in around[cell]:
                if n == start or cells[n] == WALL:
                    continue
                step = cost + 1.0 + costs[n]
                if step < dist[n]:
                    dist[n] = step
                    push(queue, (step, n))
        return dist

    def _came(self, cell: int, dist: list[float], costs: list[float]) -> int:
        """The neighbour `cheapest` reaches `cell` from: among those that reach it at its
        final cost exactly, the one settled first (least cost, then lowest number)."""
        target, cost = dist[cell], costs[cell]
        came, least = -1, INF
        for u in self.geo.around_cells[cell]:
            d = dist[u]
            if d + 1.0 + cost == target and (came < 0 or d < least or (d == least and u < came)):
                came, least = u, d
        return came

    def _trace(self, dist: list[float], costs: list[float], cut: float = -1.0
               ) -> tuple[float, list[int]]:
        """The route `cheapest` would find, read back from the Exit over final costs.
        Spaces that cost less than `cut` before and after a change keep their
        predecessors, so from the first of them the route follows the kept ones."""
        goal, start = self.geo.exit, self.start
        if dist[goal] == INF or goal == start:
            return INF, []
        before, kept = self.dist, self.came
        route = [goal]
        cell = goal
        while cell != start:
            if before[cell] < cut:
                while cell != start:
                    came = kept[cell]
                    if came == -2:
                        came = kept[cell] = self._came(cell, before, self.costs)
                    cell = came
                    route.append(cell)
                break
            cell = self._came(cell, dist, costs)
            route.append(cell)
        return dist[goal], route[::-1]

    def route_with(self, changed: Collection[int], what: str, cost: float
                   ) -> tuple[list[str], list[float], list[int]]:
        """(cells, costs, cheapest route) once `what` (costing `cost` to stop on) is drawn
        on the `changed` spaces."""
        cells, costs = list(self.cells), list(self.costs)
        for cell in changed:
            cells[cell] = what
            costs[cell] = cost
        raised = all(self.cells[c] != WALL and (what == WALL or cost >= self.costs[c])
                     for c in changed)
        if not raised or self.start in changed:  # not a pure rise: search afresh
            return cells, costs, cheapest(self.geo, cells, costs, self.start)[1]
        dist = self._repaired(self._reached(changed), cells, costs)
        cut = min((self.dist[c] for c in changed), default=INF)
        return cells, costs, self._trace(dist, costs, cut)[1]

    def _reached(self, changed: Collection[int]) -> bytearray:
        """Spaces whose cheapest cost the change may raise (flagged 1): the changed ones,
        and, in order of cost, each space all of whose exact predecessors are flagged."""
        dist, costs, start = self.dist, self.costs, self.start
        around = self.geo.around_cells
        hit = bytearray(self.geo.size)
        seen = bytearray(self.geo.size)
        queue = [(dist[c], c) for c in set(changed) if dist[c] < INF]
        for _, cell in queue:
            hit[cell] = 2
        heapq.heapify(queue)
        pop, push = heapq.heappop, heapq.heappush
        while queue:
            d, cell = pop(queue)
            if seen[cell]:
                continue
            seen[cell] = 1
            if not hit[cell]:
                c = costs[cell]
                for u in around[cell]:
                    if not hit[u] and dist[u] + 1.0 + c == d:
                        break
                else:
                    hit[cell] = 1
                if not hit[cell]:
                    continue
            for n in around[cell]:
                if not seen[n] and n != start and d + 1.0 + costs[n] == dist[n]:
                    push(queue, (dist[n], n))
        return hit

    def _repaired(self, hit: bytearray, cells: list[str], costs: list[float]
                  ) -> list[float]:
        """Final costs after the change: the `hit` spaces settled again from their
        untouched neighbours, every other space as before. Settling stops at the Exit's
        cost: spaces left unsettled cost more, and the route never passes them."""
        dist = list(self.dist)
        flagged = [cell for cell in range(len(hit)) if hit[cell]]
        for cell in flagged:
            dist[cell] = INF
        around = self.geo.around_cells
        queue = []
        for cell in flagged:
            if cells[cell] == WALL:
                continue
            c = costs[cell]
            best = INF
            for u in around[cell]:
                if not hit[u]:
                    step = dist[u] + 1.0 + c
                    if step < best:
                        best = step
            if best < INF:
                dist[cell] = best
                queue.append((best, cell))
        heapq.heapify(queue)
        pop, push = heapq.heappop, heapq.heappush
        goal = self.geo.exit
        while queue:
            cost, cell = pop(queue)
            if cell == goal or cost > dist[goal]:
                break
            if cost > dist[cell]:
                continue
            for n in around[cell]:
                if hit[n] and cells[n] != WALL:
                    step = cost + 1.0 + costs[n]
                    if step < dist[n]:
                        dist[n] = step
                        push(queue, (step, n))
        return dist
