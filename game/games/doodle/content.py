"""Doodle Dungeon content: cards, wall shapes, action cards, the improvement track and the
game's numbers, read from content/doodle/*.yaml into typed models (doodle §3)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from game.content import ContentError, load_document, load_entries

MONSTERS = ("goblin", "orc", "dragon")
PIECES = (*MONSTERS, "trap")
"""Elements that fill one space of the sheet (doodle §4.3)."""
CATEGORIES = ("goblin", "orc", "dragon", "trap", "treasure", "hand")
"""Improvement categories in sheet order (seed ch.1 §7(1))."""


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Shape(_Model):
    id: str
    name: str
    cells: tuple[tuple[int, int], ...] = Field(min_length=1)


class ActionCard(_Model):
    id: str
    name: str
    colour: Literal["blue", "red"]
    play_on: Literal["monster", "trap", "any"]
    text: str
    strength: int = 0
    extra_dice: int = 0
    rerolls: int = 0
    damage: int = 0
    heal: int = 0
    negate: bool = False
    skip: bool = False

    def fits(self, stop_kind: str) -> bool:
        """May this card be played on a stop of this kind ('monster' or 'trap')?"""
        return self.play_on == "any" or self.play_on == stop_kind


class Track(_Model):
    id: str
    name: str
    short: str
    values: tuple[int, ...] = Field(min_length=1)


class Card(_Model):
    id: str
    build: tuple[str, ...] = Field(min_length=1, max_length=2)
    action: str


class MonsterKind(_Model):
    name: str
    damage: int = Field(ge=0)
    points: int = Field(ge=0)


class Numbers(_Model):
    columns: int = Field(ge=2)
    rows: int = Field(ge=2)
    rounds: int = Field(ge=1)
    removed: dict[int, int]
    box_group: int = Field(ge=1)
    hero_hp: int = Field(ge=1)
    die_sides: int = Field(ge=2)
    fight_dice: int = Field(ge=1)
    fight_target: int
    dead_hero_points: int
    monsters: dict[str, MonsterKind]


@dataclass(frozen=True, eq=False)
class DoodleContent:
    """All of content/doodle (compared and hashed by identity: one per registry)."""

    cards: dict[int, Card]
    shapes: dict[str, Shape]
    actions: dict[str, ActionCard]
    tracks: dict[str, Track]
    numbers: Numbers

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def action_of(self, card_id: int) -> ActionCard:
        return self.actions[self.cards[card_id].action]

    def groups(self, category: str) -> int:
        """How many box groups a category has (levels - 1)."""
        return len(self.tracks[category].values) - 1

    def boxes(self, category: str) -> int:
        return self.groups(category) * self.numbers.box_group


def load(folder: Path) -> DoodleContent:
    """Read and cross-check content/doodle; ContentError lists every problem."""
    shapes = load_entries(folder / "shapes.yaml", Shape)
    actions = load_entries(folder / "actions.yaml", ActionCard)
    tracks = load_entries(folder / "tracks.yaml", Track)
    raw_cards = load_entries(folder / "cards.yaml", Card)
    numbers = load_document(folder / "game.yaml", Numbers)
    problems: list[str] = []
    cards: dict[int, Card] = {}
    elements = set(shapes) | set(PIECES) | {"treasure", "improvement"}
    for key, card in raw_cards.items():
        where = f"content/doodle/cards.yaml: entry '{key}'"
        if not key.isdigit():
            problems.append(f"{where}: card ids must be whole numbers")
            continue
        for element in card.build:
            if element not in elements:
                problems.append(f"{where}, field 'build': unknown element {element!r} "
                                f"(known: {', '.join(sorted(elements))})")
        if card.action not in actions:
            problems.append(f"{where}, field 'action': unknown action card {card.action!r}")
        cards[int(key)] = card
    for category in CATEGORIES:
        if category not in tracks:
            problems.append(f"content/doodle/tracks.yaml: the category '{category}' is missing")
    for kind in MONSTERS:
        if kind not in numbers.monsters:
            problems.append(f"content/doodle/game.yaml, field 'monsters': '{kind}' is missing")
    if problems:
        raise ContentError(problems)
    return DoodleContent(cards=dict(sorted(cards.items())), shapes=shapes, actions=actions,
                         tracks=tracks, numbers=numbers)
