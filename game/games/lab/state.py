"""DungeonLab's match state: the players and the overlay on the unchanging map (destroyed
walls, creatures' health, items lying, the treasure, ontifutlai)."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.games.lab.dungeon import Edge, Spot

AMMO = ("bullets", "grenades", "blasters")
EQUIPMENT = ("elven", "arnor", "morgul", "bridle", "boat", "stick")
DAMAGE = ("bites", "pierces", "burns", "bullet hits", "grenade hits", "blaster hits")
"""lab §3.3: the damage counts; their limits are content (content/lab/damage.yaml)."""


class Phase(Enum):
    PLAY = "play"
    OVER = "over"


@dataclass
class Creature:
    """A creature's life on its cell-level (the map says what it is)."""

    alive: bool = True
    death: str = ""
    """normal or cruel."""
    skinned: bool = False
    bullets: int = 0
    """Bullet damage that has not regenerated (lab §4.5)."""
    hit_round: int = 0
    hidden: bool = False
    """A werewolf whose eyes were shot out of sight."""

    def __deepcopy__(self, memo: dict[int, Any]) -> "Creature":
        return _flat(self, memo)


@dataclass
class Question:
    """A yes/no question the seat must answer before her turn goes on."""

    kind: str
    """climb, orcs, undead, political, cop, stick."""
    spot: Spot
    first: bool | None = None
    """The answer to a tree's first question."""

    def __deepcopy__(self, memo: dict[int, Any]) -> "Question":
        return _flat(self, memo)


@dataclass
class Player:
    name: str
    pos: Spot | None = None
    alive: bool = False
    landing_due: bool = True
    wait: int = 0
    landings: int = 0
    damage: dict[str, int] = field(default_factory=lambda: dict.fromkeys(DAMAGE, 0))
    exote: bool = False
    ammo: dict[str, int] = field(default_factory=lambda: dict.fromkeys(AMMO, 0))
    money: int = 0
    gear: dict[str, int] = field(default_factory=lambda: dict.fromkeys(EQUIPMENT, 0))
    skins: dict[str, int] = field(default_factory=dict)
    treasure: bool = False
    riding: int | None = None
    resigned: bool = False
    arsenals: list[Spot] = field(default_factory=list)
    trees: list[Spot] = field(default_factory=list)
    management_used: bool = False
    felt: list[Edge] = field(default_factory=list)
    affected: list[Spot] = field(default_factory=list)
    """Sources that already hurt her this stay (lab §4.2.2)."""
    arrival: int = 0
    question: Question | None = None
    route: list[Spot] = field(default_factory=list)
    walked: list[bool] = field(default_factory=list)
    """Beside each route spot: True where she walked there (a move, a ridden jump, the
    step out of the exit), False where she was put there (a landing, a climb, a pit, a
    river, a teleport, an escort, a throw): the reveal draws no path line to it."""
    turns: int = 0
    """Turns she played (the move that ended the game included)."""
    waited: int = 0
    """Turns she sat out: dead before landing again, in a prison, waiting."""

    def __deepcopy__(self, memo: dict[int, Any]) -> "Player":
        """The look-ahead copy (what `copy.deepcopy` gives, without walking her route spot
        by spot): her lists hold spots, edges and flags, her dicts names and counts, all
        immutable, so a new list or dict of the same items is a deep copy."""
        twin = object.__new__(Player)
        twin.__dict__ = {key: _COPY.get(type(value), _same)(value)
                         for key, value in self.__dict__.items()}
        memo[id(self)] = twin
        return twin


@dataclass
class Ontifutlas:
    home: Spot
    pos: Spot
    bridled: bool = False
    rider: int | None = None
    exote: bool = False
    """Made exote by a gourm (option): it flies through simple walls and wire."""

    def __deepcopy__(self, memo: dict[int, Any]) -> "Ontifutlas":
        return _flat(self, memo)


_IMMUTABLE = frozenset({int, str, bool, type(None), tuple, Phase})


def _same(value: Any) -> Any:
    return value


_COPY: dict[type, Any] = {list: list, dict: dict, Question: lambda q: _flat(q, {})}
"""How `Player.__deepcopy__` copies a field by its type (anything else is immutable)."""


def _flat(obj: Any, memo: dict[int, Any]) -> Any:
    """A copy of a record whose fields are all immutable (numbers, text, flags, spots):
    a new object with the same field values is a deep copy."""
    twin = object.__new__(type(obj))
    twin.__dict__.update(obj.__dict__)
    memo[id(obj)] = twin
    return twin


@dataclass
class LabState:
    players: list[Player]
    order: list[int]
    turn: int = 0
    """Index into `order` of the seat whose turn it is."""
    round: int = 1
    phase: Phase = Phase.PLAY
    winner: int | None = None
    lost: bool = False
    headline: str = ""
    creatures: dict[Spot, Creature] = field(default_factory=dict)
    mordor: dict[Spot, list[list]] = field(default_factory=dict)
    """Beasts sent to each Mordor, oldest first: [kind, Creature-like dict]."""
    broken: dict[Edge, int] = field(default_factory=dict)
    """Destroyed walls and the round at whose end they stand again."""
    items: dict[Spot, dict[str, int]] = field(default_factory=dict)
    treasure_at: Spot | None = None
    """Where the treasure lies (None: carried)."""
    treasure_home: Spot | None = None
    treasure_return: int | None = None
    """The round at whose end a dropped treasure goes home."""
    ontifutlai: list[Ontifutlas] = field(default_factory=list)
    arrivals: int = 0
    notebooks: list[list[tuple]] = field(default_factory=list)
    """Each seat's notebook edits (lab §6), private to that seat."""

    def __deepcopy__(self, memo: dict[int, Any]) -> "LabState":
        """The look-ahead copy: the players, creatures, ontifutlai and items lying by their
        own quick copies (all their insides are immutable), numbers, words and spots
        shared, anything else by `copy.deepcopy`."""
        twin = object.__new__(LabState)
        memo[id(self)] = twin
        fields = dict(self.__dict__)
        fields["players"] = [p.__deepcopy__(memo) for p in self.players]
        fields["creatures"] = {spot: _flat(c, memo) for spot, c in self.creatures.items()}
        fields["ontifutlai"] = [_flat(o, memo) for o in self.ontifutlai]
        fields["items"] = {spot: dict(held) for spot, held in self.items.items()}
        fields["broken"] = dict(self.broken)
        fields["order"] = list(self.order)
        for key, value in self.__dict__.items():
            if fields[key] is value and type(value) not in _IMMUTABLE:
                fields[key] = copy.deepcopy(value, memo)   # mordor, notebooks, anything new
        twin.__dict__ = fields
        return twin

    @property
    def active(self) -> int:
        return self.order[self.turn]
