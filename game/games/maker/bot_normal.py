"""Maker's Normal computer (maker §7).

The greedy bot reads only its seat's view and its legal actions. It rebuilds its own sheet
from the view and values each purchase by (score gain + expected hero damage) per Coin:
paths that push the route towards free space, monster rooms in blocks beside the route,
traps on route tiles, bosses when affordable. It declines a roll that funds nothing useful.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.games.maker.actions import (Build, CastSpell, ChooseEntrance, ChooseSpell, Collect,
                                      DeclareBuild, Decline, Pass, PlaceStairs)
from game.core.grid import step
from game.games.maker.board import (OPPOSITE, STAIRS, Cell, Sheet, neighbours, on_sheet,
                                    tiles_from_view)
from game.games.maker.content import STATS, CheckFigures, Item, MakerContent, default_content
from game.games.maker.route import (check_for, dangers, figures_check, network_distances,
                                    shortest_route, tile_figures)
from game.games.maker.scoring import building_points

FAIL_AT_MOST = {k: sum(max(0, 6 - abs(s - 7)) for s in range(2, k + 1)) / 36
                for k in range(-20, 30)}
"""P(2d6 <= k)."""
BASE_STATS = {"str": 4.0, "int": 4.3, "dex": 4.7}
"""A typical hero's basic stats, averaged over the chart (maker §3.4)."""
SPELL_WISH = ("fireball", "curse", "mend", "jinx", "windfall", "loaded_dice")
DAMAGE_WEIGHT = 6.0
"""Points one expected damage point on the route is worth: it counts for each of up to
5 heroes (kills +3, escapes -2); tuned with `main.py sim`."""
COIN_VALUE = 0.2
"""A Coin kept scores 1 point per 5 (maker §5.1)."""
ROUTE_STEP = 1.2
"""Value of pushing the route one tile further than it reaches now."""
GROWTH_HOPE = 3.0
"""Extra value of a pond or room with free space beside it (groups score more)."""


STAIRS_ROOM = 5.0
"""Points lost by a purchase that leaves no empty tile for the stairs beside the far end of
the route (fallback (b) then cuts the route short, maker §4.5, §7)..."""
ROOM_PER_ROUND = 0.5
"""...and per building round left, in which the route could still have grown there."""


PLANS_KEPT = 64
"""Sheets whose purchase ranking a bot keeps (a look-ahead meets the same few often)."""


@dataclass(frozen=True)
class Style:
    """A computer's own taste, drawn from the match seed and its seat (issue 23): two
    computers at one table weigh the same chances differently, and a replay is exact."""

    danger: float = 1.0
    """x DAMAGE_WEIGHT: how much it cares for a deadly route over points on paper."""
    reach: float = 1.0
    """x ROUTE_STEP: how much it values a longer route."""
    growth: float = 1.0
    """x GROWTH_HOPE: how much it hopes to grow room blocks and ponds."""
    whim: float = 0.0
    """Up to this share of a purchase's value is left to chance (ties fall differently)."""

    @classmethod
    def draw(cls, rng: random.Random) -> "Style":
        return cls(danger=rng.uniform(0.8, 1.25), reach=rng.uniform(0.8, 1.5),
                   growth=rng.uniform(0.6, 1.4), whim=0.15)


def fail_chance(target: int, stat: float) -> float:
    """Chance a hero with `stat` fails a check against `target` (2d6 + stat < target)."""
    return FAIL_AT_MOST[max(-20, min(29, int(round(target - stat)) - 1))]


