"""A computer's last move at the Rial table, kept in sight until the next move (issue 23 §3):
its words in a box in the computer's colour where the choice panel sits (empty while the
computer plays), and the way its pawn walked traced on the board. With animations on the
trace grows step by step with the pawn; with animations off the move appears at once and
stays marked all the same."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.events import DiceRolled, Event

if TYPE_CHECKING:
    from game.ui.tables.rial.geometry import BoardGeometry
    from game.ui.theme import Theme

QUIET = ("step", "turn", "cycle")
"""Events whose words are not the move itself (the log still tells them)."""


@dataclass
class LastMove:
    """One computer seat's last move: its latest words and the squares its pawn walked."""

    seat: int
    words: str = ""
    path: list[int] = field(default_factory=list)

    def take(self, event: Event, names: list[str]) -> None:
        """Follow one of the computer's events as it is shown."""
        what = getattr(event, "what", "")
        squares: tuple[int, ...] = getattr(event, "squares", ())
        if what == "route":
            self.path = []
        elif what == "step" and len(squares) == 2:
            if not self.path:
                self.path = [squares[0]]
            self.path.append(squares[1])
        elif what == "teleport":
            self.path = []
        if isinstance(event, DiceRolled):
            return   # the tray shows the roll as it lands (a caption now would tell it first)
        if what == "route":
            self.words = ""    # a new move: its words start afresh
        text = event.describe(names) if what not in QUIET else None
        names_it = "{who}" in getattr(event, "text", "{who}")
        if text and (names_it or not self.words):
            self.words = text   # what the computer did, not a card it turned on the way


def follow(last: LastMove | None, event: Event, computers: Any, names: list[str]
           ) -> LastMove | None:
    """The last move after `event`: a computer's event starts or goes on with its move; a
    person's leaves the computer's last move as it was (the table drops it when they act)."""
    seat = getattr(event, "seat", None)
    if seat is None or seat not in computers:
        return last
    if last is None or last.seat != seat:
        last = LastMove(seat)
    last.take(event, names)
    return last


def draw_trace(surface: pygame.Surface, theme: "Theme", geo: "BoardGeometry",
               last: LastMove) -> None:
    """The squares the computer's pawn walked, a line in its colour; its last square
    outlined."""
    if not last.path:
        return
    colour = theme.colours.seat_colour(last.seat)
    points = [geo.centre(sq) for sq in last.path]
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, max(2, geo.cell // 14))
    pygame.draw.rect(surface, colour, geo.rect(last.path[-1]), max(2, geo.cell // 14))


def draw_words(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
               last: LastMove) -> None:
    """The computer's last move in words, in a box in its colour at the top of `rect`."""
    if not last.words:
        return
    fonts = theme.fonts
    colour = theme.colours.seat_colour(last.seat)
    lines = fonts.wrap(last.words, 15, rect.width - 20, "bold")[:4]
    height = 12 + 20 * len(lines)
    box = pygame.Rect(rect.x, rect.y, rect.width, height)
    pygame.draw.rect(surface, (0x2A, 0x1F, 0x1A), box, border_radius=6)
    pygame.draw.rect(surface, colour, box, 2, border_radius=6)
    for i, line in enumerate(lines):
        surface.blit(fonts.render(line, 15, colour, "bold"), (box.x + 10, box.y + 6 + 20 * i))
