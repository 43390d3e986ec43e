"""Bubbles for the action rows of DungeonLab's side panel: a refusal or a greyed button's
reason opens beside the panel, over the table's edge, at the height of the button that
asked, so it never covers the rows of buttons a player reaches for next and always stays
inside the window."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.theme import Theme
from game.ui.widgets import links
from game.ui.widgets.toast import Toast, beside, draw_bubble


@dataclass
class AsideToast(Toast):
    """An error toast for a press in the side panel, drawn beside the panel. `pos` stays
    where the pointer pressed (it fades once the pointer moves on from there)."""

    panel: pygame.Rect | None = None
    shown: pygame.Rect | None = None
    """The bubble as last drawn."""

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if self.panel is None:
            super().draw(surface, theme)
            return
        alpha = 255 if self.age < self.life - 0.5 else \
            int(255 * max(0.0, (self.life - self.age) / 0.5))
        anchor, avoid = beside(self.panel, self.pos)
        rect = draw_bubble(surface, theme, self.text, anchor,
                           self.colour or theme.colours.illegal, alpha=alpha, avoid=avoid)
        live = any(link.bubble == rect for link in links.shown())
        self.linked = rect if live else None
        self.shown = rect
