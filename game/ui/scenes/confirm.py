"""A question before something that cannot be taken back (Concede, Restart, replacing a
game in progress). The confirm button is never where the click that asked was: a double
click cannot get through it. Esc, Cancel or a click outside the box say no."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.ui.intents import Intent
from game.ui.scene import VeiledScene
from game.ui.widgets import links
from game.ui.widgets.button import GUARD_SECONDS, Button, ButtonBar, clock

if TYPE_CHECKING:
    from game.ui.services import Services

BOX = (560, 250)
BUTTON = (220, 50)


def place_buttons(box: pygame.Rect, origin: tuple[int, int] | None
                  ) -> tuple[pygame.Rect, pygame.Rect]:
    """(confirm, cancel) rects in the bottom of `box`: confirm on the right unless the click
    that asked was there, then on the left. Neither is ever under `origin`'s neighbourhood
    for confirm."""
    y = box.bottom - BUTTON[1] - 24
    left = pygame.Rect(box.x + 36, y, *BUTTON)
    right = pygame.Rect(box.right - 36 - BUTTON[0], y, *BUTTON)
    if origin is not None and right.inflate(40, 40).collidepoint(origin):
        return left, right
    return right, left


class ConfirmScene(VeiledScene):
    veil = 170

    def __init__(self, app: "Services", question: str, yes: str, on_yes: Callable[[], None],
                 origin: tuple[int, int] | None = None, detail: str = "",
                 no: str = "Cancel", on_no: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.question, self.detail = question, detail
        self.origin = origin
        self.on_yes, self.on_no = on_yes, on_no
        self.yes_button = Button(yes, self.confirm)
        self.no_button = Button(no, self.cancel)
        self.bar = ButtonBar([self.no_button, self.yes_button])
        self.box = pygame.Rect(0, 0, *BOX)
        self.lines: list[str] = []
        self.opened = clock.now()

    def confirm(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def cancel(self) -> None:
        self.app.stack.pop()
        if self.on_no is not None:
            self.on_no()

    def layout(self, size: tuple[int, int]) -> None:
        fonts = self.app.theme.fonts
        width = min(BOX[0], size[0] - 40)
        self.wrapped = links.wrap_cited(fonts, self.detail, 17, width - 60) if self.detail \
            else links.CitedText([], None, False, 0)
        self.lines = self.wrapped.lines
        self.box = pygame.Rect(0, 0, width, BOX[1] - 40 + 22 * self.wrapped.rows())
        self.box.center = (size[0] // 2, size[1] // 2)
        self.yes_button.rect, self.no_button.rect = place_buttons(self.box, self.origin)

    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "press":
            if clock.now() - self.opened < GUARD_SECONDS:
                return  # the rest of the click that asked
            if not self.bar.click(intent.pos) and not self.box.collidepoint(intent.pos):
                self.cancel()
        elif intent.kind == "menu":
            self.cancel()
        else:
            self.bar.navigate(intent.kind)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        self.draw_beneath(surface)
        pygame.draw.rect(surface, (20, 12, 8), self.box.move(5, 7), border_radius=12)
        pygame.draw.rect(surface, c.paper, self.box, border_radius=12)
        pygame.draw.rect(surface, c.ink, self.box, 3, border_radius=12)
        size = 28
        while size > 16 and theme.fonts.get(size, "title").size(self.question)[0] > \
                self.box.width - 48:
            size -= 1
        title = theme.fonts.render(self.question, size, c.ink, "title")
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + 28)))
        y = self.box.y + 80
        wrapped, left = self.wrapped, self.box.centerx
        for k, line in enumerate(self.lines):
            text = theme.fonts.render(line, 17, c.pencil)
            width = text.get_width()
            if wrapped.same_line and k == len(self.lines) - 1:   # the link follows on it
                width = wrapped.link_x(theme.fonts, 17) + wrapped.link_width
            left = self.box.centerx - width // 2
            surface.blit(text, (left, y))
            y += 22
        if wrapped.cited is not None:
            if wrapped.same_line:
                left, y = left + wrapped.link_x(theme.fonts, 17), y - 22
            else:
                left = self.box.centerx - wrapped.link_width // 2
            at = links.draw_link(surface, theme, *wrapped.cited, (left, y), 17)
            links.register(at, *wrapped.cited)
        self.bar.draw(surface, theme, self.app.mouse_pos())
