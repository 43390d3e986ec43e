"""Synthetic input for UI tests: each call runs one app step with the events.

Presses and keys come at a person's pace: `press` and `key` move the double-click guards'
clock on by `PACE` seconds first (nothing else sees that time). `double_click` presses twice at once.
A deliberate press on a button comes to it from beside it, as a person's hand does
(`tests.play.approach`): a button whose action changed under a still pointer ignores presses
until the pointer has left it.
"""
from __future__ import annotations

import pygame

from game.ui.widgets.button import clock
from tests.play import approach

PACE = 0.35


def move(app, pos, held=False):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                 buttons=(1 if held else 0, 0, 0))])


def press(app, pos, button=1, pace=PACE):
    clock.offset += pace
    if pace >= PACE:
        approach(app, pos, lambda beside: move(app, beside))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])


def drag_to(app, pos):
    move(app, pos, held=True)


def release(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def click(app, pos, button=1, pace=PACE):
    press(app, pos, button, pace)
    if button == 1:
        release(app, pos)


def double_click(app, pos, gap=0.1):
    """Two clicks `gap` seconds apart on the same spot (a hurried player's double click),
    however long the machine takes for the steps between them."""
    clock.offset += PACE
    approach(app, pos, lambda beside: move(app, beside))
    first = clock.now()
    click(app, pos, pace=0.0)
    clock.offset -= clock.now() - first - gap
    press(app, pos, pace=0.0)
    release(app, pos)


def wheel(app, pos, amount=1):
    move(app, pos)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=amount, flipped=False)])


def key(app, k, mod=0, pace=PACE):
    """A key pressed at a person's pace (the guards' clock moves on by `pace` first)."""
    clock.offset += pace
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def type_text(app, text):
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def pass_handoffs(app, limit=4):
    """Click through any hand-off screens on top (Enter), stepping the app."""
    from game.ui.scenes.handoff import HandoffScene
    for _ in range(limit):
        if isinstance(app.stack.top, HandoffScene):
            key(app, pygame.K_RETURN)   # at a person's pace: the screen's guard is over
        app.step(dt=0.0)


def button(scene, prefix):
    """The centre of the scene's button whose label starts with `prefix`."""
    for b in scene.bar.buttons:
        if b.label.startswith(prefix):
            return b.rect.center
    raise AssertionError(f"no button {prefix!r} among {[b.label for b in scene.bar.buttons]}")
