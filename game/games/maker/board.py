"""The dungeon sheet: tiles, openings and where things may be built (maker §3.1, §3.2, §4.4).

A cell is `(x, y)`, X = column 1-6 left to right, Y = row 1-6 top to bottom (north = Y 1).
Openings are a string of compass letters in N, E, S, W order ("NS", "NE", "NESW").
The functions here are pure and shared by the rules and the bots (which rebuild a sheet
from their view with `tiles_from_view`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Iterator

from game.core.grid import step
from game.games.maker.content import Item, Kinds
from game.games.maker.words import a_or_an

Cell = tuple[int, int]
SIZE = 6
DIRS = "NESW"
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
SHAPES: dict[str, str] = {"straight": "NS", "corner": "NE", "t": "NES", "cross": "NESW"}
"""Each path shape's openings before any turn (maker §3.2)."""
STAIRS = "stairs"
ENTRANCE = "entrance"


@dataclass
class Tile:
    """One square of the sheet: at most one main thing, plus a trap mark on a path."""

    kind: str = ""
    """'' (nothing built), 'entrance', 'stairs' or a market item id."""
    openings: str = ""
    trap: str = ""
    loot: str = ""
    """'', 'gem' or 'potion'."""

    def is_empty(self) -> bool:
        """Empty = no loot and nothing built (maker §4.4)."""
        return not self.kind and not self.loot

    def to_view(self) -> list[str]:
        return [self.kind, self.openings, self.trap, self.loot]

    def __deepcopy__(self, memo: dict) -> "Tile":
        """Tiles hold only strings: a flat copy is a deep one (and much faster)."""
        return Tile(self.kind, self.openings, self.trap, self.loot)


# --- geometry --------------------------------------------------------------------------
def canon(openings: Iterable[str]) -> str:
    """Openings in N, E, S, W order, without repeats."""
    given = set(openings)
    return "".join(d for d in DIRS if d in given)


def rotate(openings: str, turns: int = 1) -> str:
    """Turn openings clockwise by quarter turns."""
    return canon(DIRS[(DIRS.index(d) + turns) % 4] for d in openings)


def orientations(shape: str) -> list[str]:
    """The distinct turns of a path shape (straight 2, corner 4, T 4, cross 1)."""
    return list(_orientations(shape))


@lru_cache(maxsize=None)
def _orientations(shape: str) -> tuple[str, ...]:
    out: list[str] = []
    for turns in range(4):
        o = rotate(SHAPES[shape], turns)
        if o not in out:
            out.append(o)
    return tuple(out)


def shape_of(openings: str) -> str | None:
    """The path shape these openings draw, or None if they draw none (maker §3.2)."""
    o = canon(openings)
    if o != openings:
        return None
    for name, base in SHAPES.items():
        if o in orientations(name):
            return name
    return None


def all_cells(size: int = SIZE) -> Iterator[Cell]:
    """Every cell, row by row."""
    for y in range(1, size + 1):
        for x in range(1, size + 1):
            yield x, y


def on_sheet(cell: Cell, size: int = SIZE) -> bool:
    return 1 <= cell[0] <= size and 1 <= cell[1] <= size


def index(cell: Cell, size: int = SIZE) -> int:
    return (cell[1] - 1) * size + cell[0] - 1


def corners(size: int = SIZE) -> list[Cell]:
    return [(1, 1), (size, 1), (1, size), (size, size)]


@lru_cache(maxsize=4096)
def neighbours(cell: Cell, size: int = SIZE) -> tuple[tuple[str, Cell], ...]:
    """(direction, cell) of the orthogonal neighbours on the sheet, N, E, S, W."""
    return tuple((d, n) for d in DIRS if on_sheet(n := step(cell, d), size))


def edge_directions(cell: Cell, size: int = SIZE) -> str:
    """The sides of a cell that face the sheet's edge."""
    return canon(d for d in DIRS if not on_sheet(step(cell, d), size))


def entrance_choices(size: int = SIZE) -> list[tuple[Cell, str]]:
    """The 8 entrances: a straight on a corner with one opening to the edge (maker §4.1)."""
    return [(c, o) for c in corners(size) for o in orientations("straight")]


def is_entrance_choice(cell: Cell, openings: str, size: int = SIZE) -> bool:
    return (cell, openings) in entrance_choices(size)


# --- a sheet ---------------------------------------------------------------------------
def new_tiles(size: int = SIZE) -> list[Tile]:
    return [Tile() for _ in range(size * size)]


def tiles_from_view(rows: list[list[str]]) -> list[Tile]:
    """Rebuild tiles from a view's `tiles` list (bots and the table)."""
    return [Tile(*row) for row in rows]


