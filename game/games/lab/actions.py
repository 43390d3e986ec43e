"""DungeonLab's actions (lab §4.1–4.3, §5, §6)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, register

GAME = "lab"


@register(GAME)
@dataclass(frozen=True)
class Land(Action):
    """Name a cell-level of the base rectangle to land on (lab §4.1)."""

    x: int
    y: int
    level: int


@register(GAME)
@dataclass(frozen=True)
class Move(Action):
    """Move N, E, S or W (lab §4.3); riding, a jump of two cells."""

    direction: str


@register(GAME)
@dataclass(frozen=True)
class Climb(Action):
    """Go up (-1) or down (+1) a level in the same cell (lab §4.3)."""

    delta: int


@register(GAME)
@dataclass(frozen=True)
class Shoot(Action):
    ammo: str
    amount: int
    direction: str


@register(GAME)
@dataclass(frozen=True)
class Feel(Action):
    """An exote feels the walls of her cell (lab §4.3)."""


@register(GAME)
@dataclass(frozen=True)
class Trade(Action):
    """Buy (amount > 0) or sell (amount < 0) one item type in a store (lab §3.3)."""

    item: str
    amount: int


@register(GAME)
@dataclass(frozen=True)
class Strike(Action):
    """Morgul-strike another player in her cell (lab §4.2, seed §8)."""

    target: int


@register(GAME)
@dataclass(frozen=True)
class Suicide(Action):
    """Bang her head against a standing wall beside her (lab §4.2, seed §2)."""


@register(GAME)
@dataclass(frozen=True)
class Banish(Action):
    """Free: the morgul blade sends the beast or eyescorcher of her cell to Mordor."""


@register(GAME)
@dataclass(frozen=True)
class Dismount(Action):
    """Free: leave the ontifutlas here, bridled."""


@register(GAME)
@dataclass(frozen=True)
class Answer(Action):
    """Yes or no to the question she was asked (trees, prisons, cops, the walking stick)."""

    yes: bool


@register(GAME)
@dataclass(frozen=True)
class Resign(Action):
    """Leave the game (lab §5 HOUSE RULE)."""


@register(GAME)
@dataclass(frozen=True)
class Sketch(Action):
    """A private edit of her own notebook (lab §6): free, never seen by anyone else."""

    op: str
    args: tuple = ()


MOVES = {"N", "E", "S", "W"}
