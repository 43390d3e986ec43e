"""Dungeon Maker Deluxe content: the market, the hero chart, the spells and the numbers.

`load(folder)` reads `content/maker/*.yaml` into typed models and cross-checks them; every
number of the rules file that is content lives there, not in the code.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from game.content.loader import ContentError, load_document, load_entries, read_yaml

Stat = Literal["str", "int", "dex"]
STATS: tuple[str, ...] = ("str", "int", "dex")
STAT_NAMES = {"str": "Str", "int": "Int", "dex": "Dex"}
CATEGORIES = ("path", "trap", "acid", "monster", "gate", "boss")
SHAPE_NAMES = ("straight", "corner", "t", "cross")
SPELL_IDS = ("loaded_dice", "windfall", "fireball", "curse", "mend", "jinx")
"""The spells whose effects the rules implement (maker §3.5)."""


class Item(BaseModel):
    """One market item (maker §3.3)."""

    id: str
    name: str
    category: Literal["path", "trap", "acid", "monster", "gate", "boss"]
    cost: int = Field(ge=0)
    damage: int = Field(default=0, ge=0)
    stat: Stat | None = None
    target: int = Field(default=0, ge=0)
    modifiers: dict[Stat, int] = Field(default_factory=dict)
    placed_on: Literal["connected", "acid_connected", "path", "empty"]
    shapes: list[Literal["straight", "corner", "t", "cross"]] = Field(default_factory=list)
    initials: str = ""
    min_sum: int = Field(default=0, ge=0, le=12)
    gate_penalty: int = Field(default=0, ge=0)
    sprite: str

    @property
    def network(self) -> bool:
        """Drawn as a network tile (path, bridge, gate, boss: maker §3.1)."""
        return self.placed_on in ("connected", "acid_connected")

    @property
    def dangerous(self) -> bool:
        return self.stat is not None


class Hero(BaseModel):
    """One row pair of the hero chart (maker §3.4)."""

    id: str
    name: str
    rows: list[int]
    hp: list[int] = Field(min_length=6, max_length=6)
    stats: dict[Stat, int]
    sprite: str


class Spell(BaseModel):
    """One of the six spells (maker §3.5)."""

    id: str
    name: str
    when: Literal["building", "hero"]
    text: str
    names_stat: bool = False
    multiplayer_only: bool = False
    sprite: str


class Numbers(BaseModel):
    """The rules' numbers (maker §3-§5)."""

    size: int = Field(ge=3, le=12)
    rounds: int = Field(ge=1)
    start_coin: int = Field(ge=0)
    gems: int = Field(ge=0)
    potions: int = Field(ge=0)
    gem_coin: int = Field(ge=0)
    potion_coin: int = Field(ge=0)
    upgrade_after_gems: int = Field(ge=1)
    hp_boxes: int = Field(ge=1)
    pips_per_stat: int = Field(ge=0)
    max_heroes: int = Field(ge=1)
    boss_min_sum: int = Field(ge=2, le=12)
    windfall_coin: int = Field(ge=0)
    fireball_damage: int = Field(ge=0)
    curse_penalty: int = Field(ge=0)
    jinx_bonus: int = Field(ge=0)
    room_point: int
    room_groups: dict[int, int]
    room_square_group: int
    acid_groups: dict[int, int]
    boss_points: int
    coin_per_point: int = Field(ge=1)
    soul_points: int
    escape_penalty: int


@dataclass(frozen=True)
class Kinds:
    """Tile kinds by role, derived from the market (ids are content, roles are logic)."""

    network: frozenset[str]
    trap_bearing: frozenset[str]
    rooms: frozenset[str]
    bosses: frozenset[str]
    traps: frozenset[str]
    gates: frozenset[str]
    acid: str
    bridges: frozenset[str]
    names: tuple[tuple[str, str], ...] = ()
    """(item id, its market name) for every item, so the rules' words name what is built."""

    def name(self, kind: str) -> str:
        """The market name of a tile kind ('Giant Bat'); other kinds as written."""
        return dict(self.names).get(kind, kind.replace("_", " "))


@dataclass(frozen=True)
class MakerContent:
    items: dict[str, Item]
    heroes: dict[str, Hero]
    spells: dict[str, Spell]
    faces: dict[int, str]
    numbers: Numbers
    kinds: Kinds = field(init=False)
    checks: "CheckFigures" = field(init=False, repr=False, compare=False)
    """The market's check figures by tile role (the hot path of every danger measure)."""
    offers: dict[tuple[int, int], tuple[str, ...]] = field(
        init=False, repr=False, compare=False)
    """The items each pair of dice offers (maker §3.3), for all 36 pairs."""

    def __post_init__(self) -> None:
        items = self.items.values()
        cat = lambda c: frozenset(i.id for i in items if i.category == c)  # noqa: E731
        acid = next(i.id for i in items if i.category == "acid")
        bridges = frozenset(i.id for i in items if i.placed_on == "acid_connected")
        object.__setattr__(self, "kinds", Kinds(
            network=frozenset({"entrance"} | {i.id for i in items if i.network}),
            trap_bearing=frozenset({"entrance"} | (cat("path"))),
            rooms=cat("monster"), bosses=cat("boss"), traps=cat("trap"), gates=cat("gate"),
            acid=acid, bridges=bridges, names=tuple((i.id, i.name) for i in items)))
        object.__setattr__(self, "checks", CheckFigures.of(self))
        object.__setattr__(self, "offers", {
            (a, b): _offered(self, (a, b)) for a in self.faces for b in self.faces})

    def hero_for(self, x: int, y: int) -> Hero:
        """The hero of chart cell (X, Y) (maker §3.4)."""
        return next(h for h in self.heroes.values() if y in h.rows)


