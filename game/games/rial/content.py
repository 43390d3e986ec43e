"""Rial content: every card (content/rial/cards.yaml, rial §3.2-§3.5) and the boards of
`maps/rial/*.tmx` (rial §3.1)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from game.content.loader import ContentError, _describe, _rel, read_yaml
from game.games.rial.board import Layout, standard_layout

Capability = Literal["health", "luck", "fighting", "agility", "dexterity", "strength",
                     "intelligence"]
ITEM_KINDS = ("key", "lock_picks", "rope", "speed", "healing", "sword", "charm", "map")
ITEM_NAMES = {"key": "Key", "lock_picks": "Lock picks", "rope": "Rope",
              "speed": "Speed potion", "healing": "Healing potion", "sword": "Sword",
              "charm": "Lucky charm", "map": "Map"}
HELPERS = ("healer", "mentor", "locksmith")


class Monster(BaseModel):
    id: str
    name: str
    level: int = Field(ge=0)
    dodge: bool
    health: int = Field(ge=0)
    steals: int = Field(ge=0)


class Trap(BaseModel):
    id: str
    name: str
    capability: Literal["agility", "dexterity", "strength", "intelligence", "fighting"]
    level: int = Field(ge=0)
    health: int = Field(ge=0)


class RoomCards(BaseModel):
    blank: int = Field(ge=0)
    item: int = Field(ge=0)
    chance: int = Field(ge=0)
    chest: list[int] = []
    puzzle_chest: list[int] = []
    door: list[int] = []
    puzzle_door: list[int] = []
    climb: list[int] = []

    def cards(self) -> list[tuple[str, int]]:
        """(kind, level) of every non-blank card."""
        out = [("item", 0)] * self.item + [("chance", 0)] * self.chance
        for kind in ("chest", "puzzle_chest", "door", "puzzle_door", "climb"):
            out += [(kind, level) for level in getattr(self, kind)]
        return out


class BoardCards(BaseModel):
    room: RoomCards
    passage: RoomCards


class ChanceMix(BaseModel):
    item: int = Field(ge=0)
    teleport: int = Field(ge=0)
    last_chance: int = Field(ge=0)


COMPOSITIONS = ("lively", "classic")
"""The Dungeon option's compositions (rial §3.2), the default first."""


class CardsFile(BaseModel):
    board_cards: dict[str, BoardCards]
    chance: ChanceMix
    monsters: dict[str, dict]
    traps: dict[str, dict]
    helpers: list[Literal["healer", "mentor", "locksmith"]]
    items: dict[Literal["key", "lock_picks", "rope", "speed", "healing", "sword", "charm",
                        "map"], int]
    chests: dict[int, int]


class GoalsFile(BaseModel):
    """The co-op goal's table (rial §5): the median team treasure of Normal computers by
    composition, seats and rounds, and the seconds a turn is reckoned to take at the table
    (an alarm game's goal is that of the rounds its minutes hold)."""
    turn_seconds: int = Field(ge=1)
    goals: dict[str, dict[int, dict[int, int]]]


@dataclass(frozen=True)
class RialContent:
    compositions: dict[str, BoardCards]
    chance_mix: ChanceMix
    monsters: dict[str, Monster]
    traps: dict[str, Trap]
    helpers: tuple[str, ...]
    items: dict[str, int]
    chests: dict[int, int]
    layouts: dict[str, Layout]
    goals: GoalsFile | None = None

    def board_cards(self, dungeon: str = "lively") -> BoardCards:
        """The board-cards of a composition (rial §3.2)."""
        return self.compositions[dungeon]

    def chance_deck(self) -> list[str]:
        """The Chance deck in its printed order (rial §3.3): ids like 'monster:orc'."""
        deck = ["item"] * self.chance_mix.item
        deck += [f"monster:{m}" for m in self.monsters]
        deck += [f"trap:{t}" for t in self.traps]
        deck += [f"helper:{h}" for h in self.helpers]
        deck += ["teleport"] * self.chance_mix.teleport
        deck += ["last_chance"] * self.chance_mix.last_chance
        return deck

    def item_deck(self) -> list[str]:
        return [kind for kind, n in self.items.items() for _ in range(n)]

    def chest_deck(self) -> list[int]:
        return [value for value, n in sorted(self.chests.items()) for _ in range(n)]

    def layout(self, key: str) -> Layout:
        return self.layouts.get(key) or standard_layout()


