"""The whole mutable state of a Dungeon Maker Deluxe match (plain dataclasses)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.games.maker.board import Cell, Tile


class Phase(str, Enum):
    """The phases of a match, in order (maker §4)."""

    SETUP = "setup"
    BUILDING = "building"
    STAIRS = "stairs"
    JINX = "jinx"
    """Before a hero round: seats owning Jinx may cast it (maker §4.6)."""
    HEROES = "heroes"
    OVER = "over"


class Spell(str, Enum):
    """A spell's state on one sheet (maker §3.5)."""

    AVAILABLE = "available"
    OWNED = "owned"
    USED = "used"


@dataclass
class HeroState:
    """The hero now in (or just out of) one dungeon (maker §3.4, §4.7)."""

    kind: str
    hp: int
    max_hp: int
    stats: dict[str, int]
    roll: tuple[int, int]
    status: str = "ready"
    """ready (rolled, Curse allowed) | walking | paused (Fireball window) | dead | escaped"""
    pos: int = 0
    """Index of the next route tile to resolve."""
    at: Cell | None = None
    notes: list[str] = field(default_factory=list)
    """How the stats came to be (pips, Jinx, Curse, gates)."""

    def __deepcopy__(self, memo: dict) -> "HeroState":
        """Only the stats and the notes are mutable: a deep copy copies those two."""
        out = object.__new__(HeroState)
        out.__dict__ = dict(self.__dict__)
        out.stats, out.notes = dict(self.stats), list(self.notes)
        return out


@dataclass
class PlayerState:
    """One dungeon sheet and its counters (maker §3.1)."""

    tiles: list[Tile]
    coin: int
    spells: dict[str, str]
    pips: dict[str, int]
    """Crossed stat-modifier pips per stat."""
    gems: int = 0
    """Gems collected."""
    potions: int = 0
    upgraded: bool = False
    """The tool: basic (False) or upgraded (maker §4.3)."""
    loot_rolled: bool = False
    entrance: Cell | None = None
    last_built: Cell | None = None
    status: str = "setup"
    """setup | choose | build | done (building); stairs; and in the hero phase:
    roll | hero | done."""
    action: str = ""
    """This round's action: '', 'collect' or 'build'."""
    dice: tuple[int, int] | None = None
    stairs: Cell | None = None
    exit: Cell | None = None
    exit_rule: str = ""
    """'last', 'a' or 'b' (maker §4.5)."""
    route: list[Cell] = field(default_factory=list)
    """The tiles a hero resolves, in order."""
    souls: int = 0
    crossed: int = 0
    heroes: int = 0
    ended: bool = False
    hero: HeroState | None = None
    jinx_done: bool = False
    building: list[tuple[str, int]] = field(default_factory=list)
    fates: list[str] = field(default_factory=list)
    """'died' or 'escaped' per hero so far."""
    checks: int = 0
    damage_dealt: int = 0
    ledger: list[tuple[str, int]] = field(default_factory=list)
    """The Coin ledger: (what, +/- Coin), starting with the 20 Coin of setup."""

    def owns(self, spell: str) -> bool:
        return self.spells.get(spell) == Spell.OWNED.value

    def __deepcopy__(self, memo: dict) -> "PlayerState":
        """Written out (undo points and the look-ahead copy a sheet per move): each list and
        dict copied, the tiles flat (they hold only strings), everything else immutable."""
        out = copy_fields(self)
        out.tiles = [Tile(t.kind, t.openings, t.trap, t.loot) for t in self.tiles]
        out.hero = None if self.hero is None else self.hero.__deepcopy__(memo)
        return out


@dataclass
class MakerState:
    phase: Phase
    players: list[PlayerState]
    round: int = 0
    hero_round: int = 0
    shared_dice: tuple[int, int] | None = None
    jinxes: list[tuple[int, str]] = field(default_factory=list)
    """(caster, stat) cast before the current hero round (maker §3.5)."""

    def __deepcopy__(self, memo: dict) -> "MakerState":
        out = object.__new__(MakerState)
        out.__dict__ = dict(self.__dict__)
        out.players = [p.__deepcopy__(memo) for p in self.players]
        out.jinxes = list(self.jinxes)
        return out


def copy_fields(obj: Any) -> Any:
    """A copy of a dataclass whose list and dict fields are copied one level deep (their
    items are immutable: strings, numbers, tuples)."""
    out = object.__new__(type(obj))
    values = dict(obj.__dict__)
    for name, value in values.items():
        kind = type(value)
        if kind is list:
            values[name] = list(value)
        elif kind is dict:
            values[name] = dict(value)
        elif isinstance(value, (list, dict)):
            values[name] = type(value)(value)
    out.__dict__ = values
    return out
