"""The computer dungeon master's Phase A choices (doodle §7): which card to draft and
where to draw its walls, monsters, traps, treasures and improvement ticks. Everything is
read from the seat's own view; the card texts are public content."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

from game.games.doodle.actions import BuildWall, HideTreasure, PickCard, PlacePiece, TickBox
from game.games.doodle.board import Geometry, free_piece_mask, geometry
from game.games.doodle.bot_path import RouteTree, stop_cost
from game.games.doodle.content import MONSTERS, DoodleContent
from game.games.doodle.odds import win_chance
from game.games.doodle.sheets import masks, wall_fits


@dataclass
class Dungeon:
    """The bot's own sheet as it sees it."""

    geo: Geometry
    cells: list[str]
    values: dict[str, int]
    ticks: dict[str, int]
    treasures: list[int]

    @classmethod
    def of(cls, view: dict[str, Any], seat: int) -> "Dungeon":
        sheet = view["sheets"][seat]
        return cls(geometry(view["width"], view["height"]), list(sheet["cells"]),
                   dict(sheet["values"]), dict(sheet["ticks"]),
                   list(view["private"]["treasures"]))

    def masks(self) -> tuple[int, int, int]:
        """(walls, pieces, empty) of the sheet, computed once."""
        if not hasattr(self, "_masks"):
            self._masks = masks(self.geo, self.cells)
        return self._masks

    def count(self, what: str) -> int:
        """How many spaces hold `what` (counted once per sheet)."""
        if not hasattr(self, "_counts"):
            self._counts = Counter(self.cells)
        return self._counts[what]

    def monsters(self) -> list[int]:
        if not hasattr(self, "_monsters"):
            self._monsters = [i for i, c in enumerate(self.cells) if c in MONSTERS]
        return self._monsters

    def unguarded_monsters(self) -> list[int]:
        return [i for i in self.monsters() if i not in self.treasures]

    def unguarded_notes(self) -> list[int]:
        """Treasure notes on spaces with no monster yet (a monster there would guard them)."""
        return [t for t in self.treasures if self.cells[t] not in MONSTERS]

    def open_mask(self) -> int:
        return self.geo.full & ~self.masks()[0]

    def detours(self) -> list[int | None]:
        """For each open space, how many extra steps a walk Entrance -> space -> Exit takes
        over the shortest walk (0: on a shortest route; None: walled)."""
        geo = self.geo
        open_mask = self.open_mask()
        from_a = self.from_entrance()
        from_h = _bfs(geo, geo.exit, open_mask)
        best = from_a[geo.exit]
        out: list[int | None] = []
        for a, h in zip(from_a, from_h):
            out.append(None if a is None or h is None or best is None else a + h - best)
        return out

    def from_entrance(self) -> list[int | None]:
        """Walking distances from the Entrance (computed once)."""
        if not hasattr(self, "_from_a"):
            self._from_a = _bfs(self.geo, self.geo.entrance, self.open_mask())
        return self._from_a

    def route_share(self) -> list[float]:
        """For each space, the share of the shortest Entrance-Exit walks through it (how
        likely a hero is to cross it; computed once)."""
        if not hasattr(self, "_share"):
            geo = self.geo
            open_mask = self.open_mask()
            ways_a = _ways(geo, geo.entrance, open_mask)
            ways_h = _ways(geo, geo.exit, open_mask)
            total = ways_a[geo.exit] or 1
            detours = self.detours()
            self._share = [ways_a[c] * ways_h[c] / total if detours[c] == 0 else 0.0
                           for c in range(geo.size)]
        return self._share


@lru_cache(maxsize=512)
def _bfs(geo: Geometry, start: int, open_mask: int) -> list[int | None]:
    """Walking distances from `start` through open spaces, layer by layer on bit masks
    (cached: they change only when walls are drawn; callers must not modify the list)."""
    dist: list[int | None] = [None] * geo.size
    reach = frontier = geo.bits[start]
    steps = 0
    while frontier:
        for cell in geo.cells_of(frontier):
            dist[cell] = steps
        grown = geo.spread(reach) & open_mask
        frontier, reach, steps = grown & ~reach, grown, steps + 1
    return dist


