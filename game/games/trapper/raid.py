"""The adventuring stage: entering tiles, trap effects and Fan pushes (trapper §4.4–4.6)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.events import DiceRolled, Event
from game.core.grid import step
from game.games.trapper.content import TrapType
from game.games.trapper.events import (HeirloomTaken, Moved, SeparateDiceRolled, TileRevealed,
                                       TrapResolved)
from game.games.trapper.state import Trap

if TYPE_CHECKING:
    from game.games.trapper.rules import TrapperRules

Cell = tuple[int, int]


def enter(rules: "TrapperRules", cell: Cell, pushed: bool = False) -> list[Event]:
    """The adventurer walks onto `cell` (trapper §4.4 step 4); pushes are handled by `push`."""
    s = rules.state
    owner = rules.rival(s.active)
    s.adventurer = cell
    events: list[Event] = [Moved(seat=s.active, owner=owner, cell=cell, pushed=pushed)]
    events += reveal(rules, cell)
    if rules.is_over():
        return events
    trap = rules.state.dungeons[owner].traps.get(cell)
    if trap is not None and trap.active:
        events += trigger(rules, cell, trap, bonus=1 if pushed else 0)
    return events


def reveal(rules: "TrapperRules", cell: Cell) -> list[Event]:
    """Lift the fog on `cell` if any; the heirloom wins at once (trapper §4.4, §5)."""
    s = rules.state
    owner = rules.rival(s.active)
    dungeon = s.dungeons[owner]
    events: list[Event] = []
    if cell == dungeon.heirloom:
        if not dungeon.heirloom_revealed:
            dungeon.heirloom_revealed = True
            rules.board_views.touch(owner)
            s.stats[s.active].tiles_revealed += 1
            events.append(TileRevealed(owner=owner, cell=cell, kind="heirloom",
                                       name="the Prized Heirloom"))
        events.append(HeirloomTaken(seat=s.active, owner=owner, cell=cell))
        events += rules.finish(winner=s.active)
        return events
    trap = dungeon.traps.get(cell)
    if trap is not None and not trap.revealed:
        trap.revealed = True
        rules.board_views.touch(owner)
        s.stats[s.active].tiles_revealed += 1
        events.append(TileRevealed(owner=owner, cell=cell, kind=trap.kind,
                                   name=rules.content.trap(trap.kind).name,
                                   facing=trap.facing, active=trap.active))
    return events


def trigger(rules: "TrapperRules", cell: Cell, trap: Trap, bonus: int) -> list[Event]:
    """An active trap goes off: disabled first (HOUSE RULE, trapper §4.4), then its effect."""
    s = rules.state
    trap.active = False
    rules.board_views.touch(rules.rival(s.active))
    s.stats[s.active].traps_sprung += 1
    kind = rules.content.trap(trap.kind)
    if kind.push:
        return push(rules, cell, trap, kind)
    if not kind.kills:
        before = s.fortitude
        s.fortitude = max(1, s.fortitude - kind.loss)
        return [_resolved(rules, cell, kind, f"{kind.name}: fortitude {before} − {kind.loss} "
                          f"→ {s.fortitude} (never below 1).", killed=False)]
    values = tuple(rules.dice.rolls(kind.dice, rules.content.board.trap_sides))
    killed, text = KILL_RULES[kind.id](kind, values, bonus, s.fortitude)
    events: list[Event] = [_dice_event(rules, kind, values, bonus)]
    if not killed and kind.kill_hits:
        hits = sum(1 for v in values if v + bonus >= s.fortitude)
        s.fortitude = max(1, s.fortitude - hits)
    events.append(_resolved(rules, cell, kind, text, killed))
    if killed:
        events += rules.adventurer_dies(cell)
    return events


def push(rules: "TrapperRules", cell: Cell, fan: Trap, kind: TrapType) -> list[Event]:
    """A Fan blows the adventurer up to `push` tiles its way (trapper §4.6)."""
    s = rules.state
    dungeon = s.dungeons[rules.rival(s.active)]
    events: list[Event] = [_resolved(rules, cell, kind, f"{kind.name}: the adventurer is blown "
                                     f"{fan.facing} up to {kind.push} tiles.", killed=False)]
    at = cell
    for _ in range(kind.push):
        ahead = step(at, fan.facing or "N")
        if not rules.content.board.grid.contains(ahead) or ahead in dungeon.walls:
            break
        at = ahead
        s.adventurer = at
        events.append(Moved(seat=s.active, owner=rules.rival(s.active), cell=at, pushed=True))
        events += reveal(rules, at)
        if rules.is_over():
            return events
        trap = dungeon.traps.get(at)
        if trap is not None and trap.active:
            events += trigger(rules, at, trap, bonus=kind.bonus)
            return events
    return events


def _resolved(rules: "TrapperRules", cell: Cell, kind: TrapType, text: str,
              killed: bool) -> TrapResolved:
    s = rules.state
    return TrapResolved(seat=s.active, owner=rules.rival(s.active), cell=cell, kind=kind.id,
                        text=text, killed=killed, fortitude=s.fortitude)


def _dice_event(rules: "TrapperRules", kind: TrapType, values: tuple[int, ...],
                bonus: int) -> DiceRolled:
    """The roll for the log and the tray: dice judged one by one (Wall Darts) say how many
    hit; summed dice say their sum, with the Fan's bonus where it counts."""
    s = rules.state
    sides = rules.content.board.trap_sides
    if kind.kill_hits:
        hits = sum(1 for v in values if v + bonus >= s.fortitude)
        verdict = f"{hits} hit{'s' if hits != 1 else ''}"
        return SeparateDiceRolled(seat=s.active, sides=sides, values=values, purpose=kind.name,
                                  total_text=f"= {verdict}", verdict=verdict)
    total = sum(v + bonus for v in values)
    text = f" + {bonus * len(values)} (Fan) = {total}" if bonus else ""
    return DiceRolled(seat=s.active, sides=sides, values=values, purpose=kind.name,
                      total_text=text)


