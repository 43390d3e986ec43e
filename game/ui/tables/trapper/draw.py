"""Drawing the Trapper table's board side: the dungeon, highlights, the adventurer, the
caption of what happened, the palette and banners."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.games.trapper.actions import PlaceTrap, Reactivate
from game.ui.tables.trapper.palette import draw_chips
from game.ui.tables.trapper.tips import (disabled_trap, draw_facing, rearm_text,
                                         tile_tip)
from game.ui.widgets.hover import Verdict, draw_verdict
from game.ui.theme import Theme
from game.ui.widgets.toast import Toast

if TYPE_CHECKING:
    from game.ui.tables.trapper.painter import DungeonPainter
    from game.ui.tables.trapper.pointer import Preview
    from game.ui.tables.trapper.scene import TrapperTable


def draw_table(table: "TrapperTable", surface: pygame.Surface) -> None:
    if table.final_look():
        draw_final(table, surface)
        return
    theme = table.app.theme
    c = theme.colours
    painter = table.painter
    public = table.public()
    board = table.shown_board()
    entrance = tuple(public["board"]["entrance"])
    hidden = table.pending_reveals() if not board["full"] else {}
    painter.draw(surface, board, entrance, public["chart"], hidden)
    draw_title(table, surface, board)
    lit = table.lit_cells()
    if lit:
        painter.wash(surface, lit, c.legal, 55)
    if table.hand.stroke:
        painter.wash(surface, table.hand.stroke, c.ink if table.hand.painting else c.paper, 120)
    draw_flashes(table, surface)
    draw_marked(table, surface, board)
    draw_adventurer(table, surface)
    preview = table.preview()
    if preview is not None:
        if preview.cut_off:
            painter.wash(surface, preview.cut_off, c.illegal, 120)
        cells = getattr(preview.action, "cells", None) or \
            [getattr(preview.action, "cell", None) or painter.cell_at(table.pointer)]
        if table.hand.refused is not None:
            cells = [painter.cell_at(table.pointer)]
        cells = [cell for cell in cells if cell is not None]
        toasted = any(t.text == preview.reason for t in table.app.toasts)
        one_tile = not preview.legal and not toasted and len(cells) == 1 and preview.reason
        draw_verdict(on_board(table, surface), theme, painter.sheet,   # the reason once,
                     painter.sheet_cells(cells),                      # on the board side
                     Verdict(preview.legal, "" if toasted or one_tile else preview.reason),
                     table.pointer)
        if one_tile:        # a refused tile's reason touches that tile
            tile_tip(table, surface, preview.reason, cells[0], c.illegal)
        draw_aim(table, surface, preview)
    odds = table.trap_odds()
    hovered = painter.cell_at(table.pointer)
    if odds and hovered is not None:     # the odds touch the trap they are about
        tile_tip(table, surface, odds, hovered, c.accent, lit)
    draw_caption(table, surface)
    if table.chips:
        draw_chips(surface, theme, table.app.sprites, table.chips, table.hand.tool)
        hint = "Wheel or right click turns the Fan: facing " + table.hand.facing \
            if public["chart"].get(table.hand.tool, {}).get("push") else ""
        if hint:
            text = theme.fonts.render(hint, 14, c.panel_text)
            surface.blit(text, (table.palette_rect.x, table.palette_rect.bottom + 4))
    draw_banner(table, surface)


def draw_aim(table: "TrapperTable", surface: pygame.Surface, preview: "Preview") -> None:
    """On the tile under the pointer: a Fan's facing as an arrow while it is aimed, and a
    disabled trap's re-arm with its cost."""
    action, chart = preview.action, table.public()["chart"]
    if isinstance(action, PlaceTrap) and action.facing:
        colour = table.app.theme.colours
        draw_facing(table, surface, action.cell, action.facing,
                    colour.legal if preview.legal else colour.illegal)
    if isinstance(action, Reactivate) and preview.legal:
        trap = disabled_trap(table.mine(), action.cell)
        if trap is not None:
            tile_tip(table, surface, rearm_text(trap, chart), action.cell,
                     table.app.theme.colours.accent)


@dataclass
class BoardToast(Toast):
    """A toast kept on the board side of the window (`bounds`): a refusal said where the
    player pointed never covers the log, the dice tray or the buttons, nor `avoid` (the
    dungeon's header, which says whose dungeon the refusal is about)."""

    bounds: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        area = self.bounds.clip(surface.get_rect())
        super().draw(surface.subsurface(area) if area.width and area.height else surface,
                     theme)


def on_board(table: "TrapperTable", surface: pygame.Surface) -> pygame.Surface:
    """The board side of the window (it starts at the window's corner, so positions are
    the same): a hover bubble drawn on it stays off the side panel's log, dice tray and
    buttons."""
    return surface.subsurface(table.board_rect.clip(surface.get_rect()))


def draw_title(table: "TrapperTable", surface: pygame.Surface, board: dict,
               painter: "DungeonPainter | None" = None, text: str = "") -> None:
    """Whose dungeon this is and how it is seen, above the sheet."""
    painter = painter or table.painter
    text, size = _title(table, board, painter, text)
    image = table.app.theme.fonts.render(text, size, table.app.theme.colours.panel_text, "bold")
    surface.blit(image, image.get_rect(midbottom=(painter.rect.centerx, painter.rect.y - 2)))


