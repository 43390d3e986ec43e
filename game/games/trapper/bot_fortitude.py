"""How much fortitude Hard keeps for its raid (trapper §4.2, §4.5): by the raid's chance.

`raid_chance` estimates how likely a raid at a given fortitude takes the rival's heirloom,
from the fog view only: the heirloom is guessed among the fogged tiles (the farther from the
Entrance the likelier, as `hiding_place` samples it), the fogged tiles are tried in that
order, each walk there by its safest way, and every tile on the way is weighed by its odds
(§4.5): a revealed active kill trap by its own chance, another fogged tile by the traps that
may stand there (tiers equally likely, as the six starting traps are), a disabled or
utility trap as safe. It ignores what Skeletons, darts and Fans do to the fortitude.

Each trap the raid sets off is disabled, and the rival must pay to re-arm it: the raid's
expected bill counts too. `fortitude_to_keep` weighs the chance and the bill against what
the AP not kept buy at home (each AP is worth `AP_WORTH` of a game): a raid with a real
chance keeps all it needs, a hopeless one keeps the few points that still set a trap off.
"""
from __future__ import annotations

import math
from typing import Any

from game.core.grid import Grid
from game.games.trapper.board import needs_met, walking_distances
from game.games.trapper.bot_defence import Exposure
from game.games.trapper.bot_moves import own_sight
from game.games.trapper.bot_normal import cheapest_way
from game.games.trapper.mazes import chokepoints
from game.games.trapper.odds import survival

Cell = tuple[int, int]
PRIOR = 2
"""A fogged tile's weight as the heirloom: its walk from the Entrance (+1) to this power."""
TRIES = 6
"""Fogged tiles tried in one imagined raid (the likeliest first)."""
AP_WORTH = 0.03
"""What one AP spent on traps is worth, as a share of a win (tuned by `main.py sim`)."""
FLOOR = 3
"""Fortitude kept at least (when the roll allows): enough to uncover a tile or two."""
SAFE = 1.0
DEAD = 1e-9
HOLE = 0.002
"""A rise in the rival's chance to win next that is worth giving the raid up for (small: in a
re-arming stalemate of hundreds of turns, a hole of 1 % a raid is found in the end)."""
FOG_BILL = 2
"""The re-arming price of a fogged trap, one tier with another (1, 2 or 3 AP)."""


def raid_chance(view: dict[str, Any], seat: int, fortitude: int, content: Any
                ) -> tuple[float, float]:
    """A raid by `seat` at `fortitude`: its chance to reach the rival's heirloom, and the AP
    the rival can expect to pay to re-arm the traps it sets off (its bill)."""
    rival = view["dungeons"][1 - seat]
    board = view["board"]
    grid = Grid(board["columns"], board["rows"], 1)
    entrance = tuple(board["entrance"])
    walls = frozenset(tuple(c) for c in rival["walls"])
    chart = view["chart"]
    sides = content.board.trap_sides
    known = {tuple(t["cell"]): (_trap_odds(content, t, fortitude, sides),
                                chart[t["kind"]]["reactivate"] if t["active"] else 0)
             for t in rival["traps"]}
    fog = [tuple(c) for c in rival["fog"]]
    fogged = {c: (_fog_odds(content, chart, c, walls, fortitude, sides), FOG_BILL) for c in fog}
    if rival["heirloom_revealed"] and rival["heirloom"] is not None:
        alive, bill = _walk(grid, walls, entrance, tuple(rival["heirloom"]), known, fogged)
        return alive, bill
    if not fog:
        return 0.0, 0.0
    dist = walking_distances(grid, walls, entrance)
    weight = {c: (dist.get(c, 1) + 1) ** PRIOR for c in fog}
    order = sorted(fog, key=lambda c: (-weight[c], c))[:TRIES]
    left = sum(weight.values())
    here, alive, won, bill = entrance, 1.0, 0.0, 0.0
    for cell in order:
        odds, cost = fogged.pop(cell)
        reach, paid = _walk(grid, walls, here, cell, known, fogged)
        heir = weight[cell] / left
        bill += alive * (paid + reach * (1 - heir) * cost)
        won += alive * reach * heir
        alive *= reach * (1 - heir) * odds
        left -= weight[cell]
        known[cell] = (SAFE, 0)
        here = cell
        if alive < 1e-4 or left <= 0:
            break
    return won, bill


