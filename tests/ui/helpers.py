"""Synthetic input for UI tests."""
from __future__ import annotations

import pygame


def click(app, pos, button=1):
    pygame.mouse.set_pos(pos) if pygame.display.get_surface() else None
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def type_text(app, text):
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])
