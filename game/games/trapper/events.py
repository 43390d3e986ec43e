"""Trapper's events: past-tense facts for the table and the game log (never "you").

Every event about a dungeon carries `owner` (whose dungeon) so secrecy checks know whose
secret a cell is. Private events set `visible_to=only(owner)`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.core.events import DiceRolled, Event
from game.games.trapper.board import label

Cell = tuple[int, int]


@dataclass(frozen=True, kw_only=True)
class DungeonEdited(Event):
    """Setup: the builder changed their own dungeon (private to the builder)."""

    owner: int
    text: str

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.owner]} {self.text}."


@dataclass(frozen=True, kw_only=True)
class DungeonReady(Event):
    owner: int
    fogged: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.owner]}'s dungeon is ready ({self.fogged} fogged tiles)."


@dataclass(frozen=True, kw_only=True)
class FirstPlayerChosen(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} is drawn to go first."


@dataclass(frozen=True, kw_only=True)
class TrapBought(Event):
    """Private: what was bought and where (trapper §6: owner only)."""

    owner: int
    kind: str
    name: str
    cell: Cell
    facing: str | None
    cost: int

    def describe(self, names: Sequence[str]) -> str | None:
        facing = f" facing {self.facing}" if self.facing else ""
        return (f"{names[self.owner]} buys {self.name}{facing} at {label(self.cell)} "
                f"for {self.cost} AP.")


@dataclass(frozen=True, kw_only=True)
class TileFogged(Event):
    """Public: a new fog appeared on the owner's dungeon (the type stays secret)."""

    owner: int
    cell: Cell
    ap_left: int

    def describe(self, names: Sequence[str]) -> str | None:
        return (f"{names[self.owner]} fogs a tile at {label(self.cell)} "
                f"({self.ap_left} AP left).")


@dataclass(frozen=True, kw_only=True)
class TrapReactivated(Event):
    owner: int
    kind: str
    name: str
    cell: Cell
    cost: int

    def describe(self, names: Sequence[str]) -> str | None:
        return (f"{names[self.owner]} re-arms the {self.name} at {label(self.cell)} "
                f"for {self.cost} AP.")


@dataclass(frozen=True, kw_only=True)
class RaidStarted(Event):
    seat: int
    owner: int
    fortitude: int

    def describe(self, names: Sequence[str]) -> str | None:
        return (f"{names[self.seat]}'s adventurer enters {names[self.owner]}'s dungeon "
                f"with fortitude {self.fortitude}.")


@dataclass(frozen=True, kw_only=True)
class NoRaid(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} has no AP left for fortitude: no raid this turn."


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    seat: int
    owner: int
    cell: Cell
    pushed: bool = False

    def describe(self, names: Sequence[str]) -> str | None:
        how = "is blown to" if self.pushed else "steps to"
        return f"{names[self.seat]}'s adventurer {how} {label(self.cell)}."


@dataclass(frozen=True, kw_only=True)
class TileRevealed(Event):
    owner: int
    cell: Cell
    kind: str
    """A trap id, or 'heirloom'."""
    name: str
    facing: str | None = None
    active: bool = True

    def describe(self, names: Sequence[str]) -> str | None:
        facing = f" facing {self.facing}" if self.facing else ""
        state = "" if self.active or self.kind == "heirloom" else " (disabled)"
        return f"The fog at {label(self.cell)} lifts: {self.name}{facing}{state}."


@dataclass(frozen=True, kw_only=True)
class SeparateDiceRolled(DiceRolled):
    """Dice judged one by one, never summed (trapper §4.5 Wall Darts: each d12 hits or
    not). `total_text` ("= 2 hits") is what the dice tray shows beside the trap's name."""

    verdict: str

    def describe(self, names: Sequence[str]) -> str | None:
        who = names[self.seat] if self.seat is not None else "The table"
        shown = ", ".join(str(v) for v in self.values)
        return f"{who} rolls {shown} for {self.purpose}: {self.verdict}."


@dataclass(frozen=True, kw_only=True)
class TrapResolved(Event):
    """A trap went off; `text` says what happened and why."""

    seat: int
    owner: int
    cell: Cell
    kind: str
    text: str
    killed: bool
    fortitude: int

    def describe(self, names: Sequence[str]) -> str | None:
        return self.text


@dataclass(frozen=True, kw_only=True)
class AdventurerDied(Event):
    seat: int
    owner: int
    cell: Cell
    conceded: bool = False

    def describe(self, names: Sequence[str]) -> str | None:
        if self.conceded:
            return f"{names[self.seat]} concedes the raid: the adventurer is lost."
        return f"{names[self.seat]}'s adventurer dies at {label(self.cell)}."


@dataclass(frozen=True, kw_only=True)
class HeirloomTaken(Event):
    seat: int
    owner: int
    cell: Cell

    def describe(self, names: Sequence[str]) -> str | None:
        return (f"{names[self.seat]}'s adventurer takes {names[self.owner]}'s Prized "
                f"Heirloom at {label(self.cell)}!")


@dataclass(frozen=True, kw_only=True)
class DungeonsRevealed(Event):
    """The game is over: both dungeons are shown in full (HOUSE RULE, trapper §5)."""

    cells: tuple[tuple[int, tuple[Cell, ...]], ...]
    """(owner, the tiles whose fog lifted now) for each dungeon."""

    def describe(self, names: Sequence[str]) -> str | None:
        return "The fog lifts on both dungeons: every trap and heirloom is shown."


@dataclass(frozen=True, kw_only=True)
class TurnEnded(Event):
    seat: int
    next_seat: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"End of {names[self.seat]}'s turn; {names[self.next_seat]} is next."
