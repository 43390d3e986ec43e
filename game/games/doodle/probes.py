"""Probe players: strategies people use to beat the computer, played in the sims as seat
kind `probe:<name>` to test Hard (never offered at the table). Each reads only its seat's
view and legal moves, as a person would, and plays its plan in earnest.

- corridor: paired diagonal traps at the Entrance, a one-wide corridor with a trap every
  other space and Trap level 4, so each hero dies on its third forced stop before it can
  reach the builder's monsters and treasure;
- raider: routes every hero it draws over the rival's likeliest treasure (its strongest
  monsters) while the traps on the way leave the hero likely to live;
- saver: keeps its action cards for the stops that decide points (a hero's death, a
  guarded treasure) and raises its hand size to hold more of them."""
from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from game.core.actions import Action
from game.games.doodle.actions import (BuildWall, HideTreasure, PassCard, PickCard,
                                       PlacePiece, PlayCard, Reroll, TickBox)
from game.games.doodle.board import Geometry, geometry
from game.games.doodle.bot_cards import choose_card, fight_odds, stop_facts
from game.games.doodle.bot_normal import GreedyBot
from game.games.doodle.bot_route import PathPlanner, Raid
from game.games.doodle.content import MONSTERS, DoodleContent
from game.games.doodle.forcing import entrance_pair, forcing, stops_to_kill, trap_counts
from game.games.doodle.sheets import value, wall_fits
from game.games.doodle.state import WALL

WALLS_WEIGHED = 120
"""Wall placements the corridor builder weighs (a sample when there are more)."""


# --- the corridor builder -----------------------------------------------------------------
class CorridorBuilder(GreedyBot):
    """Forced-trap corridor builder: Entrance trap pair, one-wide trapped corridor, Trap 4.

    Paired diagonal traps on the Entrance's neighbours, walls that leave the heroes one
    narrow way with a trap every other space, Trap damage raised to 4 so a hero dies on its
    third forced stop, and monsters and treasure behind those traps; draws paths and plays
    cards as Normal."""

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        first = legal[0]
        if len(legal) == 1:
            return first
        sheet = view["sheets"][self.seat]
        geo = geometry(view["width"], view["height"])
        plan = Corridor(geo, list(sheet["cells"]), dict(sheet["ticks"]), self.content)
        if isinstance(first, PickCard):
            return max(legal, key=lambda a: (plan.card_worth(a.card),  # type: ignore[attr-defined]
                                             self.rng.random()))
        if isinstance(first, BuildWall):
            pool = legal if len(legal) <= WALLS_WEIGHED else self.rng.sample(legal,
                                                                             WALLS_WEIGHED)
            return max(pool, key=lambda a: (plan.worth(a.cells, WALL),  # type: ignore[attr-defined]
                                            self.rng.random()))
        if isinstance(first, PlacePiece):
            return plan.piece(legal, self.rng)  # type: ignore[arg-type]
        if isinstance(first, HideTreasure):
            notes = view["private"]["treasures"]
            return plan.treasure(legal, notes, self.rng)  # type: ignore[arg-type]
        if isinstance(first, TickBox):
            return plan.tick(legal, view, self.seat, self.rng)  # type: ignore[arg-type]
        return super().choose(view, legal)