@lru_cache(maxsize=512)
def _ways(geo: Geometry, start: int, open_mask: int) -> list[int]:
    """How many shortest walks lead from `start` to each open space (cached)."""
    dist = _bfs(geo, start, open_mask)
    ways = [0] * geo.size
    ways[start] = 1
    for cell in sorted((c for c in range(geo.size) if dist[c]), key=lambda c: dist[c]):
        ways[cell] = sum(ways[n] for n in geo.neighbours(cell)
                         if dist[n] is not None and dist[n] == dist[cell] - 1)
    return ways


# --- drafting -------------------------------------------------------------------------------
TREASURE_TICK = 0.6
"""What a Treasure-value box is worth per treasure note."""
STRENGTH_TICK = 0.35
"""What a Strength box is worth per monster of its type."""
TRAP_TICK = 0.6
"""What a Trap-damage box is worth per trap."""


def category_worth(d: Dungeon, category: str, content: DoodleContent) -> float:
    """What one more tick in a category is worth to this dungeon (doodle §7)."""
    if d.ticks.get(category, 0) >= content.boxes(category):
        return -1.0
    finishing = d.ticks.get(category, 0) % content.numbers.box_group == \
        content.numbers.box_group - 1
    if category == "treasure":
        worth = TREASURE_TICK * (1 + len(d.treasures))
    elif category in MONSTERS:
        worth = STRENGTH_TICK * d.count(category)
    elif category == "trap":
        worth = TRAP_TICK * d.count("trap")
    else:
        worth = 0.25
    return worth * (1.5 if finishing else 0.8)


def card_worth(d: Dungeon, card: int, content: DoodleContent) -> float:
    """Points a card can add now (doodle §7 'Pick')."""
    _, pieces, empty = d.masks()
    piece_room = bool(free_piece_mask(d.geo, empty, pieces))
    guards = len(d.unguarded_monsters())
    notes = len(d.unguarded_notes())
    worth = 0.0
    for element in content.card(card).build:
        if element in MONSTERS:
            if not piece_room:
                worth -= 0.5
                continue
            worth += content.numbers.monsters[element].points
            if notes:
                worth += d.values["treasure"]
                notes -= 1
            else:
                guards += 1
        elif element == "trap":
            worth += 0.8 if piece_room else -0.5
        elif element == "treasure":
            if guards:
                worth += d.values["treasure"]
                guards -= 1
            else:
                worth += 0.4
        elif element == "improvement":
            worth += max(category_worth(d, c, content) for c in content.tracks)
        elif not wall_fits(d.geo, content, element, d.cells):
            worth -= 0.5
        else:
            worth += 0.2
    return worth


def choose_pick(d: Dungeon, legal: Sequence[PickCard], content: DoodleContent,
                rng: random.Random) -> PickCard:
    return max(legal, key=lambda a: (card_worth(d, a.card, content), rng.random()))


# --- installing -----------------------------------------------------------------------------
WALL_CANDIDATES = 48
"""How many wall placements the bot weighs (a sample keeps decisions quick)."""
STEP_WEIGHT = 0.2
"""What one more step of the heroes' route is worth to the bot (room for later stops)."""
DAMAGE_WEIGHT = 1.0
"""What a point of damage to the hero is worth (a dead hero scores 5, doodle §5.1)."""
RISK_WEIGHT = 1.0
"""How much of a monster's points (and treasure) a likely flight costs."""
SHARE_WEIGHT = 4.0
"""How much the bot prefers spaces many shortest walks cross (narrow places)."""
MONSTER_SHARE_WEIGHT = 2.0
"""The same pull for monsters (they may flee and lose their points, doodle §4.7)."""
NOTE_WEIGHT = 3.0
"""What guarding a lone treasure note adds to a monster's space."""


