"""A computer's last move at the Rial table, kept in sight until the next move (issue 23 §3):
its words in a box in the computer's colour where the choice panel sits (empty while the
computer plays), and the way its pawn walked traced on the board. With animations on the
trace grows step by step with the pawn; with animations off the move appears at once and
stays marked all the same."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.match.playback import LastMove

if TYPE_CHECKING:
    from game.ui.tables.rial.geometry import BoardGeometry
    from game.ui.theme import Theme


def walked_route(state: Any, route: tuple[int, ...]) -> tuple[int, ...]:
    """The squares of a move's route its pawn really walks: up to the blocker that stopped
    it short (rial §4.4), else the whole route."""
    move = state.move
    if state.stage == "blocker" and move is not None and move.route == route:
        return route[:move.done]
    return route


def walked(last: LastMove, at: int | None) -> list[int]:
    """The squares of the computer's route its pawn has walked so far: the whole route,
    or up to `at` while the walk is still shown."""
    route = list(last.where)
    if at is not None and at in route:
        return route[:route.index(at) + 1]
    return route


def draw_trace(surface: pygame.Surface, theme: "Theme", geo: "BoardGeometry",
               last: LastMove, at: int | None = None) -> None:
    """The squares the computer's pawn walked (up to `at`, where it stands while the walk
    is shown), a line in its colour; its last square outlined."""
    path = walked(last, at)
    if not path:
        return
    colour = theme.colours.seat_colour(last.seat)
    points = [geo.centre(sq) for sq in path]
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, max(2, geo.cell // 14))
    pygame.draw.rect(surface, colour, geo.rect(path[-1]), max(2, geo.cell // 14))


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