def fortitude_to_keep(view: dict[str, Any], seat: int, content: Any) -> int:
    """The fortitude worth keeping at this roll, from `FLOOR` to the whole roll: the raid's
    chance to win, plus, should it fail, `AP_WORTH` for each AP left for traps (as many as
    `useful_spend` finds a use for) and each AP of the rival's expected re-arming bill, less
    the rival's chance to take the heirloom next (`Exposure`: the holes the AP not kept
    leave open, against a rival whose fortitude the bill cuts). Below `FLOOR` only when the
    AP it frees close a hole that matters (more than `HOLE` of a game)."""
    ap = view["ap_left"]
    low = min(FLOOR, ap)
    useful = useful_spend(view, seat)
    open_to = Exposure(view, seat, content)

    def worth(f: int) -> tuple[float, int]:
        won, bill = raid_chance(view, seat, f, content)
        return won + (1 - won) * (AP_WORTH * (min(ap - f, useful) + bill)
                                  - open_to(ap - f, bill)), -f

    if open_to(ap - low) - open_to(ap) > HOLE:
        low = 0
    return max(range(low, ap + 1), key=worth)


def useful_spend(view: dict[str, Any], seat: int) -> int:
    """The AP its own dungeon can use well this turn: re-arming its disabled kill traps and
    a top-tier trap on each free tile every route to its heirloom must cross. Beyond that a
    trap adds little (a raider walks round it), so the rest is better kept as fortitude."""
    chart = view["chart"]
    grid, entrance, walls, mine = own_sight(view, seat)
    taken = {tuple(t["cell"]) for t in mine["traps"]}
    rearm = sum(chart[t["kind"]]["reactivate"] for t in mine["traps"]
                if not t["active"] and chart[t["kind"]]["kind"] == "kill")
    top = max(row["buy"] for row in chart.values())
    free = [c for c in chokepoints(grid, walls, entrance, tuple(mine["heirloom"]))
            if c not in taken]
    return rearm + top * len(free)


def _trap_odds(content: Any, trap: dict[str, Any], fortitude: int, sides: int) -> float:
    return float(survival(content.trap(trap["kind"]), fortitude, sides,
                          active=trap["active"]))


def _fog_odds(content: Any, chart: dict[str, Any], cell: Cell, walls: frozenset[Cell],
              fortitude: int, sides: int) -> float:
    """The chance of surviving a fogged tile that holds a trap: each tier equally likely,
    each kind that may stand there (§3.2) equally likely within its tier."""
    tiers: dict[int, list[float]] = {}
    for kind, row in chart.items():
        if needs_met(row["needs"], cell, walls):
            tiers.setdefault(row["tier"], []).append(
                float(survival(content.trap(kind), fortitude, sides)))
    if not tiers:
        return SAFE
    return sum(sum(odds) / len(odds) for odds in tiers.values()) / len(tiers)


def _walk(grid: Grid, walls: frozenset[Cell], start: Cell, goal: Cell,
          known: dict[Cell, tuple[float, int]], fogged: dict[Cell, tuple[float, int]]
          ) -> tuple[float, float]:
    """The safest walk from `start` onto `goal` (the goal's own trap not counted): the chance
    of arriving alive, and the expected re-arming bill of the traps set off on the way."""
    odds = {**fogged, **known}
    way = _safest(grid, walls, start, goal, odds)
    if way is None:
        return 0.0, 0.0
    alive, bill = 1.0, 0.0
    for cell in way[1:-1]:
        chance, cost = odds.get(cell, (SAFE, 0))
        bill += alive * cost
        alive *= chance
    return alive, bill


def _safest(grid: Grid, walls: frozenset[Cell], start: Cell, goal: Cell,
            odds: dict[Cell, tuple[float, int]]) -> list[Cell] | None:
    """The way from `start` to `goal` most likely survived: the least sum of minus the log
    of each tile's chance (the goal's own not counted)."""
    return cheapest_way(grid, walls, start, goal, lambda n: 0.0 if n == goal else
                        -math.log(max(odds.get(n, (SAFE, 0))[0], DEAD)))
