"""Pointer and keys over the Trapper board: intents become actions (the rules judge them)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.games.trapper.actions import ConfirmSetup, RollAP, StartRaid
from game.ui.intents import Intent
from game.ui.widgets.button import Button
from game.ui.tables.trapper.palette import chip_at
from game.ui.tables.trapper.pointer import (crossed_cells, setup_action, step_towards,
                                            trapping_action)

if TYPE_CHECKING:
    from game.ui.tables.trapper.scene import TrapperTable


def handle(table: "TrapperTable", intent: Intent) -> None:
    if intent.kind in ("press", "motion", "release", "right", "wheel"):
        table.pointer = intent.pos
        table.dirty = True
        if table.hand.placed != table.painter.cell_at(intent.pos):
            table.hand.placed = None
    if not table.acting_here():
        return
    if table.showing_move and intent.kind in ("confirm", "move"):
        table.skip_animations()          # a key during the last move's show skips it
        return
    phase = table.phase()
    looking_at = table.viewing()
    if looking_at is not None and intent.kind == "press" and \
            table.painter.rect.collidepoint(intent.pos):
        table.board_toast(f"This is {table.name(looking_at)}'s dungeon (fog view): "
                        "'Back to my dungeon' returns to yours.", intent.pos)
        return
    if intent.kind == "confirm":
        confirm(table, phase)
    elif intent.kind == "move" and phase == "raid":
        table.step(intent.direction)
    elif intent.kind in ("right", "rotate_key", "wheel"):
        turn_or_clear(table, intent, phase)
    elif intent.kind == "press":
        press(table, intent, phase)
    elif intent.kind == "motion" and intent.held and table.hand.stroke:
        drag(table, intent.pos)
    elif intent.kind == "release" and table.hand.stroke:
        action = table.hand.finish_stroke(table.viewer)
        if action is not None:
            table.act(action, intent.pos)


def drag(table: "TrapperTable", pos: tuple[int, int]) -> None:
    """A wall stroke follows the pointer through every tile it crossed since the last mouse
    sample, however fast the drag (issue 16 §6)."""
    hand = table.hand
    start = hand.last_pos or pos
    for cell in crossed_cells(start, pos, table.painter.cell_at):
        hand.extend(table.rules, table.viewer, cell)
    hand.last_pos = pos


ROLL_LABEL = "Roll 2d6 for AP"


def main_button(table: "TrapperTable") -> Button | None:
    """The button Enter and Space press now: the bar's own "Roll 2d6 for AP" (as a click on
    it). None while the last move is shown, when this screen has no move, while a question
    is open, and in the stages a key must not end without asking: confirming the dungeon and
    starting the raid go on to the board's `confirm`, which asks first; in a raid Concede is
    never a key's press."""
    if not table.acting_here() or table.showing_move or table.app.stack.top is not table \
            or table.phase() != "roll":
        return None
    return next((b for b in table.bar.buttons if b.label == ROLL_LABEL), None)


def confirm(table: "TrapperTable", phase: str) -> None:
    """Enter / Space: the phase's main button. Rolling costs nothing; confirming the
    dungeon or starting the raid ends a stage for good, so the key asks first (a stray
    Enter never spends a turn's trapping)."""
    seat = table.viewer
    assert seat is not None
    if phase == "roll":
        table.act(RollAP(seat), table.pointer)
        return
    action = {"setup": ConfirmSetup, "trapping": StartRaid}.get(phase)
    if action is None:
        return
    verdict = table.verdict(action(seat))
    if not verdict.legal:
        table.refuse(verdict.reason, table.pointer)
    elif phase == "setup":
        table.ask("Confirm this dungeon?", "Confirm dungeon",
                  lambda: table.act(ConfirmSetup(seat)), table.app.mouse_pos(),
                  detail="Its walls, heirloom and starting traps are final (trapper §4.1).")
    else:
        table.ask_start_raid(seat)


def turn_or_clear(table: "TrapperTable", intent: Intent, phase: str) -> None:
    """Wheel, right click or R turns a Fan in hand; a right click elsewhere in setup clears
    the tile under the pointer."""
    chart = table.view()["chart"]
    if chart.get(table.hand.tool, {}).get("push"):
        table.hand.turn(clockwise=intent.amount <= 0)
        table.layout(table.size)
        return
    if intent.kind == "right" and phase == "setup":
        cell = table.painter.cell_at(intent.pos)
        if cell is not None:
            table.clear_tile(cell)


def press(table: "TrapperTable", intent: Intent, phase: str) -> None:
    chip = chip_at(table.chips, intent.pos)
    if chip is not None:
        if chip.enabled or phase == "setup":
            table.hand.tool = chip.key
            table.layout(table.size)
        else:
            table.refuse(f"{chip.label}: {chip.note}; "
                         f"{table.public()['ap_left']} AP left.", intent.pos)
        return
    cell = table.painter.cell_at(intent.pos)
    if cell is None:
        return
    seat = table.viewer
    mine = table.mine()
    chart = table.view()["chart"]
    if phase == "setup" and mine is not None:
        walls = {tuple(c) for c in mine["walls"]}
        if table.hand.tool == "walls":
            preview = table.hand.start_stroke(table.rules, seat, cell, walls)
            table.hand.last_pos = intent.pos
            if not preview.legal:
                table.refuse(preview.reason, intent.pos)
            return
        if act(table, setup_action(table.hand, seat, cell, walls, chart), intent.pos):
            table.hand.placed = cell
    elif phase == "trapping" and mine is not None:
        action = trapping_action(table.hand, seat, cell, mine, chart)
        if action is not None and act(table, action, intent.pos):
            table.hand.placed = cell
    elif phase == "raid":
        action = step_towards(seat, table.shown_adventurer, cell)
        if action is None:
            table.refuse("Click a tile next to the adventurer (or use the arrow keys).",
                         intent.pos)
        else:
            act(table, action, intent.pos)


def act(table: "TrapperTable", action: Action, pos: tuple[int, int]) -> bool:
    """Make a move pointed at on the board; one the rules refuse is said where the player
    pointed, on the board side of the window."""
    verdict = table.verdict(action)
    if not verdict.legal:
        table.refuse(verdict.reason, pos)
        return False
    return table.act(action, pos)
