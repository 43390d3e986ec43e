"""The computer's hero path through a rival's dungeon, drawn as a person would (issue 23 §2):
the hero is sent past the monsters it will likely chase off (each one crossed off takes its
points and any treasure under it from the rival, doodle §5.1) and round the fights and traps
that would likely kill it (a slain hero gives the rival 5 points).

A route is judged by what the rival is expected to keep: the hero's hit points are followed
stop by stop as a distribution, so a monster late on a long, dangerous route counts only as
much as the hero is likely to reach it alive. The candidates are the cheapest route of the
old planner (round every danger) and routes through chosen monsters, added one at a time
while the rival's expected score keeps falling."""
from __future__ import annotations

from typing import Any, Sequence

from game.games.doodle.actions import FinishPath, PathStep
from game.games.doodle.board import Geometry, geometry
from game.games.doodle.bot_path import INF, cheapest_walk, stop_costs
from game.games.doodle.content import DoodleContent
from game.games.doodle.odds import win_chance
from game.games.doodle.paths import MAX_VISITS
from game.games.doodle.sheets import is_monster
from game.games.doodle.state import WALL

Action = PathStep | FinishPath
WAYPOINTS = 6
"""At most this many monsters sought out on one route (each costs a few searches)."""


class Raid:
    """What the drawer knows of one rival sheet: its cells, the monsters' odds of winning a
    fight, the damage they and the traps deal, and what each monster is worth to the rival."""

    def __init__(self, view: dict[str, Any], owner: int, content: DoodleContent) -> None:
        numbers = content.numbers
        sheet = view["sheets"][owner]
        self.geo = geometry(view["width"], view["height"])
        self.cells: list[str] = sheet["cells"]
        crossed = set(sheet["crossed"])
        values = sheet["values"]
        alive = [c for c, what in enumerate(self.cells) if is_monster(what) and c not in crossed]
        guarded = min(1.0, sheet["treasure_count"] / len(alive)) if alive else 0.0
        self.win: dict[int, float] = {}
        self.hurt: dict[int, int] = {}
        self.worth: dict[int, float] = {}
        for c in alive:
            what = self.cells[c]
            self.win[c] = win_chance(values[what], numbers.fight_dice, numbers.fight_target,
                                     numbers.die_sides)
            self.hurt[c] = numbers.monsters[what].damage
            self.worth[c] = numbers.monsters[what].points + guarded * values["treasure"]
        self.trap = values["trap"]
        self.treasure = values["treasure"]
        self.hp = numbers.hero_hp
        self.dead_points = numbers.dead_hero_points
        self.costs = stop_costs(view, owner, content)
        self.walls = bytes(what == WALL for what in self.cells)
        self.points = {c: numbers.monsters[self.cells[c]].points for c in alive}

    def set_notes(self, notes: Sequence[int], treasure: int) -> None:
        """Value each monster with the owner's own notes under it (the owner's reckoning:
        the drawer knows only how many there are)."""
        self.worth = {c: self.points[c] + treasure * notes.count(c) for c in self.win}

    def standing(self, route: Sequence[int]) -> dict[int, float]:
        """The chance each monster is still standing after the hero walks `route`."""
        return self._walk(route)[1]

    def kept(self, route: Sequence[int]) -> float:
        """The rival's expected points from this route: its monsters' worth less what the
        hero likely crosses off, plus a slain hero's points. `route` starts at A1."""
        return self._walk(route)[0]

    def _walk(self, route: Sequence[int]) -> tuple[float, dict[int, float]]:
        """(expected points kept, each monster's chance to stand) after `route`."""
        hp = [0.0] * (self.hp + 1)   # hp[h]: chance the hero walks on with h hit points
        hp[self.hp] = 1.0
        return self.walk_on(route[1:], hp)

    def walk_on(self, route: Sequence[int], hp: list[float], previous: int = -1,
                win: dict[int, float] | None = None) -> tuple[float, dict[int, float]]:
        """(expected points kept, each monster's chance to stand) after the hero walks on
        over `route` with hit points `hp` (hp[h]: the chance it has h), having stopped last
        on `previous`; `win` overrides monsters' chances (a card in play)."""
        lost = 0.0
        standing = {c: 1.0 for c in self.win}   # chance each monster still stands
        wins = self.win if win is None else {**self.win, **win}
        for cell in route:
            if cell in self.win and cell != previous:
                alive = sum(hp)
                p, hurt = wins[cell], self.hurt[cell]
                flee = alive * (1.0 - p) * standing[cell]
                lost += flee * self.worth[cell]
                standing[cell] -= flee
                hp = hit(hp, hurt, p)
                previous = cell
            elif self.cells[cell] == "trap":
                hp = hit(hp, self.trap, 1.0)
                previous = cell
        dead = 1.0 - sum(hp)
        return sum(self.worth.values()) - lost + dead * self.dead_points, standing

    def leg(self, start: int, goal: int, visits: dict[int, int], back: int = -1
            ) -> list[int]:
        """The cheapest walk from `start` to `goal` (steps and dangers, as the old planner
        costs them) over spaces the route may still enter, never through the Exit, and
        not straight back to `back`, the space it came from (at the table a drag back
        along the line takes the step off, so a person never draws that)."""
        geo = self.geo
        closed = bytearray(self.walls)
        for cell, count in visits.items():
            if count >= MAX_VISITS:
                closed[cell] = 1
        if geo.exit != goal:
            closed[geo.exit] = 1
        return cheapest_walk(geo, self.costs, closed, start, goal, back)[1]

    def through(self, path: list[int], stops: Sequence[int],
                memo: dict[tuple[int, ...], Any] | None = None) -> list[int] | None:
        """The drawn `path` carried on through `stops` in order and on to the Exit, each leg
        the cheapest; None when the spaces' visits run out. `memo` keeps the route so far
        after each run of goals, for trials that share their first goals."""
        goals = [*stops, self.geo.exit]
        done = 0
        route = list(path)
        visits: dict[int, int] = {}
        if memo is not None:
            for k in range(len(goals), 0, -1):
                known = memo.get(tuple(goals[:k]), False)
                if known is not False:
                    if known is None:
                        return None
                    done, route, visits = k, list(known[0]), dict(known[1])
                    break
        if not done:
            for c in route:
                visits[c] = visits.get(c, 0) + 1
        for k in range(done, len(goals)):
            goal = goals[k]
            if goal != route[-1]:
                leg = self.leg(route[-1], goal, visits, route[-2] if len(route) > 1 else -1)
                if not leg:
                    if memo is not None:
                        memo[tuple(goals[:k + 1])] = None
                    return None
                for c in leg[1:]:
                    visits[c] = visits.get(c, 0) + 1
                route += leg[1:]
            if memo is not None:
                memo[tuple(goals[:k + 1])] = (tuple(route), dict(visits))
        return route


