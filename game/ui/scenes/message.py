"""A plain message with an OK button (errors, refusals): never a traceback."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.ui.intents import Intent
from game.ui.scene import VeiledScene
from game.ui.widgets import links
from game.ui.widgets.button import Button, ButtonBar

if TYPE_CHECKING:
    from game.ui.services import Services


class MessageScene(VeiledScene):
    veil = 150

    def __init__(self, app: "Services", title: str, text: str,
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title, self.text = title, text
        self.on_close = on_close
        self.crash = False
        """Set by the app for its "Something went wrong" message (one at a time)."""
        self.bar = ButtonBar([Button("OK", self.close)])
        self.box = pygame.Rect(0, 0, 0, 0)

    def close(self) -> None:
        self.app.stack.pop()
        if self.on_close:
            self.on_close()

    def layout(self, size: tuple[int, int]) -> None:
        w = min(760, size[0] - 80)
        self.wrapped = links.wrap_cited(self.app.theme.fonts, self.text, 18, w - 60)
        self.lines = self.wrapped.lines
        h = 150 + 24 * self.wrapped.rows()
        self.box = pygame.Rect(0, 0, w, min(h, size[1] - 60))
        self.box.center = (size[0] // 2, size[1] // 2)
        self.bar.buttons[0].rect = pygame.Rect(0, 0, 140, 44)
        self.bar.buttons[0].rect.midbottom = (self.box.centerx, self.box.bottom - 18)

    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "press":
            self.bar.click(intent.pos)
        elif intent.kind in ("confirm", "menu"):
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        self.draw_beneath(surface)
        pygame.draw.rect(surface, c.paper, self.box, border_radius=10)
        pygame.draw.rect(surface, c.ink, self.box, 3, border_radius=10)
        title = theme.fonts.render(self.title, 28, c.ink, "title")
        surface.blit(title, (self.box.x + 30, self.box.y + 22))
        y = self.box.y + 70
        cited = self.wrapped.cited
        for line in self.lines:
            if y > self.box.bottom - 80:
                cited = None                # cut short: the end and its link are not shown
                break
            surface.blit(theme.fonts.render(line, 18, c.ink), (self.box.x + 30, y))
            y += 24
        if cited is not None:               # the citation: a link after the sentence
            x = self.box.x + 30 + self.wrapped.link_x(theme.fonts, 18)
            y -= 24 if self.wrapped.same_line else 0
            if y <= self.box.bottom - 80:
                links.register(links.draw_link(surface, theme, *cited, (x, y), 18), *cited)
        self.bar.draw(surface, theme, self.app.mouse_pos())
