"""Toasts: a short message shown where the player pointed (the reason of an IllegalAction),
and the bubbles of tooltips and hover reasons.

A bubble stays inside the window and keeps off the pointer and off `avoid` (the cells the
player is working on). Inside `bubbles_on_top(surface)` bubbles are collected and drawn when
the block ends, so nothing a scene draws later (a panel) covers them. An error toast fades
once the pointer has moved on (`Toast.moved_to`)."""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

import pygame

from game.ui.theme import Colour, Theme
from game.ui.widgets import links

_deferred: list[tuple[pygame.Surface, pygame.Rect]] | None = None
_drawn: list[pygame.Rect] = []
"""The bubbles of the frame being drawn (the app clears them with `begin_frame`)."""
MOVED_ON = 48
"""Pixels the pointer moves away from an error toast before it fades."""


@dataclass
class Toast:
    text: str
    pos: tuple[int, int]
    life: float = 3.5
    colour: Colour | None = None
    age: float = 0.0
    error: bool = False
    """An error message: it fades once the pointer moves on (or the state changes)."""
    linked: pygame.Rect | None = None
    """The bubble as last drawn, if it showed a live link."""
    avoid: pygame.Rect | None = None
    """A place the bubble keeps off (besides the pointer), e.g. a header it speaks of."""

    @property
    def alive(self) -> bool:
        return self.age < self.life

    def update(self, dt: float) -> None:
        self.age += dt

    def fade(self) -> None:
        """Go away soon (a short fade, never a jump)."""
        self.life = min(self.life, self.age + 0.3)

    def moved_to(self, pos: tuple[int, int]) -> None:
        """The pointer moved: an error fades once it has moved on from where it pointed,
        unless it is on its way into the bubble's link (it then stays a while to be read)."""
        if self.linked is not None and self.linked.union(pygame.Rect(self.pos, (1, 1))) \
                .inflate(24, 24).collidepoint(pos):     # between where it pointed and it
            self.life = max(self.life, self.age + 2.0)
            return
        if self.error and self.age > 0.3 and \
                max(abs(pos[0] - self.pos[0]), abs(pos[1] - self.pos[1])) > MOVED_ON:
            self.fade()

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        alpha = 255 if self.age < self.life - 0.5 else \
            int(255 * max(0.0, (self.life - self.age) / 0.5))
        rect = draw_bubble(surface, theme, self.text, self.pos,
                           self.colour or theme.colours.illegal, alpha=alpha,
                           avoid=self.avoid)
        live = any(link.bubble == rect for link in links.shown())
        self.linked = rect if live else None


def begin_frame() -> None:
    """A new frame: no bubble drawn yet."""
    _drawn.clear()


def drawn() -> list[pygame.Rect]:
    """Where bubbles (tooltips, reasons, toasts) were drawn in the last frame."""
    return list(_drawn)


@contextmanager
def bubbles_on_top(surface: pygame.Surface) -> Iterator[None]:
    """Bubbles drawn inside the block are drawn on top when it ends."""
    global _deferred
    outer, _deferred = _deferred, []
    try:
        yield
    finally:
        pending, _deferred = _deferred, outer
        for note, rect in pending:
            surface.blit(note, rect)


