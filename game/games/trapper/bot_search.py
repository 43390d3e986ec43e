"""Trapper's Hard computer (issue 23 §1): the generic look-ahead (core.search) over the rules
themselves for its raid steps, with Trapper's two pieces beside it: `determinize`, a whole
match rebuilt from one seat's view with the rival's fog filled in, and `evaluate`, a raid's
worth once it has ended.

What a seat cannot see (trapper §6) is what lies under the rival's fog: which fogged tile
holds the heirloom and which trap (and Fan direction) each other one holds. A sample puts
the heirloom on a fogged tile, the farther from the Entrance the likelier (a heirloom is
hidden far in), and a trap that may stand there (§3.2: Wall Darts beside a wall, Crushing
Walls between two, at most 3 active Skeletons) on each other one; the dice are drawn afresh.
Everything else comes from the view, so the search never reads the real match.

The search weighs the raid's next step by playing the raid out with the Normal computer's
choices, in many samples, to its end: a win is worth 1, anything else a share of the fog it
uncovered (what the next raid need not search). Setup and trapping are `HardPlanner`'s: its
own varied maze, and a fortitude kept by the raid's chance (`bot_build`).
"""
from __future__ import annotations

import functools
import random
from typing import TYPE_CHECKING, Any, Sequence

from game.core.actions import Action
from game.core.dice import Dice
from game.core.grid import Grid
from game.core.protocol import Seat
from game.core.search import Search, SearchBot
from game.core.grid import DIRECTIONS
from game.games.trapper.actions import Step
from game.games.trapper.board import needs_met, neighbour_table, walking_distances
from game.games.trapper.bot_build import HardPlanner
from game.games.trapper.bot_normal import TrapperBot
from game.games.trapper.odds import survival
from game.games.trapper.state import Dungeon, Phase, SeatStats, Trap, TrapperState

if TYPE_CHECKING:
    from game.games.trapper.rules import TrapperRules

Cell = tuple[int, int]
THINK_MS = 500.0
"""The Hard seat's budget per raid step at the table (a decision stays under a second)."""
DEPTH = 60
"""Play-out steps: more than any raid lasts (it ends at a death, a concession or the win)."""
EXPLORATION = 0.5
PRIOR = 2
"""The heirloom prior: a fogged tile's weight is its walk from the Entrance (+1) to this power."""
CAUTION = 0.02
"""Added to a tile's chance of killing when its chance of hiding the heirloom is weighed
against it (how little a risk-free tile is preferred for its safety alone)."""
CANDIDATES = 3
"""Targets whose first steps the search weighs (the best few by `ranked_targets`)."""
UNCOVERED = 0.4
"""What uncovering the whole fog is worth next to a win (1): the next raid searches less."""
FACINGS = ("N", "E", "S", "W")


# --- determinize --------------------------------------------------------------------------
def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> "TrapperRules":
    """The view's match with the rival's fog filled in at random (see the module
    docstring), ending when the raid does (`RaidRules`)."""
    rival = 1 - seat
    dungeons = [Dungeon(), Dungeon()]
    dungeons[seat] = _own(view["dungeons"][seat])
    dungeons[rival] = _fogged(view["dungeons"][rival], view, rng)
    state = TrapperState(
        dungeons=dungeons, phase=Phase(view["phase"]), builder=seat,
        active=view["active"], turn=view["turn"], ap=view["ap"], spent=view["spent"],
        fortitude=view["fortitude"] or 0,
        adventurer=tuple(view["adventurer"]) if view["adventurer"] else None,
        stats=[SeatStats(**stats) for stats in view["stats"]])
    rules = raid_rules().new_game(rng.getrandbits(32), [Seat(n) for n in view["names"]],
                               dice=Dice(rng.getrandbits(64)), undo=False)
    rules.state = state
    rules.board_views.reset()
    rules.fog_at_start = len(dungeons[rival].fogged())
    return rules


def _own(board: dict[str, Any]) -> Dungeon:
    """The seat's own dungeon, as its full view shows it."""
    return Dungeon(walls={tuple(c) for c in board["walls"]},
                   heirloom=tuple(board["heirloom"]) if board["heirloom"] else None,
                   heirloom_revealed=board["heirloom_revealed"],
                   traps={tuple(t["cell"]): Trap(t["kind"], t["active"], t["facing"],
                                                 t["revealed"]) for t in board["traps"]},
                   ready=True)