class GreedyBot:
    """Builds one long, dangerous route and scores monster blocks and acid (maker §7)."""

    start_wish: tuple[str, ...] = ("mend", "curse", "fireball")
    """The starting spell it circles: the first of these offered."""
    potion_wish: tuple[str, ...] = SPELL_WISH
    """The spell a Potion circles: the first of these offered."""
    gem_below = 6
    """It collects a Gem while its Coin is below this."""

    def __init__(self, seat: int, rng: random.Random,
                 content: MakerContent | None = None) -> None:
        self.seat = seat
        self.rng = rng
        self.content = content or default_content()
        self.style = Style.draw(rng)
        self.rounds_left = 0
        self.plans_kept = PLANS_KEPT
        self._plans: dict[tuple, Plan] = {}

    # --- entry --------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        me = view["players"][self.seat]
        self.rounds_left = max(0, view["rounds"] - view["round"])
        kinds = {type(a) for a in legal}
        if ChooseEntrance in kinds or ChooseSpell in kinds:
            return self._setup(me, legal)
        if Build in kinds or Decline in kinds:
            return self._purchase(me, legal)
        if DeclareBuild in kinds:
            return self._round_action(me, legal)
        if PlaceStairs in kinds:
            return self._stairs(me, legal)
        if Pass in kinds:
            return self._jinx(view, legal)
        return self._hero_phase(me, legal)

    # --- setup --------------------------------------------------------------------------
    def _setup(self, me: dict[str, Any], legal: list[Action]) -> Action:
        spells = [a for a in legal if isinstance(a, ChooseSpell)]
        if spells:
            return min(spells, key=lambda a: _wish(a.spell, self.start_wish))
        sheet = self._sheet(me)
        entrances = [a for a in legal if isinstance(a, ChooseEntrance)]
        room = {a: _room_ahead(sheet, (a.x, a.y), a.openings) for a in entrances}
        best = max(room.values())
        near = sorted((a for a in entrances if room[a] >= best - 1.0),
                      key=lambda a: (a.x, a.y, a.openings))
        return self.rng.choice(near)   # a corner to its own taste among the roomy ones

    # --- building -----------------------------------------------------------------------
    windfall_below = 4
    """Windfall is cast when Coin falls below this."""

    def windfall(self, me: dict[str, Any], legal: list[Action]) -> Action | None:
        """Windfall, when it is offered and Coin runs low."""
        if me["coin"] >= self.windfall_below:
            return None
        windfall = CastSpell(self.seat, "windfall")
        return windfall if windfall in legal else None

    def _round_action(self, me: dict[str, Any], legal: list[Action]) -> Action:
        windfall = self.windfall(me, legal)
        if windfall is not None:
            return windfall
        collects = [a for a in legal if isinstance(a, Collect)]
        gems = [a for a in collects if not a.spell and self._loot(me, a) == "gem"]
        if gems and me["coin"] < self.gem_below:
            return gems[0]
        potions = [a for a in collects if a.spell]
        if potions:
            return min(potions, key=lambda a: self.wish(a.spell))
        return DeclareBuild(self.seat)

    def wish(self, spell: str) -> int:
        """How early `spell` comes in its wishes for a Potion (lower: sooner)."""
        return _wish(spell, self.potion_wish)

    def _loot(self, me: dict[str, Any], a: Collect) -> str:
        return me["tiles"][(a.y - 1) * self.content.numbers.size + a.x - 1][3]

    def _purchase(self, me: dict[str, Any], legal: list[Action]) -> Action:
        windfall = self.windfall(me, legal)
        if windfall is not None:
            return windfall
        best, value = None, 0.0
        for score, action in self.purchases(me, legal):
            if score > value:
                best, value = action, score
        if best is not None:
            return best
        loaded = CastSpell(self.seat, "loaded_dice")
        return loaded if loaded in legal else Decline(self.seat)

    def purchases(self, me: dict[str, Any], legal: list[Action]) -> list[tuple[float, Build]]:
        """Each sensible purchase offered, with its worth per Coin (in `legal`'s order)."""
        builds = [a for a in legal if isinstance(a, Build)]
        if not builds:
            return []
        out = []
        plan = self._plan(me)
        items, traps, on_route = self.content.items, plan.traps, plan.on_route
        lost = STAIRS_ROOM + ROOM_PER_ROUND * self.rounds_left
        whim, draw = self.style.whim, self.rng.random
        known = plan.worths
        for action in builds:
            key = (action.x, action.y, action.item, action.openings)
            worth = known.get(key)
            if worth is None:
                if action.item in traps and (action.x, action.y) not in on_route:
                    worth = known[key] = (0.0, 0, True, False)
                else:
                    cost = items[action.item].cost
                    worth = known[key] = (plan.gain(action) - COIN_VALUE * cost, cost,
                                          plan.stairs_room
                                          and plan.keeps_stairs_room(action), True)
            gain, cost, keeps, sensible = worth
            if not sensible:
                continue
            if plan.stairs_room and not keeps:
                gain -= lost
            gain *= 1.0 + whim * (draw() - 0.5)
            out.append((gain / max(1, cost), action))
        return out

    def _plan(self, me: dict[str, Any]) -> "Plan":
        """The Plan of this sheet, kept while the sheet stays the same: a look-ahead asks
        for the same sheet's purchases again and again, with other dice."""
        key = (tuple(map(tuple, me["tiles"])), tuple(me["entrance"]),
               tuple(sorted(me["pips"].items())))
        plan = self._plans.get(key)
        if plan is None:
            if len(self._plans) >= self.plans_kept:
                self._plans.clear()
            plan = self._plans[key] = Plan(self._sheet(me), self.content, me, self.style)
        return plan

    def _stairs(self, me: dict[str, Any], legal: list[Action]) -> Action:
        sheet = self._sheet(me)
        entrance = tuple(me["entrance"])

        def worth(a: PlaceStairs) -> float:
            sheet.at((a.x, a.y)).kind = "stairs"
            route = shortest_route(sheet, entrance, (a.x, a.y))[:-1]
            sheet.at((a.x, a.y)).kind = ""
            return route_danger(sheet, self.content, route, me["pips"]) + 0.1 * len(route)

        return max((a for a in legal if isinstance(a, PlaceStairs)), key=worth)

    # --- hero phase ---------------------------------------------------------------------
    def _jinx(self, view: dict[str, Any], legal: list[Action]) -> Action:
        stat = self._rivals_stat(view)
        jinx = CastSpell(self.seat, "jinx", stat)
        return jinx if jinx in legal else legal[0]

    def _rivals_stat(self, view: dict[str, Any]) -> str:
        """The stat rivals' route checks ask most often: raising it weakens their dungeons."""
        counts = {s: 0 for s in STATS}
        for i, p in enumerate(view["players"]):
            if i == self.seat or not p["route"]:
                continue
            sheet = self._sheet(p)
            for cell in p["route"]:
                for d in dangers(sheet, self.content, tuple(cell)):
                    counts[d.stat] += 1
        return max(STATS, key=lambda s: (counts[s], -STATS.index(s)))

    def _hero_phase(self, me: dict[str, Any], legal: list[Action]) -> Action:
        hero = me["hero"]
        mend = CastSpell(self.seat, "mend")
        if mend in legal:
            return mend
        fireball = CastSpell(self.seat, "fireball")
        if fireball in legal and hero["hp"] <= self.content.numbers.fireball_damage:
            return fireball
        curses = [a for a in legal if isinstance(a, CastSpell) and a.spell == "curse"]
        if curses and hero["status"] == "ready":
            stat = self._hardest_stat(me)
            return next(a for a in curses if a.stat == stat)
        return next(a for a in legal if not isinstance(a, CastSpell))

    def _hardest_stat(self, me: dict[str, Any]) -> str:
        """The stat of the hardest check on the hero's route (maker §7: Curse)."""
        sheet = self._sheet(me)
        stats = me["hero"]["stats"]
        hardest = (0, "str")
        for cell in me["route"]:
            check = check_for(dangers(sheet, self.content, tuple(cell)), stats, self.content)
            if check and check.target - stats[check.stat] > hardest[0]:
                hardest = (check.target - stats[check.stat], check.stat)
        return hardest[1]

    def _sheet(self, p: dict[str, Any]) -> Sheet:
        return Sheet(tiles_from_view(p["tiles"]), self.content.kinds, self.content.numbers.size)


