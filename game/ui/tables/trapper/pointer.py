"""What the pointer means on a Trapper board: one seat's hand (the tool, the Fan's facing, a
wall stroke being dragged, the board it is looking at), and the candidate action under the
pointer with the rules' verdict (never rules of our own).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.grid import DIRECTIONS
from game.core.protocol import Rules
from game.games.trapper.actions import (PaintWalls, PlaceHeirloom, PlaceTrap, Reactivate,
                                        Step)

Cell = tuple[int, int]
TURN = {"N": "E", "E": "S", "S": "W", "W": "N"}
BACK = {v: k for k, v in TURN.items()}


@dataclass(frozen=True)
class Preview:
    """A candidate action and the rules' answer: legal, or the reason and any tiles a wall
    would cut off."""

    action: Action | None
    legal: bool
    reason: str = ""
    cut_off: tuple[Cell, ...] = ()


def judge(rules: Rules, action: Action) -> Preview:
    """Ask the rules (check) about `action`, keeping the cut-off tiles of a refused stroke."""
    if action.seat not in rules.to_act():
        return Preview(action, False, f"It is not {rules.seat_name(action.seat)}'s turn.")
    try:
        rules.check(action)
    except IllegalAction as exc:
        return Preview(action, False, exc.message(), tuple(getattr(exc, "cells", ())))
    return Preview(action, True)


@dataclass
class Hand:
    """One seat's pointer state (issue 16 §1: it belongs to the seat that made it): the tool
    in hand, the Fan's facing, a wall stroke in progress, the preset offered next, and whose
    dungeon the seat is looking at (None: its own)."""

    tool: str = "walls"
    facing: str = "E"
    stroke: list[Cell] = field(default_factory=list)
    painting: bool = True
    refused: Preview | None = None
    """The last tile a drag could not add, with the reason (shown until the next move)."""
    last_pos: tuple[int, int] | None = None
    """Where the pointer was at the stroke's last mouse sample (the next one fills between)."""
    preset: int = 0
    viewing: int | None = None
    """Another seat whose dungeon this seat is looking at (fog view), or None."""
    placed: Cell | None = None
    """The tile a click just put a trap or the heirloom on: no verdict is drawn there (it
    would refuse a second one in red at once) until the pointer leaves it."""

    def turn(self, clockwise: bool = True) -> None:
        self.facing = TURN[self.facing] if clockwise else BACK[self.facing]

    def facing_for(self, chart: dict[str, Any]) -> str | None:
        return self.facing if chart.get(self.tool, {}).get("push") else None

    # --- strokes (setup) -------------------------------------------------------------------
    def start_stroke(self, rules: Rules, seat: int, cell: Cell, walls: set[Cell]) -> Preview:
        self.painting = cell not in walls
        self.stroke = []
        return self.extend(rules, seat, cell)

    def extend(self, rules: Rules, seat: int, cell: Cell) -> Preview:
        """Add `cell` to the stroke if the whole stroke stays legal."""
        if cell in self.stroke:
            return Preview(self.stroke_action(seat), True)
        preview = judge(rules, PaintWalls(seat, tuple(self.stroke + [cell]), self.painting))
        if preview.legal:
            self.stroke.append(cell)
            self.refused = None
        else:
            self.refused = preview
        return preview

    def stroke_action(self, seat: int) -> PaintWalls | None:
        return PaintWalls(seat, tuple(self.stroke), self.painting) if self.stroke else None

    def finish_stroke(self, seat: int) -> PaintWalls | None:
        action = self.stroke_action(seat)
        self.stroke = []
        self.refused = None
        self.last_pos = None
        return action


def crossed_cells(start: tuple[int, int], end: tuple[int, int],
                  cell_at: Callable[[tuple[int, int]], Cell | None]) -> list[Cell]:
    """Every tile the pointer crossed moving straight from `start` to `end` (two mouse
    samples), in order and orthogonally connected: where the line passes a corner, the tile
    it grazes first is added between (a supercover of the segment, sampled every pixel)."""
    (x0, y0), (x1, y1) = start, end
    n = max(abs(x1 - x0), abs(y1 - y0), 1)
    out: list[Cell] = []
    for i in range(n + 1):
        cell = cell_at((round(x0 + (x1 - x0) * i / n), round(y0 + (y1 - y0) * i / n)))
        if cell is None or (out and out[-1] == cell):
            continue
        if out and abs(cell[0] - out[-1][0]) + abs(cell[1] - out[-1][1]) > 1:
            prev = out[-1]
            if abs(cell[0] - prev[0]) <= 1 and abs(cell[1] - prev[1]) <= 1:
                out.append((cell[0], prev[1]))       # a corner: one of its two tiles
        out.append(cell)
    return out


def setup_action(hand: Hand, seat: int, cell: Cell, walls: set[Cell],
                 chart: dict[str, Any]) -> Action:
    """The setup action the tool would take on `cell` (a one-tile stroke for walls)."""
    if hand.tool == "walls":
        return PaintWalls(seat, (cell,), cell not in walls)
    if hand.tool == "heirloom":
        return PlaceHeirloom(seat, cell)
    return PlaceTrap(seat, hand.tool, cell, hand.facing_for(chart))


def trapping_action(hand: Hand, seat: int, cell: Cell, mine: dict[str, Any],
                    chart: dict[str, Any]) -> Action | None:
    """Reactivate a disabled trap of yours, or buy the trap in hand."""
    for trap in mine["traps"]:
        if tuple(trap["cell"]) == cell and not trap["active"]:
            return Reactivate(seat, cell)
    if hand.tool in chart:
        return PlaceTrap(seat, hand.tool, cell, hand.facing_for(chart))
    return None


def step_towards(seat: int, here: Cell | None, cell: Cell) -> Step | None:
    """The step onto an orthogonally adjacent `cell`, if it is one."""
    if here is None:
        return None
    delta = (cell[0] - here[0], cell[1] - here[1])
    for name, d in DIRECTIONS.items():
        if d == delta:
            return Step(seat, name)
    return None
