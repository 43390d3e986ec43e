"""DungeonLab's events: what the gamemaster tells one player, and the few public facts
(deaths, resignations, the win) (lab §6)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.core.events import Event


@dataclass(frozen=True, kw_only=True)
class GmSaid(Event):
    """A sentence of the gamemaster to one player (visible_to = her seat), or to all when
    "show others' moves" is on (then prefixed with her name)."""

    seat: int
    text: str
    tag: str = ""
    """What it is about, for the table's pictures: look, pit, river, carry, teleport, hit,
    store, tree, question, shot, wall, land, win, ..."""
    lost: bool = False
    """She no longer knows where she is (a pit, river, carry or teleport): the notebook
    offers a new fragment."""
    level: int | None = None
    """The level the sentence tells her she is on now (a climb, a pit, a waterfall, a
    throw): her notebook turns to that page."""

    def describe(self, names: Sequence[str]) -> str | None:
        if self.visible_to is None:
            return f"{names[self.seat]}: {self.text}"
        return self.text


@dataclass(frozen=True, kw_only=True)
class PublicNews(Event):
    """A fact every log reads: "<name> died", "<name> resigned", a landing, the win."""

    seat: int
    text: str
    tag: str = ""

    def describe(self, names: Sequence[str]) -> str | None:
        return self.text


@dataclass(frozen=True, kw_only=True)
class TurnPassed(Event):
    """Whose turn it is now (public)."""

    seat: int
    round: int

    def describe(self, names: Sequence[str]) -> str | None:
        return None
