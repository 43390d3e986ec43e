"""What a press, a drag, the wheel or a key does at DungeonLab's table: the page's gestures
go to the notebook room; keys to the shot amount being typed, the aim, the notebook's
tools, then the moves (a digit types the shot amount, never picks a thing)."""
from __future__ import annotations

from typing import Any

import pygame

from game.games.lab.actions import Answer, Climb, Feel, Move
from game.ui.intents import Intent
import game.ui.tables.lab.panel as panel

DIGITS = {**{getattr(pygame, f"K_{n}"): str(n) for n in range(10)},
          **{getattr(pygame, f"K_KP{n}"): str(n) for n in range(10)}}
"""Digit keys (the row and the keypad) and the digit each types."""
KEY_KINDS = ("key", "move", "text", "erase", "confirm", "mirror", "rotate_key")


def board_intent(table: Any, intent: Intent) -> None:
    """One intent on the board; a wild one (a press on a stale cell) drops the gesture."""
    try:
        _board(table, intent)
    except (KeyError, ValueError, TypeError, IndexError):
        h = table.hand
        h.edges, h.stroke, h.lifted, h.start = [], [], None, None


def _board(table: Any, intent: Intent) -> None:
    kind = intent.kind
    room = table.room
    if kind == "motion":
        table.pointer = intent.pos
        if intent.held:
            room.drag(intent.pos)
        return
    if kind == "wheel":      # round the pointer's last place on the page
        if room.area.collidepoint(table.pointer) and table.sheet() is not None:
            room.zoom(table.pointer, 1 if intent.amount > 0 else -1)
        return
    if kind in KEY_KINDS:
        key(table, intent)
        return
    if table.viewer is None or not table.looking or table.rules.is_over() or table.busy \
            or table.sheet() is None:
        return
    if kind == "right":
        if table.drawing() and room.press(intent.pos, back=True):
            room.release(intent.pos)
    elif kind == "press":
        table.hand.typed = 0                 # a click ends a run of typed letters
        if table.drawing() or room.handle_at(intent.pos) is None:
            room.press(intent.pos)
    elif kind == "release":
        room.release(intent.pos)


def key(table: Any, intent: Intent) -> None:
    """A key of the seat on screen: the amount being typed first, then the aim, the
    notebook, and the moves of her phase."""
    h = table.hand
    seat = table.viewer
    if seat is None or not table.looking or table.rules.is_over():
        return
    digit = DIGITS.get(getattr(intent, "key", -1)) if intent.kind == "key" else None
    if h.typing_amount is not None and digit is not None:
        return               # the digit arrives as text too (text input is on)
    if panel.amount_key(table, intent.kind, getattr(intent, "text", "") or ""):
        return
    shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
    acting = table.phase() == "act" and table.reading != seat
    if h.note is None and digit is not None and acting and not shift:
        h.typing_amount = digit.lstrip("0")     # a digit opens the amount with itself
        h.aim, h.typed = None, 0
        table.relayout()
        return
    if h.note is None and panel.aim_key(table, seat, intent, shift, acting):
        return
    if table.room.key(intent, shift):
        return
    if table.reading == seat:
        return          # Enter and Space on Done: the shell presses `main_button`
    _move_key(table, seat, intent)


def _move_key(table: Any, seat: int, intent: Intent) -> None:
    """The arrows move, PgUp and PgDn climb, F feels, + and − step the amount, Y and N
    answer a question."""
    h = table.hand
    phase = table.phase()
    if intent.kind == "move":
        if phase == "act":
            table.play(Move(seat, intent.direction))
        return
    if intent.kind != "key":
        return
    k = intent.key
    if phase == "answer" and k in (pygame.K_y, pygame.K_n):
        table.play(Answer(seat, k == pygame.K_y))
    elif phase != "act":
        return
    elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        table.play(Climb(seat, -1 if k == pygame.K_PAGEUP else 1))
    elif k == pygame.K_f and h.typed <= 1:     # a lone F, not one in a typed word
        table.play(Feel(seat))
    elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
        panel.amount(table, h.amount + 1)
    elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
        panel.amount(table, h.amount - 1)
