"""Events: past-tense facts the rules report, each saying who may see it.

The table drains events to animate and to write the game log. `visible_to=None` means the
whole table may see it; otherwise only the listed seats may.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Sequence


@dataclass(frozen=True, kw_only=True)
class Event:
    visible_to: frozenset[int] | None = None

    def visible(self, seat: int | None) -> bool:
        """May `seat` see this event? `seat=None` is the whole table (public events only)."""
        if self.visible_to is None:
            return True
        return seat is not None and seat in self.visible_to

    def describe(self, names: Sequence[str]) -> str | None:
        """One plain sentence for the game log, naming seats by name; None = not logged."""
        return None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(self).__name__}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, frozenset):
                value = sorted(value)
            data[f.name] = value
        return data


def only(*seats: int) -> frozenset[int]:
    """`visible_to` for events only these seats may see."""
    return frozenset(seats)


@dataclass(frozen=True, kw_only=True)
class DiceRolled(Event):
    """Dice were rolled: the tray animates to exactly these values."""

    seat: int | None
    sides: int | tuple[int, ...]
    values: tuple[int, ...]
    purpose: str = ""
    total_text: str = ""

    def describe(self, names: Sequence[str]) -> str | None:
        who = names[self.seat] if self.seat is not None else "The table"
        what = f" for {self.purpose}" if self.purpose else ""
        shown = " + ".join(str(v) for v in self.values)
        total = self.total_text or (f" = {sum(self.values)}" if len(self.values) > 1 else "")
        return f"{who} rolls {shown}{total}{what}."


@dataclass(frozen=True, kw_only=True)
class Said(Event):
    """A plain sentence for the log (a rule explaining what happened and why)."""

    text: str

    def describe(self, names: Sequence[str]) -> str | None:
        return self.text


@dataclass(frozen=True, kw_only=True)
class GameEnded(Event):
    headline: str

    def describe(self, names: Sequence[str]) -> str | None:
        return self.headline
