"""The computer player's hero path through a rival's dungeon (doodle §7 'Path'): the
cheapest walk to the Exit, where a step costs 1, a trap 4 x Trap level and a monster
10 x P(monster wins) x its damage, which keeps the owner's score low."""
from __future__ import annotations

import heapq
from typing import Any, Sequence

from game.games.doodle.actions import FinishPath, PathStep
from game.games.doodle.board import geometry
from game.games.doodle.content import MONSTERS, DoodleContent
from game.games.doodle.odds import win_chance

Action = PathStep | FinishPath


def stop_costs(view: dict[str, Any], owner: int, content: DoodleContent) -> list[float]:
    sheet = view["sheets"][owner]
    numbers = content.numbers
    costs = []
    for i, what in enumerate(sheet["cells"]):
        if what == "trap":
            costs.append(4.0 * sheet["values"]["trap"])
        elif what in MONSTERS and i not in sheet["crossed"]:
            chance = win_chance(sheet["values"][what], numbers.fight_dice, numbers.fight_target,
                                numbers.die_sides)
            costs.append(10.0 * chance * numbers.monsters[what].damage)
        else:
            costs.append(0.0)
    return costs


def cheapest_route(view: dict[str, Any], owner: int, content: DoodleContent) -> list[int]:
    """Dijkstra from the path's end to the Exit over spaces the path may still use."""
    geo = geometry(view["width"], view["height"])
    sheet = view["sheets"][owner]
    path: list[int] = sheet["path"]
    costs = stop_costs(view, owner, content)
    used = {c for c in path if path.count(c) >= 2}
    start = path[-1]
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
            if sheet["cells"][n] == "wall" or n in used or n == start:
                continue
            step = cost + 1.0 + costs[n]
            if step < best.get(n, float("inf")):
                best[n] = step
                came[n] = cell
                heapq.heappush(queue, (step, n))
    if geo.exit not in came:
        return []
    route = [geo.exit]
    while route[-1] != start:
        route.append(came[route[-1]])
    return route[::-1]


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