def _fogged(board: dict[str, Any], view: dict[str, Any], rng: random.Random) -> Dungeon:
    """The rival's dungeon: walls and revealed tiles as seen, the fog filled in."""
    chart = view["chart"]
    walls = {tuple(c) for c in board["walls"]}
    traps = {tuple(t["cell"]): Trap(t["kind"], t["active"], t["facing"], True)
             for t in board["traps"]}
    dungeon = Dungeon(walls=walls, traps=traps, ready=True)
    fog = [tuple(c) for c in board["fog"]]
    if board["heirloom_revealed"]:
        dungeon.heirloom, dungeon.heirloom_revealed = tuple(board["heirloom"]), True
    elif fog:
        dungeon.heirloom = hiding_place(fog, walls, view["board"], rng)
    skeletons = sum(1 for t in traps.values() if t.kind == "skeleton" and t.active)
    for cell in fog:
        if cell == dungeon.heirloom:
            continue
        kinds = [k for k, row in chart.items() if needs_met(row["needs"], cell, walls)
                 and not (row["max_active"] and k == "skeleton"
                          and skeletons >= row["max_active"])]
        kind = rng.choice(kinds)
        skeletons += kind == "skeleton"
        facing = rng.choice(FACINGS) if chart[kind]["push"] else None
        traps[cell] = Trap(kind, True, facing, False)
    return dungeon


def hiding_place(fog: list[Cell], walls: set[Cell], board: dict[str, Any],
                 rng: random.Random) -> Cell:
    """A fogged tile for the heirloom, weighted by its walk from the Entrance squared."""
    grid = Grid(board["columns"], board["rows"], 1)
    dist = walking_distances(grid, frozenset(walls), tuple(board["entrance"]))
    weights = [(dist.get(c, 1) + 1) ** PRIOR for c in fog]
    return rng.choices(fog, weights)[0]


# --- a sample that ends with the raid -------------------------------------------------------
@functools.cache
def raid_rules() -> type:
    """The rules of a sample: over once the raid on screen has ended (made on first use:
    a bot module never imports the rules at import time)."""
    from game.games.trapper.rules import TrapperRules

    class RaidRules(TrapperRules):
        fog_at_start = 0
        """The fogged tiles of the raided dungeon when the sample was drawn."""

        def is_over(self) -> bool:
            return self.state.phase is not Phase.RAID or super().is_over()

    return RaidRules


def evaluate(rules: "TrapperRules") -> list[float]:
    """The raider's worth of the raid as it ended: 1 for the heirloom, else a share of the
    fog it uncovered; the other seat gets the rest."""
    s = rules.state
    raider = s.active if s.phase is Phase.RAID else 1 - s.active
    if s.winner is not None:
        raider = s.winner
        mine = 1.0
    else:
        start = getattr(rules, "fog_at_start", 0) or 1
        left = len(s.dungeons[1 - raider].fogged())
        mine = UNCOVERED * max(0, start - left) / start
    return [mine, 1.0 - mine] if raider == 0 else [1.0 - mine, mine]


# --- the raid's plan: which fog to try next --------------------------------------------------
def ranked_targets(view: dict[str, Any], content: Any) -> list[tuple[float, Cell, list[Cell]]]:
    """The fogged tiles the adventurer can reach without crossing other fog or an armed
    trap, best first, each with its way there: by the chance that it hides the heirloom
    (the prior of `hiding_place`) against the chance that it kills (a trap that may stand
    there, at the fortitude now), the order that best finds one prize among risky doors."""
    board = view["board"]
    rival = view["dungeons"][view["raided"]]
    chart = view["chart"]
    walls = frozenset(tuple(c) for c in rival["walls"])
    fog = [tuple(c) for c in rival["fog"]]
    if not fog or view["adventurer"] is None:
        return []
    here = tuple(view["adventurer"])
    grid = Grid(board["columns"], board["rows"], 1)
    armed = {tuple(t["cell"]) for t in rival["traps"] if t["active"]
             and chart[t["kind"]]["kind"] == "kill"}
    came = _safe_ways(grid, walls, here, set(fog) | armed)
    dist = walking_distances(grid, walls, tuple(board["entrance"]))
    weights = {c: (dist.get(c, 1) + 1) ** PRIOR for c in fog}
    total = sum(weights.values())
    fortitude = view["fortitude"] or 1
    out = []
    for cell in fog:
        way = _way_to(cell, came, grid, here)
        if way is None:
            continue
        heir = weights[cell] / total
        kinds = [content.trap(k) for k, row in chart.items()
                 if needs_met(row["needs"], cell, walls)]
        death = (1 - heir) * sum(1 - float(survival(k, fortitude, content.board.trap_sides))
                                 for k in kinds) / max(1, len(kinds))
        out.append((heir / (death + CAUTION), cell, way))
    out.sort(key=lambda t: (-t[0], t[1]))
    return out


