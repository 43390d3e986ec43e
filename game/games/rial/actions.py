"""Rial's actions (rial §4). Squares are numbers (`row * width + column`, entrances -1..-4);
chest cards in trades are written '3' or '3b' (with its bonus mark)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, register

GAME = "rial"


@register(GAME)
@dataclass(frozen=True)
class SetCapabilities(Action):
    """health, luck, fighting, agility, dexterity, strength, intelligence (rial §3.6)."""
    values: tuple[int, ...]


@register(GAME)
@dataclass(frozen=True)
class Roll(Action):
    """Start a cycle: the beginning player's d10 (rial §4.2), then the d4."""


@register(GAME)
@dataclass(frozen=True)
class Raise(Action):
    """+1 to a capability: a festival 10 (rial §4.2) or the Mentor (§3.3)."""
    capability: str


@register(GAME)
@dataclass(frozen=True)
class Move(Action):
    """Walk this route (rial §4.3)."""
    route: tuple[int, ...]


@register(GAME)
@dataclass(frozen=True)
class MoveOn(Action):
    """Pass a chest just turned up and walk on along the chosen route (rial §4.4)."""


@register(GAME)
@dataclass(frozen=True)
class Meet(Action):
    """Meet a blocker, chest or monster with a method: a capability, 'key' or 'luck'."""
    method: str


@register(GAME)
@dataclass(frozen=True)
class LeaveChest(Action):
    """Do not try the chest the move ended on (rial §4.4: non-blockers are optional)."""


@register(GAME)
@dataclass(frozen=True)
class UseItem(Action):
    """Drink a Speed or Healing potion, or read a Map (rial §3.4)."""
    item: str


@register(GAME)
@dataclass(frozen=True)
class Peek(Action):
    """Turn up one face-down card with a Map (rial §3.4)."""
    square: int


@register(GAME)
@dataclass(frozen=True)
class Propose(Action):
    """Offer a trade (rial §4.9): `give` from the proposer, `get` from the partner."""
    partner: int
    give: tuple[str, ...]
    get: tuple[str, ...]


@register(GAME)
@dataclass(frozen=True)
class Answer(Action):
    """The partner confirms or refuses the proposed trade."""
    accept: bool


@register(GAME)
@dataclass(frozen=True)
class EndCycle(Action):
    """No (more) trades: the cycle is over."""


@register(GAME)
@dataclass(frozen=True)
class MissTurn(Action):
    """Serve a missed turn (rial §4.2, §4.8)."""


@register(GAME)
@dataclass(frozen=True)
class Jump(Action):
    """Roll a d4 and jump to that entrance (rial §4.10)."""


@register(GAME)
@dataclass(frozen=True)
class Leave(Action):
    """Leave the game for good, keeping the treasure (rial §4.10)."""


@register(GAME)
@dataclass(frozen=True)
class ClearStuck(Action):
    """Stuck rule (rial §4.10): spend the turn removing this blocker and step onto it."""
    square: int


@register(GAME)
@dataclass(frozen=True)
class TimeUp(Action):
    """The alarm rang (rial §5): supplied by the table's clock, never a player's choice."""
