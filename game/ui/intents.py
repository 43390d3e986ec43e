"""pygame events become intents, so the mouse, the keyboard and a gamepad drive one code path.

Kinds: `press`/`release`/`motion` (left button; motion carries `held`), `wheel` (amount),
`right` (right click: rotate or cancel, as the scene decides), `mirror` (M), `undo`
(Ctrl+Z), `menu` (Esc), `confirm` (Enter, Space; at a table it presses the board's
`main_button`), `move` (arrows, WASD-free) with a
compass `direction`, `next` (Tab), `text` (typed
characters, for name fields), `erase` (Backspace), `key` (any other key), `prev` (gamepad LB on
a screen with no targets to step through; RB is then `next`).

Game controllers are translated in `game.ui.gamepad` (they need a pointer and held buttons
kept between events): A is the left button (`press`/`release`, `motion` with `held`), the
left stick and d-pad move the pointer (`motion`), the rest are the intents above. Raw
joystick events are not translated: the gamepad module takes them all (a mapped pad sends
each input twice, as a controller and as a joystick; an unmapped joystick's buttons mean
nothing fixed, and its button 1 used to quit from the launcher).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

ARROWS = {pygame.K_UP: "N", pygame.K_RIGHT: "E", pygame.K_DOWN: "S", pygame.K_LEFT: "W"}


@dataclass(frozen=True)
class Intent:
    kind: str
    pos: tuple[int, int] = (0, 0)
    held: bool = False
    amount: int = 0
    direction: str = ""
    text: str = ""
    key: int = 0


def to_intents(event: pygame.event.Event, mouse_pos: tuple[int, int] = (0, 0)
               ) -> list[Intent]:
    """Translate one pygame event (never raises on odd events)."""
    t = event.type
    if t == pygame.MOUSEBUTTONDOWN:
        pos = tuple(getattr(event, "pos", mouse_pos))
        if event.button == 1:
            return [Intent("press", pos)]
        if event.button == 3:
            return [Intent("right", pos)]
        return []
    if t == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
        return [Intent("release", tuple(getattr(event, "pos", mouse_pos)))]
    if t == pygame.MOUSEMOTION:
        buttons = getattr(event, "buttons", (0, 0, 0))
        return [Intent("motion", tuple(getattr(event, "pos", mouse_pos)),
                       held=bool(buttons and buttons[0]))]
    if t == pygame.MOUSEWHEEL:
        amount = int(getattr(event, "y", 0))
        return [Intent("wheel", mouse_pos, amount=amount)] if amount else []
    if t == pygame.KEYDOWN:
        return _key(event, mouse_pos)
    if t == pygame.TEXTINPUT:
        text = getattr(event, "text", "")
        return [Intent("text", mouse_pos, text=text)] if text.isprintable() else []
    return []


def _key(event: pygame.event.Event, mouse_pos: tuple[int, int]) -> list[Intent]:
    key = getattr(event, "key", 0)
    mods = getattr(event, "mod", 0)
    if key == pygame.K_z and mods & pygame.KMOD_CTRL:
        return [Intent("undo", mouse_pos, key=key)]
    if key == pygame.K_ESCAPE:
        return [Intent("menu", mouse_pos, key=key)]
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        return [Intent("confirm", mouse_pos, key=key)]
    if key in ARROWS:
        return [Intent("move", mouse_pos, direction=ARROWS[key], key=key)]
    if key == pygame.K_TAB:
        return [Intent("next", mouse_pos, key=key)]
    if key == pygame.K_BACKSPACE:
        return [Intent("erase", mouse_pos, key=key)]
    if key == pygame.K_m and not mods & pygame.KMOD_CTRL:
        return [Intent("mirror", mouse_pos, key=key)]
    if key == pygame.K_r and not mods & pygame.KMOD_CTRL:
        return [Intent("rotate_key", mouse_pos, key=key)]
    return [Intent("key", mouse_pos, key=key)]
