"""Rial's events: everything in this game is public (rial §6), so every event is seen by
the whole table. None ever names a face-down card or a pile's order."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.core.events import Event


@dataclass(frozen=True, kw_only=True)
class Happened(Event):
    """One thing at the table. `what` tells the table what to animate (turned, walked,
    blocker, chest, chance, monster, trap, teleport, item, trade, exit, ...); `text` is the
    log line, with `{who}` standing for the seat's name (and `{other}` for `other`'s)."""

    what: str
    seat: int | None = None
    text: str = ""
    square: int | None = None
    squares: tuple[int, ...] = ()
    card: str = ""
    """A face-up card or a drawn card: 'door:4', 'monster:troll', 'key', ..."""
    passed: bool | None = None
    other: int | None = None

    def describe(self, names: Sequence[str]) -> str | None:
        if not self.text:
            return None
        who = names[self.seat] if self.seat is not None else "The table"
        other = names[self.other] if self.other is not None else ""
        return self.text.format(who=who, other=other)