def hit(hp: list[float], damage: int, chance: float) -> list[float]:
    """The hit-point distribution after a blow of `damage` landing with `chance` (the dead
    fall out of the list)."""
    if damage <= 0 or chance <= 0.0:
        return hp
    out = [h * (1.0 - chance) for h in hp]
    for h in range(damage + 1, len(hp)):
        out[h - damage] += hp[h] * chance
    return out


def raid_route(view: dict[str, Any], owner: int, content: DoodleContent) -> list[int]:
    """The whole planned path (the drawn part first) that leaves the rival least."""
    return plan(Raid(view, owner, content), view["sheets"][owner]["path"])


def plan(raid: Raid, path: list[int]) -> list[int]:
    """The drawn `path` carried on to the Exit so as to leave the rival least."""
    memo: dict[tuple[int, ...], Any] = {}
    best = raid.through(path, [], memo) or []
    best_kept = raid.kept(best) if best else INF
    stops: list[int] = []
    targets = [c for c in raid.win if c not in best]
    while len(stops) < WAYPOINTS:
        found = None
        for target in targets:
            for at in range(len(stops) + 1):
                trial = stops[:at] + [target] + stops[at:]
                route = raid.through(path, trial, memo)
                if route is None:
                    continue
                kept = raid.kept(route)
                if kept < best_kept - 1e-9:
                    best_kept, best, found = kept, route, trial
        if found is None:
            break
        stops = found
        targets = [c for c in targets if c not in best]
    return best


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
            self.plan = self.route(view, owner, content)
        if len(self.plan) > len(path):
            wanted = PathStep(legal[0].seat, self.plan[len(path)])
            if wanted in legal:
                return wanted
        return legal[0]

    def route(self, view: dict[str, Any], owner: int, content: DoodleContent) -> list[int]:
        """The whole route to follow through `owner`'s sheet, the drawn part first."""
        return raid_route(view, owner, content)
