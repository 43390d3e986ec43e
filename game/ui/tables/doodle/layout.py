"""Where things go on the doodle table for a board rectangle and a phase."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

BANNER = 30
TAB_W, TAB_H = 96, 24


@dataclass
class Layout:
    sheet: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    track: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    info: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    """The panel right of the sheet (notes, the active card, heroes, the stop)."""
    display: list[pygame.Rect] = field(default_factory=list)
    active: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hand: list[pygame.Rect] = field(default_factory=list)
    tabs: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    banner: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def plan(rect: pygame.Rect, phase: str, seats: int, display: int, hand: int) -> Layout:
    out = Layout()
    inner = rect.inflate(-20, -16)
    out.banner = pygame.Rect(inner.x, inner.y, inner.w, BANNER)
    x = inner.right - seats * (TAB_W + 6)
    for seat in range(seats):
        out.tabs.append((seat, pygame.Rect(x + seat * (TAB_W + 6), inner.y + 2, TAB_W, TAB_H)))
    body = pygame.Rect(inner.x, inner.y + BANNER + 6, inner.w, inner.h - BANNER - 6)
    if phase == "build":
        strip_h = max(100, min(150, body.h // 5))
        card_w = min(132, (body.w - 200) // max(5, display) - 12)
        for k in range(display):
            out.display.append(pygame.Rect(body.x + k * (card_w + 12), body.y, card_w, strip_h))
        out.active = pygame.Rect(body.right - int(card_w * 1.25), body.y, int(card_w * 1.25),
                                 strip_h)
        body = pygame.Rect(body.x, body.y + strip_h + 12, body.w, body.h - strip_h - 12)
    if phase == "heroes" and hand:
        hand_h = max(96, min(140, body.h // 5))
        card_w = min(120, (body.w - 20) // max(4, hand) - 10)
        top = body.bottom - hand_h
        for k in range(hand):
            out.hand.append(pygame.Rect(body.x + k * (card_w + 10), top, card_w, hand_h))
        body = pygame.Rect(body.x, body.y, body.w, body.h - hand_h - 30)
    sheet_w = int(body.w * 0.56)
    out.sheet = pygame.Rect(body.x, body.y, sheet_w, body.h)
    side = pygame.Rect(body.x + sheet_w + 12, body.y, body.w - sheet_w - 12, body.h)
    if phase == "build":
        out.track = pygame.Rect(side.x, side.y, side.w, min(int(side.h * 0.62), 260))
        out.info = pygame.Rect(side.x, out.track.bottom + 10, side.w,
                               side.bottom - out.track.bottom - 10)
    else:
        out.info = side
    return out
