"""Rule citations drawn as links that open the rules (issue 20).

A refusal, tooltip, log line or dialog text that ends in a citation ("… (maker §4.4)") is
drawn as the sentence, then a link "rules 4.4". Whatever draws a link registers it here for
the frame (`register`); the app clears the list before each frame and, before the top scene
sees them, gives a left press on a drawn link, or the pad's Y while a link is shown, to
`open_link`: the rules screen is pushed, scrolled to that section and highlighted; its Back
pops it, and the scene below (the table, with its pointer state) is as it was.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.widgets.richtext import link_label, split_citation

if TYPE_CHECKING:
    from game.ui.theme import Colour, Fonts, Theme

LINK_COLOUR = (0x1F, 0x55, 0xB0)
"""A link on paper: blue ink, underlined (told apart by the line, not only the colour)."""
LINK_ON_PANEL = (0x8C, 0xC8, 0xFF)
GAP = "  "
"""What separates the sentence from its link on one line."""

Cited = tuple[str, str]
"""(game, section) of a citation."""


@dataclass(frozen=True)
class Link:
    rect: pygame.Rect
    game: str
    section: str
    bubble: pygame.Rect | None = None
    """The bubble it is drawn in, if any."""


_drawn: list[Link] = []
"""The links of the last frame drawn (what the player sees and can click)."""


def begin_frame() -> None:
    """A new frame (or the top scene) is being drawn: it says again which links are live."""
    _drawn.clear()


def shown() -> list[Link]:
    """The links on screen now."""
    return list(_drawn)


def register(rect: pygame.Rect, game: str, section: str,
             bubble: pygame.Rect | None = None) -> None:
    _drawn.append(Link(pygame.Rect(rect), game, section, bubble))


def link_at(pos: tuple[int, int]) -> Link | None:
    for link in reversed(_drawn):
        if link.rect.inflate(8, 8).collidepoint(pos):
            return link
    return None


def open_link(app: Any, link: Link) -> None:
    """Push the rules of the cited game, at the cited section."""
    from game.catalog import game_info
    from game.ui.scenes.rules import RulesScene
    app.toasts.clear()          # the refusal was read: the rules take the screen
    app.stack.push(RulesScene(app, game_info(link.game), section=link.section))


def draw_link(surface: pygame.Surface, theme: "Theme", game: str, section: str,
              topleft: tuple[int, int], size: int = 16, colour: "Colour" = LINK_COLOUR,
              ) -> pygame.Rect:
    """Draw "rules 4.4" underlined at `topleft` (on `surface`); the caller registers it
    (at its place on the screen)."""
    text = theme.fonts.render(link_label(section), size, colour)
    rect = text.get_rect(topleft=topleft)
    surface.blit(text, rect)
    pygame.draw.line(surface, colour, (rect.x, rect.bottom - 2), (rect.right, rect.bottom - 2))
    return rect


@dataclass(frozen=True)
class CitedText:
    """A text wrapped for drawing with its citation as a link after the sentence."""

    lines: list[str]
    """The sentence's lines."""
    cited: Cited | None
    same_line: bool
    """The link fits after the last line (else it takes a line of its own)."""
    link_width: int

    def rows(self) -> int:
        return len(self.lines) + (1 if self.cited is not None and not self.same_line else 0)

    def link_x(self, fonts: "Fonts", size: int, kind: str = "sans") -> int:
        """Where the link starts, from the left of its line."""
        if not self.same_line:
            return 0
        font = fonts.get(size, kind)
        return font.size(self.lines[-1])[0] + font.size(GAP)[0]


def wrap_cited(fonts: "Fonts", text: str, size: int, width: int, kind: str = "sans"
               ) -> CitedText:
    """Wrap `text` in `width` pixels, its last citation taken out to be drawn as a link:
    on the last line when it fits, else on a line of its own."""
    sentence, cited = split_citation(text)
    lines = fonts.wrap(sentence, size, width, kind)
    if cited is None:
        return CitedText(lines, None, False, 0)
    font = fonts.get(size, kind)
    label_w = font.size(link_label(cited[1]))[0]
    same = font.size(lines[-1])[0] + font.size(GAP)[0] + label_w <= width
    return CitedText(lines, cited, same, label_w)
