"""Doodle Dungeon events: past-tense facts for the table's animations and the game log.
Cells are named (`C4`); seats are indices, named by `describe`. Secrets (treasure
coordinates, drawn cards) only ever travel in events visible to their owner."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.core.events import DiceRolled, Event
from game.games.doodle.content import MONSTERS


LETTERS_SAID_WITH_A_VOWEL = "AEFHILMNORSX"
"""Letters whose names start with a vowel sound ("an I3", "an L4", "a T4")."""


def a_or_an(noun: str) -> str:
    """'an orc', 'a goblin', 'an I3', 'a T4' (a letter with a number is read by its name)."""
    if len(noun) > 1 and noun[0].isupper() and noun[1].isdigit():
        vowel = noun[0] in LETTERS_SAID_WITH_A_VOWEL
    else:
        vowel = noun[:1].lower() in "aeiou"
    return f"{'an' if vowel else 'a'} {noun}"


def piece_name(kind: str) -> str:
    """How the player rules name a piece: 'Goblin', 'Orc', 'Dragon' (a monster, capitalised
    as in doodle §3.1), 'trap'."""
    return kind.capitalize() if kind in MONSTERS else kind


def count_of(count: int, noun: str) -> str:
    """'1 card', '2 cards'."""
    return f"{count} {noun}" + ("" if count == 1 else "s")


def _cards(count: int) -> str:
    return count_of(count, "card")


@dataclass(frozen=True, kw_only=True)
class DisplayRevealed(Event):
    round: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"#{c}" for c in self.cards)
        return f"Round {self.round}: the display shows cards {shown}."


@dataclass(frozen=True, kw_only=True)
class CardPicked(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes card #{self.card}."


@dataclass(frozen=True, kw_only=True)
class WallBuilt(Event):
    seat: int
    shape: str
    cells: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} draws {a_or_an(self.shape)} wall on " \
               f"{', '.join(self.cells)}."


@dataclass(frozen=True, kw_only=True)
class PieceDrawn(Event):
    seat: int
    kind: str
    cell: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} draws {a_or_an(piece_name(self.kind))} on {self.cell}."


@dataclass(frozen=True, kw_only=True)
class TreasureHidden(Event):
    """`cell` is set only in the copy the owner sees."""

    seat: int
    cell: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        where = f" on {self.cell}" if self.cell else ""
        return f"{names[self.seat]} hides a treasure{where}."


@dataclass(frozen=True, kw_only=True)
class BoxTicked(Event):
    seat: int
    category: str
    level: int
    box: int = 0
    """How many boxes of the category are ticked now (this one included)."""

    def describe(self, names: Sequence[str]) -> str:
        which = f" box {self.box}" if self.box else " box"
        return f"{names[self.seat]} ticks {self.category}{which} ({self.category} level " \
               f"{self.level})."


@dataclass(frozen=True, kw_only=True)
class ElementLost(Event):
    seat: int
    element: str
    why: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} loses {self.element}: {self.why}"


@dataclass(frozen=True, kw_only=True)
class CardTurned(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} turns card #{self.card} over."


@dataclass(frozen=True, kw_only=True)
class CardDiscarded(Event):
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The leftover card #{self.card} is discarded."


@dataclass(frozen=True, kw_only=True)
class PathDrawn(Event):
    seat: int
    owner: int
    steps: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} draws the hero path through {names[self.owner]}'s " \
               f"dungeon ({self.steps} steps)."


@dataclass(frozen=True, kw_only=True)
class CardsDrawn(Event):
    """`cards` is set only in the copy the drawer sees."""

    seat: int
    count: int
    cards: tuple[int, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        what = f" (#{', #'.join(map(str, self.cards))})" if self.cards else ""
        return f"{names[self.seat]} draws {_cards(self.count)}{what}."


@dataclass(frozen=True, kw_only=True)
class DeckReshuffled(Event):
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The action deck is re-formed from {_cards(self.count)} of the discard."


@dataclass(frozen=True, kw_only=True)
class HeroWalked(Event):
    owner: int
    path_from: int
    path_to: int
    cell: str
    stop: str | None
    """'monster', 'trap' or None (the Exit)."""
    what: str = ""

    def describe(self, names: Sequence[str]) -> str:
        if self.stop is None:
            return f"The hero in {names[self.owner]}'s dungeon walks to the Exit {self.cell}."
        return f"The hero in {names[self.owner]}'s dungeon walks to {self.cell} and meets " \
               f"{a_or_an(piece_name(self.what))}."


@dataclass(frozen=True, kw_only=True)
class HeroEscaped(Event):
    owner: int
    hp: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The hero escapes from {names[self.owner]}'s dungeon with {self.hp} HP."


@dataclass(frozen=True, kw_only=True)
class HeroDied(Event):
    owner: int
    cell: str

    def describe(self, names: Sequence[str]) -> str:
        return f"The hero dies on {self.cell} in {names[self.owner]}'s dungeon."


@dataclass(frozen=True, kw_only=True)
class ActionPlayed(Event):
    seat: int
    owner: int
    card: int
    name: str
    colour: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} plays {self.name} (card #{self.card}) in " \
               f"{names[self.owner]}'s dungeon."


@dataclass(frozen=True, kw_only=True)
class WindowPassed(Event):
    seat: int
    window: str

    def describe(self, names: Sequence[str]) -> str:
        if self.window == "rage":
            return f"{names[self.seat]} keeps the dice."
        return f"{names[self.seat]} plays no {self.window} card."


@dataclass(frozen=True, kw_only=True)
class HeroHealed(Event):
    owner: int
    hp: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The hero in {names[self.owner]}'s dungeon drinks a potion: {self.hp} HP."


@dataclass(frozen=True, kw_only=True)
class StopSkipped(Event):
    owner: int
    cell: str

    def describe(self, names: Sequence[str]) -> str:
        return f"Haste: the hero in {names[self.owner]}'s dungeon rushes past {self.cell}."


@dataclass(frozen=True, kw_only=True)
class TrapSprung(Event):
    owner: int
    cell: str
    damage: int
    hp: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The trap on {self.cell} in {names[self.owner]}'s dungeon deals " \
               f"{self.damage} damage: the hero has {self.hp} HP."


def fight_sum(dice: Sequence[int], strength: int, cards: Sequence[str] = (),
              strengths: Sequence[int] = (), with_dice: bool = True) -> str:
    """"6 + 6 + 1 = 13, +2 Strength, +3 Aim Boost, -3 Sword = 15": the dice, then each card
    that adds or takes off, even when they cancel (without the dice: "= 13, +2 Strength
    ...", to follow them)."""
    parts = " + ".join(map(str, dice)) + " " if with_dice else ""
    text = f"{parts}= {sum(dice)}, {strength:+d} Strength"
    for name, value in zip(cards, strengths):
        if value:
            text += f", {value:+d} {name}"
    return f"{text} = {sum(dice) + strength + sum(strengths)}"


@dataclass(frozen=True, kw_only=True)
class FightRolled(DiceRolled):
    """A fight's dice. The tray animates them; the log tells them only when the fight waits
    on them (a Rage reroll window opens, `waits`): otherwise the fight's own line
    (`FightResolved`) follows with the same dice and sum, and one line a fight is enough."""

    waits: bool = False

    def describe(self, names: Sequence[str]) -> str | None:
        return super().describe(names) if self.waits else None


@dataclass(frozen=True, kw_only=True)
class FightResolved(Event):
    owner: int
    cell: str
    monster: str
    dice: tuple[int, ...]
    strength: int
    modifier: int
    total: int
    won: bool
    hp: int
    target: int = 20
    cards: tuple[str, ...] = ()
    """The names of every card played on this fight, in play order."""
    strengths: tuple[int, ...] = ()
    """What each of `cards` added to the total (Aim Boost +3, Sword -3, Axe 0)."""
    damage: int = 0
    """HP the hero lost (a win)."""

    def describe(self, names: Sequence[str]) -> str:
        sums = fight_sum(self.dice, self.strength, self.cards, self.strengths)
        where = f"The {piece_name(self.monster)} on {self.cell} in {names[self.owner]}'s " \
                "dungeon"
        if self.won:
            return f"{where} rolls {sums}, {self.target} or more: it wins and the hero " \
                   f"has {self.hp} HP."
        return f"{where} rolls {sums}, under {self.target}: it flees and is crossed off."
