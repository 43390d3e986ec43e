"""The whole mutable state of a Trapper match (plain dataclasses: compares with ==)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

Cell = tuple[int, int]


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
