"""A turn after setup: the AP roll, the trapping stage and the raid's moves
(trapper §4.2–4.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event
from game.core.grid import DIRECTIONS, step
from game.games.trapper.actions import (Concede, PlaceTrap, Reactivate, RollAP, StartRaid,
                                        Step)
from game.games.trapper.board import label
from game.games.trapper.events import (AdventurerDied, NoRaid, RaidStarted, TileFogged,
                                       TrapBought, TrapReactivated)
from game.games.trapper.placement import (FACINGS, check_trap_spot, require_cell, trap_spots)
from game.games.trapper.flow import begin_raid, begin_trapping
from game.games.trapper.raid import enter
from game.games.trapper.state import Phase, Trap

if TYPE_CHECKING:
    from game.games.trapper.rules import TrapperRules

PHASE_ACTIONS = {Phase.ROLL: (RollAP,), Phase.TRAPPING: (PlaceTrap, Reactivate, StartRaid),
                 Phase.RAID: (Step, Concede)}
PHASE_TEXT = {Phase.ROLL: "roll for action points first", Phase.TRAPPING:
              "in the trapping stage", Phase.RAID: "raiding"}


def check(rules: "TrapperRules", action: Action) -> None:
    s = rules.state
    if s.phase is Phase.RAID and type(action) is Step:
        check_step(rules, action)   # the raid's steps: most of a match's actions
        return
    if not isinstance(action, PHASE_ACTIONS[s.phase]):
        raise IllegalAction(f"{type(action).__name__} is not possible now: "
                            f"{rules.seat_name(s.active)} is {PHASE_TEXT[s.phase]}.",
                            "trapper §4.2")
    left = s.ap - s.spent
    dungeon = s.dungeons[action.seat]
    if isinstance(action, PlaceTrap):
        kind = rules.trap_type(action.kind)
        cell = require_cell(action.cell, rules.content)
        if kind.buy > left:
            raise IllegalAction(f"{kind.name} costs {kind.buy} AP; {left} AP left.",
                                "trapper §4.3")
        check_trap_spot(dungeon, kind, cell, action.facing, rules.content)
    elif isinstance(action, Reactivate):
        cell = require_cell(action.cell, rules.content)
        trap = dungeon.traps.get(cell)
        if trap is None:
            raise IllegalAction(f"There is no trap of yours at {label(cell)}.", "trapper §4.3")
        kind = rules.content.trap(trap.kind)
        if trap.active:
            raise IllegalAction(f"The {kind.name} at {label(cell)} is active: only disabled "
                                "traps can be reactivated.", "trapper §4.3")
        if kind.reactivate > left:
            raise IllegalAction(f"Reactivating the {kind.name} costs {kind.reactivate} AP; "
                                f"{left} AP left.", "trapper §4.3")
        if kind.max_active is not None and dungeon.active_count(kind.id) >= kind.max_active:
            raise IllegalAction(f"At most {kind.max_active} active {kind.name}s may be in a "
                                "dungeon.", "trapper §3.2")


def check_step(rules: "TrapperRules", action: Step) -> None:
    """A raid step: a direction, onto the board, not into a wall (trapper §4.4)."""
    s = rules.state
    if action.direction not in DIRECTIONS:
        raise IllegalAction(f"{action.direction!r} is no direction: N, E, S or W.",
                            "trapper §4.4")
    ahead = step(s.adventurer, action.direction)
    if not rules.content.board.grid.contains(ahead):
        raise IllegalAction("That step leads off the board.", "trapper §4.4")
    if ahead in s.dungeons[1 - s.active].walls:
        raise IllegalAction(f"{label(ahead)} is a wall.", "trapper §4.4")


def perform(rules: "TrapperRules", action: Action) -> list[Event]:
    s = rules.state
    if type(action) is Step:       # the commonest action first
        rules.end_step()
        return enter(rules, step(s.adventurer, action.direction))
    stats = s.stats[action.seat]
    if isinstance(action, RollAP):
        board = rules.content.board
        values = tuple(rules.dice.rolls(board.ap_dice, board.ap_sides))
        begin_trapping(s, sum(values))
        stats.ap_rolled += s.ap
        return [DiceRolled(seat=action.seat, sides=board.ap_sides, values=values,
                           purpose="action points")]
    if isinstance(action, PlaceTrap):
        kind = rules.content.trap(action.kind)
        s.spent += kind.buy
        stats.ap_spent += kind.buy
        stats.traps_bought += 1
        s.dungeons[action.seat].traps[action.cell] = Trap(kind.id, facing=action.facing)
        return [TrapBought(owner=action.seat, kind=kind.id, name=kind.name, cell=action.cell,
                           facing=action.facing, cost=kind.buy,
                           visible_to=frozenset({action.seat})),
                TileFogged(owner=action.seat, cell=action.cell, ap_left=s.ap - s.spent)]
    if isinstance(action, Reactivate):
        trap = s.dungeons[action.seat].traps[action.cell]
        kind = rules.content.trap(trap.kind)
        trap.active = True
        s.spent += kind.reactivate
        stats.ap_spent += kind.reactivate
        return [TrapReactivated(owner=action.seat, kind=kind.id, name=kind.name,
                                cell=action.cell, cost=kind.reactivate)]
    rules.end_step()
    if isinstance(action, StartRaid):
        return start_raid(rules)
    stats.concessions += 1
    return rules.adventurer_dies(s.adventurer, conceded=True)


def start_raid(rules: "TrapperRules") -> list[Event]:
    """AP left become fortitude; with none left there is no raid (trapper §4.4)."""
    s = rules.state
    if s.ap - s.spent <= 0:
        s.fortitude = 0
        return [NoRaid(seat=s.active), *rules.end_turn()]
    begin_raid(s, tuple(rules.content.board.entrance))
    s.stats[s.active].raids += 1
    return [RaidStarted(seat=s.active, owner=rules.rival(s.active), fortitude=s.fortitude)]


def legal(rules: "TrapperRules", seat: int) -> list[Action]:
    s = rules.state
    if s.phase is Phase.ROLL:
        return [RollAP(seat)]
    if s.phase is Phase.RAID:
        dungeon = s.dungeons[rules.rival(seat)]
        grid = rules.content.board.grid
        steps: list[Action] = [Step(seat, d) for d in DIRECTIONS
                               if grid.contains(step(s.adventurer, d))
                               and step(s.adventurer, d) not in dungeon.walls]
        return [*steps, Concede(seat)]
    left = s.ap - s.spent
    dungeon = s.dungeons[seat]
    out: list[Action] = []
    for kind in rules.content.traps.values():
        if kind.buy <= left:
            facings = FACINGS if kind.push else (None,)
            out += [PlaceTrap(seat, kind.id, cell, facing)
                    for cell in trap_spots(dungeon, kind, rules.content) for facing in facings]
    for cell, trap in sorted(dungeon.traps.items()):
        kind = rules.content.trap(trap.kind)
        if not trap.active and kind.reactivate <= left and (
                kind.max_active is None or dungeon.active_count(kind.id) < kind.max_active):
            out.append(Reactivate(seat, cell))
    out.append(StartRaid(seat))
    return out


def died(rules: "TrapperRules", cell: tuple[int, int] | None, conceded: bool) -> list[Event]:
    """The adventurer is lost (a kill or a concession): the turn ends (trapper §4.4)."""
    s = rules.state
    event = AdventurerDied(seat=s.active, owner=rules.rival(s.active), cell=cell,
                           conceded=conceded)
    s.stats[s.active].deaths += 1
    s.adventurer = None
    return [event, *rules.end_turn()]
