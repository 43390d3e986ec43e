"""What the hand-off screen tells the next seat of her rival's last turn: only what the
whole table saw (the roll, how many tiles were fogged, the traps re-armed, the raid and how
it ended), never a private event (what a fogged tile hides)."""
from __future__ import annotations

from typing import Sequence

from game.core.events import DiceRolled, Event
from game.games.trapper.board import label
from game.games.trapper.events import (AdventurerDied, NoRaid, RaidStarted, TileFogged,
                                       TileRevealed, TrapReactivated, TurnEnded)


class TurnNews:
    """Each seat's last finished turn, in public words, from the events as they are shown."""

    def __init__(self) -> None:
        self.parts: dict[int, list[str]] = {}
        """The turn under way of each seat: its public facts so far."""
        self.fogged: dict[int, int] = {}
        self.last: dict[int, list[str]] = {}
        """Each seat's last finished turn."""
        self.raider: int | None = None
        self.found: dict[int, int] = {}
        """Fogs the raid under way lifted (said as a count, to keep the note short)."""

    def take(self, event: Event) -> None:
        """Note a shown event; a private one (`visible_to` set) is never read."""
        if event.visible_to is not None:
            return
        if isinstance(event, DiceRolled) and event.purpose == "action points" and \
                event.seat is not None:
            self.parts[event.seat] = [f"rolled {sum(event.values)} AP"]
            self.fogged[event.seat] = 0
        elif isinstance(event, TileFogged):
            self.fogged[event.owner] = self.fogged.get(event.owner, 0) + 1
        elif isinstance(event, TrapReactivated):
            self._say(event.owner, f"re-armed the {event.name} at {label(event.cell)}")
        elif isinstance(event, RaidStarted):
            self._fogs(event.seat)
            self.raider = event.seat
            self._say(event.seat, f"raided with fortitude {event.fortitude}")
        elif isinstance(event, TileRevealed) and self.raider is not None:
            self.found[self.raider] = self.found.get(self.raider, 0) + 1
        elif isinstance(event, AdventurerDied):
            found = self.found.pop(event.seat, 0)
            if found:
                self._say(event.seat, f"lifted {found} fog{'s' if found != 1 else ''}")
            self._say(event.seat, "conceded the raid" if event.conceded else
                      f"died at {label(event.cell)}")
        elif isinstance(event, NoRaid):
            self._fogs(event.seat)
            self._say(event.seat, "had no AP left: no raid")
        elif isinstance(event, TurnEnded):
            self._fogs(event.seat)
            self.last[event.seat] = self.parts.pop(event.seat, [])

    def _say(self, seat: int, words: str) -> None:
        self.parts.setdefault(seat, []).append(words)

    def _fogs(self, seat: int) -> None:
        """The trapping stage's new fog, said once, before the raid."""
        count = self.fogged.pop(seat, 0)
        if count:
            self._say(seat, f"fogged {count} new tile{'s' if count != 1 else ''}")

    def of(self, seat: int, names: Sequence[str]) -> str:
        """"Bo's last turn: rolled 8 AP, fogged 2 new tiles, raided with fortitude 3, died
        at (2,6)." ("" before the seat has finished a turn at this table)."""
        said = self.last.get(seat)
        if not said:
            return ""
        return f"{names[seat]}'s last turn: " + ", ".join(said) + "."
