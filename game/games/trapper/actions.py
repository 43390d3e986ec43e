"""Trapper's actions (trapper §4). Cells are (column, row) counted from 1."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, register

Cell = tuple[int, int]


@register("trapper")
@dataclass(frozen=True)
class PaintWalls(Action):
    """Setup: one drag stroke; `wall=True` paints walls on floor, False erases walls."""

    cells: tuple[Cell, ...]
    wall: bool = True


@register("trapper")
@dataclass(frozen=True)
class PlaceHeirloom(Action):
    """Setup: put (or move) the Prized Heirloom."""

    cell: Cell


@register("trapper")
@dataclass(frozen=True)
class PlaceTrap(Action):
    """Setup: place a free starting trap. Trapping stage: buy one (trapper §4.3)."""

    kind: str
    cell: Cell
    facing: str | None = None


@register("trapper")
@dataclass(frozen=True)
class ClearTile(Action):
    """Setup: take a trap or the heirloom off a tile."""

    cell: Cell


@register("trapper")
@dataclass(frozen=True)
class UseLayout(Action):
    """Setup: start from a preset dungeon (walls and heirloom) or 'random' (a whole dungeon)."""

    layout: str


@register("trapper")
@dataclass(frozen=True)
class ConfirmSetup(Action):
    """Setup: the dungeon is finished (validated by trapper §4.1)."""


@register("trapper")
@dataclass(frozen=True)
class RollAP(Action):
    """Turn start: roll 2d6 for action points (trapper §4.2)."""


@register("trapper")
@dataclass(frozen=True)
class Reactivate(Action):
    """Trapping stage: erase the X of a disabled trap of yours (trapper §4.3)."""

    cell: Cell


@register("trapper")
@dataclass(frozen=True)
class StartRaid(Action):
    """End the trapping stage: AP left become fortitude (trapper §4.4)."""


@register("trapper")
@dataclass(frozen=True)
class Step(Action):
    """Raid: move the adventurer one tile N/E/S/W (trapper §4.4)."""

    direction: str


@register("trapper")
@dataclass(frozen=True)
class Concede(Action):
    """Raid: give up; counts as a death (trapper §4.4, HOUSE RULE)."""
