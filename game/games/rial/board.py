"""The board (rial §3.1): squares numbered `row * width + column`, entrances as -1..-4.

A `Layout` is built from a Tiled map (maps.py) or from text rows (`R`, `P`, `#`) and holds
everything the rules ask of the geometry: kinds, neighbours and the entrances' edge squares.
"""
from __future__ import annotations

from dataclasses import dataclass, field

ROOM, PASSAGE, ROCK = "R", "P", "#"
ENTRANCE_NAMES = {1: "North", 2: "East", 3: "South", 4: "West"}

STANDARD_ROWS = (
    "RRRR#PP#RRRR",
    "RRRRPPPPRRRR",
    "RRRRP##PRRRR",
    "RRRRP##PRRRR",
    "#PPPRRRRPPP#",
    "PP##RRRR##PP",
    "PP##RRRR##PP",
    "#PPPRRRRPPP#",
    "RRRRP##PRRRR",
    "RRRRP##PRRRR",
    "RRRRPPPPRRRR",
    "RRRR#PP#RRRR",
)
"""The standard board of rial §3.1 (also shipped as maps/rial/standard.tmx)."""
STANDARD_ENTRANCES = {1: (5, 0), 2: (11, 5), 3: (6, 11), 4: (0, 6)}
"""Entrance number -> (column, row) of its edge square: F1, L6, G12, A7."""


def label_of(column: int, row: int) -> str:
    """'A1' style: columns A.., rows 1.."""
    return f"{chr(ord('A') + column)}{row + 1}"


@dataclass(frozen=True)
class Layout:
    id: str
    title: str
    width: int
    height: int
    kinds: tuple[str, ...]
    """kinds[square]: R, P or #."""
    entrances: tuple[tuple[int, int], ...]
    """(entrance number, edge square) for 1..4."""
    neighbours: tuple[tuple[int, ...], ...] = field(default=(), compare=False)
    passage: tuple[bool, ...] = field(default=(), compare=False)
    """passage[square]: is it a passage square?"""

    @classmethod
    def build(cls, id: str, title: str, width: int, height: int, kinds: tuple[str, ...],
              entrances: dict[int, int]) -> "Layout":
        ents = tuple(sorted(entrances.items()))
        nbrs = []
        for sq in range(width * height):
            out: list[int] = []
            if kinds[sq] != ROCK:
                c, r = sq % width, sq // width
                for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0)):
                    nc, nr = c + dc, r + dr
                    if 0 <= nc < width and 0 <= nr < height and kinds[nr * width + nc] != ROCK:
                        out.append(nr * width + nc)
                out += [-n for n, edge in ents if edge == sq]
            nbrs.append(tuple(out))
        return cls(id, title, width, height, kinds, ents, tuple(nbrs),
                   tuple(k == PASSAGE for k in kinds))

    @classmethod
    def from_rows(cls, id: str, title: str, rows: tuple[str, ...],
                  entrances: dict[int, tuple[int, int]]) -> "Layout":
        width, height = len(rows[0]), len(rows)
        kinds = tuple(ch for row in rows for ch in row)
        return cls.build(id, title, width, height, kinds,
                         {n: r * width + c for n, (c, r) in entrances.items()})

    def neighbours_of(self, sq: int) -> tuple[int, ...]:
        """Connected squares (and an entrance beside its edge square); an entrance's only
        neighbour is its edge square."""
        if sq < 0:
            return (self.edge(-sq),)
        return self.neighbours[sq]

    def edge(self, entrance: int) -> int:
        return dict(self.entrances)[entrance]

    def squares(self, kind: str | None = None) -> list[int]:
        """Non-rock squares (or only those of `kind`)."""
        return [i for i, k in enumerate(self.kinds)
                if k != ROCK and (kind is None or k == kind)]

    def label(self, sq: int) -> str:
        if sq < 0:
            return f"entrance {-sq} ({ENTRANCE_NAMES.get(-sq, '?')})"
        return label_of(sq % self.width, sq // self.width)

    def square_at(self, text: str) -> int:
        """'F2' -> square number (tests and the log)."""
        column = ord(text[0].upper()) - ord("A")
        return (int(text[1:]) - 1) * self.width + column

    def connected(self, a: int, b: int) -> bool:
        """Same square or orthogonally adjacent non-rock squares (rial §3.1)."""
        return a >= 0 and b >= 0 and (a == b or b in self.neighbours[a])


def standard_layout() -> Layout:
    return Layout.from_rows("standard", "Standard board", STANDARD_ROWS, STANDARD_ENTRANCES)


def unreachable(layout: Layout) -> list[int]:
    """Non-rock squares not connected to entrance 1 (a valid board has none)."""
    if not layout.entrances:
        return layout.squares()
    start = layout.entrances[0][1]
    seen = {start}
    todo = [start]
    while todo:
        for n in layout.neighbours_of(todo.pop()):
            if n >= 0 and n not in seen:
                seen.add(n)
                todo.append(n)
    return [sq for sq in layout.squares() if sq not in seen]
