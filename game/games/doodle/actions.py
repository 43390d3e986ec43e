"""Doodle Dungeon actions: commands, each with its seat (cells are indices, A1 = 0)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, register

GAME = "doodle"


@register(GAME)
@dataclass(frozen=True)
class PickCard(Action):
    """Take a card from the display (doodle §4.2)."""

    card: int


@register(GAME)
@dataclass(frozen=True)
class BuildWall(Action):
    """Draw the active wall formation on these cells (doodle §4.3)."""

    cells: tuple[int, ...]


@register(GAME)
@dataclass(frozen=True)
class PlacePiece(Action):
    """Draw the active monster or trap (`kind`) on one space (doodle §4.3)."""

    kind: str
    cell: int


@register(GAME)
@dataclass(frozen=True)
class HideTreasure(Action):
    """Note a treasure's coordinate on the private list (doodle §4.3)."""

    cell: int


@register(GAME)
@dataclass(frozen=True)
class TickBox(Action):
    """Tick box `box` (0-based, the next unticked one) of an improvement category."""

    category: str
    box: int


@register(GAME)
@dataclass(frozen=True)
class TurnCard(Action):
    """Done: turn the installed card over; its installations become final (seed ch.2 §1(3))."""


@register(GAME)
@dataclass(frozen=True)
class PathStep(Action):
    """Extend the hero path being drawn by one orthogonal step (doodle §4.4)."""

    cell: int


@register(GAME)
@dataclass(frozen=True)
class FinishPath(Action):
    """Hand the finished path (ending on the Exit) back to the sheet's owner."""


@register(GAME)
@dataclass(frozen=True)
class PlayCard(Action):
    """Play an action card from the hand on the current stop (doodle §4.6)."""

    card: int


@register(GAME)
@dataclass(frozen=True)
class PassCard(Action):
    """Play no card in this window (or keep the dice after Rage)."""


@register(GAME)
@dataclass(frozen=True)
class Reroll(Action):
    """Rage: reroll the monster die at `die` (0-based) once (doodle §4.6)."""

    die: int