class Corridor:
    """The corridor builder's reckoning of its own sheet."""

    TRAP_GOAL = 4
    """The Trap level it builds towards (the track's top: a hero dies on its third trap)."""

    def __init__(self, geo: Geometry, cells: list[str], ticks: dict[str, int],
                 content: DoodleContent) -> None:
        self.geo = geo
        self.cells = cells
        self.ticks = ticks
        self.content = content
        self.need = stops_to_kill(content.numbers.hero_hp, self.TRAP_GOAL)
        self.pair = entrance_pair(geo)
        self.traps = cells.count("trap")

    def worth(self, changed: Sequence[int], what: str) -> float:
        """How far the sheet with `what` on `changed` is towards the plan: traps every path
        must stop on (up to the killing number), monsters behind them, a narrow and long way."""
        cells = list(self.cells)
        for c in changed:
            cells[c] = what
        f = forcing(self.geo, cells)
        points = self.content.numbers.monsters
        safe = sum(points[cells[m]].points * min(before, self.need)
                   for m, before in f.before.items())
        open_mask = self.geo.full & ~self.geo.mask([c for c, w in enumerate(cells) if w == WALL])
        length = self.geo.distance(self.geo.entrance, self.geo.exit, open_mask) or 0
        return 100.0 * min(f.traps, self.need) + 8.0 * safe - f.lane + 0.5 * length

    def piece(self, legal: Sequence[PlacePiece], rng: random.Random) -> PlacePiece:
        """Traps: the Entrance pair first, then where they force most; monsters where the
        most traps stand before a hero can reach them, as far from the Entrance as may be."""
        kind = legal[0].kind
        if kind == "trap":
            for a in legal:
                if a.cell in self.pair:
                    return a
            return max(legal, key=lambda a: (self.worth((a.cell,), "trap"), rng.random()))
        before = trap_counts(self.geo, self.cells, self.geo.entrance)
        open_mask = self.geo.full & ~self.geo.mask([c for c, w in enumerate(self.cells)
                                                   if w == WALL])

        def safety(a: PlacePiece) -> tuple[int, int, float]:
            far = self.geo.distance(self.geo.entrance, a.cell, open_mask) or 0
            return min(before[a.cell], self.need), far, rng.random()

        return max(legal, key=safety)

    def treasure(self, legal: Sequence[HideTreasure], notes: Sequence[int],
                 rng: random.Random) -> HideTreasure:
        """Under the unguarded monster with most traps before it; else deep in the sheet."""
        before = trap_counts(self.geo, self.cells, self.geo.entrance)
        allowed = {a.cell for a in legal}
        guards = [c for c, w in enumerate(self.cells)
                  if w in MONSTERS and c in allowed and c not in notes]
        if guards:
            cell = max(guards, key=lambda c: (before[c], MONSTERS.index(self.cells[c]),
                                              rng.random()))
            return HideTreasure(legal[0].seat, cell)
        cell = max(allowed, key=lambda c: (before[c] if self.cells[c] == "" else -2,
                                           rng.random()))
        return HideTreasure(legal[0].seat, cell)

    def tick(self, legal: Sequence[TickBox], view: dict[str, Any], seat: int,
             rng: random.Random) -> TickBox:
        """Trap damage to the goal first, then treasure, then the most numerous monster."""
        by = {a.category: a for a in legal}
        if "trap" in by and value(self.content, "trap", self.ticks) < self.TRAP_GOAL:
            return by["trap"]
        if "treasure" in by:
            return by["treasure"]
        kinds = sorted(MONSTERS, key=lambda m: -self.cells.count(m))
        for m in kinds:
            if m in by:
                return by[m]
        return rng.choice(list(legal))

    def card_worth(self, card: int) -> float:
        """Traps and Trap-damage boxes first, walls to shape the corridor, then points."""
        trap_low = value(self.content, "trap", self.ticks) < self.TRAP_GOAL
        worth = 0.0
        guards = sum(1 for w in self.cells if w in MONSTERS)
        for element in self.content.card(card).build:
            if element == "trap":
                worth += 2.5 if self.traps < 3 * self.need else 0.3
            elif element == "improvement":
                worth += 2.2 if trap_low else 1.0
            elif element in MONSTERS:
                worth += self.content.numbers.monsters[element].points * 0.7
                guards += 1
            elif element == "treasure":
                worth += 1.2 if guards else 0.3
            elif wall_fits(self.geo, self.content, element, self.cells):
                worth += 1.0
            else:
                worth -= 0.5
        return worth


# --- the raider -----------------------------------------------------------------------------
class RaiderPlanner(PathPlanner):
    """Plans a hero path over the rival's likeliest treasure: the strongest monsters first
    (a master hides treasure under them), as many as the hero likely lives to reach."""

    RAIDS = 4
    """At most this many monsters sought out."""

    def route(self, view: dict[str, Any], owner: int, content: DoodleContent) -> list[int]:
        raid = Raid(view, owner, content)
        sheet = view["sheets"][owner]
        order = sorted(raid.win, key=lambda c: (-MONSTERS.index(sheet["cells"][c]), c))
        guessed = order[:sheet["treasure_count"]]
        raid.set_notes(guessed, raid.treasure)
        drawn = list(sheet["path"])
        best = raid.through(drawn, []) or []
        best_kept = raid.kept(best) if best else float("inf")
        targets = sorted(raid.win, key=lambda c: -raid.worth[c])[:self.RAIDS]
        for k in range(len(targets), 0, -1):
            stops = _nearest_first(raid.geo, drawn[-1], targets[:k])
            route = raid.through(drawn, stops)
            if route and raid.kept(route) < best_kept - 1e-9:
                best, best_kept = route, raid.kept(route)
        return best


