"""Hard's builder (issue 23): it judges each placement by what the rival's path would leave
it. The rival draws the hero's path to leave the owner least (doodle §7 'Path'), so every
wall, monster, trap, note and tick is weighed by the owner's expected points after the path
that the path planner (bot_route) would draw through the sheet with it: the monsters the hero
likely crosses off, the damage it likely takes on the way, a slain hero's points."""
from __future__ import annotations

import math
import random
from typing import Any, Sequence

from game.games.doodle import bot_build
from game.games.doodle.actions import BuildWall, HideTreasure, PlacePiece, TickBox
from game.games.doodle.board import geometry
from game.games.doodle.bot_route import Raid, plan
from game.games.doodle.content import CATEGORIES, DoodleContent
from game.games.doodle.forcing import entrance_pair, forcing, stops_to_kill, trap_slots
from game.games.doodle.sheets import value

SHORTLIST = 10
"""Placements weighed with the rival's path (all of them when there are no more, else as
many drawn at random, with the few that force the heroes most): each weighing plans a
whole path."""
FORCING = 3
"""Placements added to the shortlist for how much they force on the heroes' way."""
FORCED_HP = 0.3
"""What each hit point of damage every hero path must take from traps is worth (a hero
that must lose all 10 dies: 5 points)."""
CHOKE = 0.3
"""How much of a forced trap's worth a free trap slot on a chokepoint counts for: a space
every path must cross where a trap may still go (forcing.trap_slots), up to the traps a
kill still needs. So Hard's walls narrow the heroes' way into a corridor before its traps
come, and its traps go where they force a stop."""
LANE = 0.02
"""What each open space on the heroes' least-trapped ways costs (narrow ways make chokepoints)."""
GROUP_AHEAD = 0.5
"""How much of a level a box that does not complete its group counts for (a track's level
rises only with its group's second box, doodle §3.2: without this, a first box is worth
nothing now and Hard never starts Trap damage or Cards in hand)."""
HAND_CARD = 0.2
"""What each card more in hand is worth beyond what a saving card in a rival's dungeon is
worth (a blue card to back a monster, a choice at a stop)."""


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
        """Expected points after the rival's path, with these changes, and what the traps
        every path must stop on are worth towards a slain hero (`forced_worth`)."""
        raid = self.raid(cells, ticks, notes)
        route = plan(raid, [raid.geo.entrance])
        self.own_worth(raid, notes)
        return raid.kept(route) + self.forced_worth(cells, ticks) + self.hand_worth(ticks)

    def hand_worth(self, ticks: dict[str, int] | None = None) -> float:
        """What the hand size is worth in Phase C: the chance of holding a card that saves
        a hero in a rival's dungeon whose forced traps would kill it (a Jump or a Haste
        takes one forced stop off; a slain hero gives that rival its points, doodle §5.1),
        and a little for every card more. Read from the rivals' public sheets only."""
        ticks = self.ticks if ticks is None else ticks
        size = value(self.content, "hand", ticks)
        numbers = self.content.numbers
        geo = geometry(self.view["width"], self.view["height"])
        threat = 0.0
        for i, sheet in enumerate(self.view["sheets"]):
            if i == self.seat:
                continue
            damage = sheet["values"]["trap"]
            forced = forcing(geo, sheet["cells"]).traps * damage
            if forced >= numbers.hero_hp and forced - damage < numbers.hero_hp:
                threat += 1.0                   # one forced stop less and the hero lives
            elif forced >= numbers.hero_hp - damage:
                threat += 0.5                   # one forced trap more would kill it
        return threat * numbers.dead_hero_points * holds_saver(self.content, size) + \
            HAND_CARD * (size - 1)

    def forced_worth(self, cells: Sequence[str] | None = None,
                     ticks: dict[str, int] | None = None) -> float:
        """The forced-trap corridor's worth: each hit point the traps every path must stop
        on are sure to deal (up to the hero's), part of what traps on the chokepoints still
        free would deal (CHOKE), and a narrower way for the heroes."""
        cells = self.cells if cells is None else cells
        ticks = self.ticks if ticks is None else ticks
        geo = geometry(self.view["width"], self.view["height"])
        f = forcing(geo, cells)
        hp = self.content.numbers.hero_hp
        damage = value(self.content, "trap", ticks)
        sure = min(hp, f.traps * damage)
        pair = [cells[c] for c in entrance_pair(geo)]
        if f.traps == 0 and sorted(pair) == ["", "trap"]:
            sure += damage / 2      # half of the Entrance pair: the other half may come
        need = max(0, stops_to_kill(hp, damage) - f.traps)
        ahead = min(hp - sure, damage * min(need, len(trap_slots(geo, cells)))) if need else 0
        return FORCED_HP * (sure + CHOKE * max(0.0, ahead)) - LANE * f.lane

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


def holds_saver(content: DoodleContent, size: int) -> float:
    """The chance a hand of `size` cards from the whole deck holds a card that takes a trap
    stop off (Jump or Haste, doodle §4.6)."""
    cards = list(content.cards)
    savers = sum(1 for c in cards if content.action_of(c).negate or content.action_of(c).skip)
    return 1.0 - math.comb(len(cards) - savers, size) / math.comb(len(cards), size)


def choose_piece(view: dict[str, Any], legal: Sequence[PlacePiece], content: DoodleContent,
                 rng: random.Random) -> PlacePiece:
    """The monster or trap space that leaves the bot most after the rival's path."""
    owner = Owner(view, legal[0].seat, content)

    def kept(a: PlacePiece) -> float:
        cells = list(owner.cells)
        cells[a.cell] = a.kind
        return owner.kept(cells)

    pool = shortlist(legal, rng, lambda a: owner.forced_worth(_with(owner.cells, [a.cell],
                                                                     a.kind)))
    if legal[0].kind == "trap":
        pair = entrance_pair(geometry(view["width"], view["height"]))
        slots = set(trap_slots(geometry(view["width"], view["height"]), owner.cells))
        pool += [a for a in legal if (a.cell in pair or a.cell in slots) and a not in pool]
    return max(pool, key=lambda a: (kept(a), rng.random()))


def shortlist(legal: Sequence[Any], rng: random.Random, forced: Any) -> list[Any]:
    """The placements to weigh: all when few, else a random SHORTLIST and the FORCING that
    force most on the heroes' way (`forced`: a placement's forced worth)."""
    if len(legal) <= SHORTLIST:
        return list(legal)
    pool = rng.sample(list(legal), SHORTLIST)
    ranked = sorted(legal, key=lambda a: (-forced(a), rng.random()))
    return pool + [a for a in ranked[:FORCING] if a not in pool]


def _with(cells: Sequence[str], changed: Sequence[int], what: str) -> list[str]:
    out = list(cells)
    for c in changed:
        out[c] = what
    return out


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

    pool = shortlist(legal, rng, lambda a: owner.forced_worth(_with(owner.cells, a.cells,
                                                                     "wall")))
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

    group = content.numbers.box_group

    def kept(a: TickBox) -> float:
        ticks = dict(owner.ticks)
        ticks[a.category] = ticks.get(a.category, 0) + 1
        now = owner.kept(ticks=ticks)
        if ticks[a.category] % group and ticks[a.category] < content.boxes(a.category):
            ticks[a.category] += 1          # the group's second box: the level it starts
            now += GROUP_AHEAD * (owner.kept(ticks=ticks) - now)
        return now + 0.3 * bot_build.category_worth(d, a.category, content)

    return max(legal, key=lambda a: (kept(a), rng.random()))
