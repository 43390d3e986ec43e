"""Painting DungeonLab's table around the notebook room: her status above the page, a
hand-made dungeon's caption beside the level tabs, and the real map beside the notebook at
the end and while watching."""
from __future__ import annotations

from typing import Any

import pygame

from game.ui.tables.lab.panel import status_lines


def draw_board(table: Any, surface: pygame.Surface) -> None:
    """The status, the page and tray, the gesture under way, the open note and, at the end,
    the real map with the differences."""
    theme = table.app.theme
    c = theme.colours
    draw_status(table, surface)
    sheet = table.sheet()
    if sheet is None:
        msg = theme.fonts.render("The notebook shows once its owner looks.", 20, c.paper)
        surface.blit(msg, (table.board_rect.x + 40, table.board_rect.centery))
        return
    view = table.view()
    h = table.hand
    painter = table.painter
    painter.page(surface, theme, table.app.sprites, sheet, (view["width"], view["height"]),
                 (table.viewer,))
    draw_caption(table, surface)
    painter.palette(surface, theme, table.app.sprites, table.pointer)
    painter.gesture(surface, theme)
    painter.note(surface, theme)
    real = table.real_map()
    if real is not None:
        from game.games.lab.compare import loose_on
        from game.ui.tables.lab.reveal import draw_differences
        draw_real_map(table, surface, real, view)
        draw_differences(surface, theme, table.pad, table.map_rect, real,
                         sheet["pages"].get(str(h.level)), h.level, view["seats"][h.whose],
                         loose_on(sheet, h.level))


def draw_real_map(table: Any, surface: pygame.Surface, real: dict[str, Any],
                  view: dict[str, Any]) -> None:
    """The real map beside the notebook, painted once per map, level and place, then
    blitted."""
    from game.ui.tables.lab.reveal import draw_reveal
    level = table.hand.level
    key = (level, tuple(table.map_rect), surface.get_size(), bool(view.get("over")))
    held = table._map_layer
    if held is None or held[0] is not real or held[1] != key:
        canvas = pygame.Surface(surface.get_size())
        canvas.blit(surface, table.map_rect, table.map_rect)   # what lies under the map
        draw_reveal(canvas, table.app.theme, table.app.sprites, table.map_rect, real,
                    view["width"], view["height"], level,
                    "as the game ended" if view.get("over") else "at this moment")
        held = table._map_layer = (real, key, canvas.subsurface(table.map_rect).copy())
    surface.blit(held[2], table.map_rect.topleft)


def caption(view: dict[str, Any], watching: bool) -> str:
    """A hand-made dungeon's title and one line, beside the level tabs while playing."""
    chosen = view.get("map") or {}
    if not chosen.get("description") or view.get("over") or watching:
        return ""
    return f"{chosen['title']}: {chosen['description']}"


def draw_caption(table: Any, surface: pygame.Surface) -> None:
    words = caption(table.view(), table.watching)
    box = table.caption_rect
    if not words or box.width < 80:
        return
    fonts = table.app.theme.fonts
    size, lines = fonts.fit_block([words], 14, box.width, box.height, "italic", 10)
    y = box.y + (box.height - len(lines) * fonts.get(size, "italic").get_linesize()) // 2
    for line in lines:
        surface.blit(fonts.render(line, size, table.app.theme.colours.paper, "italic"),
                     (box.x, y))
        y += fonts.get(size, "italic").get_linesize()


def draw_status(table: Any, surface: pygame.Surface) -> None:
    theme = table.app.theme
    c = theme.colours
    pygame.draw.rect(surface, c.panel, table.status_rect, border_radius=6)
    lines = status_lines(table.me().get("status")) if table.looking else []
    if table.watching and not table.view().get("over"):
        from game.games.lab.views import status
        seat = table.hand.whose
        said = status_lines(status(table.rules, seat))
        lines = [f"{table.name(seat)}: " + said[0], *said[1:]]
    elif table.view().get("over"):
        lines = [table.view().get("headline", "")]
    elif not lines:
        lines = table.status()
    room = table.status_rect.width - 16
    if table.reading is not None and table.reading == table.viewer or (
            table.looking and table.phase() == "answer"):
        room -= 260      # Done, or a question's Yes and No, sit at the box's right end
    size, wrapped = theme.fonts.fit_block(lines, 16, room, table.status_rect.height - 8)
    y = table.status_rect.y + 4
    for part in wrapped:
        surface.blit(theme.fonts.render(part, size, c.panel_text),
                     (table.status_rect.x + 8, y))
        y += theme.fonts.get(size).get_linesize()


def draw_chosen(surface: pygame.Surface, theme: Any, rects: list[pygame.Rect]) -> None:
    """The chosen level tab, tool and notebook owner framed as chosen."""
    accent = theme.colours.accent
    for rect in rects:
        pygame.draw.rect(surface, accent, rect.inflate(4, 4), 3, border_radius=9)
        pygame.draw.rect(surface, accent, (rect.x + 6, rect.bottom + 3, rect.width - 12, 3))