def _die(value: int, bonus: int) -> str:
    return f"{value} + {bonus} (Fan)" if bonus else str(value)


def _fate(killed: bool) -> str:
    return "the adventurer dies" if killed else "the adventurer survives"


def spikes(kind: TrapType, values: tuple[int, ...], bonus: int, f: int) -> tuple[bool, str]:
    """One d12 + f ≥ F kills (trapper §4.5)."""
    total = values[0] + bonus
    killed = total >= f
    shown = f"{_die(values[0], bonus)} = {total}" if bonus else str(total)
    sign = "≥" if killed else "<"
    return killed, f"{kind.name}: {shown} {sign} fortitude {f}: {_fate(killed)}."


def darts(kind: TrapType, values: tuple[int, ...], bonus: int, f: int) -> tuple[bool, str]:
    """5 d12: each d12 + f ≥ F hits; kill_hits hits kill, else F loses one per hit (§4.5)."""
    hits = sum(1 for v in values if v + bonus >= f)
    killed = hits >= (kind.kill_hits or 0)
    shown = ", ".join(_die(v, bonus) for v in values)
    if killed:
        tail = f"{hits} hits ≥ {kind.kill_hits}: the adventurer dies."
    else:
        tail = (f"{hits} hit{'s' if hits != 1 else ''}: fortitude {f} → {max(1, f - hits)}, "
                "the adventurer survives.")
    return killed, f"{kind.name}: {shown} against fortitude {f}: {tail}"


def crusher(kind: TrapType, values: tuple[int, ...], bonus: int, f: int) -> tuple[bool, str]:
    """d12 + f kills on low_kill+ at F ≤ low_fortitude_max, else on high_kill+ (§4.5)."""
    total = values[0] + bonus
    low = f <= (kind.low_fortitude_max or 0)
    need = kind.low_kill if low else kind.high_kill
    killed = total >= (need or 0)
    shown = f"{_die(values[0], bonus)} = {total}" if bonus else str(total)
    why = (f"fortitude {f} ≤ {kind.low_fortitude_max}" if low
           else f"fortitude {f} ≥ {(kind.low_fortitude_max or 0) + 1}")
    sign = "≥" if killed else "<"
    return killed, f"{kind.name}: {shown} {sign} {need} ({why} needs {need}+): {_fate(killed)}."


def shark(kind: TrapType, values: tuple[int, ...], bonus: int, f: int) -> tuple[bool, str]:
    """(d12 + f) + (d12 + f) ≥ F kills (trapper §4.5)."""
    total = sum(v + bonus for v in values)
    killed = total >= f
    sign = "≥" if killed else "<"
    shown = " + ".join(f"({_die(v, bonus)})" if bonus else str(v) for v in values)
    return killed, f"{kind.name}: {shown} = {total} {sign} fortitude {f}: {_fate(killed)}."


KILL_RULES = {"spikes": spikes, "darts": darts, "crusher": crusher, "shark": shark}