def _entries(raw: dict, model: type[BaseModel], where: str, problems: list[str]) -> dict:
    out = {}
    for key, fields in raw.items():
        try:
            out[str(key)] = model.model_validate({"id": str(key), **(fields or {})})
        except (ValidationError, TypeError) as exc:
            if isinstance(exc, ValidationError):
                problems += _describe(exc, f"{where}: entry '{key}'")
            else:
                problems.append(f"{where}: entry '{key}': expected a mapping of fields")
    return out


def load(folder: Path) -> RialContent:
    path = folder / "cards.yaml"
    where = _rel(path)
    raw = read_yaml(path)
    if not isinstance(raw, dict):
        raise ContentError([f"{where}: expected a mapping (board_cards, chance, ...)"])
    try:
        cards = CardsFile.model_validate(raw)
    except ValidationError as exc:
        raise ContentError(_describe(exc, where)) from None
    problems: list[str] = []
    monsters = _entries(cards.monsters, Monster, where, problems)
    traps = _entries(cards.traps, Trap, where, problems)
    if not cards.chests or any(v < 1 or n < 0 for v, n in cards.chests.items()):
        problems.append(f"{where}, field 'chests': values and counts must be positive")
    if cards.items.get("key", 0) < 1:
        problems.append(f"{where}, field 'items': the Locksmith needs at least one key")
    missing = [c for c in COMPOSITIONS if c not in cards.board_cards]
    if missing:
        problems.append(f"{where}, field 'board_cards': no composition {', '.join(missing)} "
                        f"(each of {', '.join(COMPOSITIONS)} is needed)")
    goals = _goals(folder / "goals.yaml", problems)
    if problems:
        raise ContentError(problems)
    return RialContent(dict(cards.board_cards), cards.chance, monsters, traps, tuple(cards.helpers),
                       dict(cards.items), dict(cards.chests), load_layouts(), goals)


def _goals(path: Path, problems: list[str]) -> GoalsFile | None:
    """The co-op goal table (rial §5): every composition, 1 to 4 seats, rounds rising."""
    where = _rel(path)
    try:
        goals = GoalsFile.model_validate(read_yaml(path))
    except ContentError as exc:
        problems += exc.problems
        return None
    except ValidationError as exc:
        problems += _describe(exc, where)
        return None
    for dungeon in COMPOSITIONS:
        by_seats = goals.goals.get(dungeon, {})
        for seats in range(1, 5):
            row = by_seats.get(seats)
            if not row:
                problems.append(f"{where}: no goals for {dungeon} with {seats} seats")
            elif any(g < 0 for g in row.values()):
                problems.append(f"{where}: {dungeon}, {seats} seats: a goal below 0")
    return goals


def load_layouts() -> dict[str, Layout]:
    """The valid boards of `maps/rial/` (broken ones are reported by `main.py check`)."""
    from game.games.rial.maps import check_map, layout_from_map
    from game.paths import MAPS
    from game.tiled import load_folder

    layouts = {"standard": standard_layout()}
    boards, _ = load_folder(MAPS / "rial", check_map, layout_from_map)
    layouts.update((layout.id, layout) for layout in boards)
    return layouts


def board_problems(board: str) -> list[str]:
    """Why the board `board` cannot be played (its file missing or broken)."""
    from game.games.rial.maps import check_map
    from game.paths import MAPS
    from game.tiled import MapError, load_map

    path = MAPS / "rial" / f"{board}.tmx"
    try:
        problems = check_map(load_map(path))
    except MapError as exc:
        problems = [str(exc)]
    return problems or [f"maps/rial/{board}.tmx: the board was not loaded; run main.py check"]