class Forecast:
    """The rival drawer's route through the bot's sheet, foreseen with the drawer's own
    weighted search (doodle §7 'Path'), and what it is worth to the bot (doodle §7
    'Install': monsters where the hero will cross, walls that force the route past them)."""

    def __init__(self, d: Dungeon, content: DoodleContent) -> None:
        self.d = d
        self.content = content
        kinds = ("trap", *MONSTERS)
        self.cost = {k: stop_cost(k, d.values, content) for k in kinds}
        self.worth = {k: self._stop_worth(k) for k in kinds}
        self.cells = list(d.cells)
        self.treasures = frozenset(d.treasures)
        self.tree = RouteTree(d.geo, self.cells, [self.cost.get(what, 0.0) for what in
                                                  self.cells], d.geo.entrance)
        self.route = self.tree.route
        self.on_route = set(self.route)
        self.base = self.worth_of(self.cells, self.route)

    def _stop_worth(self, what: str) -> float:
        """What the hero stopping on `what` is worth to the owner: the damage it deals, less
        the points a monster may lose by fleeing (doodle §4.7, §5.1)."""
        values = self.d.values
        if what == "trap":
            return DAMAGE_WEIGHT * values["trap"]
        numbers = self.content.numbers
        monster = numbers.monsters[what]
        chance = win_chance(values[what], numbers.fight_dice, numbers.fight_target,
                            numbers.die_sides)
        return DAMAGE_WEIGHT * chance * monster.damage \
            - RISK_WEIGHT * (1 - chance) * monster.points

    def worth_of(self, cells: Sequence[str], route: Sequence[int]) -> float:
        """The route's steps and stops, as the bot values them."""
        worth = STEP_WEIGHT * len(route)
        stop_worth = self.worth
        treasures = self.treasures
        for cell in route:
            worth += stop_worth.get(cells[cell], 0.0)
            if cell in treasures and cells[cell] in MONSTERS:
                worth -= RISK_WEIGHT * self.d.values["treasure"]
        return worth

    def with_changes(self, changed: Sequence[int], what: str) -> float:
        """The worth after drawing `what` on the `changed` spaces. Changes off the foreseen
        route leave it the cheapest (a dearer or walled space elsewhere cannot beat it), so
        only changes on it look again, repairing the route tree rather than searching."""
        if not self.on_route.intersection(changed):
            return self.base
        trial, _, route = self.tree.route_with(changed, what, self.cost.get(what, 0.0))
        return self.worth_of(trial, route)


def choose_wall(d: Dungeon, legal: Sequence[BuildWall], content: DoodleContent,
                rng: random.Random) -> BuildWall:
    """Walls that force the drawer's cheapest route long and past the monsters and traps
    (doodle §7 'Install'); every legal wall keeps the dungeon connected (doodle §4.3)."""
    forecast = Forecast(d, content)
    crossing = [a for a in legal if forecast.on_route.intersection(a.cells)]
    pool = crossing if len(crossing) <= WALL_CANDIDATES else \
        rng.sample(crossing, WALL_CANDIDATES)
    if not pool:
        return rng.choice(list(legal))
    return max(pool, key=lambda a: (forecast.with_changes(a.cells, "wall"), rng.random()))


def choose_piece(d: Dungeon, legal: Sequence[PlacePiece], content: DoodleContent,
                 rng: random.Random) -> PlacePiece:
    """Monsters and traps where the rival's drawn route will have to meet them: the space
    that leaves the drawer's cheapest route hardest, preferring narrow places on the
    shortest routes (doodle §7 'Install'); a monster also guards a lone treasure note."""
    forecast = Forecast(d, content)
    share = d.route_share()
    notes = set(d.unguarded_notes())

    def score(a: PlacePiece) -> tuple[float, float]:
        pull = SHARE_WEIGHT if a.kind == "trap" else MONSTER_SHARE_WEIGHT
        value = forecast.with_changes((a.cell,), a.kind) + pull * share[a.cell]
        if a.kind in MONSTERS and a.cell in notes:
            value += NOTE_WEIGHT
        return value, rng.random()

    return max(legal, key=score)


def choose_treasure(d: Dungeon, legal: Sequence[HideTreasure],
                    rng: random.Random) -> HideTreasure:
    """Under the strongest unguarded monster; else where a monster may come later."""
    allowed = {a.cell for a in legal}
    guards = [m for m in d.unguarded_monsters() if m in allowed]
    if guards:
        order = {k: i for i, k in enumerate(MONSTERS)}
        detours = d.detours()
        cell = max(guards, key=lambda m: (order[d.cells[m]], detours[m] or 0))
        return HideTreasure(legal[0].seat, cell)
    _, pieces, empty = d.masks()
    spots = [c for c in d.geo.cells_of(free_piece_mask(d.geo, empty, pieces)) if c in allowed]
    if not spots:
        return rng.choice(list(legal))
    detours = d.detours()
    cell = max(spots, key=lambda c: (detours[c] or 0, rng.random()))
    return HideTreasure(legal[0].seat, cell)


def choose_tick(d: Dungeon, legal: Sequence[TickBox], content: DoodleContent,
                rng: random.Random) -> TickBox:
    return max(legal, key=lambda a: (category_worth(d, a.category, content), rng.random()))

