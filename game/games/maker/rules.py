"""Dungeon Maker Deluxe: the rules controller (shared/rules/dungeon-maker-deluxe.md).

Phases (maker §4): SETUP (each seat rolls its loot, draws its entrance, circles a spell) ->
BUILDING (20 rounds of Collect or Build) -> STAIRS -> up to 5 hero rounds (JINX, then
HEROES) -> OVER. Setup and the stairs are simultaneous: every seat with something to do is
in `to_act()`. Building rounds, Jinx and hero rounds go in seat order (maker §4.2, §4.6):
`to_act()` is the first seat with something to do. Per-seat undo takes back only that
seat's actions; the action that ends a round can be taken back until the next one.
"""
from __future__ import annotations

import copy
from typing import Any, Callable

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event, GameEnded
from game.core.protocol import GameResult
from game.games.maker import INFO
from game.games.maker import building as B
from game.games.maker import heroes as H
from game.games.maker.actions import (Build, CastSpell, ChooseEntrance, ChooseSpell, Collect,
                                      DeclareBuild, Decline, Pass, PlaceStairs,
                                      RollHero, RollLoot, Walk)
from game.games.maker.board import ENTRANCE, STAIRS, entrance_choices, index, placements, \
    stairs_cells
from game.games.maker.content import STATS, MakerContent
from game.games.maker.events import (BuildDeclared, BuildingScored, Declined, EntranceDrawn,
                                     HeroRoundBegan, RoundBegan, SpellCircled, StairsDrawn)
from game.games.maker.results import final_result
from game.games.maker.route import farthest_tile, shortest_route
from game.games.maker.scoring import building_lines
from game.games.maker.spells import cast, cast_problem
from game.games.maker.state import MakerState, Phase, PlayerState
from game.core.seat_undo import SeatUndoRules
from game.games.maker.view import table_view

rule = B.rule
_SETUP, _BUILDING, _STAIRS, _JINX, _HEROES, _OVER = (
    Phase.SETUP, Phase.BUILDING, Phase.STAIRS, Phase.JINX, Phase.HEROES, Phase.OVER)
"""The phases under plain module names: looking up an Enum member on its class costs a
descriptor call, and the rules ask for the phase at every step."""