def _safe_ways(grid: Grid, walls: frozenset[Cell], start: Cell,
               blocked: set[Cell]) -> dict[Cell, Cell | None]:
    """Breadth-first from `start` over tiles neither walls nor `blocked`: each tile's
    previous tile on a shortest safe way."""
    table = neighbour_table(grid)
    came: dict[Cell, Cell | None] = {start: None}
    todo = [start]
    while todo:
        nxt = []
        for cell in todo:
            for n in table[cell]:
                if n not in came and n not in walls and n not in blocked:
                    came[n] = cell
                    nxt.append(n)
        todo = nxt
    return came


def _way_to(goal: Cell, came: dict[Cell, Cell | None], grid: Grid,
            here: Cell) -> list[Cell] | None:
    """The tiles from `here` to the fogged `goal` through safe tiles (None: no such way)."""
    table = neighbour_table(grid)
    before = min((n for n in table[goal] if n in came),
                 key=lambda n: (_length(n, came), n), default=None)
    if before is None:
        return None
    way = [goal, before]
    while came[way[-1]] is not None:
        way.append(came[way[-1]])  # type: ignore[arg-type]
    return way[::-1]


def _length(cell: Cell, came: dict[Cell, Cell | None]) -> int:
    n = 0
    while came[cell] is not None:
        cell = came[cell]  # type: ignore[assignment]
        n += 1
    return n


def step_along(way: list[Cell], here: Cell, seat: int) -> Step | None:
    """The step from `here` to the next tile of `way`."""
    if here not in way[:-1]:
        return None
    ahead = way[way.index(here) + 1]
    delta = (ahead[0] - here[0], ahead[1] - here[1])
    return next((Step(seat, name) for name, d in DIRECTIONS.items() if d == delta), None)


class Raider:
    """A raid by `ranked_targets`: the best fog first, the way there kept until a tile is
    uncovered (then planned again); Normal's raid where no fog is safely reachable."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.normal = TrapperBot(seat, rng)
        self.way: list[Cell] = []
        self.fog: list[Any] | None = None

    def plan(self, view: dict[str, Any], content: Any) -> list[tuple[float, Cell, list[Cell]]]:
        self.fog = view["dungeons"][view["raided"]]["fog"]
        return ranked_targets(view, content)

    def choose(self, view: dict[str, Any], legal: Sequence[Action], content: Any) -> Action:
        if view["phase"] != "raid":
            return self.normal.choose(view, legal)
        here = tuple(view["adventurer"])
        if self.fog != view["dungeons"][view["raided"]]["fog"] or here not in self.way[:-1]:
            ranked = self.plan(view, content)
            self.way = ranked[0][2] if ranked else []
        step = step_along(self.way, here, self.seat) if self.way else None
        return step if step is not None and step in legal else \
            self.normal.choose(view, legal)


# --- play-outs and the seat ---------------------------------------------------------------
class Playout:
    """The play-out policy: `Raider`'s plan for the raiding seat (one per seat and sample
    set, re-planned whenever the fog it planned on has changed)."""

    def __init__(self) -> None:
        self.raiders: dict[int, Raider] = {}

    def __call__(self, rules: "TrapperRules", seat: int, rng: random.Random) -> Action:
        raider = self.raiders.get(seat)
        if raider is None:
            raider = self.raiders[seat] = Raider(seat, rng)
        return raider.choose(rules.view(seat), rules.legal_actions(seat), rules.content)


class HardBot(SearchBot):
    """Plans its raid by `ranked_targets` and, whenever it plans (at the raid's start and
    after each uncovered tile), looks ahead between the first steps toward its best few
    targets: IS-MCTS over sampled fog, the same planning in the play-outs to the raid's
    end, scored by `evaluate`. `HardPlanner` draws the dungeon and traps it. Reads only its view
    and its legal actions."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        super().__init__(seat, rng, Search(determinize, evaluate, Playout(),
                                           think_ms=THINK_MS, depth=DEPTH,
                                           exploration=EXPLORATION))
        from game.content.registry import shared_registry
        self.content = shared_registry().get("trapper")   # the public chart and presets
        self.raider = Raider(seat, rng)
        self.raider.normal = HardPlanner(seat, rng, self.content)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if view["phase"] != "raid":
            return self.raider.normal.choose(view, legal)
        raider = self.raider
        here = tuple(view["adventurer"])
        if raider.fog == view["dungeons"][view["raided"]]["fog"] and here in raider.way[:-1]:
            return raider.choose(view, legal, self.content)
        ranked = raider.plan(view, self.content)[:CANDIDATES]
        firsts: dict[Action, list[Cell]] = {}
        for _, _, way in ranked:
            step = step_along(way, here, self.seat)
            if step is not None and step in legal:
                firsts.setdefault(step, way)
        if len(firsts) < 2:
            raider.way = next(iter(firsts.values()), [])
            return raider.choose(view, legal, self.content)
        chosen = super().choose(view, list(firsts))
        raider.way = firsts[chosen]
        return chosen