def _room_besides(room: set[Cell], cell: Cell) -> bool:
    """Is any tile of `room` left once `cell` is built on? (`bool(room - {cell})`)"""
    return len(room) > 1 or (len(room) == 1 and cell not in room)


def _wish(spell: str, order: tuple[str, ...]) -> int:
    return order.index(spell) if spell in order else len(order)


def _room_ahead(sheet: Sheet, cell: Cell, openings: str) -> float:
    """How much free space lies beyond an entrance's inward opening."""
    free = 0.0
    for c in sheet.cells():
        if sheet.at(c).is_empty():
            free += 1.0 / (1 + abs(c[0] - cell[0]) + abs(c[1] - cell[1]))
    inward = [n for d, n in neighbours(cell, sheet.size) if d in openings]
    blocked = any(not sheet.at(n).is_empty() for n in inward)
    return free - (10 if blocked or not inward else 0)


def route_danger(sheet: Sheet, content: MakerContent, route: list[Cell],
                 pips: dict[str, int]) -> float:
    """Expected damage a typical hero takes along `route`."""
    return _danger_along(sheet, content.checks, route, typical_stats(pips))


def typical_stats(pips: dict[str, int]) -> dict[str, float]:
    """A typical hero's stats in a dungeon with these crossed pips."""
    return {s: BASE_STATS[s] + pips.get(s, 0) for s in STATS}


def _danger_along(sheet: Sheet, checks: CheckFigures, route: list[Cell],
                  stats: dict[str, float]) -> float:
    """`route_danger` for a hero with `stats`."""
    total = 0.0
    for cell in route:
        found = tile_figures(sheet, checks, cell)
        if found:
            stat, target, damage = figures_check(found, stats)
            total += FAIL_AT_MOST[max(-20, min(29, int(round(target - stats[stat])) - 1))] \
                * damage
    return total


