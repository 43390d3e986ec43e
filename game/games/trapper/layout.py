"""A ready-made dungeon shape (trapper §4.1): the bottom of the package, needed by both the
preset maps (`maps.py`) and the content (`content.py`)."""
from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int]


@dataclass(frozen=True)
class Layout:
    """A ready-made dungeon shape: walls and the heirloom (a preset map)."""

    id: str
    title: str
    walls: frozenset[Cell]
    heirloom: Cell
