"""The dungeon map (lab §3.1–3.2): cells, levels, the three kinds of wall, the exit and
what lies on each cell-level. A `Dungeon` never changes during a match; what changes
(destroyed walls, dead creatures, items taken) lives in the state as an overlay.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

Cell = tuple[int, int]
Spot = tuple[int, int, int]
"""(x, y, level): x = 1..W west→east, y = 1..H north→south, level 1 on top."""
Edge = tuple[int, int, str]
"""A side between two cells, normalised to the west/north cell: (x, y, "E") or (x, y, "S")."""

DIRS: dict[str, Cell] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
DIR_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
WALLS = ("simple", "wire", "monolith")

LIGHTS = frozenset({"store", "arsenal", "hospital", "prison", "political", "management",
                    "gourm"})
BEASTS = frozenset({"lion", "tiger", "panther", "crocodile", "cow", "rabbit"})
GREEN_EYES = BEASTS | {"orc", "urkh", "werewolf"}
TREES = frozenset({"willow", "ent", "lokh"})
CREATURES = GREEN_EYES | TREES | {"eyescorcher", "rider", "ontifutlas", "cop",
                                  "political_cop", "marmar"}
WATER = frozenset({"river", "lake"})
PLACES = frozenset({"antigourm", "mordor", "eldar", "pit", "hanging_pit", "river", "lake",
                    "treasure", "cache", "blades", "bridles"})
KINDS = LIGHTS | CREATURES | PLACES
SIGNED = frozenset({"political", "political_cop"})
ITEMS = ("bullets", "grenades", "blasters", "dollars", "elven", "arnor", "bridle")


def step(x: int, y: int, d: str) -> Cell:
    dx, dy = DIRS[d]
    return x + dx, y + dy


def edge_of(x: int, y: int, d: str) -> Edge:
    """The normalised edge on side `d` of cell (x, y)."""
    if d == "E":
        return (x, y, "E")
    if d == "S":
        return (x, y, "S")
    if d == "W":
        return (x - 1, y, "E")
    return (x, y - 1, "S")


@dataclass(frozen=True)
class Thing:
    """The one encounter of a cell-level."""

    kind: str
    sign: str = ""
    """"+" or "-" for political prisons and political cops."""
    exote: bool = False
    """An exote beast (option): twice the bullets and grenades to kill."""
    items: tuple[tuple[str, int], ...] = ()
    """What lies there (caches, blade and bridle cells)."""


@dataclass
class Dungeon:
    width: int
    height: int
    levels: int
    cells: frozenset[Cell]
    walls: dict[Edge, str]
    """Inner sides with a wall (simple, wire, monolith); absent = no wall. Outer sides are
    monoliths."""
    exit: tuple[Cell, str]
    """The cell behind the exit and the side of it the exit is on."""
    things: dict[Spot, Thing]
    pits: dict[Spot, Spot] = field(default_factory=dict)
    """Each pit's destination (a hanging pit leads to itself)."""
    rivers: list[tuple[Spot, ...]] = field(default_factory=list)
    """Each river from source (pipe) to lavatory pan."""
    title: str = ""
    description: str = ""
    """A hand-made dungeon's one line for the players (its idea, not its secrets)."""

    # --- geometry ---------------------------------------------------------------------
    def in_base(self, cell: Cell) -> bool:
        return 1 <= cell[0] <= self.width and 1 <= cell[1] <= self.height

    def branches(self) -> list[Cell]:
        return sorted(c for c in self.cells if not self.in_base(c))

    def wall(self, x: int, y: int, d: str) -> str:
        """The map's wall on side `d` of (x, y): none, simple, wire or monolith."""
        other = step(x, y, d)
        if (x, y) not in self.cells or other not in self.cells:
            return "monolith"
        return self.walls.get(edge_of(x, y, d), "none")

    def sides(self) -> tuple[dict[Edge, str], dict[Cell, tuple[tuple[str, Cell], ...]]]:
        """Every cell's `wall` on each side, keyed (x, y, side), and its neighbours in the
        map with the side they lie on (N, E, S, W): worked out once for a match, whose map
        never changes (the gamemaster asks thousands of times a game)."""
        walls: dict[Edge, str] = {}
        around: dict[Cell, tuple[tuple[str, Cell], ...]] = {}
        for x, y in self.cells:
            for d in DIRS:
                walls[(x, y, d)] = self.wall(x, y, d)
            around[(x, y)] = tuple((d, n) for d in DIRS if (n := step(x, y, d)) in self.cells)
        return walls, around

    def spots(self) -> Iterator[Spot]:
        for level in range(1, self.levels + 1):
            for x, y in sorted(self.cells):
                yield (x, y, level)

    def thing(self, spot: Spot) -> Thing | None:
        return self.things.get(spot)

    def kind(self, spot: Spot) -> str:
        t = self.things.get(spot)
        return t.kind if t else ""

    def spots_of(self, *kinds: str) -> list[Spot]:
        return sorted(s for s, t in self.things.items() if t.kind in kinds)

    def treasure(self) -> Spot:
        return self.spots_of("treasure")[0]

    def exit_cell(self) -> Cell:
        return self.exit[0]

    def river_next(self, spot: Spot) -> Spot | None:
        """The next link downstream (None at the pan or off a river)."""
        for river in self.rivers:
            if spot in river:
                i = river.index(spot)
                return river[i + 1] if i + 1 < len(river) else None
        return None

    def river_of(self, spot: Spot) -> tuple[Spot, ...] | None:
        return next((r for r in self.rivers if spot in r), None)

    def nearest(self, cell: Cell, spots: list[Spot]) -> Spot | None:
        """Least |dx|+|dy|, walls ignored, ties lower y then x, then level (lab §4.5)."""
        if not spots:
            return None
        return min(spots, key=lambda s: (abs(s[0] - cell[0]) + abs(s[1] - cell[1]),
                                         s[1], s[0], s[2]))