def _nearest_first(geo: Geometry, start: int, cells: Sequence[int]) -> list[int]:
    """`cells` in the order a walk from `start` meets them going always to the nearest."""
    left, at, out = list(cells), start, []
    while left:
        ax, ay = geo.colrow(at)
        nxt = min(left, key=lambda c: abs(geo.colrow(c)[0] - ax) + abs(geo.colrow(c)[1] - ay))
        out.append(nxt)
        left.remove(nxt)
        at = nxt
    return out


class Raider(GreedyBot):
    """Raider path drawer: routes heroes over the rival's best treasure; else as Normal."""

    def __init__(self, seat: int, rng: random.Random,
                 content: DoodleContent | None = None) -> None:
        super().__init__(seat, rng, content)
        self.planner = RaiderPlanner()


# --- the card saver -------------------------------------------------------------------------
SAVER_STAKE = 1.0
"""Points a card must be expected to swing before the saver spends it."""


class CardSaver(GreedyBot):
    """Card saver: hoards its action cards for the stops that decide points.

    It plays a card only where it swings a point or more (a hero's death, a guarded
    treasure), raises its hand size early, and builds and draws paths as Normal."""

    HAND_TICKS = 2
    """Cards-in-hand boxes it ticks before any other (level 2)."""

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        first = legal[0]
        if len(legal) > 1 and isinstance(first, TickBox):
            ticks = view["sheets"][self.seat]["ticks"].get("hand", 0)
            for a in legal:
                if a.category == "hand" and ticks < self.HAND_TICKS:  # type: ignore[attr-defined]
                    return a
        if len(legal) > 1 and isinstance(first, (PlayCard, PassCard, Reroll)):
            return self.card(view, legal)
        return super().choose(view, legal)

    def card(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """A card only where it swings a point or more; else keep it."""
        if any(isinstance(a, Reroll) for a in legal):
            return choose_card(view, legal, self.content)
        plays = [a for a in legal if isinstance(a, PlayCard)]
        facts = stop_facts(view, self.content)
        best, gain = PassCard(self.seat), SAVER_STAKE
        for p in plays:
            swing = self.swing(view, facts, p)
            if swing >= gain:
                best, gain = p, swing
        return best

    def swing(self, view: dict[str, Any], facts: dict[str, Any], play: PlayCard) -> float:
        """Points the card moves towards the saver at this stop (its own or a rival's)."""
        content = self.content
        card = content.action_of(play.card)
        mine = facts["owner"] == self.seat
        hp, damage, dead = facts["hp"], facts["damage"], content.numbers.dead_hero_points
        if facts["kind"] == "trap":
            dealt = damage + 2 * ("spikes" in facts["played"])
            if card.damage:
                return dead if hp - dealt > 0 >= hp - dealt - card.damage else 0.0
            lethal = hp - dealt <= 0
            if card.negate or card.skip:
                return dead if lethal else 0.0
            return dead if lethal and hp + card.heal - dealt > 0 else 0.0
        stop = view["stop"]
        what = stop["what"]
        stake = content.numbers.monsters[what].points
        if mine and stop["cell"] in view["private"]["treasures"]:
            stake += view["sheets"][self.seat]["values"]["treasure"]
        elif not mine:
            stake += view["sheets"][facts["owner"]]["values"]["treasure"] * \
                (MONSTERS.index(what) + 1) / len(MONSTERS)
        now = fight_odds(content, facts["bonus"], facts["played"])
        if card.skip:
            return now * (stake + (dead if hp - damage <= 0 else 0.0)) * 0.5
        after = fight_odds(content, facts["bonus"], [*facts["played"], card.id])
        if card.heal:
            return now * dead if hp - damage <= 0 < hp + card.heal - damage else 0.0
        lethal = dead if hp - damage <= 0 else 0.0
        return abs(after - now) * (stake + lethal)


PROBES: dict[str, Callable[[int, random.Random], Any]] = {
    "corridor": CorridorBuilder,
    "raider": Raider,
    "saver": CardSaver,
}
"""Probe players by name, each a factory (seat, rng) -> bot."""
