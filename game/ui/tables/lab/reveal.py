"""The end of a DungeonLab game (lab §5): the real map of one level as the game ended (its
walls, exit and encounters, each with its own picture; a creature killed crossed out, the
treasure taken, a cache emptied, an ontifutlas away from home) with every player's route,
and the differences between the notebook shown beside it and the map, marked on both."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.games.lab.compare import differences, reveal_words, unsure_cells
from game.games.lab.views import arrivals, walks
from game.ui.tables.lab.pad import EDGE_COLOURS, Pad
from game.ui.tables.lab.stamps import KIND_STAMP, draw_stamp

WRONG = (0xFF, 0x00, 0x4D)
"""Where her notebook and the map disagree."""
RIGHT = (0x00, 0xA0, 0x50)
"""An unsure cell one of whose readings fits the map."""
ICON = 0.72
"""A thing's picture on the real map, as a share of the cell: top right, leaving a strip
at the left and the bottom for the routes and the "taken" / "empty" words."""
ENDED = {"taken": "taken", "emptied": "empty", "gone": "gone"}


def draw_reveal(surface: pygame.Surface, theme: Any, sprites: Any, rect: pygame.Rect,
                reveal: dict[str, Any], width: int, height: int, level: int,
                when: str = "as the game ended") -> None:
    c = theme.colours
    cells = [tuple(cell) for cell in reveal["cells"]]
    cols = max(x for x, _ in cells)
    rows = max(y for _, y in cells)
    size = max(10, min((rect.width - 30) // cols, (rect.height - 40) // rows))
    ox, oy = rect.x + 16, rect.y + 28
    title = theme.fonts.render(f"The real map, level {level}, {when}", 16,
                               c.paper)
    surface.blit(title, (ox, rect.y + 4))

    def at(x: float, y: float) -> tuple[int, int]:
        return int(ox + (x - 1) * size), int(oy + (y - 1) * size)

    for x, y in cells:
        pygame.draw.rect(surface, c.paper, (*at(x, y), size, size))
        pygame.draw.rect(surface, c.grid, (*at(x, y), size, size), 1)
    pygame.draw.rect(surface, c.pencil, (*at(1, 1), width * size, height * size), 2)
    broken = {tuple(b) for b in reveal.get("broken", [])}
    for x, y, k, mark in reveal["walls"]:
        a, b = _side(at, size, x, y, k)
        if (x, y, k) in broken:       # destroyed, standing again at a round's end
            _dashed(surface, EDGE_COLOURS[mark], a, b)
        else:
            pygame.draw.line(surface, EDGE_COLOURS[mark], a, b, 5 if mark == "monolith" else 3)
    (ex, ey), side = reveal["exit"]
    left, top = at(ex, ey)
    ends = {"N": ((left, top), (left + size, top)), "S": ((left, top + size),
                                                          (left + size, top + size)),
            "W": ((left, top), (left, top + size)), "E": ((left + size, top),
                                                          (left + size, top + size))}[side]
    pygame.draw.line(surface, EDGE_COLOURS["exit"], *ends, 6)
    for x, y, lv, kind, _sign, ended in reveal["things"]:
        if lv == level:
            _thing(surface, theme, sprites, at, size, (x, y), kind, ended)
    treasure = reveal.get("treasure_at")
    if treasure and treasure[2] == level and not any(
            t[:3] == treasure and t[3] == "treasure" for t in reveal["things"]):
        _thing(surface, theme, sprites, at, size, treasure[:2], "treasure", "")   # dropped
    homes = {tuple(t[:3]) for t in reveal["things"] if t[3] == "ontifutlas"}
    for x, y, lv in reveal.get("ontifutlai", []):
        if lv == level and (x, y, lv) not in homes:
            _thing(surface, theme, sprites, at, size, (x, y), "ontifutlas", "")
    for seat, route in enumerate(reveal["routes"]):
        colour = c.seat_colour(seat)
        shift = (2 + 3 * seat) * max(1, size // 40)
        walked = reveal["walked"][seat] if reveal.get("walked") else None
        for part in walks(route, walked, level):    # along the cells' strips, off pictures
            pts = [(at(x, y)[0] + shift + 2, at(x, y)[1] + size - shift - 3) for x, y in part]
            if len(pts) >= 2:
                pygame.draw.lines(surface, colour, False, pts, 2)
            pygame.draw.circle(surface, colour, pts[0], 4)
        for x, y, how in put_there(route, walked, level):
            left, top = at(x, y)
            _arrival(surface, colour, (left + shift + 2, top + size - shift - 3), how)


def put_there(route: list[list[int]], walked: list[bool] | None, level: int
              ) -> list[tuple[int, int, str]]:
    """Where she was put on this level's cells, and how: "land" (a landing, a re-landing,
    a teleport), "up" or "down" (a climb), "fall" (a pit, a waterfall, a throw)."""
    out = []
    for i, how in enumerate(arrivals(route, walked)):
        x, y, lv = route[i]
        if lv == level and how != "walk":
            out.append((x, y, how))
    return out


def _arrival(surface: pygame.Surface, colour: Any, at: tuple[int, int], how: str) -> None:
    """The mark of a step she did not walk, at its cell's route point: a ring for a
    landing, a hollow arrowhead for a climb (its way), a filled one down for a fall."""
    x, y = at[0] + 7, at[1] - 2        # inside her cell, right of the route's dot
    if how == "land":
        pygame.draw.circle(surface, colour, (x, y - 4), 6, 2)
        return
    head = [(x, y - 12), (x - 6, y - 2), (x + 6, y - 2)] if how == "up" else \
        [(x, y), (x - 6, y - 10), (x + 6, y - 10)]
    pygame.draw.polygon(surface, colour, head, 0 if how == "fall" else 2)


def draw_differences(surface: pygame.Surface, theme: Any, pad: Pad, map_rect: pygame.Rect,
                     reveal: dict[str, Any], page: dict[str, Any] | None, level: int,
                     whose: str, loose: int = 0) -> int:
    """Ring in red, on her page and on the map, every stamp and side mark of hers that the
    map says otherwise, and dash round each unsure cell judged (green: a reading fits, red:
    none does); a caption under the page says how it fared. The number of differences."""
    cells, sides = differences(page, reveal, level)
    all_cells = [tuple(cell) for cell in reveal["cells"]]
    cols = max(x for x, _ in all_cells)
    rows = max(y for _, y in all_cells)
    size = max(10, min((map_rect.width - 30) // cols, (map_rect.height - 40) // rows))

    def on_map(x: float, y: float) -> tuple[int, int]:
        return int(map_rect.x + 16 + (x - 1) * size), int(map_rect.y + 28 + (y - 1) * size)

    for place, cell in ((pad.at, pad.cell), (on_map, size)):
        for x, y in cells:
            pygame.draw.rect(surface, WRONG, (*place(x, y), cell, cell), 3, border_radius=4)
        for x, y, k in sides:
            a, b = _side(place, cell, x, y, k)
            pygame.draw.line(surface, WRONG, a, b, 3)
            mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
            pygame.draw.circle(surface, WRONG, mid, max(4, cell // 8), 2)
    for unsure in unsure_cells(page, reveal, level):
        if unsure.right is None:
            continue
        for place, cell in ((pad.at, pad.cell), (on_map, size)):
            colour = RIGHT if unsure.right else WRONG
            box = pygame.Rect(*place(unsure.x, unsure.y), cell, cell)
            for i in range(0, box.width, 6):          # a dashed ring: judged unsure
                pygame.draw.line(surface, colour, (box.x + i, box.y),
                                 (min(box.right, box.x + i + 3), box.y), 3)
                pygame.draw.line(surface, colour, (box.x + i, box.bottom - 1),
                                 (min(box.right, box.x + i + 3), box.bottom - 1), 3)
    words = reveal_words(page, reveal, level, whose, loose)
    size_text = theme.fonts.fit(words, 15, map_rect.x - pad.rect.x + 20)
    text = theme.fonts.render(words, size_text, theme.colours.paper)
    surface.blit(text, (pad.rect.x - pad.cell // 2, min(surface.get_height() - 22,
                                                        pad.rect.bottom + pad.cell // 2 + 6)))
    return len(cells) + len(sides)


def _thing(surface: pygame.Surface, theme: Any, sprites: Any,
           at: Callable[[float, float], tuple[int, int]], size: int, cell: Any, kind: str,
           ended: str) -> None:
    """One thing with its own picture; a creature killed crossed out, a thing taken,
    emptied or gone greyed with the word."""
    left, top = at(*cell)
    side = max(8, int(size * ICON))
    box = pygame.Rect(left + size - side - 2, top + 2, side, side)
    draw_stamp(surface, theme, sprites, KIND_STAMP.get(kind, kind), box)
    if ended == "dead":
        pygame.draw.line(surface, WRONG, box.topleft, box.bottomright, 3)
        pygame.draw.line(surface, WRONG, box.topright, box.bottomleft, 3)
    elif ended in ENDED:
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((*theme.colours.paper, 170))
        surface.blit(veil, box)
        word = ENDED[ended]
        text = theme.fonts.render(word, theme.fonts.fit(word, max(9, size // 4), size - 4),
                                  theme.colours.ink, "bold")
        surface.blit(text, text.get_rect(midbottom=(left + size // 2, top + size - 1)))


def _side(at: Callable[[float, float], tuple[int, int]], size: int, x: int, y: int,
          k: str) -> tuple[tuple[int, int], tuple[int, int]]:
    left, top = at(x, y)
    if k == "E":
        return (left + size, top), (left + size, top + size)
    return (left, top + size), (left + size, top + size)


def _dashed(surface: pygame.Surface, colour: Any, a: tuple[int, int],
            b: tuple[int, int]) -> None:
    for i in range(0, 6, 2):
        p = (a[0] + (b[0] - a[0]) * i // 6, a[1] + (b[1] - a[1]) * i // 6)
        q = (a[0] + (b[0] - a[0]) * (i + 1) // 6, a[1] + (b[1] - a[1]) * (i + 1) // 6)
        pygame.draw.line(surface, colour, p, q, 3)