def place(size: tuple[int, int], pos: tuple[int, int], bounds: pygame.Rect,
          avoid: pygame.Rect | None = None) -> pygame.Rect:
    """Where a bubble of `size` goes near `pos`: inside `bounds`, off the pointer and off
    `avoid` if any place allows (below right, above right, below left, above left, then
    beside `avoid`)."""
    w, h = size
    keep_off = pygame.Rect(pos[0] - 10, pos[1] - 10, 20, 20)
    if avoid is not None:
        keep_off = keep_off.union(avoid)
    x0, y0 = pos
    candidates = [(x0 + 16, y0 + 16), (x0 + 16, y0 - 16 - h), (x0 - 16 - w, y0 + 16),
                  (x0 - 16 - w, y0 - 16 - h)]
    if avoid is not None:
        candidates += [(avoid.right + 8, avoid.centery - h // 2),
                       (avoid.x - 8 - w, avoid.centery - h // 2),
                       (avoid.centerx - w // 2, avoid.bottom + 8),
                       (avoid.centerx - w // 2, avoid.y - 8 - h)]
    first = None
    for x, y in candidates:
        rect = pygame.Rect(x, y, w, h).clamp(bounds)
        first = first or rect
        if not rect.colliderect(keep_off):
            return rect
    assert first is not None
    return first


def next_to(size: tuple[int, int], button: pygame.Rect, panel: pygame.Rect,
            clear: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a bubble of `size` about a side panel's `button` goes: inside the `panel`,
    just below or just above the button (never over the board beside the panel), the
    nearest place that covers none of the panel's other buttons (`clear`), else just
    below it."""
    w, h = size
    x = max(panel.x + 4, min(button.centerx - w // 2, panel.right - 4 - w))
    inside = panel.inflate(-4, -4)
    best: tuple[int, pygame.Rect] | None = None
    for gap in range(4, panel.height, 8):
        for y in (button.bottom + gap, button.y - gap - h):
            rect = pygame.Rect(x, y, w, h)
            if not inside.contains(rect) or rect.colliderect(button):
                continue
            if not any(rect.colliderect(other) for other in clear):
                return rect
            if best is None:
                best = (gap, rect)
    return best[1] if best is not None else pygame.Rect(x, button.bottom + 4, w, h).clamp(
        inside)


def draw_bubble(surface: pygame.Surface, theme: Theme, text: str, pos: tuple[int, int],
                border: Colour, alpha: int = 255, width: int = 360,
                avoid: pygame.Rect | None = None,
                placed: Callable[[tuple[int, int]], pygame.Rect] | None = None
                ) -> pygame.Rect:
    """A paper note with a coloured border near `pos`, kept inside the window and off the
    pointer and `avoid` (or where `placed(size)` puts it). A citation ending the text is
    drawn as a link after the sentence (registered while the note is more than faint)."""
    fonts = theme.fonts
    bounds = surface.get_rect()
    width = min(width, bounds.width - 16)
    wrapped = links.wrap_cited(fonts, text, 16, width - 24)
    rendered = [fonts.render(line, 16, theme.colours.ink) for line in wrapped.lines]
    line_h = fonts.get(16).get_height()
    widths = [r.get_width() for r in rendered]
    if wrapped.cited is not None:
        widths.append(wrapped.link_x(fonts, 16) + wrapped.link_width)
    size = (max(widths) + 24, line_h * wrapped.rows() + 18)
    rect = placed(size) if placed is not None else place(size, pos, bounds, avoid)
    note = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(note, (*theme.colours.paper, 245), note.get_rect(), border_radius=6)
    pygame.draw.rect(note, (*border, 255), note.get_rect(), 3, border_radius=6)
    y = 9
    for r in rendered:
        note.blit(r, (12, y))
        y += line_h
    if wrapped.cited is not None:
        row = len(rendered) - (1 if wrapped.same_line else 0)
        at = links.draw_link(note, theme, *wrapped.cited,
                             (12 + wrapped.link_x(fonts, 16), 9 + line_h * row))
        if alpha > 60:
            links.register(at.move(rect.topleft), *wrapped.cited, bubble=rect)
    _drawn.append(pygame.Rect(rect))
    if alpha < 255:
        note.set_alpha(alpha)
    if _deferred is not None:
        _deferred.append((note, rect))
    else:
        surface.blit(note, rect)
    return rect


@dataclass
class AsideToast(Toast):
    """An error toast for a press in a side panel, drawn inside the panel by the pressed
    button (just below or above it, off the panel's other buttons where there is room:
    `next_to`), never over the board beside the panel. `pos` stays where the pointer
    pressed (it fades once the pointer moves on from there)."""

    panel: pygame.Rect | None = None
    button: pygame.Rect | None = None
    """The pressed button (a press off any button: a point where it pressed)."""
    clear: tuple[pygame.Rect, ...] = ()
    """The panel's other buttons, which the bubble keeps off where there is room."""
    shown: pygame.Rect | None = None
    """The bubble as last drawn."""

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        panel = self.panel
        if panel is None:
            super().draw(surface, theme)
            return
        alpha = 255 if self.age < self.life - 0.5 else \
            int(255 * max(0.0, (self.life - self.age) / 0.5))
        button = self.button or pygame.Rect(self.pos, (1, 1))
        rect = draw_bubble(surface, theme, self.text, self.pos,
                           self.colour or theme.colours.illegal, alpha=alpha,
                           width=panel.width - 8,
                           placed=lambda size: next_to(size, button, panel, self.clear))
        live = any(link.bubble == rect for link in links.shown())
        self.linked = rect if live else None
        self.shown = rect
