"""Painting the notebook room: the page (cached), the tray of loose fragments, a wall run or
pen stroke under way, the open note, the drop preview of a dragged fragment and the fragment
itself above everything, the unsure cells' side list, and the stamp palette."""
from __future__ import annotations

from typing import Any

import pygame

from game.games.lab.notebook import unsure_list
import game.ui.tables.lab.pad as P
from game.ui.tables.lab.notebook_room import NotebookRoom
from game.ui.tables.lab.stamps import draw_stamp, key_hint, label_of, name_of
from game.ui.widgets.toast import draw_bubble

REPLACED = (0xFF, 0x00, 0x4D)
"""A mark a drop would replace."""


class Painter:
    """Paints a `NotebookRoom`, keeping the page and the palette painted between changes."""

    def __init__(self, room: NotebookRoom) -> None:
        self.room = room
        self._page: pygame.Surface | None = None
        self._page_key: tuple[Any, ...] = ()
        self._palette: tuple[tuple[Any, ...], pygame.Surface] | None = None

    def page(self, surface: pygame.Surface, theme: Any, sprites: Any, sheet: dict[str, Any],
             shape: tuple[int, int], key: tuple[Any, ...]) -> None:
        """The page and the tray, painted once per notebook change, level, place or lift."""
        room, h = self.room, self.room.host.hand
        area = room.area
        whole = area.union(room.tray_rect) if room.tray_rect.width else area
        key = (id(sheet), h.level, tuple(room.pad.rect), room.pad.cell, h.lifted,
               tuple(whole), room.tray.cell, *key)
        if key != self._page_key or self._page is None:
            canvas = pygame.Surface(surface.get_size())
            canvas.fill(theme.colours.desk)
            P.draw_page(canvas, room.pad, theme, sprites, sheet, h.level, shape)
            if room.tray_rect.width:
                self._tray(canvas, theme, sprites, sheet)
            self._page = canvas.subsurface(whole.clip(canvas.get_rect())).copy()
            self._page_key = key
        surface.blit(self._page, whole.clip(surface.get_rect()).topleft)
        if room.tray_rect.width:
            self._unsure(surface, theme, sheet)

    def _unsure(self, surface: pygame.Surface, theme: Any, sheet: dict[str, Any]) -> None:
        """The side list of the level's unsure cells, under the tray."""
        room, h = self.room, self.room.host.hand
        unsure = unsure_list(sheet, h.level)
        words = "; ".join(("" if layer == -1 else f"fragment {layer} ") + f"({x},{y}) "
                          + " or ".join(name_of(r) for r in readings)
                          for layer, x, y, readings in unsure)
        line = f"Unsure: {words}" if unsure else "Unsure: none (the Unsure tool marks one)"
        size, lines = theme.fonts.fit_block([line], 13, room.tray_rect.width - 12, 40,
                                            smallest=9)
        y = room.tray_rect.bottom - 44
        for part in lines:
            surface.blit(theme.fonts.render(part, size, theme.colours.panel_text),
                         (room.tray_rect.x + 6, y))
            y += theme.fonts.get(size).get_linesize()

    def _tray(self, canvas: pygame.Surface, theme: Any, sprites: Any,
              sheet: dict[str, Any]) -> None:
        room, h = self.room, self.room.host.hand
        c = theme.colours
        pygame.draw.rect(canvas, c.panel, room.tray_rect, border_radius=6)
        words = "Loose fragments"
        title = theme.fonts.render(words, theme.fonts.fit(words, 13, room.tray_rect.width - 12,
                                                          smallest=9), c.panel_text)
        canvas.blit(title, (room.tray_rect.x + 6, room.tray_rect.bottom - 64))
        P.draw_fragments(canvas, room.tray_pad, theme, sprites, sheet, h.level,
                         room.tray.places, h.lifted)

    def gesture(self, surface: pygame.Surface, theme: Any) -> None:
        """A wall run or a pen stroke under way."""
        h = self.room.host.hand
        origin, pad = self.room.origin_of(h.layer)
        P.draw_gesture(surface, pad, theme, [(*e, *origin) for e in h.edges], h.mark,
                       [*origin, *h.stroke] if h.stroke else [])

    def note(self, surface: pygame.Surface, theme: Any) -> None:
        """The note being written, where it will lie: at the top of its cell."""
        h = self.room.host.hand
        if h.note is None:
            return
        layer, x, y, text = h.note
        origin, pad = self.room.origin_of(layer)
        sx, sy = pad.at(origin[0] + x, origin[1] + y)
        box = theme.fonts.render(text + "_", max(12, pad.cell // 3), theme.colours.ink)
        pygame.draw.rect(surface, theme.colours.highlight,
                         (sx, sy, max(pad.cell, box.get_width() + 6), box.get_height() + 4))
        surface.blit(box, (sx + 3, sy + 2))

    def lifted(self, surface: pygame.Surface, theme: Any, sprites: Any,
               sheet: dict[str, Any]) -> None:
        """A dragged fragment: where it lands on the page or on another fragment (the cells
        it covers, the marks it replaces in red), what a drop does, and the fragment itself
        under the pointer, above everything (the palette and the tools too)."""
        room, h = self.room, self.room.host.hand
        frag = sheet["fragments"].get(str(h.lifted))
        if frag is None:
            return
        drop = room.drop_preview(room.pointer)
        if drop is not None and drop.target is not None:
            origin, pad = room.origin_of(drop.target)
            for x, y in drop.cells:
                sx, sy = pad.at(origin[0] + x, origin[1] + y)
                pygame.draw.rect(surface, theme.colours.accent, (sx, sy, pad.cell, pad.cell), 2)
            for x, y in drop.replaced:
                sx, sy = pad.at(origin[0] + x, origin[1] + y)
                pygame.draw.rect(surface, REPLACED, (sx, sy, pad.cell, pad.cell), 3)
        cell = room.pad.cell
        where = room.pad.fine(room.pointer, (0, 0))
        shown = {**frag, "x": where[0] - h.grab[0], "y": where[1] - h.grab[1]}
        P.draw_fragment(surface, room.pad, theme, sprites, h.lifted, shown, True)
        if drop is not None:
            at = (room.pointer[0] + cell // 2, room.pointer[1] + cell // 2)
            draw_bubble(surface, theme, drop.words(), at, theme.colours.accent)

    def palette(self, surface: pygame.Surface, theme: Any, sprites: Any,
                mouse: tuple[int, int]) -> None:
        """The stamp palette: each stamp's picture and name, the chosen one lit (cached);
        under the pointer, a bubble with its name and key."""
        room, h = self.room, self.room.host.hand
        if not room.palette:
            return
        c = theme.colours
        chosen = h.stamp if h.tool == "stamp" else ""
        whole = room.palette[0][1].unionall([r for _, r in room.palette])
        key = (chosen, tuple(whole), len(room.palette))
        if self._palette is None or self._palette[0] != key:
            img = pygame.Surface(whole.size, pygame.SRCALPHA)
            for name, rect in room.palette:
                box = rect.move(-whole.x, -whole.y)
                pygame.draw.rect(img, c.highlight if name == chosen else c.button, box,
                                 border_radius=4)
                icon = pygame.Rect(box.x + 2, box.y + 2, box.height - 4, box.height - 4)
                draw_stamp(img, theme, sprites, name, icon)
                label = label_of(name)
                size = theme.fonts.fit(label, 12, box.right - icon.right - 6, smallest=9)
                text = theme.fonts.render(label, size, c.ink if name == chosen
                                          else c.button_text)
                img.blit(text, text.get_rect(midleft=(icon.right + 4, box.centery)))
            self._palette = (key, img)
        title = theme.fonts.render("Stamps (Shift + first letter)", 13, c.panel_text)
        surface.blit(title, room.palette_title)
        surface.blit(self._palette[1], whole.topleft)
        for name, rect in room.palette:
            if rect.collidepoint(mouse):
                draw_bubble(surface, theme, f"{name_of(name)}: {key_hint(name)}", mouse,
                            c.panel)
