"""The computer player's hero path through a rival's dungeon (doodle §7 'Path'): the
cheapest walk to the Exit, where a step costs 1, a trap 4 x Trap level and a monster
10 x P(monster wins) x its damage, which keeps the owner's score low."""
from __future__ import annotations

import heapq
from typing import Any, Collection, Sequence

from game.games.doodle.actions import FinishPath, PathStep
from game.games.doodle.board import Geometry, geometry
from game.games.doodle.content import MONSTERS, DoodleContent
from game.games.doodle.odds import win_chance
from game.games.doodle.state import WALL

Action = PathStep | FinishPath


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


def cheapest(geo: Geometry, cells: Sequence[str], costs: Sequence[float], start: int,
             used: Collection[int] = ()) -> tuple[float, list[int]]:
    """Dijkstra from `start` to the Exit through open spaces not in `used`: (cost, route
    from `start` to the Exit), or (inf, []) when the Exit cannot be reached."""
    best = {start: 0.0}
    came: dict[int, int] = {}
    queue = [(0.0, start)]
    while queue:
        cost, cell = heapq.heappop(queue)
        if cell == geo.exit:
            break
        if cost > best.get(cell, float("inf")):
            continue
        for n in geo.neighbours(cell):
            if cells[n] == WALL or n in used or n == start:
                continue
            step = cost + 1.0 + costs[n]
            if step < best.get(n, float("inf")):
                best[n] = step
                came[n] = cell
                heapq.heappush(queue, (step, n))
    if geo.exit not in came:
        return float("inf"), []
    route = [geo.exit]
    while route[-1] != start:
        route.append(came[route[-1]])
    return best[geo.exit], route[::-1]


def cheapest_route(view: dict[str, Any], owner: int, content: DoodleContent) -> list[int]:
    """The cheapest walk from the path's end to the Exit over spaces the path may still use."""
    geo = geometry(view["width"], view["height"])
    sheet = view["sheets"][owner]
    path: list[int] = sheet["path"]
    used = {c for c in path if path.count(c) >= 2}
    return cheapest(geo, sheet["cells"], stop_costs(view, owner, content), path[-1], used)[1]


class PathPlanner:
    """Plans the whole route once and follows it while the drawn path keeps to the plan."""

    def __init__(self) -> None:
        self.plan: list[int] = []

    def choose(self, view: dict[str, Any], legal: Sequence[Action], content: DoodleContent
               ) -> Action:
        for action in legal:
            if isinstance(action, FinishPath):
                return action
        owner = view["drawing"]["owner"]
        path = view["sheets"][owner]["path"]
        if self.plan[:len(path)] != path or len(self.plan) <= len(path):
            self.plan = path[:-1] + cheapest_route(view, owner, content)
        if len(self.plan) > len(path):
            wanted = PathStep(legal[0].seat, self.plan[len(path)])
            if wanted in legal:
                return wanted
        return legal[0]
