"""What the player holds: a market item (or the entrance) with its shape and turn."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.games.maker.board import SHAPES, rotate

PATH_CHIPS = ("straight", "corner", "t", "cross")
Cell = tuple[int, int]


@dataclass
class Hand:
    """The item in hand, its path shape and quarter turns (clockwise)."""

    item: str | None = None
    shape: str = "straight"
    turns: int = 0

    def take(self, item: str, shape: str | None = None) -> None:
        if item != self.item:
            self.turns = 0
        self.item = item
        if shape:
            self.shape = shape

    def drop(self) -> None:
        self.item = None

    def turn(self, step: int = 1) -> None:
        self.turns = (self.turns + step) % 4

    def next_shape(self, shapes: list[str]) -> None:
        """Cycle the path shape a gate or boss is drawn on (right click)."""
        if shapes:
            i = shapes.index(self.shape) if self.shape in shapes else -1
            self.shape = shapes[(i + 1) % len(shapes)]

    def openings(self, shapes: list[str]) -> str:
        """The openings the held tile draws ('' for items without a path)."""
        if not shapes:
            return ""
        shape = self.shape if self.shape in shapes else shapes[0]
        return rotate(SHAPES[shape], self.turns)

    def entrance(self) -> str:
        """The entrance straight: N-S or E-W, turned by the wheel."""
        return "NS" if self.turns % 2 == 0 else "EW"


@dataclass
class MakerPointer:
    """One seat's pointer state at the Maker table (issue 16 §1): what it holds and how it is
    turned, a stat being chosen for a spell, a Potion waiting for its spell, the sheet it
    looks at and the page of tabs. A hand-off never shows the next seat any of this."""

    hand: Hand = field(default_factory=Hand)
    choosing: str | None = None
    pending_potion: Cell | None = None
    peek: int | None = None
    page: int | None = None
    """None: the page of the seat's own tab."""
