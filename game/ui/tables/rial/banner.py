"""Hot-seat's "Your turn: <name>" banner (rial §6: no hand-off screen, only the banner):
shown in its own strip above the board's margin (never over a coordinate or a pawn at an
entrance), in the seat's colour, for a moment each time the turn passes to another person
at this screen. It never stops a click: the board stays live."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.ui.theme import Theme

SHOW_SECONDS = 2.5
"""How long the banner stays (at the normal animation speed)."""
ROOM = 38
"""The height of the strip kept free above the board for the banner."""


def seat_to_act(view: dict[str, Any]) -> int | None:
    """The seat the shown view waits for: the one answering an offer, raising at the
    festival, else the active player; None before play or once it is over."""
    if view["over"] or view["phase"] != "play":
        return None
    if view["stage"] == "answer":
        return view["trade"]["to"]
    if view["stage"] == "festival" and view["festival"]:
        return view["festival"][0]
    return view["active"]


class TurnBanner:
    def __init__(self) -> None:
        self.seat: int | None = None
        """The person it last announced."""
        self.name = ""
        self.until = float("-inf")
        """The wall time (`clock`) it goes at."""
        self.shown = False

    def follow(self, seat: int | None, name: str, now: float) -> bool:
        """The turn is now `seat`'s (None: a computer's, or nobody's): a change to a person
        shows the banner until SHOW_SECONDS from `now`; True when it appeared or went."""
        if seat != self.seat:
            self.seat, self.name = seat, name
            self.until = now + SHOW_SECONDS if seat is not None else float("-inf")
        shown = now < self.until
        changed = shown != self.shown
        self.shown = shown
        return changed

    def draw(self, surface: pygame.Surface, theme: "Theme", board: pygame.Rect) -> None:
        """The banner in the ROOM strip just above `board` (the board with its margin)."""
        if not self.shown or self.seat is None:
            return
        colour = theme.colours.seat_colour(self.seat)
        text = theme.fonts.render(f"Your turn: {self.name}", 20, (0xFF, 0xF1, 0xE8), "bold")
        box = text.get_rect().inflate(32, 8)
        box.height = min(box.height, ROOM - 4)
        box.midbottom = (board.centerx, board.y - 2)
        pygame.draw.rect(surface, colour, box, border_radius=10)
        pygame.draw.rect(surface, (0x1D, 0x2B, 0x53), box, 2, border_radius=10)
        surface.blit(text, text.get_rect(center=box.center))
