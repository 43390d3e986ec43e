"""Hard's builder (issue 23): it judges each placement by what the rival's path would leave
it. The rival draws the hero's path to leave the owner least (doodle §7 'Path'), so every
wall, monster, trap, note and tick is weighed by the owner's expected points after the path
that the path planner (bot_route) would draw through the sheet with it: the monsters the hero
likely crosses off, the damage it likely takes on the way, a slain hero's points."""
from __future__ import annotations

import random
from typing import Any, Sequence

from game.games.doodle import bot_build
from game.games.doodle.actions import BuildWall, HideTreasure, PlacePiece, TickBox
from game.games.doodle.bot_route import Raid, plan
from game.games.doodle.content import CATEGORIES, DoodleContent
from game.games.doodle.sheets import value

SHORTLIST = 10
"""Placements weighed with the rival's path (all of them when there are no more, else as
many drawn at random): each weighing plans a whole path."""


class Owner:
    """The bot's own sheet in its view, and what a change to it would leave the bot."""

    def __init__(self, view: dict[str, Any], seat: int, content: DoodleContent) -> None:
        self.view = view
        self.seat = seat
        self.content = content
        sheet = view["sheets"][seat]
        self.cells: list[str] = list(sheet["cells"])
        self.ticks: dict[str, int] = dict(sheet["ticks"])
        self.notes: list[int] = list(view["private"]["treasures"])

    def kept(self, cells: Sequence[str] | None = None, ticks: dict[str, int] | None = None,
             notes: Sequence[int] | None = None) -> float:
        """Expected points after the rival's path, with these changes."""
        raid = self.raid(cells, ticks, notes)
        route = plan(raid, [raid.geo.entrance])
        self.own_worth(raid, notes)
        return raid.kept(route)

    def own_worth(self, raid: Raid, notes: Sequence[int] | None = None) -> None:
        """Value `raid`'s monsters with the bot's own notes (after the rival's path)."""
        raid.set_notes(self.notes if notes is None else notes, raid.treasure)

    def raid(self, cells: Sequence[str] | None = None, ticks: dict[str, int] | None = None,
             notes: Sequence[int] | None = None) -> Raid:
        """The rival's knowledge of the sheet with these changes (notes by count only)."""
        notes = self.notes if notes is None else notes
        ticks = self.ticks if ticks is None else ticks
        sheet = dict(self.view["sheets"][self.seat])
        sheet["cells"] = list(self.cells if cells is None else cells)
        sheet["values"] = {c: value(self.content, c, ticks) for c in CATEGORIES}
        sheet["treasure_count"] = len(notes)
        sheets = list(self.view["sheets"])
        sheets[self.seat] = sheet
        return Raid({**self.view, "sheets": sheets}, self.seat, self.content)


def choose_piece(view: dict[str, Any], legal: Sequence[PlacePiece], content: DoodleContent,
                 rng: random.Random) -> PlacePiece:
    """The monster or trap space that leaves the bot most after the rival's path."""
    owner = Owner(view, legal[0].seat, content)

    def kept(a: PlacePiece) -> float:
        cells = list(owner.cells)
        cells[a.cell] = a.kind
        return owner.kept(cells)

    pool = list(legal) if len(legal) <= SHORTLIST else rng.sample(list(legal), SHORTLIST)
    return max(pool, key=lambda a: (kept(a), rng.random()))


def choose_wall(view: dict[str, Any], legal: Sequence[BuildWall], content: DoodleContent,
                rng: random.Random) -> BuildWall:
    """The wall placement that leaves the bot most after the rival's path (a wall that
    forces the path over a trap or past a strong monster)."""
    owner = Owner(view, legal[0].seat, content)

    def kept(a: BuildWall) -> float:
        cells = list(owner.cells)
        for c in a.cells:
            cells[c] = "wall"
        return owner.kept(cells)

    pool = list(legal) if len(legal) <= SHORTLIST else rng.sample(list(legal), SHORTLIST)
    return max(pool, key=lambda a: (kept(a), rng.random()))


def choose_treasure(view: dict[str, Any], legal: Sequence[HideTreasure],
                    content: DoodleContent, rng: random.Random) -> HideTreasure:
    """Under the monster the rival's path is least likely to cross off."""
    owner = Owner(view, legal[0].seat, content)
    raid = owner.raid(notes=[*owner.notes, -1])
    route = plan(raid, [raid.geo.entrance])
    standing = raid.standing(route)
    allowed = {a.cell for a in legal}
    best = max(allowed, key=lambda c: (standing.get(c, 0.0), rng.random()))
    if standing.get(best, 0.0) <= 0.0:
        d = bot_build.Dungeon.of(view, legal[0].seat)
        return bot_build.choose_treasure(d, legal, rng)
    return HideTreasure(legal[0].seat, best)


def choose_tick(view: dict[str, Any], legal: Sequence[TickBox], content: DoodleContent,
                rng: random.Random) -> TickBox:
    """The box that leaves the bot most after the rival's path, Normal's reckoning of the
    box's worth breaking near-ties (a box that pays later, when more is drawn)."""
    owner = Owner(view, legal[0].seat, content)
    d = bot_build.Dungeon.of(view, legal[0].seat)

    def kept(a: TickBox) -> float:
        ticks = dict(owner.ticks)
        ticks[a.category] = ticks.get(a.category, 0) + 1
        return owner.kept(ticks=ticks) + 0.3 * bot_build.category_worth(d, a.category, content)

    return max(legal, key=lambda a: (kept(a), rng.random()))