class Plan:
    """The bot's picture of its sheet before a purchase: the planned route and its score."""

    def __init__(self, sheet: Sheet, content: MakerContent, me: dict[str, Any],
                 style: Style = Style()) -> None:
        self.sheet = sheet
        self.content = content
        self.style = style
        self.entrance = tuple(me["entrance"])
        self.pips = me["pips"]
        entrance = tuple(me["entrance"])
        self.dist = network_distances(sheet, entrance)
        self.far = max(self.dist.values())
        far_cell = min(self.dist, key=lambda c: (-self.dist[c], c[1], c[0]))
        self.route = shortest_route(sheet, entrance, far_cell)
        self.on_route = set(self.route)
        self.traps = content.kinds.traps
        self.network = content.kinds.network
        self.stats = typical_stats(self.pips)
        self.danger = {c: _danger_along(sheet, content.checks, [c], self.stats)
                       for c in self.route}
        self.score = self._score()
        self._room_cache: dict[tuple[Cell, str], float] = {}
        self._route_cache: dict[tuple[Cell, str], float] = {}
        self._danger_cache: dict[tuple[Cell, str], float] = {}
        self._affected_cache: dict[tuple[Cell, str, bool], list[Cell]] = {}
        self._room_all, self._room_top = self._room_cells()
        self.stairs_room = bool(self._room_all)
        self._stairs_cache: dict[tuple[Cell, str, str], bool] = {}
        self.worths: dict[tuple[int, int, str, str], tuple[float, int, bool, bool]] = {}
        """Per purchase (x, y, item, openings): its gain less its Coin's worth, its cost,
        whether it keeps room for the stairs, and whether it is sensible at all (a trap
        off the route is not); a look-ahead meets the same sheet's purchases often."""

    def _room_cells(self) -> tuple[set[Cell], set[Cell]]:
        """The empty tiles an opening faces from the route's last two steps, and from its
        last step alone (a tile that pushes the route one step further keeps only these)."""
        every: set[Cell] = set()
        top: set[Cell] = set()
        sheet, far = self.sheet, self.far
        for cell, d in self.dist.items():
            if d < far - 1:
                continue
            for side, n in neighbours(cell, sheet.size):
                if sheet.opens(cell, side) and sheet.at(n).is_empty():
                    every.add(n)
                    if d >= far:
                        top.add(n)
        return every, top

    def _stairs_room(self, dist: dict[Cell, int] | None = None) -> bool:
        """Is there an empty tile beside the far end of the route (its last two steps)
        that an opening faces, for the stairs (maker §4.5, §7)?"""
        dist = dist if dist is not None else self.dist
        far = max(dist.values())
        sheet = self.sheet
        for cell, d in dist.items():
            if d < far - 1:
                continue
            for side, n in neighbours(cell, sheet.size):
                if sheet.opens(cell, side) and sheet.at(n).is_empty():
                    return True
        return False

    def keeps_stairs_room(self, action: Build) -> bool:
        """Does the route's far end still have room for the stairs after this purchase?
        (A tile that joins the network at one tile only adds one step to it: the answer
        follows from the room found before; any other join walks the network again.)"""
        item = self.content.items[action.item]
        if item.placed_on == "path":
            return True   # a trap takes no tile
        cell = (action.x, action.y)
        if action.item not in self.network:
            return _room_besides(self._room_all, cell)
        key = (cell, action.item, action.openings)
        kept = self._stairs_cache.get(key)
        if kept is None:
            kept = self._stairs_cache[key] = self._keeps_room_joining(action, item, cell)
        return kept

    def _keeps_room_joining(self, action: Build, item: Item, cell: Cell) -> bool:
        sheet, dist, network = self.sheet, self.dist, self.content.kinds.network
        joined, own = [], False
        for d, n in neighbours(cell, sheet.size):
            if d not in action.openings:
                continue
            there = sheet.at(n)
            if there.kind == STAIRS or (there.kind in network and OPPOSITE[d] in there.openings):
                joined.append(n)
            elif there.is_empty():
                own = True
        inside = [n for n in joined if n in dist]
        if not inside:
            return _room_besides(self._room_all, cell)   # the tile stays off the route
        if len(joined) == 1:
            step_to = dist[inside[0]] + 1
            if step_to > self.far:
                return own or _room_besides(self._room_top, cell)
            return (own and step_to >= self.far - 1) or _room_besides(self._room_all, cell)
        return bool(self._trying(action, item, lambda c, i: self._stairs_room(
            network_distances(self.sheet, self.entrance))))

    def _score(self) -> float:
        return float(building_points(self.sheet, self.content.numbers))

    def gain(self, action: Build) -> float:
        """Score gain + weighted expected damage gain of this purchase. The parts are
        cached: damage by (cell, item), score by (cell, category), route by (cell,
        openings); the sheet is changed (and restored) only to compute a missing part."""
        item = self.content.items[action.item]
        cell = (action.x, action.y)
        network = action.item in self.network
        key = (cell, action.item)
        danger = self._danger_cache.get(key)
        if danger is None:
            where = (cell, item.category, network)
            affected = self._affected_cache.get(where)
            if affected is None:
                affected = self._affected_cache[where] = self._affected(*where)
            danger = self._danger_cache[key] = self._trying(
                action, item, lambda c, i: self._danger_gain(affected)) if affected else 0.0
        value = DAMAGE_WEIGHT * self.style.danger * danger
        category = item.category
        if category == "monster" or category == "acid" or category == "boss":
            key = (cell, category)
            room = self._room_cache.get(key)
            if room is None:  # rooms of any type score alike
                room = self._room_cache[key] = self._trying(action, item, self._score_gain_of)
            value += room
        if network:
            key = (cell, action.openings)
            route = self._route_cache.get(key)
            if route is None:
                route = self._route_cache[key] = self._route_gain_of(cell, action.openings)
            value += route
        return value

    def _trying(self, action: Build, item: Item, measure: Any) -> float:
        """`measure(cell, item)` with the purchase drawn on the sheet, then rub it out."""
        cell = (action.x, action.y)
        tile = self.sheet.at(cell)
        kind, openings, trap = tile.kind, tile.openings, tile.trap
        if item.placed_on == "path":
            tile.trap = item.id
        else:
            tile.kind, tile.openings = item.id, action.openings
        try:
            return float(measure(cell, item))
        finally:
            tile.kind, tile.openings, tile.trap = kind, openings, trap

    def _danger_gain(self, affected: list[Cell]) -> float:
        """Expected extra damage on the route tiles the purchase touches."""
        after = _danger_along(self.sheet, self.content.checks, affected, self.stats)
        return after - sum(self.danger.get(c, 0.0) for c in affected)

    def _affected(self, cell: Cell, category: str, network: bool) -> list[Cell]:
        """Route tiles whose dangers a change at `cell` touches (maker §4.7)."""
        if network:
            return [cell]
        if category == "trap":
            return [cell] if cell in self.on_route else []
        if category != "monster":
            return []
        found = []
        for d in "NESW":
            n = step(cell, d)
            while on_sheet(n, self.sheet.size) and self.sheet.is_room(n):
                n = step(n, d)
            if n in self.on_route:
                found.append(n)
        return found

    def _score_gain_of(self, cell: Cell, item: Item) -> float:
        """The score gain now, plus a hope of growing a pond or a room block further."""
        gain = self._score_now(cell, item)
        sheet = self.sheet
        if item.category in ("acid", "monster") and any(
                sheet.at(n).is_empty() for _, n in neighbours(cell, sheet.size)):
            gain += GROWTH_HOPE * self.style.growth
        return gain

    def _score_now(self, cell: Cell, item: Item) -> float:
        """Quick answers for a lonely room or pond; else score the sheet again."""
        sheet = self.sheet
        near = [sheet.at(n).kind for _, n in neighbours(cell, sheet.size)]
        kinds = sheet.kinds
        category = item.category
        if category == "monster" and not any(k in kinds.rooms or k in kinds.network
                                             for k in near):
            return 0.0
        if category == "acid" and not any(k == kinds.acid or k in kinds.bridges
                                          for k in near):
            return float(self.content.numbers.acid_groups[1])
        return self._score() - self.score

    def _route_gain_of(self, cell: Cell, openings: str) -> float:
        """Pushing the route further, towards free space, without shortcuts."""
        joined = []
        value = 0.0
        for d, n in neighbours(cell, self.sheet.size):
            empty = self.sheet.at(n).is_empty()
            value += 0.05 * empty
            if d not in openings:
                continue
            if n in self.dist and self.sheet.opens(n, OPPOSITE[d]):
                joined.append(self.dist[n])
            elif empty:
                value += 0.35
        if not joined:
            return 0.0
        value += ROUTE_STEP * self.style.reach * max(0, min(joined) + 1 - self.far)
        return value - (2.0 if len(joined) > 1 else 0.0)

