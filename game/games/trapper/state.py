"""The whole mutable state of a Trapper match (plain dataclasses: compares with ==).

A deep copy of the state (the look-ahead copy of the rules, an undo snapshot) is built by
hand from its known shape: tiles, texts and enums are immutable and shared, every set,
dict and dataclass is new. It equals `copy.deepcopy`'s copy at a fraction of its cost.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

Cell = tuple[int, int]


def _twin(value: Any) -> Any:
    """A new instance of `value`'s class with a copy of its fields (all immutable)."""
    twin = object.__new__(type(value))
    twin.__dict__ = value.__dict__.copy()
    return twin


class Phase(Enum):
    """Where the match stands (trapper §4). Transitions live in `flow.py`."""

    SETUP = "setup"        # seat `builder` draws its dungeon (§4.1)
    ROLL = "roll"          # seat `active` rolls 2d6 for AP (§4.2)
    TRAPPING = "trapping"  # seat `active` buys and reactivates (§4.3)
    RAID = "raid"          # seat `active`'s adventurer in the rival's dungeon (§4.4)
    OVER = "over"


@dataclass
class Trap:
    kind: str
    active: bool = True
    facing: str | None = None
    """A Fan's direction N/E/S/W (None for other traps)."""
    revealed: bool = False
    """Revealed to the rival (stays revealed, trapper §3.3)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> "Trap":
        return _twin(self)  # type: ignore[no-any-return]


@dataclass
class Dungeon:
    walls: set[Cell] = field(default_factory=set)
    heirloom: Cell | None = None
    heirloom_revealed: bool = False
    traps: dict[Cell, Trap] = field(default_factory=dict)
    ready: bool = False
    """Setup confirmed (trapper §4.1 step 4)."""
    layout: str = ""
    """The preset or 'random' it started from, if any (for the log)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> "Dungeon":
        twin: Dungeon = _twin(self)
        twin.walls = set(self.walls)
        twin.traps = {cell: _twin(trap) for cell, trap in self.traps.items()}
        return twin

    def fogged(self) -> list[Cell]:
        """Tiles the rival sees as fog: unrevealed traps and the unrevealed heirloom (§3.3)."""
        out = [cell for cell, trap in self.traps.items() if not trap.revealed]
        if self.heirloom is not None and not self.heirloom_revealed:
            out.append(self.heirloom)
        return sorted(out)

    def active_count(self, kind: str) -> int:
        return sum(1 for t in self.traps.values() if t.kind == kind and t.active)


@dataclass
class SeatStats:
    """The game's story in figures for one seat."""

    turns: int = 0
    raids: int = 0
    ap_rolled: int = 0
    ap_spent: int = 0
    traps_bought: int = 0
    traps_sprung: int = 0
    """Traps this seat's adventurer set off in the rival's dungeon."""
    deaths: int = 0
    concessions: int = 0
    tiles_revealed: int = 0

    def __deepcopy__(self, memo: dict[int, Any]) -> "SeatStats":
        return _twin(self)  # type: ignore[no-any-return]


@dataclass
class TrapperState:
    dungeons: list[Dungeon]
    phase: Phase = Phase.SETUP
    builder: int = 0
    """Whose dungeon is being drawn during SETUP."""
    active: int = 0
    """Whose turn it is after setup."""
    turn: int = 0
    """Turns begun so far, both seats together."""
    ap: int = 0
    spent: int = 0
    fortitude: int = 0
    adventurer: Cell | None = None
    """The raiding adventurer's tile in the rival's dungeon (None when none is there)."""
    winner: int | None = None
    draw: bool = False
    stats: list[SeatStats] = field(default_factory=lambda: [SeatStats(), SeatStats()])

    def __deepcopy__(self, memo: dict[int, Any]) -> "TrapperState":
        """The state's own deep copy (see the module docstring)."""
        twin: TrapperState = _twin(self)
        memo[id(self)] = twin
        twin.dungeons = [d.__deepcopy__(memo) for d in self.dungeons]
        twin.stats = [_twin(st) for st in self.stats]
        return twin
