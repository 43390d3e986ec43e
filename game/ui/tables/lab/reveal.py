"""The end of a DungeonLab game: the real map of one level with its walls, exit,
encounters and every player's route on it (lab §5)."""
from __future__ import annotations

from typing import Any

import pygame

from game.ui.tables.lab.pad import EDGE_COLOURS
from game.ui.tables.lab.stamps import KIND_STAMP, draw_stamp


def draw_reveal(surface: pygame.Surface, theme: Any, sprites: Any, rect: pygame.Rect,
                reveal: dict[str, Any], width: int, height: int, level: int) -> None:
    c = theme.colours
    cells = [tuple(cell) for cell in reveal["cells"]]
    cols = max(x for x, _ in cells)
    rows = max(y for _, y in cells)
    size = max(10, min((rect.width - 30) // cols, (rect.height - 40) // rows))
    ox, oy = rect.x + 16, rect.y + 28
    title = theme.fonts.render(f"The real map, level {level}", 16, c.paper)
    surface.blit(title, (ox, rect.y + 4))

    def at(x: float, y: float) -> tuple[int, int]:
        return int(ox + (x - 1) * size), int(oy + (y - 1) * size)

    for x, y in cells:
        pygame.draw.rect(surface, c.paper, (*at(x, y), size, size))
        pygame.draw.rect(surface, c.grid, (*at(x, y), size, size), 1)
    pygame.draw.rect(surface, c.pencil, (*at(1, 1), width * size, height * size), 2)
    for x, y, k, mark in reveal["walls"]:
        left, top = at(x, y)
        a, b = ((left + size, top), (left + size, top + size)) if k == "E" else \
            ((left, top + size), (left + size, top + size))
        pygame.draw.line(surface, EDGE_COLOURS[mark], a, b, 5 if mark == "monolith" else 3)
    (ex, ey), side = reveal["exit"]
    left, top = at(ex, ey)
    ends = {"N": ((left, top), (left + size, top)), "S": ((left, top + size),
                                                          (left + size, top + size)),
            "W": ((left, top), (left, top + size)), "E": ((left + size, top),
                                                          (left + size, top + size))}[side]
    pygame.draw.line(surface, EDGE_COLOURS["exit"], *ends, 6)
    for x, y, lv, kind, _sign in reveal["things"]:
        if lv != level:
            continue
        box = pygame.Rect(at(x, y)[0] + 3, at(x, y)[1] + 3, max(8, size - 6), max(8, size - 6))
        draw_stamp(surface, theme, sprites, KIND_STAMP.get(kind, kind), box)
    for seat, route in enumerate(reveal["routes"]):
        colour = c.seat_colour(seat)
        shift = 3 + 3 * seat
        for part in _walks(route, level):
            pts = [(at(x, y)[0] + size // 2 - 6 + shift, at(x, y)[1] + size // 2 - 6 + shift)
                   for x, y in part]
            if len(pts) >= 2:
                pygame.draw.lines(surface, colour, False, pts, 2)
            pygame.draw.circle(surface, colour, pts[0], 4)


def _walks(route: list[list[int]], level: int) -> list[list[tuple[int, int]]]:
    """The route on one level, cut where she jumped (pits, carries, teleports, landings)."""
    parts: list[list[tuple[int, int]]] = []
    last: tuple[int, int, int] | None = None
    for x, y, lv in route:
        if lv == level:
            near = last is not None and last[2] == lv and abs(x - last[0]) + abs(y - last[1]) <= 2
            if near and parts:
                parts[-1].append((x, y))
            else:
                parts.append([(x, y)])
        last = (x, y, lv)
    return parts