def title_rect(table: "TrapperTable", board: dict) -> pygame.Rect:
    """Where `draw_title` writes the title of `board` over the table's sheet."""
    text, size = _title(table, board, table.painter, "")
    w, h = table.app.theme.fonts.get(size, "bold").size(text)
    rect = pygame.Rect(0, 0, w, h)
    rect.midbottom = (table.painter.rect.centerx, table.painter.rect.y - 2)
    return rect


def _title(table: "TrapperTable", board: dict, painter: "DungeonPainter", text: str
           ) -> tuple[str, int]:
    """The title's words and the largest size (17 down to 12) that fits the sheet, and
    leaves room beside it on the right for a computer's thinking tag (so the tag never
    covers the column numbers below)."""
    owner = table.name(board["owner"])
    if not text:
        how = "your own dungeon: only you may look" if board["full"] else \
            "fog view: all may watch"
        text = f"{owner}'s dungeon — {how}"
        if table.viewing() is not None:
            text = f"Viewing {owner}'s dungeon (fog view) — 'Back to my dungeon' returns"
    fonts = table.app.theme.fonts
    room = painter.rect.width
    computers = [seat for seat in range(len(table.rules.seats))
                 if seat not in table.human_seats()]
    if painter is table.painter and computers:
        tag = max(table.thinking_tag_size(seat)[0] for seat in computers) + 16
        room = min(room, 2 * (table.board_rect.right - tag - painter.rect.centerx))
    size = 17
    while size > 12 and fonts.get(size, "bold").size(text)[0] > room:
        size -= 1
    return text, size


def draw_final(table: "TrapperTable", surface: pygame.Surface) -> None:
    """The game is over: both dungeons side by side, every trap and heirloom revealed, the
    adventurer where the game ended and the last sentence under them."""
    public = table.public()
    entrance = tuple(public["board"]["entrance"])
    winner = public["winner"]
    for owner, painter in enumerate((table.painter, table.second)):
        board = public["dungeons"][owner]
        painter.draw(surface, board, entrance, public["chart"])
        note = ": heirloom taken" if winner is not None and owner != winner else ""
        draw_title(table, surface, board, painter, f"{table.name(owner)}'s dungeon{note}")
        if winner is not None and owner != winner and public["adventurer"]:
            painter.sprite(surface, "trapper_adventurer", tuple(public["adventurer"]), 0.9)
    draw_caption(table, surface)


def draw_adventurer(table: "TrapperTable", surface: pygame.Surface) -> None:
    if table.phase() not in ("raid", "over") and not table.animations:
        return
    at = table.adventurer_at()
    if at is not None:
        table.painter.sprite(surface, "trapper_adventurer", (1, 1), 0.9, centre=at)


def draw_marked(table: "TrapperTable", surface: pygame.Surface, board: dict) -> None:
    """The tiles a computer's turn fogged or re-armed, on its dungeon on screen: the last
    washed, each outlined (until a person moves)."""
    cells = table.marked()
    if not cells:
        return
    accent = table.app.theme.colours.accent
    table.painter.wash(surface, cells[-1:], accent, 110)
    for cell in table.painter.sheet_cells(cells):
        table.painter.sheet.outline(surface, cell, accent, 3)


def draw_flashes(table: "TrapperTable", surface: pygame.Surface) -> None:
    c = table.app.theme.colours
    for anim in table.animations[:1]:
        if anim.kind == "flash":
            cell, killed = anim.data
            alpha = int(160 * (1 - anim.progress))
            table.painter.wash(surface, [tuple(cell)], c.illegal if killed else c.highlight,
                               alpha)
        elif anim.kind == "death":
            rect = table.painter.rect_of(tuple(anim.data))
            table.painter.sheet.cross(surface, rect.inflate(-rect.width // 4,
                                                            -rect.height // 4), c.illegal)


CAPTION_LINES = 2


def caption_rect(table: "TrapperTable") -> pygame.Rect:
    """Where the caption's lines go: under the sheet (both sheets at the end), as wide."""
    rect = table.painter.rect
    if table.final_look():
        rect = rect.union(table.second.rect)
    return pygame.Rect(rect.x, rect.bottom + 6, rect.width, 20 * CAPTION_LINES)


def draw_caption(table: "TrapperTable", surface: pygame.Surface) -> None:
    """The last sentence of what happened and why, under the sheet."""
    if not table.caption or table.chips:
        return
    theme = table.app.theme
    rect = caption_rect(table)
    lines = theme.fonts.wrap(table.caption, 17, rect.width - 16, "bold")
    y = rect.y
    for line in lines[:CAPTION_LINES]:
        text = theme.fonts.render(line, 17, theme.colours.highlight, "bold")
        surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
        y += 20


def draw_banner(table: "TrapperTable", surface: pygame.Surface) -> None:
    for anim in table.animations[:1]:
        if anim.kind != "banner":
            continue
        theme = table.app.theme
        text = theme.fonts.render(str(anim.data), 28, theme.colours.ink, "title")
        box = text.get_rect(center=table.painter.rect.center).inflate(40, 24)
        pygame.draw.rect(surface, theme.colours.paper, box, border_radius=8)
        pygame.draw.rect(surface, theme.colours.accent, box, 3, border_radius=8)
        surface.blit(text, text.get_rect(center=box.center))