Figure = tuple[str, int, int]
"""(stat, target, damage) of one danger's check (maker §4.7)."""


@dataclass(frozen=True)
class CheckFigures:
    """Each dangerous item's check figures, by how it reaches a hero (maker §4.7): on its
    own tile (traps, gates, bosses), under a bridge (acid), in a line beside (rooms)."""

    on_tile: dict[str, Figure]
    acid: Figure | None
    rooms: dict[str, Figure]

    @classmethod
    def of(cls, content: "MakerContent") -> "CheckFigures":
        kinds = content.kinds

        def figure(item: Item) -> Figure | None:
            return None if item.stat is None else (item.stat, item.target, item.damage)
        on_tile = {i: f for i in kinds.traps | kinds.gates | kinds.bosses
                   if (f := figure(content.items[i])) is not None}
        rooms = {i: f for i in kinds.rooms if (f := figure(content.items[i])) is not None}
        return cls(on_tile, figure(content.items[kinds.acid]), rooms)


def _offered(content: MakerContent, dice: tuple[int, int]) -> tuple[str, ...]:
    """The items two dice offer: each die's category, and a boss from the sum if >= 7."""
    categories = {content.faces[dice[0]], content.faces[dice[1]]}
    total = dice[0] + dice[1]
    out = []
    for item in content.items.values():
        if item.category == "boss":
            if total >= content.numbers.boss_min_sum and item.min_sum <= total:
                out.append(item.id)
        elif item.category in categories:
            out.append(item.id)
    return tuple(out)


def load(folder: Path) -> MakerContent:
    """Read and cross-check content/maker (maker §3)."""
    items = load_entries(folder / "market.yaml", Item)
    heroes = load_entries(folder / "heroes.yaml", Hero)
    spells = load_entries(folder / "spells.yaml", Spell)
    numbers = load_document(folder / "numbers.yaml", Numbers)
    faces = _faces(folder / "faces.yaml")
    problems = _cross_check(folder, items, heroes, spells, faces)
    if problems:
        raise ContentError(problems)
    return MakerContent(items, heroes, spells, faces, numbers)


def _faces(path: Path) -> dict[int, str]:
    raw = read_yaml(path)
    if not isinstance(raw, dict):
        raise ContentError([f"{path}: expected a mapping of die face -> category"])
    out: dict[int, str] = {}
    for face, category in raw.items():
        if not isinstance(face, int) or not 1 <= face <= 6:
            raise ContentError([f"{path}: entry '{face}': a die face must be 1 to 6"])
        if category not in CATEGORIES:
            raise ContentError([f"{path}: entry '{face}', field 'category': "
                                f"{category!r} is not one of {', '.join(CATEGORIES)}"])
        out[face] = category
    return out


def _cross_check(folder: Path, items: dict[str, Item], heroes: dict[str, Hero],
                 spells: dict[str, Spell], faces: dict[int, str]) -> list[str]:
    problems: list[str] = []
    market = folder / "market.yaml"
    if sorted(faces) != [1, 2, 3, 4, 5, 6]:
        problems.append(f"{folder / 'faces.yaml'}: every die face 1-6 needs a category")
    for item in items.values():
        if item.network and not item.shapes:
            problems.append(f"{market}: entry '{item.id}', field 'shapes': a network tile "
                            "needs at least one path shape")
        if item.category == "boss" and item.min_sum < 2:
            problems.append(f"{market}: entry '{item.id}', field 'min_sum': a boss needs the "
                            "dice sum it is offered from")
        if item.category != "path" and item.category != "boss" and item.stat is None:
            problems.append(f"{market}: entry '{item.id}', field 'stat': a dangerous item "
                            "names the stat of its check")
    if sum(1 for i in items.values() if i.category == "acid") != 1:
        problems.append(f"{market}: exactly one item must have category 'acid'")
    if "entrance" in items or "stairs" in items:
        problems.append(f"{market}: 'entrance' and 'stairs' are drawn by the rules, not sold")
    rows = sorted(r for h in heroes.values() for r in h.rows)
    if rows != [1, 2, 3, 4, 5, 6]:
        problems.append(f"{folder / 'heroes.yaml'}: the heroes' rows must cover 1-6 once "
                        f"each (got {rows})")
    for hero in heroes.values():
        if sorted(hero.stats) != sorted(STATS):
            problems.append(f"{folder / 'heroes.yaml'}: entry '{hero.id}', field 'stats': "
                            "needs str, int and dex")
    missing = sorted(set(SPELL_IDS) - set(spells))
    if missing:
        problems.append(f"{folder / 'spells.yaml'}: the rules need the spells "
                        f"{', '.join(missing)}")
    return problems


def default_content() -> MakerContent:
    """content/maker, loaded once per process (bots read the public market numbers)."""
    from game.content.registry import shared_registry
    return shared_registry().get("maker")
