"""The whole mutable state of a Doodle Dungeon match: plain dataclasses of ids and numbers,
so it compares with == and copies cheaply (the content is referenced by id only)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Phase(str, Enum):
    BUILD = "build"      # Phase A: draft and build (doodle §4.2)
    PATH = "path"        # Phase B: hero paths (doodle §4.4)
    HEROES = "heroes"    # Phase C: heroes walk (doodle §4.5)
    OVER = "over"


EMPTY = ""
WALL = "wall"
"""Sheet cell contents: EMPTY, WALL, 'goblin', 'orc', 'dragon' or 'trap'."""


@dataclass
class Sheet:
    """One player's dungeon sheet and score sheet."""

    cells: list[str]
    crossed: list[int] = field(default_factory=list)
    ticks: dict[str, int] = field(default_factory=dict)
    treasures: list[int] = field(default_factory=list)
    """Private to the owner until scoring (seed ch.1 §6(1))."""
    drafted: list[int] = field(default_factory=list)
    lost: int = 0
    """Elements lost for lack of a legal placement (seed ch.2 §1(2))."""
    path: list[int] = field(default_factory=list)
    """The hero path drawn by the left neighbour (doodle §4.4), cell indices from A1."""
    path_done: bool = False


@dataclass
class Building:
    """The card a player is installing (doodle §4.3): its next element and what was lost."""

    seat: int
    card: int
    element: int = 0
    lost: list[int] = field(default_factory=list)


@dataclass
class Hero:
    """The hero walking one dungeon (doodle §3.4, §4.5)."""

    hp: int
    at: int = 0
    """Index into the owner's path."""
    status: str = "walking"
    """'walking', 'dead' or 'escaped'."""
    fought: int | None = None
    """The cell of the monster fought at the previous stop (walked past next time)."""
    damage: int = 0
    """All damage dealt in this dungeon (the damage option, doodle §5.1(4))."""


@dataclass
class Stop:
    """The stop being resolved on the turn's owner's hero (doodle §4.5 steps 2-4)."""

    owner: int
    cell: int
    kind: str
    """'monster' or 'trap'."""
    played: list[tuple[int, int]] = field(default_factory=list)
    """(seat, card id) in play order."""
    windows: list[tuple[str, int]] = field(default_factory=list)
    """Decisions still to come: ('blue' | 'red' | 'rage', seat)."""
    dice: list[int] = field(default_factory=list)
    """The monster's dice, kept while the owner decides on a Rage reroll."""


@dataclass
class DoodleState:
    phase: Phase
    first: int
    """The seat that started round 1 (doodle §4.5 order)."""
    sheets: list[Sheet]
    deck: list[int]
    """Draft deck, top first (secret: doodle §6)."""
    removed: list[int]
    """Removed unseen (secret)."""
    marker: int
    round: int = 1
    display: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    to_pick: list[int] = field(default_factory=list)
    """Seats still to pick this round, in order."""
    building: Building | None = None
    drawers: list[int] = field(default_factory=list)
    """Phase B: seats still to draw a hero path, in order."""
    action_deck: list[int] = field(default_factory=list)
    action_discard: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    heroes: list[Hero] = field(default_factory=list)
    turn: int = 0
    stop: Stop | None = None
    turns: int = 0
    fights: int = 0
    traps_sprung: int = 0
    cards_played: int = 0
