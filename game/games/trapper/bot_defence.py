"""How open Hard's own dungeon stands to the rival's next raid (trapper §4.3, §4.5).

`exposure` is the chance that the rival's next adventurer reaches Hard's heirloom, judged
as if the rival knew the whole dungeon (the worst case: a defence good against it is good
against any raider): the safest walk from the Entrance to the heirloom, each trap on the
way weighed by its odds at the rival's fortitude, the disabled ones safe. The rival's
fortitude is its next roll (2d6) less what Hard's own raid will cost it to re-arm: every
trap Hard's adventurer sets off is paid for out of the rival's next raid (§7.1, "Break a
re-arming stalemate").

`rearm_plan` is what a budget re-arms, in the order the computer spends it (the deadliest
disabled kill trap first, then the nearest the heirloom), so that the fortitude kept can be
weighed against the holes it leaves open.
"""
from __future__ import annotations

import math
from typing import Any

from game.games.trapper.board import walking_distances
from game.games.trapper.bot_moves import own_sight
from game.games.trapper.bot_normal import cheapest_way
from game.games.trapper.odds import survival

Cell = tuple[int, int]
ROLLS = {total: (6 - abs(total - 7)) / 36 for total in range(2, 13)}
"""The chance of each 2d6 total: the rival's next action points (§4.2)."""
DEAD = 1e-9


def rearm_plan(view: dict[str, Any], seat: int, budget: int) -> frozenset[Cell]:
    """The disabled kill traps of `seat`'s dungeon that `budget` AP re-arm, in the
    computer's order (the highest tier first, then the nearest the heirloom)."""
    chart = view["chart"]
    grid, _, walls, mine = own_sight(view, seat)
    near = walking_distances(grid, walls, tuple(mine["heirloom"]))
    disabled = sorted((t for t in mine["traps"] if not t["active"]
                       and chart[t["kind"]]["kind"] == "kill"),
                      key=lambda t: (-chart[t["kind"]]["tier"], near.get(tuple(t["cell"]), 99),
                                     tuple(t["cell"])))
    out: set[Cell] = set()
    for trap in disabled:
        cost = chart[trap["kind"]]["reactivate"]
        if cost <= budget:
            budget -= cost
            out.add(tuple(trap["cell"]))
    return frozenset(out)


class Exposure:
    """`exposure` for one view and seat, remembering the walks it has weighed."""

    def __init__(self, view: dict[str, Any], seat: int, content: Any) -> None:
        self.view, self.seat, self.content = view, seat, content
        self.grid, self.entrance, self.walls, self.mine = own_sight(view, seat)
        self.heirloom: Cell = tuple(self.mine["heirloom"])
        self._walks: dict[tuple[frozenset[Cell], int], float] = {}

    def __call__(self, budget: int, bill: float = 0.0) -> float:
        """The rival's chance to take the heirloom next raid after `budget` AP re-arm what
        `rearm_plan` says, its roll less `bill` (rounded) kept as fortitude."""
        armed = rearm_plan(self.view, self.seat, budget)
        cut = round(bill)
        return sum(p * self.walk(armed, total - cut) for total, p in ROLLS.items()
                   if total - cut > 0)

    def walk(self, armed: frozenset[Cell], fortitude: int) -> float:
        """The chance to walk alive from the Entrance onto the heirloom by the safest way."""
        key = (armed, fortitude)
        if key not in self._walks:
            self._walks[key] = self._safest(armed, fortitude)
        return self._walks[key]

    def _safest(self, armed: frozenset[Cell], fortitude: int) -> float:
        sides = self.content.board.trap_sides
        odds = {tuple(t["cell"]): float(survival(
                    self.content.trap(t["kind"]), fortitude, sides,
                    active=t["active"] or tuple(t["cell"]) in armed))
                for t in self.mine["traps"]}
        goal = self.heirloom
        way = cheapest_way(self.grid, self.walls, self.entrance, goal,
                           lambda n: 0.0 if n == goal else -math.log(max(odds.get(n, 1.0), DEAD)))
        if way is None:
            return 0.0
        return math.prod(odds.get(c, 1.0) for c in way[1:-1])


def exposure(view: dict[str, Any], seat: int, content: Any, budget: int,
             bill: float = 0.0) -> float:
    """The rival's chance to take `seat`'s heirloom on its next raid (the module
    docstring), after `budget` AP of re-arming and a raid that costs it `bill` AP."""
    return Exposure(view, seat, content)(budget, bill)

