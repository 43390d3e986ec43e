"""The whole state of a Rial match: plain dataclasses, copied for undo and compared after
a save's replay. Squares are `row * width + column`; an entrance is -1..-4."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CAPS = ("health", "luck", "fighting", "agility", "dexterity", "strength", "intelligence")
CAP_TOTAL = 12
BLOCKERS = ("door", "puzzle_door", "climb", "trap")
"""Kinds that stop a move (rial §4.5); 'trap' is a standing trap."""
CHESTS = ("chest", "puzzle_chest")


@dataclass
class Card:
    """A board-card. `trap` names the Chance trap of a standing trap (kind 'trap')."""

    kind: str
    level: int = 0
    up: bool = False
    trap: str = ""


@dataclass
class Player:
    caps: dict[str, int] = field(default_factory=dict)
    items: list[str] = field(default_factory=list)
    chests: list[tuple[int, bool]] = field(default_factory=list)
    """Chest cards held: (value, bonus mark)."""
    pos: int = 0
    """A square (>= 0) or an entrance (-1..-4)."""
    status: str = "entrance"
    """entrance (may enter or jump), board, exited (must jump or leave), left."""
    home: int = 0
    """The entrance rolled at setup."""
    miss: int = 0
    """Turns still to miss (monster ties)."""
    turns: int = 0
    """Turns this player has begun (missed ones too): the chance ban counts these."""
    bans: list[tuple[int, int]] = field(default_factory=list)
    """(square, last turn banned): chance squares drawn from (rial §4.3)."""

    def score(self) -> int:
        return sum(v + (1 if b else 0) for v, b in self.chests)

    def must_miss(self) -> bool:
        return self.miss > 0 or self.caps.get("health", 1) < 1

    def banned(self, sq: int) -> bool:
        return any(s == sq and self.turns <= until for s, until in self.bans)


@dataclass
class Walk:
    """The move in progress (rial §4.3)."""

    roll: int
    start: int
    route: tuple[int, ...] = ()
    """The chosen route; `done` squares of it are walked."""
    done: int = 0
    passages: list[int] = field(default_factory=list)


def drop_card(state: "RialState", sq: int) -> Card:
    """Take a board-card off the board."""
    state.rev += 1
    return state.cards.pop(sq)


def put_card(state: "RialState", sq: int, card: Card) -> None:
    state.rev += 1
    state.cards[sq] = card


@dataclass
class RialState:
    cards: dict[int, Card]
    chance_pile: list[str]
    item_pile: list[str]
    item_discards: list[str]
    chest_pile: list[int]
    players: list[Player]
    phase: str = "caps"
    """caps (allocating), play, over."""
    stage: str = "turn"
    """Within play: turn, festival, move, passing_chest, blocker, chest, monster, mentor,
    map, trade, answer."""
    active: int = 0
    beginning: int = 0
    round: int = 1
    cycle: int = 1
    cycles: int = 1
    roll: int = 0
    move: Walk | None = None
    pending: dict[str, Any] = field(default_factory=dict)
    """The challenge being met: square, retreat, monster, ... (plain values)."""
    festival: list[int] = field(default_factory=list)
    map_left: int = 0
    trade: dict[str, Any] = field(default_factory=dict)
    proposed: list[str] = field(default_factory=list)
    """The offers made in this trade step (`offer_key`): one may not be made twice."""
    ended_by: str = ""
    rev: int = 0
    """Counts changes to the board-cards (views rebuild their board list only then)."""
    skipping: bool = False
    """The active player misses this turn (decided when it began, rial §4.8)."""
