"""The hand-off screen: "Pass to Ann". Opaque, so nothing private shows behind it. Esc (or
the Menu button) opens the game's menu over it. A click, Enter or Space in its first
`GUARD_SECONDS` is ignored: the second half of a double click or a double Enter that
brought it up never passes it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.ui.intents import Intent
from game.ui.scene import Scene
from game.ui.widgets.button import GUARD_SECONDS, Button, ButtonBar, clock

if TYPE_CHECKING:
    from game.ui.services import Services


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app: "Services", name: str, note: str = "",
                 on_continue: Callable[[], None] | None = None, colour: tuple = (),
                 on_menu: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.name, self.note = name, note
        self.on_continue = on_continue
        self.on_menu = on_menu
        self.bar = ButtonBar([Button("Menu", self.open_menu, size=15)] if on_menu else [])
        self.colour = colour or app.theme.colours.accent
        self._armed = False
        self.opened = clock.now()

    def enter(self) -> None:
        # a click still held from the previous screen must not dismiss this one, nor the
        # second click of a double click that brought it up
        self._armed = not pygame.mouse.get_pressed()[0]
        self.opened = clock.now()

    def open_menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def layout(self, size: tuple[int, int]) -> None:
        for b in self.bar.buttons:
            b.rect = pygame.Rect(size[0] - 124, 16, 108, 38)

    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "menu":
            self.open_menu()
            return
        if intent.kind in ("press", "confirm") and clock.now() - self.opened < GUARD_SECONDS:
            return  # the rest of the double click or double Enter that brought it up
        if intent.kind == "press" and self.bar.click(intent.pos):
            return
        if intent.kind == "release":
            self._armed = True
            return
        if intent.kind in ("press", "confirm") and self._armed:
            self.app.stack.pop()
            if self.on_continue:
                self.on_continue()
        elif intent.kind in ("press", "confirm"):
            self._armed = True

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        w, h = self.size
        surface.fill(c.desk)
        card = pygame.Rect(0, 0, min(720, w - 80), 320)
        card.center = (w // 2, h // 2)
        pygame.draw.rect(surface, (20, 12, 8), card.move(6, 8), border_radius=14)
        pygame.draw.rect(surface, c.paper, card, border_radius=14)
        pygame.draw.rect(surface, self.colour, card, 6, border_radius=14)
        title = f"Pass to {self.name}"
        big = theme.fonts.render(title, theme.fonts.fit(title, 48, card.width - 60, "title"),
                                 c.ink, "title")
        surface.blit(big, big.get_rect(center=(card.centerx, card.y + 90)))
        y = card.y + 150
        for line in theme.fonts.wrap(self.note, 19, card.width - 80):
            t = theme.fonts.render(line, 19, c.pencil)
            surface.blit(t, t.get_rect(center=(card.centerx, y)))
            y += 26
        words = f"{self.name}: click or press Enter when the others are not looking"
        hint = theme.fonts.render(words, theme.fonts.fit(words, 17, card.width - 40, "italic"),
                                  c.ink, "italic")
        surface.blit(hint, hint.get_rect(center=(card.centerx, card.bottom - 40)))
        self.bar.draw(surface, theme, self.app.mouse_pos())