class MakerRules(SeatUndoRules):
    game = "maker"
    info = INFO
    content: MakerContent

    # --- the protocol -------------------------------------------------------------------
    def setup(self) -> None:
        self.state = MakerState(_SETUP, [B.new_player(self.content)
                                              for _ in self.seats])

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    @property
    def shared_roll(self) -> bool:
        """Multiplayer builders share one roll unless 'each rolls' is on (maker §4.2)."""
        return not self.solo and not self.options.get("each_rolls", False)

    def seat_part(self, seat: int) -> PlayerState:
        return self.state.players[seat]

    def restore_seat_part(self, seat: int, part: Any) -> None:
        self.state.players[seat] = part

    def to_act(self) -> set[int]:
        s = self.state
        seats = self._wanting()
        if s.phase in _IN_SEAT_ORDER and seats:
            return {min(seats)}  # maker §4.2, §4.6: one player at a time, in seat order
        return seats

    def queue(self) -> list[int]:
        """Who acts now and who after, in seat order (maker §4.2, §4.6): the seats with
        something left to do in this step, then, while builders wait for the shared roll,
        the builders in seat order."""
        if self.state.phase not in _IN_SEAT_ORDER:
            return sorted(self._wanting())
        order = sorted(self._wanting())
        if self.state.phase is _BUILDING and self.shared_roll:
            order += [i for i, p in enumerate(self.state.players)
                      if p.status == "build" and p.dice is None and i not in order]
            if any(p.status == "choose" for p in self.state.players):
                order = [i for i in order if self.state.players[i].status == "choose"] + \
                    sorted(i for i in order if self.state.players[i].status != "choose")
        return order

    def _wanting(self) -> set[int]:
        """Every seat with something to do in this step (in any order)."""
        wants = _WANTS.get(self.state.phase)
        if wants is None:
            return set()
        return {i for i, p in enumerate(self.state.players) if wants(self, i, p)}

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        p = self.state.players[seat]
        phase = self.state.phase
        if phase is _SETUP:
            return self._legal_setup(seat, p)
        if phase is _BUILDING:
            return self._legal_building(seat, p)
        if phase is _STAIRS:
            cells, _ = stairs_cells(B.sheet_of(p, self.content), p.last_built)
            return [PlaceStairs(seat, x, y) for x, y in cells]
        if phase is _JINX:
            return [Pass(seat)] + [CastSpell(seat, "jinx", stat) for stat in STATS]
        return self._legal_heroes(seat, p)

    def check(self, action: Action) -> None:
        checker = _CHECKS.get(type(action))
        if checker is None:
            raise IllegalAction(f"{type(action).__name__} is not a move of this game.")
        problem = checker(self, action)
        if problem is not None:
            raise problem

    def perform(self, action: Action) -> list[Event]:
        events = _PERFORM[type(action)](self, action)
        return events + self._advance()

    def view(self, seat: int | None) -> dict[str, Any]:
        return table_view(self, seat)

    def is_over(self) -> bool:
        return self.state.phase is _OVER

    def result(self) -> GameResult | None:
        if not self.is_over():
            return None
        return final_result(self.state, self.names(), self.content)

    # --- undo -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply as the base does; an action that ends a step without rolling (the build
        that ends a solo round) keeps a snapshot, so its seat may take it back until the
        next action (README: undo stops at the next dice roll)."""
        last = self.undo_enabled and self.state is not None \
            and self._wanting() == {action.seat}
        before = copy.deepcopy(self.state) if last else None
        events = super().apply(action)
        record = self.log[-1]
        ended = self.__dict__.get("_shared_changed") and not record.rolls
        self.__dict__["_step_point"] = (action.seat, before, record) \
            if before is not None and ended else None
        return events

    def _step_point_of(self, seat: int) -> Any:
        point = self.__dict__.get("_step_point")
        if point is None or point[0] != seat or not self.log or point[2] is not self.log[-1]:
            return None
        return point

    def _own_point_is_last(self, seat: int) -> bool:
        """In seat order, a seat undoes only while nobody acted after it (the save replays)."""
        if not super().can_undo(seat):
            return False
        return self.state.phase not in _IN_SEAT_ORDER \
            or self._points()[seat][-1][1] is self.log[-1]

    def can_undo(self, seat: int) -> bool:
        if self.is_over():
            return False
        return self._own_point_is_last(seat) or self._step_point_of(seat) is not None

    def undo(self, seat: int) -> list[Event]:
        if self._own_point_is_last(seat):
            return super().undo(seat)
        point = self._step_point_of(seat)
        if point is None or self.is_over():
            raise IllegalAction("There is nothing of yours to undo here: undo stops at dice "
                                "rolls and at another player's move.")
        self.state = point[1]
        self.log.pop()
        self.__dict__["_step_point"] = None
        self._points().clear()
        return []

    # --- legal actions by phase ---------------------------------------------------------
    def _legal_setup(self, seat: int, p: PlayerState) -> list[Action]:
        if not p.loot_rolled:
            return [RollLoot(seat)]
        out: list[Action] = []
        if p.entrance is None:
            out += [ChooseEntrance(seat, c[0], c[1], o)
                    for c, o in entrance_choices(self.content.numbers.size)]
        if not any(p.owns(s) for s in self.content.spells):
            out += [ChooseSpell(seat, s) for s in B.circlable(p, self.content, len(self.seats))]
        return out

    def _legal_building(self, seat: int, p: PlayerState) -> list[Action]:
        out: list[Action] = []
        if p.status == "choose":
            out += [Collect(seat, c[0], c[1], spell)
                    for c, spell in B.collect_choices(p, self.content, len(self.seats))]
            out.append(DeclareBuild(seat))
        else:
            assert p.dice is not None
            sheet = B.sheet_of(p, self.content)
            memo: dict[tuple[int, int], str] = {}
            items, builds = self.content.items, _BUILDS
            for item_id in self.content.offers[p.dice[0], p.dice[1]]:
                if items[item_id].cost > p.coin:
                    continue
                for c, o in placements(sheet, items[item_id], memo):
                    key = (seat, item_id, c[0], c[1], o)
                    build = builds.get(key)
                    if build is None:
                        build = builds[key] = Build(seat, item_id, c[0], c[1], o)
                    out.append(build)
            out.append(Decline(seat))
            if p.owns("loaded_dice"):
                out.append(CastSpell(seat, "loaded_dice"))
        if p.owns("windfall"):
            out.append(CastSpell(seat, "windfall"))
        return out

    def _legal_heroes(self, seat: int, p: PlayerState) -> list[Action]:
        if p.status == "roll":
            out: list[Action] = [RollHero(seat)]
            if p.owns("mend") and p.crossed > 0:
                out.append(CastSpell(seat, "mend"))
            return out
        hero = p.hero
        assert hero is not None
        out = [Walk(seat)]
        if hero.status == "ready" and p.owns("curse"):
            out += [CastSpell(seat, "curse", stat) for stat in STATS]
        if hero.status == "paused" and p.owns("fireball"):
            out.append(CastSpell(seat, "fireball"))
        return out

    # --- checks -------------------------------------------------------------------------
    def _phase_is(self, phase: Phase, what: str, section: str) -> IllegalAction | None:
        if self.state.phase is not phase:
            return IllegalAction(f"{what} belongs to the {phase.value} phase; this is the "
                                 f"{self.state.phase.value} phase.", rule(section))
        return None

    def _check_roll_loot(self, a: RollLoot) -> IllegalAction | None:
        bad = self._phase_is(_SETUP, "Rolling for loot", "§4.1")
        if bad is None and self.state.players[a.seat].loot_rolled:
            bad = IllegalAction("Your loot is already on the sheet.", rule("§4.1"))
        return bad

    def _check_entrance(self, a: ChooseEntrance) -> IllegalAction | None:
        p = self.state.players[a.seat]
        bad = self._phase_is(_SETUP, "Drawing the entrance", "§4.1")
        if bad:
            return bad
        if not p.loot_rolled:
            return IllegalAction("Roll for your loot first.", rule("§4.1"))
        if p.entrance is not None:
            return IllegalAction("Your entrance is already drawn.", rule("§4.1"))
        if ((a.x, a.y), a.openings) not in entrance_choices(self.content.numbers.size):
            return IllegalAction("The entrance is a straight tile on a corner, with one "
                                 "opening to the sheet's edge.", rule("§4.1"))
        return None

    def _check_spell_choice(self, a: ChooseSpell) -> IllegalAction | None:
        p = self.state.players[a.seat]
        bad = self._phase_is(_SETUP, "Circling the starting spell", "§4.1")
        if bad:
            return bad
        if not p.loot_rolled:
            return IllegalAction("Roll for your loot first.", rule("§4.1"))
        if any(p.owns(s) for s in self.content.spells):
            return IllegalAction("You circle exactly 1 starting spell.", rule("§4.1"))
        why = B.circle_problem(p, a.spell, self.content, len(self.seats))
        return IllegalAction(why, rule("§3.5")) if why else None

    def _check_collect(self, a: Collect) -> IllegalAction | None:
        bad = self._declare_problem(a, "Collecting loot")
        if bad:
            return bad
        why = B.collect_problem(self.state.players[a.seat], (a.x, a.y), a.spell,
                                self.content, len(self.seats))
        return IllegalAction(why, rule("§4.3")) if why else None

    def _check_declare(self, a: DeclareBuild) -> IllegalAction | None:
        return self._declare_problem(a, "Declaring Build")

    def _declare_problem(self, a: Action, what: str) -> IllegalAction | None:
        bad = self._phase_is(_BUILDING, what, "§4.2")
        if bad is None and self.state.players[a.seat].status != "choose":
            bad = IllegalAction("You have already chosen this round's action.", rule("§4.2"))
        return bad

    def _check_build(self, a: Build) -> IllegalAction | None:
        bad = self._phase_is(_BUILDING, "Building", "§4.4")
        if bad:
            return bad
        p = self.state.players[a.seat]
        if p.status != "build":
            return IllegalAction("Choose Build as this round's action first.", rule("§4.2"))
        return B.build_problem(p, a.item, (a.x, a.y), a.openings, self.content)

    def _check_decline(self, a: Decline) -> IllegalAction | None:
        bad = self._phase_is(_BUILDING, "Declining to buy", "§4.2")
        p = self.state.players[a.seat]
        if bad is None and (p.status != "build" or p.dice is None):
            bad = IllegalAction("You decline after seeing your build roll.", rule("§4.2"))
        return bad

    def _check_cast(self, a: CastSpell) -> IllegalAction | None:
        return cast_problem(self.state, a, self.content, len(self.seats))

    def _check_stairs(self, a: PlaceStairs) -> IllegalAction | None:
        bad = self._phase_is(_STAIRS, "Drawing the stairs", "§4.5")
        if bad:
            return bad
        p = self.state.players[a.seat]
        if p.status != "stairs":
            return IllegalAction("Your stairs are already drawn.", rule("§4.5"))
        cells, why = stairs_cells(B.sheet_of(p, self.content), p.last_built)
        if (a.x, a.y) not in cells:
            near = "next to the last tile you built and " if why == "last" else ""
            return IllegalAction(f"The stairs go on an empty tile {near}next to a network "
                                 "tile whose opening faces it.", rule("§4.5"))
        return None

    def _check_pass(self, a: Pass) -> IllegalAction | None:
        bad = self._phase_is(_JINX, "Passing on Jinx", "§4.6")
        if bad is None and self.state.players[a.seat].jinx_done:
            bad = IllegalAction("You have already passed this hero round.", rule("§4.6"))
        return bad

    def _check_roll_hero(self, a: RollHero) -> IllegalAction | None:
        bad = self._phase_is(_HEROES, "Rolling a hero", "§4.6")
        p = self.state.players[a.seat]
        if bad is None and p.status != "roll":
            bad = IllegalAction("Your hero for this round is already rolled.", rule("§4.6"))
        return bad

    def _check_walk(self, a: Walk) -> IllegalAction | None:
        bad = self._phase_is(_HEROES, "Walking a hero", "§4.7")
        p = self.state.players[a.seat]
        if bad is None and (p.status != "hero" or p.hero is None):
            bad = IllegalAction("Roll your hero first.", rule("§4.6"))
        return bad

    # --- performing ---------------------------------------------------------------------
    def _do_roll_loot(self, a: RollLoot) -> list[Event]:
        return B.roll_loot(self.dice, self.state.players[a.seat], a.seat, self.content)

    def _do_entrance(self, a: ChooseEntrance) -> list[Event]:
        p = self.state.players[a.seat]
        tile = p.tiles[index((a.x, a.y), self.content.numbers.size)]
        tile.kind, tile.openings = ENTRANCE, a.openings
        p.entrance = p.last_built = (a.x, a.y)
        return [EntranceDrawn(seat=a.seat, x=a.x, y=a.y, openings=a.openings)]

    def _do_spell_choice(self, a: ChooseSpell) -> list[Event]:
        self.state.players[a.seat].spells[a.spell] = "owned"
        return [SpellCircled(seat=a.seat, spell=a.spell, name=self.content.spells[a.spell].name)]

    def _do_collect(self, a: Collect) -> list[Event]:
        p = self.state.players[a.seat]
        p.status, p.action = "done", "collect"
        return B.collect(p, a.seat, (a.x, a.y), a.spell, self.content)

    def _do_declare(self, a: DeclareBuild) -> list[Event]:
        p = self.state.players[a.seat]
        p.status, p.action = "build", "build"
        events: list[Event] = [BuildDeclared(seat=a.seat)]
        if not self.shared_roll:
            p.dice = (self.dice.roll(6), self.dice.roll(6))
            events.append(DiceRolled(seat=a.seat, sides=6, values=p.dice, purpose="the market"))
        return events

    def _do_build(self, a: Build) -> list[Event]:
        p = self.state.players[a.seat]
        p.status = "done"
        return B.build(p, a.seat, self.content.items[a.item], (a.x, a.y), a.openings,
                       self.content)

    def _do_decline(self, a: Decline) -> list[Event]:
        self.state.players[a.seat].status = "done"
        return [Declined(seat=a.seat)]

    def _do_cast(self, a: CastSpell) -> list[Event]:
        if a.spell == "jinx":
            self.shared_change()
        return cast(self.state, a, self.content, self.dice)

    def _do_stairs(self, a: PlaceStairs) -> list[Event]:
        p = self.state.players[a.seat]
        _, why = stairs_cells(B.sheet_of(p, self.content), p.last_built)  # the sheet before
        tile = p.tiles[index((a.x, a.y), self.content.numbers.size)]
        tile.kind = STAIRS
        p.stairs = p.exit = (a.x, a.y)
        p.exit_rule = why
        p.route = self._route(p)[:-1]
        p.status = "ready"
        return [StairsDrawn(seat=a.seat, x=a.x, y=a.y, rule=why)]

    def _do_pass(self, a: Pass) -> list[Event]:
        self.state.players[a.seat].jinx_done = True
        return []

    def _do_roll_hero(self, a: RollHero) -> list[Event]:
        return H.roll_hero(self.dice, self.state.players[a.seat], a.seat, self.content,
                           self.state.jinxes)

    def _do_walk(self, a: Walk) -> list[Event]:
        return H.walk(self.dice, self.state.players[a.seat], a.seat, self.content)

    def _route(self, p: PlayerState) -> list[tuple[int, int]]:
        assert p.entrance is not None and p.exit is not None
        return shortest_route(B.sheet_of(p, self.content), p.entrance, p.exit)

    # --- phase steps --------------------------------------------------------------------
    def _advance(self) -> list[Event]:
        """Move on when the current step is complete (maker §4)."""
        s = self.state
        events: list[Event] = []
        if s.phase is _SETUP and not self.to_act():
            events += self._begin_round()
        elif s.phase is _BUILDING:
            events += self._building_step()
        if s.phase is _STAIRS and not self.to_act():
            events += self._begin_heroes()
        if s.phase is _JINX and not self.to_act():
            s.phase = _HEROES
            self.shared_change()
        if s.phase is _HEROES and not self.to_act():
            events += self._begin_hero_round()
        return events

    def _building_step(self) -> list[Event]:
        s = self.state
        players = s.players
        if self.shared_roll and all(p.status != "choose" for p in players) \
                and any(p.status == "build" and p.dice is None for p in players):
            s.shared_dice = (self.dice.roll(6), self.dice.roll(6))
            for p in players:
                if p.status == "build":
                    p.dice = s.shared_dice
            self.shared_change()
            return [DiceRolled(seat=None, sides=6, values=s.shared_dice,
                               purpose="the builders' shared market roll")]
        if all(p.status == "done" for p in players):
            return self._begin_round()
        return []

    def _begin_round(self) -> list[Event]:
        s = self.state
        self.shared_change()
        if s.round >= self.content.numbers.rounds:
            return self._begin_stairs()
        s.round += 1
        s.phase = _BUILDING
        s.shared_dice = None
        for p in s.players:
            p.status, p.action, p.dice = "choose", "", None
        return [RoundBegan(round=s.round, rounds=self.content.numbers.rounds)]

    def _begin_stairs(self) -> list[Event]:
        s = self.state
        s.phase = _STAIRS
        events: list[Event] = []
        for seat, p in enumerate(s.players):
            p.status, p.dice = "stairs", None
            sheet = B.sheet_of(p, self.content)
            cells, why = stairs_cells(sheet, p.last_built)
            if why == "b":
                assert p.entrance is not None
                p.exit, p.exit_rule, p.status = farthest_tile(sheet, p.entrance), "b", "ready"
                p.route = self._route(p)
                events.append(StairsDrawn(seat=seat, x=p.exit[0], y=p.exit[1], rule="b"))
        return events

    def _begin_heroes(self) -> list[Event]:
        s = self.state
        events: list[Event] = []
        for seat, p in enumerate(s.players):
            p.building = building_lines(B.sheet_of(p, self.content), p.coin,
                                        self.content.numbers)
            events.append(BuildingScored(seat=seat, points=sum(v for _, v in p.building)))
        return events + self._begin_hero_round()

    def _begin_hero_round(self) -> list[Event]:
        s = self.state
        n = self.content.numbers
        self.shared_change()
        s.jinxes = []
        if s.hero_round >= n.max_heroes or all(p.ended for p in s.players):
            return self._end_game()
        s.hero_round += 1
        for p in s.players:
            p.jinx_done = False
            p.status = "done" if p.ended else "roll"
        s.phase = _JINX
        if not self.to_act():
            s.phase = _HEROES
        return [HeroRoundBegan(number=s.hero_round, most=n.max_heroes)]

    def _end_game(self) -> list[Event]:
        self.state.phase = _OVER
        result = self.result()
        assert result is not None
        return [GameEnded(headline=result.headline)]


def _wants_setup(r: MakerRules, seat: int, p: PlayerState) -> bool:
    """Loot to roll, an entrance or a spell to choose (a sheet lists every spell)."""
    return not (p.loot_rolled and p.entrance is not None and "owned" in p.spells.values())


def _wants_building(r: MakerRules, seat: int, p: PlayerState) -> bool:
    return p.status == "choose" or (p.status == "build" and p.dice is not None)


def _wants_jinx(r: MakerRules, seat: int, p: PlayerState) -> bool:
    players = r.state.players
    return (len(players) > 1 and p.owns("jinx") and not p.jinx_done
            and any(not q.ended for i, q in enumerate(players) if i != seat))


_BUILDS: dict[tuple[int, str, int, int, str], Build] = {}
"""Every purchase offered so far, by its fields: an action is frozen, so each legal-moves
list may hand out the same objects again (building them is most of the list's cost)."""
_IN_SEAT_ORDER = frozenset({_BUILDING, _JINX, _HEROES})
"""Phases played in seat order (maker §4.2, §4.6); setup and the stairs are simultaneous."""
_WANTS: dict[Phase, Callable[[MakerRules, int, PlayerState], bool]] = {
    _SETUP: _wants_setup,
    _BUILDING: _wants_building,
    _STAIRS: lambda r, seat, p: p.status == "stairs",
    _JINX: _wants_jinx,
    _HEROES: lambda r, seat, p: not p.ended and p.status in ("roll", "hero"),
}
_CHECKS: dict[type, Callable[[MakerRules, Any], IllegalAction | None]] = {
    RollLoot: MakerRules._check_roll_loot, ChooseEntrance: MakerRules._check_entrance,
    ChooseSpell: MakerRules._check_spell_choice, Collect: MakerRules._check_collect,
    DeclareBuild: MakerRules._check_declare, Build: MakerRules._check_build,
    Decline: MakerRules._check_decline, CastSpell: MakerRules._check_cast,
    PlaceStairs: MakerRules._check_stairs, Pass: MakerRules._check_pass,
    RollHero: MakerRules._check_roll_hero, Walk: MakerRules._check_walk,
}
_PERFORM: dict[type, Callable[[MakerRules, Any], list[Event]]] = {
    RollLoot: MakerRules._do_roll_loot, ChooseEntrance: MakerRules._do_entrance,
    ChooseSpell: MakerRules._do_spell_choice, Collect: MakerRules._do_collect,
    DeclareBuild: MakerRules._do_declare, Build: MakerRules._do_build,
    Decline: MakerRules._do_decline, CastSpell: MakerRules._do_cast,
    PlaceStairs: MakerRules._do_stairs, Pass: MakerRules._do_pass,
    RollHero: MakerRules._do_roll_hero, Walk: MakerRules._do_walk,
}
