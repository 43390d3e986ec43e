"""What the pointer means on a Trapper board: the tool in hand, wall strokes being dragged,
and the candidate action under the pointer with the rules' verdict (never rules of our own).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
    """The tool in hand and a wall stroke in progress."""

    tool: str = "walls"
    facing: str = "E"
    stroke: list[Cell] = field(default_factory=list)
    painting: bool = True
    refused: Preview | None = None
    """The last tile a drag could not add, with the reason (shown until the next move)."""

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
        return action


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
