"""The actions of Dungeon Maker Deluxe, each a command with its seat (maker §4)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, register

GAME = "maker"


@dataclass(frozen=True)
class MakerAction(Action):
    """Base of this game's actions: immutable, so copying one returns it (fast clones)."""

    def __deepcopy__(self, memo: dict) -> "MakerAction":
        return self


@register(GAME)
@dataclass(frozen=True)
class RollLoot(MakerAction):
    """Roll 2d6 for each Gem, then each Potion, and draw them on the sheet (maker §4.1)."""


@register(GAME)
@dataclass(frozen=True)
class ChooseEntrance(MakerAction):
    """Draw the entrance on a corner: a straight with one opening to the edge (maker §4.1)."""

    x: int
    y: int
    openings: str


@register(GAME)
@dataclass(frozen=True)
class ChooseSpell(MakerAction):
    """Circle the starting spell (maker §4.1)."""

    spell: str


@register(GAME)
@dataclass(frozen=True)
class Collect(MakerAction):
    """This round's action: erase one loot (maker §4.3). `spell`: the spell a Potion
    circles ('' for a Gem, or when no spell is left)."""

    x: int
    y: int
    spell: str = ""


@register(GAME)
@dataclass(frozen=True)
class DeclareBuild(MakerAction):
    """This round's action: Build (maker §4.2). Solo and 'each rolls': roll 2d6 now."""


@register(GAME)
@dataclass(frozen=True)
class Build(MakerAction):
    """Buy one market item the dice allow and draw it (maker §3.3, §4.4). `openings` for
    network tiles (path, bridge, gate, boss), in N, E, S, W order."""

    item: str
    x: int
    y: int
    openings: str = ""


@register(GAME)
@dataclass(frozen=True)
class Decline(MakerAction):
    """Buy nothing with this roll; the round passes (maker §4.2)."""


@register(GAME)
@dataclass(frozen=True)
class CastSpell(MakerAction):
    """Cast an owned spell (maker §3.5). `stat` for Curse and Jinx; `dungeon` names the
    dungeon whose hero a Curse or Fireball aims at (None: the caster's own)."""

    spell: str
    stat: str = ""
    dungeon: int | None = None


@register(GAME)
@dataclass(frozen=True)
class PlaceStairs(MakerAction):
    """Draw the stairs (maker §4.5)."""

    x: int
    y: int


@register(GAME)
@dataclass(frozen=True)
class Pass(MakerAction):
    """Cast no Jinx before this hero round (maker §4.6)."""


@register(GAME)
@dataclass(frozen=True)
class RollHero(MakerAction):
    """Roll 2d6 on the hero chart: white X, red Y (maker §3.4)."""


@register(GAME)
@dataclass(frozen=True)
class Walk(MakerAction):
    """Walk the hero on along its route until it dies, escapes or fails a check where
    Fireball may follow (maker §4.7)."""
