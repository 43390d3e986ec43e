"""The setup phase: each seat draws its dungeon in turn (trapper §4.1)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.games.trapper.actions import (ClearTile, ConfirmSetup, PaintWalls, PlaceHeirloom,
                                        PlaceTrap, UseLayout)
from game.games.trapper.board import cut_off, label, needs_met
from game.games.trapper.content import TrapperContent
from game.games.trapper.events import DungeonEdited
from game.games.trapper.mazes import plan_dungeon
from game.games.trapper.placement import (FACINGS, check_stroke, check_trap_spot,
                                          require_cell, single_wall_strokes, tile_problem,
                                          trap_spots)
from game.games.trapper.state import Dungeon, Trap

if TYPE_CHECKING:
    from game.games.trapper.rules import TrapperRules

Cell = tuple[int, int]
RANDOM = "random"


def owed(dungeon: Dungeon, content: TrapperContent) -> dict[int, int]:
    """Starting traps still to place, by tier (trapper §4.1 step 3)."""
    out = dict(content.board.starting_traps)
    for trap in dungeon.traps.values():
        tier = content.trap(trap.kind).tier
        out[tier] = out.get(tier, 0) - 1
    return out


def problems(dungeon: Dungeon, content: TrapperContent) -> list[str]:
    """Everything that keeps a dungeon from being confirmed (trapper §4.1 steps 1–3), one
    phrase each; the caller cites §4.1 once (only a trap's own wall need cites §3.2)."""
    board = content.board
    entrance = tuple(board.entrance)
    found: list[str] = []
    if len(dungeon.walls) > board.max_walls:
        found.append(f"{len(dungeon.walls)} walls: at most {board.max_walls}")
    if entrance in dungeon.walls:
        found.append(f"a wall stands on the Entrance {label(entrance)}")
    else:
        sealed = cut_off(board.grid, dungeon.walls, entrance)
        if sealed:
            found.append(f"{', '.join(label(c) for c in sealed)} cut off from the Entrance")
    if dungeon.heirloom is None:
        found.append("no Prized Heirloom placed")
    for tier, count in sorted(owed(dungeon, content).items()):
        if count > 0:
            found.append(f"{count} more tier {tier} trap{'s' if count > 1 else ''} to place")
        elif count < 0:
            found.append(f"{-count} tier {tier} trap{'s' if -count > 1 else ''} too many")
    for cell, trap in sorted(dungeon.traps.items()):
        kind = content.trap(trap.kind)
        if not needs_met(kind.needs, cell, dungeon.walls):
            found.append(f"the {kind.name} at {label(cell)} lacks its walls (trapper §3.2)")
    return found


def check(rules: "TrapperRules", action: Action) -> None:
    s = rules.state
    content = rules.content
    dungeon = s.dungeons[action.seat]
    if isinstance(action, PaintWalls):
        if not isinstance(action.cells, tuple) or not action.cells:
            raise IllegalAction("A stroke needs at least one tile.", "trapper §4.1")
        for cell in action.cells:
            require_cell(cell, content)
        if not isinstance(action.wall, bool):
            raise IllegalAction("A stroke either paints or erases walls.", "trapper §4.1")
        check_stroke(dungeon, action.cells, action.wall, content)
    elif isinstance(action, PlaceHeirloom):
        cell = require_cell(action.cell, content)
        if cell == dungeon.heirloom:
            raise IllegalAction(f"The heirloom is already at {label(cell)}.", "trapper §4.1")
        problem = tile_problem(dungeon, cell, content)
        if problem:
            raise IllegalAction(f"{problem}: the heirloom cannot go there.", "trapper §4.1")
    elif isinstance(action, PlaceTrap):
        kind = rules.trap_type(action.kind)
        if owed(dungeon, content).get(kind.tier, 0) <= 0:
            raise IllegalAction(f"All {content.board.starting_traps.get(kind.tier, 0)} starting "
                                f"tier {kind.tier} traps are placed.", "trapper §4.1")
        check_trap_spot(dungeon, kind, require_cell(action.cell, content), action.facing,
                        content)
    elif isinstance(action, ClearTile):
        cell = require_cell(action.cell, content)
        if cell != dungeon.heirloom and cell not in dungeon.traps:
            raise IllegalAction(f"There is nothing to clear at {label(cell)}.", "trapper §4.1")
    elif isinstance(action, UseLayout):
        if action.layout != RANDOM and action.layout not in content.presets:
            raise IllegalAction(f"There is no preset dungeon {action.layout!r}.",
                                "trapper §4.1")
    elif isinstance(action, ConfirmSetup):
        found = problems(dungeon, content)
        if found:
            raise IllegalAction("The dungeon is not finished: " + "; ".join(found) + ".",
                                "trapper §4.1")
    else:
        raise IllegalAction(f"{type(action).__name__} is not a setup action: "
                            f"{rules.seat_name(action.seat)} is drawing a dungeon.",
                            "trapper §4.1")


def perform(rules: "TrapperRules", action: Action) -> list[Event]:
    dungeon = rules.state.dungeons[action.seat]
    content = rules.content
    text = ""
    if isinstance(action, PaintWalls):
        before = len(dungeon.walls)
        dungeon.walls = check_stroke(dungeon, action.cells, action.wall, content)
        changed = abs(len(dungeon.walls) - before)
        verb = "paints" if action.wall else "erases"
        text = f"{verb} {changed} wall{'s' if changed != 1 else ''} ({len(dungeon.walls)}/" \
               f"{content.board.max_walls})"
    elif isinstance(action, PlaceHeirloom):
        dungeon.heirloom = action.cell
        text = f"hides the heirloom at {label(action.cell)}"
    elif isinstance(action, PlaceTrap):
        dungeon.traps[action.cell] = Trap(action.kind, facing=action.facing)
        facing = f" facing {action.facing}" if action.facing else ""
        text = f"sets {content.trap(action.kind).name}{facing} at {label(action.cell)}"
    elif isinstance(action, ClearTile):
        if action.cell == dungeon.heirloom:
            dungeon.heirloom = None
        dungeon.traps.pop(action.cell, None)
        text = f"clears {label(action.cell)}"
    elif isinstance(action, UseLayout):
        text = use_layout(rules, dungeon, action.layout)
    elif isinstance(action, ConfirmSetup):
        return rules.confirm_setup(action.seat)
    return [DungeonEdited(owner=action.seat, text=text, visible_to=frozenset({action.seat}))]


def use_layout(rules: "TrapperRules", dungeon: Dungeon, layout: str) -> str:
    """Replace the draft with a preset (walls and heirloom) or a whole random dungeon."""
    content = rules.content
    board = content.board
    dungeon.traps = {}
    dungeon.layout = layout
    if layout != RANDOM:
        preset = content.presets[layout]
        dungeon.walls = set(preset.walls)
        dungeon.heirloom = preset.heirloom
        return f"starts from the preset dungeon {preset.title}"
    plan = plan_dungeon(board.grid, tuple(board.entrance), board.max_walls, rules.chart(),
                        board.starting_traps, rules.dice.below)
    dungeon.walls = set(plan.walls)
    dungeon.heirloom = plan.heirloom
    for kind, cell, facing in plan.traps:
        dungeon.traps[cell] = Trap(kind, facing=facing)
    return "draws a random dungeon"


def legal(rules: "TrapperRules", seat: int) -> list[Action]:
    """Every legal setup action; wall strokes are listed one tile at a time."""
    content = rules.content
    dungeon = rules.state.dungeons[seat]
    out: list[Action] = [PaintWalls(seat, (cell,), wall)
                         for cell, wall in single_wall_strokes(dungeon, content)]
    out += [PlaceHeirloom(seat, cell) for cell in content.board.grid.cells()
            if cell != dungeon.heirloom and tile_problem(dungeon, cell, content) is None]
    still = owed(dungeon, content)
    for kind in content.traps.values():
        if still.get(kind.tier, 0) > 0:
            facings = FACINGS if kind.push else (None,)
            out += [PlaceTrap(seat, kind.id, cell, facing)
                    for cell in trap_spots(dungeon, kind, content) for facing in facings]
    cleared = sorted(dungeon.traps) + ([dungeon.heirloom] if dungeon.heirloom else [])
    out += [ClearTile(seat, cell) for cell in cleared]
    out += [UseLayout(seat, key) for key in [*content.presets, RANDOM]]
    if not problems(dungeon, content):
        out.append(ConfirmSetup(seat))
    return out
