"""Rule citations drawn as links that open the rules (issue 20).

A refusal, tooltip or log line that ends in a citation ("… (maker §4.4)") is drawn as the
sentence, then a link "rules 4.4". A click on a link drawn in the last frame, or the pad's
Y while a link is shown, pushes the rules screen scrolled to that section and highlighted;
its Back pops it, and the scene below (the table, with its pointer state) is as it was.

Where the links are wired in: `install(app)` (called by the launcher, the first scene of
every run) makes four hooks into the app's own loop, which are not this module's to edit:
the app clears the drawn links before each frame (`render`), a left press on a drawn link
opens it before the top scene sees it (`Scene.handle`), the pad's Y opens the link shown
(`feed`), the toasts' and tooltips' bubble (`toast.draw_bubble`) draws the link, and an
error toast with a link stays while the pointer is on its way into it (`Toast.moved_to`).
These belong in `app.py`, `scene.py` and `toast.py`; until they move there they live here,
each a thin wrapper that only adds the link's part.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.ui.widgets import toast as toast_module
from game.ui.widgets.richtext import link_label, split_citation

if TYPE_CHECKING:
    from game.ui.theme import Colour, Theme

LINK_COLOUR = (0x1F, 0x55, 0xB0)
"""A link on paper: blue ink, underlined (told apart by the line, not only the colour)."""
LINK_ON_PANEL = (0x8C, 0xC8, 0xFF)


@dataclass(frozen=True)
class Link:
    rect: pygame.Rect
    game: str
    section: str
    bubble: pygame.Rect | None = None
    """The bubble it is drawn in, if any (an error toast stays while the pointer is in it)."""


_drawn: list[Link] = []
"""The links of the last frame drawn (what the player sees and can click)."""
_installed = False


def installed() -> bool:
    return _installed


def begin_frame() -> None:
    """A new frame is being drawn: it says again which links are on screen."""
    _drawn.clear()


def shown() -> list[Link]:
    """The links on screen now."""
    return list(_drawn)


def register(rect: pygame.Rect, game: str, section: str,
             bubble: pygame.Rect | None = None) -> None:
    _drawn.append(Link(pygame.Rect(rect), game, section, bubble))


def link_at(pos: tuple[int, int]) -> Link | None:
    for link in reversed(shown()):
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
              bubble: pygame.Rect | None = None) -> pygame.Rect:
    """Draw "rules 4.4" underlined at `topleft` (on `surface`) and register it."""
    text = theme.fonts.render(link_label(section), size, colour)
    rect = text.get_rect(topleft=topleft)
    surface.blit(text, rect)
    pygame.draw.line(surface, colour, (rect.x, rect.bottom - 2), (rect.right, rect.bottom - 2))
    return rect


def draw_linked_bubble(surface: pygame.Surface, theme: "Theme", text: str,
                       pos: tuple[int, int], border: "Colour", alpha: int = 255,
                       width: int = 360, avoid: pygame.Rect | None = None,
                       plain_bubble: Callable[..., pygame.Rect] | None = None
                       ) -> pygame.Rect:
    """A bubble (as `toast.draw_bubble`) whose citation is drawn as a link after the
    sentence: on its last line when it fits, else on a line of its own."""
    draw_plain = plain_bubble or _original_bubble
    sentence, cited = split_citation(text)
    if cited is None:
        return draw_plain(surface, theme, text, pos, border, alpha, width, avoid)
    fonts = theme.fonts
    bounds = surface.get_rect()
    width = min(width, bounds.width - 16)
    lines = fonts.wrap(sentence, 16, width - 24)
    rendered = [fonts.render(line, 16, theme.colours.ink) for line in lines]
    label_w = fonts.get(16).size(link_label(cited[1]))[0]
    gap = fonts.get(16).size("  ")[0]
    line_h = fonts.get(16).get_linesize()
    same_line = rendered[-1].get_width() + gap + label_w <= width - 24
    h = line_h * (len(rendered) + (0 if same_line else 1)) + 18
    w = max([r.get_width() for r in rendered] +
            [rendered[-1].get_width() + gap + label_w if same_line else label_w]) + 24
    rect = toast_module.place((w, h), pos, bounds, avoid)
    note = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(note, (*theme.colours.paper, 245), note.get_rect(), border_radius=6)
    pygame.draw.rect(note, (*border, 255), note.get_rect(), 3, border_radius=6)
    y = 9
    for r in rendered:
        note.blit(r, (12, y))
        y += line_h
    at = (12 + rendered[-1].get_width() + gap, 9 + line_h * (len(rendered) - 1)) \
        if same_line else (12, y)
    local = draw_link(note, theme, cited[0], cited[1], at)
    if alpha < 255:
        note.set_alpha(alpha)
    if alpha > 60:
        register(local.move(rect.topleft), cited[0], cited[1], bubble=rect)
    if toast_module._deferred is not None:      # inside bubbles_on_top: drawn last
        toast_module._deferred.append((note, rect))
    else:
        surface.blit(note, rect)
    return rect


_original_bubble = toast_module.draw_bubble


# --- the hooks (see the module docstring) ----------------------------------------------------
def install(app: Any) -> None:
    """Wire the links into the app's loop, once per process."""
    global _installed
    if _installed:
        return
    _installed = True
    from game.ui.scene import Scene
    app_class = type(app)
    render, feed, handle = app_class.render, app_class.feed, Scene.handle
    moved_to = toast_module.Toast.moved_to

    def render_with_links(self: Any) -> None:
        begin_frame()
        render(self)

    def handle_with_links(self: Any, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            link = link_at(tuple(getattr(event, "pos", (-1, -1))))
            if link is not None and self is self.app.stack.top:
                open_link(self.app, link)
                return
        handle(self, event)

    def feed_with_links(self: Any, intents: Any) -> None:
        rest = []
        for intent in intents:
            links = shown()
            if intent.kind == "mirror" and links and self.pads.in_use:
                open_link(self, links[-1])     # the pad's Y: the link shown opens
                continue
            rest.append(intent)
        if rest:
            feed(self, rest)

    def moved_to_with_links(self: Any, pos: tuple[int, int]) -> None:
        for link in shown():
            if link.bubble is not None and link.bubble.inflate(24, 24).collidepoint(pos):
                self.life = max(self.life, self.age + 2.0)   # read on: it stays a while
                return                         # on its way to the link: the toast stays
        moved_to(self, pos)

    def bubble_with_links(*args: Any, **kwargs: Any) -> pygame.Rect:
        return draw_linked_bubble(*args, **kwargs)

    app_class.render = render_with_links
    app_class.feed = feed_with_links
    Scene.handle = handle_with_links
    toast_module.Toast.moved_to = moved_to_with_links
    toast_module.draw_bubble = bubble_with_links
