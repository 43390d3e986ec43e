"""What happened, for the table's animations and the game log (all public: maker §6)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.core.events import DiceRolled, Event
from game.games.maker.words import a_or_an

Cell = tuple[int, int]


def at(x: int, y: int) -> str:
    return f"({x}, {y})"


@dataclass(frozen=True, kw_only=True)
class XYRolled(DiceRolled):
    """Two dice told apart, as on the paper: the white one is X, the red one Y (maker §3.4,
    §4.1). The tray draws them in their colours."""

    colours: tuple[str, ...] = ("white", "red")


@dataclass(frozen=True, kw_only=True)
class LootPlaced(Event):
    seat: int
    loot: str
    x: int
    y: int
    rerolled: bool = False

    def describe(self, names: Sequence[str]) -> str | None:
        if self.rerolled:
            return None
        loot = a_or_an(self.loot.capitalize())
        return f"{names[self.seat]} draws {loot} at {at(self.x, self.y)}."


@dataclass(frozen=True, kw_only=True)
class LootRerolled(Event):
    seat: int
    x: int
    y: int
    why: str

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} rerolls {at(self.x, self.y)}: {self.why}."


@dataclass(frozen=True, kw_only=True)
class EntranceDrawn(Event):
    seat: int
    x: int
    y: int
    openings: str

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} draws the entrance at {at(self.x, self.y)}."


@dataclass(frozen=True, kw_only=True)
class SpellCircled(Event):
    seat: int
    spell: str
    name: str

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} circles the spell {self.name}."


@dataclass(frozen=True, kw_only=True)
class SpellCast(Event):
    seat: int
    spell: str
    text: str

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} casts {self.text}."


@dataclass(frozen=True, kw_only=True)
class RoundBegan(Event):
    round: int
    rounds: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"Round {self.round} of {self.rounds} begins."


@dataclass(frozen=True, kw_only=True)
class LootCollected(Event):
    seat: int
    loot: str
    x: int
    y: int
    coin: int
    spell_name: str = ""
    upgraded: bool = False

    def describe(self, names: Sequence[str]) -> str | None:
        text = f"{names[self.seat]} collects the {self.loot.capitalize()} at " \
               f"{at(self.x, self.y)}: +{self.coin} Coin"
        if self.spell_name:
            text += f" and the spell {self.spell_name}"
        if self.upgraded:
            text += "; the tool is upgraded"
        return text + "."


@dataclass(frozen=True, kw_only=True)
class BuildDeclared(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} will build."


@dataclass(frozen=True, kw_only=True)
class Built(Event):
    seat: int
    item: str
    name: str
    x: int
    y: int
    openings: str
    cost: int
    pips: str = ""
    """What the stat-modifier track did, in words ('' if nothing)."""

    def describe(self, names: Sequence[str]) -> str | None:
        text = f"{names[self.seat]} builds {a_or_an(self.name)} at {at(self.x, self.y)} " \
               f"for {self.cost} Coin"
        return text + (f"; {self.pips}" if self.pips else "") + "."


@dataclass(frozen=True, kw_only=True)
class Declined(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} buys nothing this round."


@dataclass(frozen=True, kw_only=True)
class StairsDrawn(Event):
    seat: int
    x: int
    y: int
    rule: str
    """'last', 'a' or 'b' (maker §4.5)."""

    def describe(self, names: Sequence[str]) -> str | None:
        who, where = names[self.seat], at(self.x, self.y)
        if self.rule == "b":
            return f"{who} has no room for stairs: the tile at {where} becomes the exit."
        if self.rule == "a":
            return f"{who} draws the stairs at {where}: no room beside the last tile built, " \
                   "so beside another opening."
        return f"{who} draws the stairs at {where}, beside the last tile built."


@dataclass(frozen=True, kw_only=True)
class BuildingScored(Event):
    seat: int
    points: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]} scores {self.points} building points."


@dataclass(frozen=True, kw_only=True)
class HeroRoundBegan(Event):
    number: int
    most: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"Hero round {self.number} of {self.most} begins."


@dataclass(frozen=True, kw_only=True)
class HeroRolled(Event):
    seat: int
    kind: str
    name: str
    x: int
    y: int
    hp: int
    stats: tuple[tuple[str, int], ...]
    notes: tuple[str, ...] = ()

    def describe(self, names: Sequence[str]) -> str | None:
        stats = ", ".join(f"{s.capitalize()} {v}" for s, v in self.stats)
        return f"{a_or_an(self.name, capital=True)} with {self.hp} HP ({stats}) enters " \
               f"{names[self.seat]}'s dungeon."


@dataclass(frozen=True, kw_only=True)
class HeroMoved(Event):
    seat: int
    x: int
    y: int
    step: int

    def describe(self, names: Sequence[str]) -> str | None:
        return None


@dataclass(frozen=True, kw_only=True)
class HeroChecked(Event):
    seat: int
    x: int
    y: int
    stat: str
    target: int
    why: str
    roll: tuple[int, int]
    bonus: int
    passed: bool
    damage: int
    hp: int
    gate_penalty: int = 0

    def describe(self, names: Sequence[str]) -> str | None:
        total = sum(self.roll) + self.bonus
        head = f"At {at(self.x, self.y)} in {names[self.seat]}'s dungeon: {self.why}; " \
               f"{self.roll[0]} + {self.roll[1]} + {self.bonus} = {total}"
        if self.passed:
            return f"{head} passes."
        text = f"{head} fails: {self.damage} damage, {max(0, self.hp)} HP left"
        if self.gate_penalty:
            text += f", -{self.gate_penalty} to every stat (gate)"
        return text + "."


@dataclass(frozen=True, kw_only=True)
class HeroDied(Event):
    seat: int
    souls: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"The hero dies in {names[self.seat]}'s dungeon: +1 Soul ({self.souls})."


@dataclass(frozen=True, kw_only=True)
class HeroEscaped(Event):
    seat: int
    crossed: int

    def describe(self, names: Sequence[str]) -> str | None:
        return f"The hero escapes {names[self.seat]}'s dungeon: a Dungeon HP box is " \
               f"crossed ({self.crossed} crossed)."


@dataclass(frozen=True, kw_only=True)
class HeroPhaseEnded(Event):
    seat: int
    why: str

    def describe(self, names: Sequence[str]) -> str | None:
        return f"{names[self.seat]}'s hero phase ends: {self.why}."