class Sheet:
    """Read helpers over a list of tiles and the content's tile roles."""

    def __init__(self, tiles: list[Tile], kinds: Kinds, size: int = SIZE) -> None:
        self.tiles = tiles
        self.kinds = kinds
        self.size = size

    def at(self, cell: Cell) -> Tile:
        return self.tiles[(cell[1] - 1) * self.size + cell[0] - 1]

    def cells(self) -> Iterator[Cell]:
        return all_cells(self.size)

    def is_network(self, cell: Cell) -> bool:
        return self.at(cell).kind in self.kinds.network

    def is_room(self, cell: Cell) -> bool:
        return self.at(cell).kind in self.kinds.rooms

    def is_acid(self, cell: Cell) -> bool:
        kind = self.at(cell).kind
        return kind == self.kinds.acid or kind in self.kinds.bridges

    def opens(self, cell: Cell, direction: str) -> bool:
        """Does the tile at `cell` open towards `direction`? Stairs open on all sides."""
        tile = self.at(cell)
        if tile.kind == STAIRS:
            return True
        return tile.kind in self.kinds.network and direction in tile.openings

    def facing(self, cell: Cell) -> str:
        """Directions from `cell` in which a network neighbour opens towards it (N, E, S, W
        order, as `neighbours` gives them)."""
        tiles, size, network = self.tiles, self.size, self.kinds.network
        out = ""
        for d, n in neighbours(cell, size):
            there = tiles[(n[1] - 1) * size + n[0] - 1]
            if there.kind in network and (there.kind == STAIRS
                                          or OPPOSITE[d] in there.openings):
                out += d
        return out

    def joins(self, cell: Cell, openings: str) -> bool:
        """Would a network tile with `openings` at `cell` face a neighbour's opening?"""
        facing = self.facing(cell)
        return any(d in facing for d in openings)

    def connected_neighbours(self, cell: Cell) -> list[Cell]:
        """Network (or stairs) neighbours joined to `cell` by facing openings (maker §4.7).
        (The hot path of every route: `opens` written out on the tiles list.)"""
        tiles, size, network = self.tiles, self.size, self.kinds.network
        here = tiles[(cell[1] - 1) * size + cell[0] - 1]
        if here.kind == STAIRS:
            sides = DIRS
        elif here.kind in network:
            sides = here.openings
        else:
            return []
        out = []
        for d, n in neighbours(cell, size):
            if d not in sides:
                continue
            there = tiles[(n[1] - 1) * size + n[0] - 1]
            if there.kind == STAIRS or (there.kind in network and OPPOSITE[d] in there.openings):
                out.append(n)
        return out

    def network_cells(self) -> list[Cell]:
        return [c for c in self.cells() if self.is_network(c)]

    def entrance(self) -> Cell | None:
        return next((c for c in self.cells() if self.at(c).kind == ENTRANCE), None)


# --- placement (maker §4.4) ------------------------------------------------------------
def placement_problem(sheet: Sheet, item: Item, cell: Cell, openings: str) -> str | None:
    """Why `item` may not go on `cell` with `openings`; None when it may (maker §4.4)."""
    if not on_sheet(cell, sheet.size):
        return f"({cell[0]}, {cell[1]}) is not on the sheet."
    tile = sheet.at(cell)
    where = f"({cell[0]}, {cell[1]})"
    if item.network:
        if canon(openings) != openings or shape_of(openings) not in item.shapes:
            shapes = " or ".join(item.shapes)
            return f"{a_or_an(item.name, capital=True)} is drawn on a {shapes} path; " \
                   f"{openings or 'no openings'} " \
                   "is not one."
    elif openings:
        return f"{a_or_an(item.name, capital=True)} has no openings."
    if item.placed_on == "path":
        if tile.kind not in sheet.kinds.trap_bearing:
            return f"A trap goes on a path or bridge; {where} holds " \
                   f"{_holds(tile, sheet.kinds)}, not a path or bridge."
        if tile.trap:
            return f"{where} already has a trap."
        return None
    if item.placed_on == "acid_connected":
        if tile.kind != sheet.kinds.acid:
            if tile.kind in sheet.kinds.bridges:
                return f"The acid pond at {where} already has a bridge."
            return f"A bridge goes on an acid pond; {where} holds " \
                   f"{_holds(tile, sheet.kinds)}."
    elif not tile.is_empty():
        return f"{where} holds {_holds(tile, sheet.kinds)}: build only on empty tiles."
    if item.network and not sheet.joins(cell, openings):
        return f"No opening of this {item.name} at {where} faces an opening of a " \
               "network tile next to it."
    return None


