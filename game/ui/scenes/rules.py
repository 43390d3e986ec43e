"""The rules scene: a game's player rules (`content/<game>/rules.md`) with pictures.

A small Markdown subset: `#`/`##`/`###` headings, paragraphs, `-`/`*`/`1.` lists, tables
(`| a | b |`), `**bold**` and `` `code` `` marks (dropped), and sprite pictures: a line or
list item starting with one or more `![label](sprite:NAME)` shows them beside its text.
The page is laid out once per width and scrolled with the wheel, the arrows or a drag.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import GameInfo
from game.paths import CONTENT
from game.ui.intents import Intent
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonBar

if TYPE_CHECKING:
    from game.ui.app import App

SPRITE = re.compile(r"!\[([^\]]*)\]\(sprite:([\w\-]+)\)\s*")
MARKS = re.compile(r"\*\*|`|__")


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
        blocks: list[tuple[pygame.Surface, int]] = []
        table: list[list[str]] = []

        def flush_table() -> None:
            if table:
                blocks.append((self._table(table, width), 0))
                table.clear()

        for raw in self.text.splitlines():
            line = raw.rstrip()
            if line.startswith("|"):
                cells = [cell.strip() for cell in line.strip("|").split("|")]
                if not all(set(cell) <= set("-: ") for cell in cells):
                    table.append([MARKS.sub("", cell) for cell in cells])
                continue
            flush_table()
            if not line.strip():
                blocks.append((pygame.Surface((1, 8), pygame.SRCALPHA), 0))
                continue
            level = len(line) - len(line.lstrip("#"))
            if 0 < level <= 3 and line[level:level + 1] == " ":
                size = {1: 32, 2: 25, 3: 20}[level]
                text = MARKS.sub("", line[level:].strip())
                for part in fonts.wrap(text, size, width, "title"):
                    blocks.append((fonts.render(part, size, c.ink, "title"), 0))
                continue
            indent = 0
            bullet = ""
            stripped = line.lstrip()
            match = re.match(r"([-*]|\d+\.)\s+", stripped)
            if match:
                bullet = "•" if match.group(1) in "-*" else match.group(1)
                stripped = stripped[match.end():]
                indent = (len(line) - len(line.lstrip())) * 6
            icons = []
            found = SPRITE.match(stripped)
            while found:
                icons.append(self.app.sprites.fit(found.group(2), 48))
                stripped = stripped[found.end():]
                found = SPRITE.match(stripped)
            icon = _side_by_side(icons) if icons else None
            text = MARKS.sub("", SPRITE.sub("", stripped))
            blocks.append((self._paragraph(text, bullet, icon, width - indent), indent))
        flush_table()
        height = sum(b.get_height() + 4 for b, _ in blocks) + 40
        page = pygame.Surface((width + 40, max(height, self.view.height)))
        page.fill(c.paper)
        y = 20
        for block, indent in blocks:
            page.blit(block, (20 + indent, y))
            y += block.get_height() + 4
        return page.convert() if pygame.display.get_surface() else page

    def _paragraph(self, text: str, bullet: str, icon: pygame.Surface | None,
                   width: int) -> pygame.Surface:
        fonts = self.app.theme.fonts
        c = self.app.theme.colours
        offset = (icon.get_width() + 12) if icon else 0
        lines = fonts.wrap(text, 17, width - offset - 20)
        line_h = 23
        height = max(len(lines) * line_h, icon.get_height() if icon else 0)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        if icon:
            surf.blit(icon, (0, 0))
        for i, line in enumerate(lines):
            surf.blit(fonts.render(line, 17, c.ink), (offset, i * line_h))
        return surf if not bullet else _with_margin(surf, fonts.render(bullet, 17, c.ink,
                                                                        "bold"))

    def _table(self, rows: list[list[str]], width: int) -> pygame.Surface:
        fonts = self.app.theme.fonts
        c = self.app.theme.colours
        cols = max(len(r) for r in rows)
        col_w = max(60, width // cols)
        rendered = []
        height = 0
        for k, row in enumerate(rows):
            kind = "bold" if k == 0 else "sans"
            cells = [fonts.wrap(cell, 15, col_w - 12, kind) for cell in row]
            h = max(len(lines) for lines in cells) * 19 + 8
            rendered.append((cells, h, kind))
            height += h
        surf = pygame.Surface((cols * col_w, height), pygame.SRCALPHA)
        y = 0
        for cells, h, kind in rendered:
            for i, lines in enumerate(cells):
                for j, line in enumerate(lines):
                    surf.blit(fonts.render(line, 15, c.ink, kind), (i * col_w + 6, y + 4 + j * 19))
            pygame.draw.line(surf, c.grid, (0, y + h - 1), (cols * col_w, y + h - 1))
            y += h
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


def _with_margin(body: pygame.Surface, bullet: pygame.Surface) -> pygame.Surface:
    surf = pygame.Surface((body.get_width() + 24, body.get_height()), pygame.SRCALPHA)
    surf.blit(bullet, (0, 0))
    surf.blit(body, (24, 0))
    return surf
