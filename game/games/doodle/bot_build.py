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
from game.games.doodle.content import MONSTERS, DoodleContent
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

    def unavoidable(self, cell: int) -> bool:
        """Does every walk from Entrance to Exit pass this space?"""
        geo = self.geo
        open_mask = self.open_mask() & ~geo.bits[cell]
        goal = geo.bits[geo.exit]
        return not geo.flood(geo.bits[geo.entrance], open_mask, goal) & goal


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


# --- drafting -------------------------------------------------------------------------------
def category_worth(d: Dungeon, category: str, content: DoodleContent) -> float:
    """What one more tick in a category is worth to this dungeon (doodle §7)."""
    if d.ticks.get(category, 0) >= content.boxes(category):
        return -1.0
    finishing = d.ticks.get(category, 0) % content.numbers.box_group == \
        content.numbers.box_group - 1
    if category == "treasure":
        worth = 0.6 * (1 + len(d.treasures))
    elif category in MONSTERS:
        worth = 0.35 * d.count(category)
    elif category == "trap":
        worth = 0.3 * d.count("trap")
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
WALL_CANDIDATES = 32
"""How many wall placements the bot weighs (a sample keeps decisions quick)."""


def choose_wall(d: Dungeon, legal: Sequence[BuildWall], rng: random.Random) -> BuildWall:
    """Lengthen the Entrance-Exit corridor; keep monsters' pockets out of the way."""
    geo = d.geo
    open_mask = d.open_mask()
    best, best_key = legal[0], None
    pool = rng.sample(list(legal), WALL_CANDIDATES) if len(legal) > WALL_CANDIDATES else legal
    for action in pool:
        wall = geo.mask(action.cells)
        dist = geo.distance(geo.entrance, geo.exit, open_mask & ~wall) or 0
        free = bin(geo.around(wall) & open_mask & ~wall).count("1")
        key = (dist, -free, rng.random())
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


def choose_piece(d: Dungeon, legal: Sequence[PlacePiece], rng: random.Random) -> PlacePiece:
    """Monsters away from the heroes' likely route, on hidden treasure; traps on it."""
    detours = d.detours()
    notes = set(d.unguarded_notes())
    layers: dict[int, int] = {}
    from_a = d.from_entrance()
    for cell, detour in enumerate(detours):
        if detour == 0:
            layers[from_a[cell] or 0] = layers.get(from_a[cell] or 0, 0) + 1

    def alone(cell: int) -> bool:
        """The only space of its distance on the shortest routes: maybe unavoidable."""
        return detours[cell] == 0 and layers.get(from_a[cell] or 0) == 1

    def score(a: PlacePiece) -> tuple[float, float]:
        detour = detours[a.cell] or 0
        if a.kind == "trap":
            value = 6.0 if alone(a.cell) and d.unavoidable(a.cell) else 3.0 - detour
        else:
            value = min(detour, 8) + (10.0 if a.cell in notes else 0.0)
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