def _holds(tile: Tile, kinds: Kinds) -> str:
    if tile.loot:
        return a_or_an(tile.loot.capitalize())
    if not tile.kind:
        return "nothing"
    if tile.kind in (ENTRANCE, STAIRS):
        return f"the {tile.kind}"
    return a_or_an(kinds.name(tile.kind))


def placements(sheet: Sheet, item: Item, memo: dict[Cell, str] | None = None
               ) -> Iterator[tuple[Cell, str]]:
    """Every legal (cell, openings) for `item` on this sheet (maker §4.4), row by row. `memo`
    keeps each cell's facing openings between calls on the same, unchanged sheet."""
    kinds = sheet.kinds
    memo = {} if memo is None else memo
    cells = _cells(sheet.size)
    where = item.placed_on
    if where == "path":
        bearing = kinds.trap_bearing
        for cell, tile in zip(cells, sheet.tiles):
            if tile.kind in bearing and not tile.trap:
                yield cell, ""
        return
    if where == "empty":
        for cell, tile in zip(cells, sheet.tiles):
            if not tile.kind and not tile.loot:
                yield cell, ""
        return
    turns = _turns(tuple(item.shapes))
    acid = kinds.acid if where == "acid_connected" else None
    for cell, tile in zip(cells, sheet.tiles):
        if acid is not None:
            if tile.kind != acid:
                continue
        elif tile.kind or tile.loot:
            continue
        facing = memo.get(cell)
        if facing is None:
            facing = memo[cell] = sheet.facing(cell)
        if not facing:
            continue
        for openings in _touching(facing, turns):
            yield cell, openings


@lru_cache(maxsize=None)
def _turns(shapes: tuple[str, ...]) -> tuple[str, ...]:
    """Every turn of every shape, shape by shape (as an item lists its shapes)."""
    return tuple(o for shape in shapes for o in _orientations(shape))


@lru_cache(maxsize=None)
def _touching(facing: str, turns: tuple[str, ...]) -> tuple[str, ...]:
    """The turns with an opening towards one of the `facing` directions, in order."""
    return tuple(o for o in turns if any(d in facing for d in o))


@lru_cache(maxsize=None)
def _cells(size: int) -> tuple[Cell, ...]:
    return tuple(all_cells(size))


def open_ends(sheet: Sheet) -> list[Cell]:
    """The tiles the network may still grow onto (maker §4.4), row by row: next to a network
    opening that faces them, and empty, or holding loot (collected, the tile is empty), or
    an acid pond without a bridge (a bridge is connected too)."""
    acid = sheet.kinds.acid
    return [c for c in sheet.cells()
            if (not sheet.at(c).kind or sheet.at(c).kind == acid) and sheet.facing(c)]


def closes_last_end(sheet: Sheet, item: Item, cell: Cell, openings: str) -> bool:
    """Would building `item` at `cell` (a legal placement) leave a network that had an open
    end with none (`open_ends`)? From then on nothing connected can be built, and the stairs
    fall back to the farthest network tile (maker §4.5 (b)). The rules allow such a build;
    the table asks first. A trap changes no tile's kind, so it never closes anything."""
    if item.placed_on == "path" or not open_ends(sheet):
        return False
    tiles = list(sheet.tiles)
    tiles[index(cell, sheet.size)] = Tile(item.id, openings if item.network else "")
    return not open_ends(Sheet(tiles, sheet.kinds, sheet.size))


def stairs_cells(sheet: Sheet, last_built: Cell | None) -> tuple[list[Cell], str]:
    """Where the stairs may go and which rule allows it (maker §4.5).

    Returns (cells, 'last') next to the last tile built; else (cells, 'a') next to any
    facing opening; else ([], 'b'): the farthest network tile becomes the exit.
    """
    open_cells = [c for c in sheet.cells() if sheet.at(c).is_empty() and sheet.facing(c)]
    if last_built is not None:
        near = [c for c in open_cells if abs(c[0] - last_built[0])
                + abs(c[1] - last_built[1]) == 1]
        if near:
            return near, "last"
    if open_cells:
        return open_cells, "a"
    return [], "b"


def view_tiles(tiles: list[Tile]) -> list[list[str]]:
    """`Tile.to_view` of each tile (written out: every view builds 36 of them a seat)."""
    return [[t.kind, t.openings, t.trap, t.loot] for t in tiles]


def describe_cell(cell: Cell) -> str:
    return f"({cell[0]}, {cell[1]})"
