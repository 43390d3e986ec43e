"""The rules scene: a game's player rules (`content/<game>/rules.md`) with pictures.

A small Markdown subset, rendered: `#`/`##`/`###` headings, paragraphs reflowed to the
page width (the source file's line breaks inside a paragraph or list item do not matter),
`-`/`*`/`1.` lists, tables (`| a | b |`) drawn as tables with ruled cells and columns sized
to their text, `**bold**`, `*italic*` and `` `code` `` (shown plain), and sprite pictures:
a paragraph or list item starting with one or more `![label](sprite:NAME)` shows them beside
its text. The page is laid out once per width and scrolled with the wheel, the arrows or a
drag.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import GameInfo
from game.paths import CONTENT
from game.ui.intents import Intent
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonBar
from game.ui.widgets.richtext import natural_width, render_line, spans, wrap_spans

if TYPE_CHECKING:
    from game.ui.app import App

SPRITE = re.compile(r"!\[([^\]]*)\]\(sprite:([\w\-]+)\)\s*")
LIST_ITEM = re.compile(r"([-*]|\d+\.)\s+")
BODY, TABLE_TEXT = 17, 15


@dataclass
class Block:
    """One block of the page: a heading, a paragraph, a list item, a table or a gap."""

    kind: str
    text: str = ""
    level: int = 0
    bullet: str = ""
    indent: int = 0
    rows: list[list[str]] = field(default_factory=list)


def parse(text: str) -> list[Block]:
    """Markdown source to blocks; lines of one paragraph or list item are joined."""
    blocks: list[Block] = []
    open_text: Block | None = None
    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.lstrip()
        if stripped.startswith("|"):
            cells = [cell.strip() for cell in stripped.strip("|").split("|")]
            if not blocks or blocks[-1].kind != "table":
                blocks.append(Block("table"))
            if not all(set(cell) <= set("-: ") for cell in cells):
                blocks[-1].rows.append(cells)
            open_text = None
            continue
        if not stripped:
            if blocks and blocks[-1].kind != "gap":
                blocks.append(Block("gap"))
            open_text = None
            continue
        level = len(line) - len(line.lstrip("#"))
        if 0 < level <= 3 and line[level:level + 1] == " ":
            blocks.append(Block("heading", line[level:].strip(), level=level))
            open_text = None
            continue
        match = LIST_ITEM.match(stripped)
        if match:
            bullet = "•" if match.group(1) in "-*" else match.group(1)
            open_text = Block("item", stripped[match.end():], bullet=bullet,
                              indent=(len(line) - len(stripped)) * 6)
            blocks.append(open_text)
        elif open_text is not None:
            open_text.text += " " + stripped     # the paragraph goes on: reflowed
        else:
            open_text = Block("paragraph", stripped)
            blocks.append(open_text)
    return blocks


def read_rules(info: GameInfo) -> str:
    path = CONTENT / info.key / "rules.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {info.title}\n\nThe player rules of {info.title} are not written yet: " \
               "this game is not playable in this version."


class RulesScene(Scene):
    def __init__(self, app: "App", info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        self.text = read_rules(info)
        self.page: pygame.Surface | None = None
        self.scroll = 0
        self.drag_from: int | None = None
        self.view = pygame.Rect(0, 0, 0, 0)
        self.bar = ButtonBar([Button("Back", self.close)])

    def close(self) -> None:
        self.app.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view = pygame.Rect(max(40, (w - 980) // 2), 90, min(980, w - 80), h - 170)
        self.bar.buttons[0].rect = pygame.Rect(0, 0, 240, 48)
        self.bar.buttons[0].rect.midbottom = (w // 2, h - 16)
        self.page = None

    def _render_page(self) -> pygame.Surface:
        theme = self.app.theme
        c = theme.colours
        fonts = theme.fonts
        width = self.view.width - 40
        rendered: list[tuple[pygame.Surface, int]] = []
        for block in parse(self.text):
            if block.kind == "gap":
                rendered.append((pygame.Surface((1, 8), pygame.SRCALPHA), 0))
            elif block.kind == "heading":
                size = {1: 32, 2: 25, 3: 20}[block.level]
                text = "".join(t for t, _ in spans(block.text))
                for part in fonts.wrap(text, size, width, "title"):
                    rendered.append((fonts.render(part, size, c.ink, "title"), 0))
            elif block.kind == "table":
                if block.rows:
                    rendered.append((self._table(block.rows, width), 0))
            else:
                icons = []
                body = block.text
                found = SPRITE.match(body)
                while found:
                    icons.append(self.app.sprites.fit(found.group(2), 48))
                    body = body[found.end():]
                    found = SPRITE.match(body)
                icon = _side_by_side(icons) if icons else None
                body = SPRITE.sub("", body)
                rendered.append((self._paragraph(body, block.bullet, icon,
                                                 width - block.indent), block.indent))
        height = sum(b.get_height() + 4 for b, _ in rendered) + 40
        page = pygame.Surface((width + 40, max(height, self.view.height)))
        page.fill(c.paper)
        y = 20
        for block_surface, indent in rendered:
            page.blit(block_surface, (20 + indent, y))
            y += block_surface.get_height() + 4
        return page.convert() if pygame.display.get_surface() else page

    def _paragraph(self, text: str, bullet: str, icon: pygame.Surface | None,
                   width: int) -> pygame.Surface:
        fonts = self.app.theme.fonts
        c = self.app.theme.colours
        offset = (icon.get_width() + 12) if icon else 0
        margin = 24 if bullet else 0
        lines = wrap_spans(fonts, spans(text), BODY, width - offset - margin - 20)
        line_h = 23
        height = max(len(lines) * line_h, icon.get_height() if icon else 0)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        if bullet:
            surf.blit(fonts.render(bullet, BODY, c.ink, "bold"), (0, 0))
        if icon:
            surf.blit(icon, (margin, 0))
        for i, line in enumerate(lines):
            surf.blit(render_line(fonts, line, BODY, c.ink), (margin + offset, i * line_h))
        return surf

    def _table(self, rows: list[list[str]], width: int) -> pygame.Surface:
        """A ruled table: a shaded bold header row, columns as wide as their text needs
        (shared out when the page is narrower)."""
        fonts = self.app.theme.fonts
        c = self.app.theme.colours
        cols = max(len(r) for r in rows)
        rows = [r + [""] * (cols - len(r)) for r in rows]
        pad = 8
        cell_spans = [[spans(cell, "bold" if k == 0 else "sans") for cell in row]
                      for k, row in enumerate(rows)]
        natural = [max(natural_width(fonts, row[i], TABLE_TEXT) for row in cell_spans)
                   + 2 * pad + 4 for i in range(cols)]
        total = sum(natural)
        if total > width:   # share the width out: narrow columns keep theirs
            fair = width / cols
            small = sum(n for n in natural if n <= fair)
            big = sum(n for n in natural if n > fair)
            room = width - small
            natural = [n if n <= fair else max(48, int(n * room / big)) for n in natural]
        col_w = natural
        line_h = 19
        laid = []
        height = 0
        for row in cell_spans:
            cells = [wrap_spans(fonts, parts, TABLE_TEXT, col_w[i] - 2 * pad)
                     for i, parts in enumerate(row)]
            h = max(len(lines) for lines in cells) * line_h + 2 * 5
            laid.append((cells, h))
            height += h
        full = sum(col_w)
        surf = pygame.Surface((full + 1, height + 1), pygame.SRCALPHA)
        y = 0
        for k, (cells, h) in enumerate(laid):
            if k == 0:
                pygame.draw.rect(surf, c.paper_shade, (0, 0, full, h))
            x = 0
            for i, lines in enumerate(cells):
                for j, line in enumerate(lines):
                    surf.blit(render_line(fonts, line, TABLE_TEXT, c.ink),
                              (x + pad, y + 5 + j * line_h))
                x += col_w[i]
            y += h
            pygame.draw.line(surf, c.pencil if k == 0 else c.grid, (0, y), (full, y))
        x = 0
        for w in [0, *col_w]:
            x += w
            pygame.draw.line(surf, c.grid, (min(x, full), 0), (min(x, full), height))
        pygame.draw.rect(surf, c.pencil, (0, 0, full + 1, height + 1), 1)
        return surf

    def on_intent(self, intent: Intent) -> None:
        page_h = self.page.get_height() if self.page else 0
        limit = max(0, page_h - self.view.height)
        if intent.kind == "wheel":
            self.scroll -= intent.amount * 60
        elif intent.kind == "move" and intent.direction in ("N", "S"):
            self.scroll += 60 if intent.direction == "S" else -60
        elif intent.kind == "press":
            if self.bar.click(intent.pos):
                return
            if self.view.collidepoint(intent.pos):
                self.drag_from = intent.pos[1] + self.scroll
        elif intent.kind == "motion" and intent.held and self.drag_from is not None:
            self.scroll = self.drag_from - intent.pos[1]
        elif intent.kind == "release":
            self.drag_from = None
        elif intent.kind in ("menu", "confirm"):
            self.close()
            return
        self.scroll = max(0, min(limit, self.scroll))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        surface.fill(c.desk)
        title = theme.fonts.render(f"Rules: {self.info.title}", 32, c.paper, "title")
        surface.blit(title, title.get_rect(midtop=(self.size[0] // 2, 28)))
        if self.page is None:
            self.page = self._render_page()
        area = pygame.Rect(0, self.scroll, self.view.width, self.view.height)
        surface.blit(self.page, self.view, area)
        pygame.draw.rect(surface, c.ink, self.view, 2)
        page_h = self.page.get_height()
        if page_h > self.view.height:
            bar_h = max(30, self.view.height * self.view.height // page_h)
            y = self.view.y + (self.view.height - bar_h) * self.scroll // (page_h -
                                                                          self.view.height)
            pygame.draw.rect(surface, c.accent, (self.view.right + 6, y, 8, bar_h),
                             border_radius=4)
        self.bar.draw(surface, theme, self.app.mouse_pos())


def _side_by_side(images: list[pygame.Surface]) -> pygame.Surface:
    """Pictures in a row (a rules line may start with several)."""
    if len(images) == 1:
        return images[0]
    width = sum(i.get_width() for i in images) + 6 * (len(images) - 1)
    row = pygame.Surface((width, max(i.get_height() for i in images)), pygame.SRCALPHA)
    x = 0
    for image in images:
        row.blit(image, (x, 0))
        x += image.get_width() + 6
    return row
