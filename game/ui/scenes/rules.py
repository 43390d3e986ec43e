"""The rules scene: a game's player rules (`content/<game>/rules.md`) with pictures, a table
of contents and a search.

A small Markdown subset, rendered: `#` to `####` headings, paragraphs reflowed to the page
width (the source file's line breaks inside a paragraph or list item do not matter),
`-`/`*`/`1.` lists, tables (`| a | b |`) drawn as tables with ruled cells and columns sized
to their text, `**bold**`, `*italic*` and `` `code` `` (shown plain), and sprite pictures:
a paragraph or list item starting with one or more `![label](sprite:NAME)` shows them beside
its text. The page is laid out once per width and scrolled with the wheel, the arrows or a
drag.

Numbered headings ("### 4.4 Build") are the sections the game cites ("maker §4.4"); a
numbered list item under one is a sub-section ("4.2.2" is item 2 of section 4.2). The scene
opens at a section when asked (`RulesScene(app, info, section="4.4")`): scrolled there and
highlighted. The contents on the left jump to a heading; typing searches the page (matches
highlighted, Enter for the next, Backspace to erase, Esc clears the search, then closes).
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
from game.ui.widgets.richtext import (Span, natural_width, plain, render_line, spans,
                                      wrap_spans)

if TYPE_CHECKING:
    from game.ui.services import Services

SPRITE = re.compile(r"!\[([^\]]*)\]\(sprite:([\w\-]+)\)\s*")
LIST_ITEM = re.compile(r"([-*]|\d+\.)\s+")
SECTION = re.compile(r"(\d+(?:\.\d+)*)\.?(?=\s|$)")
BODY, TABLE_TEXT, TOC_TEXT = 17, 15, 14
HEADING_SIZES = {1: 32, 2: 25, 3: 20, 4: 18}
LINE_H = 23


@dataclass
class Block:
    """One block of the page: a heading, a paragraph, a list item, a table or a gap."""

    kind: str
    text: str = ""
    level: int = 0
    bullet: str = ""
    indent: int = 0
    rows: list[list[str]] = field(default_factory=list)
    section: str = ""
    """The section a numbered heading or numbered list item opens ("4.4", "4.2.2")."""


def parse(text: str) -> list[Block]:
    """Markdown source to blocks; lines of one paragraph or list item are joined. Numbered
    headings, and numbered list items under them, carry their section."""
    blocks: list[Block] = []
    open_text: Block | None = None
    heading = ""
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
        if 0 < level <= 4 and line[level:level + 1] == " ":
            title = line[level:].strip()
            number = SECTION.match(title)
            section = number.group(1) if number else ""
            if section or level <= 2:
                heading = section
            blocks.append(Block("heading", title, level=level, section=section))
            open_text = None
            continue
        match = LIST_ITEM.match(stripped)
        if match:
            bullet = "•" if match.group(1) in "-*" else match.group(1)
            item = match.group(1).rstrip(".")
            section = f"{heading}.{item}" if heading and item.isdigit() and \
                line == stripped else ""
            open_text = Block("item", stripped[match.end():], bullet=bullet,
                              indent=(len(line) - len(stripped)) * 6, section=section)
            blocks.append(open_text)
        elif open_text is not None:
            open_text.text += " " + stripped     # the paragraph goes on: reflowed
        else:
            open_text = Block("paragraph", stripped)
            blocks.append(open_text)
    return blocks


def sections(text: str) -> dict[str, str]:
    """Every section of a rules text: its number -> its heading or list item text."""
    return {b.section: plain(SPRITE.sub("", b.text)) for b in parse(text) if b.section}


def rules_path(key: str):
    return CONTENT / key / "rules.md"


def read_rules(info: GameInfo) -> str:
    path = rules_path(info.key)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {info.title}\n\nThe player rules of {info.title} are not written yet: " \
               "this game is not playable in this version."


@dataclass
class TextLine:
    """One drawn line of text on the page, for the search: where it is and what it says."""

    y: int
    x: int
    height: int
    parts: list[Span]
    size: int

    @property
    def text(self) -> str:
        return "".join(t for t, _ in self.parts)


class RulesScene(Scene):
    def __init__(self, app: "Services", info: GameInfo, section: str = "") -> None:
        super().__init__(app)
        self.info = info
        self.text = read_rules(info)
        self.blocks = parse(self.text)
        self.items = {b.section for b in self.blocks if b.section and b.kind == "item"}
        self.headings = {b.section for b in self.blocks if b.section and b.kind == "heading"}
        self.section = section if section in {b.section for b in self.blocks} \
            else _parent(section, {b.section for b in self.blocks})
        """The section asked for (highlighted), or ""."""
        self.page: pygame.Surface | None = None
        self.anchors: dict[str, tuple[int, int]] = {}
        """Section -> (top, bottom) of its part of the page."""
        self.lines: list[TextLine] = []
        self.scroll = 0
        self.drag_from: int | None = None
        self.view = pygame.Rect(0, 0, 0, 0)
        self.toc_rect = pygame.Rect(0, 0, 0, 0)
        self.toc_scroll = 0
        self.toc: list[tuple[Block, pygame.Rect]] = []
        self.search_rect = pygame.Rect(0, 0, 0, 0)
        self.query = ""
        self.matches: list[pygame.Rect] = []
        self.current = 0
        self.bar = ButtonBar([Button("Back", self.close)])
        from game.ui.lessons import has_lesson
        if has_lesson(info) and not any(hasattr(s, "session") for s in app.stack.scenes):
            self.bar.buttons.append(Button("Learn to play", self.learn))

    # --- lifecycle -------------------------------------------------------------------------
    takes_text = True
    """Typing searches: the app keeps text input on while the rules are on top."""

    def close(self) -> None:
        self.app.stack.pop()

    def learn(self) -> None:
        """Learn to play: the game's lesson (whatever was beneath goes, as Quit would)."""
        self.app.start_lesson(self.info)

    # --- layout ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        toc_w = 250 if w >= 1100 else 200
        page_w = min(980, w - toc_w - 70)
        left = max(20, (w - toc_w - 20 - page_w) // 2)
        self.toc_rect = pygame.Rect(left, 90, toc_w, h - 170)
        self.view = pygame.Rect(self.toc_rect.right + 20, 90, page_w - 20, h - 170)
        self.search_rect = pygame.Rect(self.view.right - 320, 34, 320, 36)
        self.bar.buttons[0].rect = pygame.Rect(0, 0, 240, 48)
        self.bar.buttons[0].rect.midbottom = (w // 2, h - 16)
        if len(self.bar.buttons) > 1:   # Learn to play beside Back
            self.bar.buttons[0].rect.right = w // 2 - 10
            self.bar.buttons[1].rect = pygame.Rect(w // 2 + 10, h - 64, 240, 48)
        self.page = None

    def _ensure_page(self) -> pygame.Surface:
        if self.page is None:
            self.page = self._render_page()
            self._layout_toc()
            self._find()
            if self.section in self.anchors:
                self.show_section(self.section)
        return self.page

    def _layout_toc(self) -> None:
        """The contents: each heading of levels 2 and 3, wrapped to the column."""
        fonts = self.app.theme.fonts
        self.toc = []
        y = 8
        for block in self.blocks:
            if block.kind == "heading" and 2 <= block.level <= 3:
                indent = 14 if block.level == 3 else 0
                kind = "bold" if block.level == 2 else "sans"
                lines = fonts.wrap(plain(block.text), TOC_TEXT, self.toc_rect.width - 20 - indent,
                                   kind)
                height = 20 * len(lines) + 2
                rect = pygame.Rect(8 + indent, y, self.toc_rect.width - 16 - indent, height)
                self.toc.append((block, rect))
                y += height + (4 if block.level == 2 else 0)

    # --- the page --------------------------------------------------------------------------
    def _render_page(self) -> pygame.Surface:
        theme = self.app.theme
        c = theme.colours
        fonts = theme.fonts
        width = self.view.width - 40
        rendered: list[tuple[pygame.Surface, int, Block, list[TextLine]]] = []
        for block in self.blocks:
            lines: list[TextLine] = []
            if block.kind == "gap":
                surf = pygame.Surface((1, 8), pygame.SRCALPHA)
            elif block.kind == "heading":
                size = HEADING_SIZES[block.level]
                parts = wrap_spans(fonts, [(plain(block.text), "title")], size, width)
                line_h = fonts.get(size, "title").get_linesize()
                surf = pygame.Surface((width, line_h * len(parts)), pygame.SRCALPHA)
                for i, part in enumerate(parts):
                    surf.blit(render_line(fonts, part, size, c.ink), (0, i * line_h))
                    lines.append(TextLine(i * line_h, 0, line_h, part, size))
            elif block.kind == "table":
                if not block.rows:
                    continue
                surf = self._table(block.rows, width, lines)
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
                surf = self._paragraph(body, block.bullet, icon, width - block.indent, lines)
            rendered.append((surf, block.indent, block, lines))
        height = sum(s.get_height() + 4 for s, *_ in rendered) + 40
        page = pygame.Surface((width + 40, max(height, self.view.height)))
        page.fill(c.paper)
        self.anchors = {}
        self.lines = []
        open_sections: list[tuple[str, int, int]] = []   # (section, depth, top)
        y = 20
        for surf, indent, block, lines in rendered:
            if block.kind not in ("item", "gap"):    # a list's numbered items end with it
                while open_sections and open_sections[-1][1] >= 3 and \
                        open_sections[-1][0] in self.items:
                    done, _, top = open_sections.pop()
                    self.anchors[done] = (top, y)
            if block.section:
                depth = block.section.count(".") + 1
                while open_sections and open_sections[-1][1] >= depth:
                    done, _, top = open_sections.pop()
                    self.anchors[done] = (top, y)
                open_sections.append((block.section, depth, y))
            elif block.kind == "heading" and block.level <= 2:
                while open_sections:
                    done, _, top = open_sections.pop()
                    self.anchors[done] = (top, y)
            page.blit(surf, (20 + indent, y))
            for line in lines:
                self.lines.append(TextLine(y + line.y, 20 + indent + line.x, line.height,
                                           line.parts, line.size))
            y += surf.get_height() + 4
        for done, _, top in open_sections:
            self.anchors[done] = (top, y)
        return page.convert() if pygame.display.get_surface() else page

    def _paragraph(self, text: str, bullet: str, icon: pygame.Surface | None,
                   width: int, out: list[TextLine]) -> pygame.Surface:
        fonts = self.app.theme.fonts
        c = self.app.theme.colours
        offset = (icon.get_width() + 12) if icon else 0
        margin = 24 if bullet else 0
        if bullet and bullet != "•":
            margin = max(margin, fonts.get(BODY, "bold").size(bullet)[0] + 10)
        lines = wrap_spans(fonts, spans(text), BODY, width - offset - margin - 20)
        height = max(len(lines) * LINE_H, icon.get_height() if icon else 0)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        if bullet:
            surf.blit(fonts.render(bullet, BODY, c.ink, "bold"), (0, 0))
        if icon:
            surf.blit(icon, (margin, 0))
        for i, line in enumerate(lines):
            surf.blit(render_line(fonts, line, BODY, c.ink), (margin + offset, i * LINE_H))
            out.append(TextLine(i * LINE_H, margin + offset, LINE_H, line, BODY))
        return surf

    def _table(self, rows: list[list[str]], width: int, out: list[TextLine]
               ) -> pygame.Surface:
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
                    at = (x + pad, y + 5 + j * line_h)
                    surf.blit(render_line(fonts, line, TABLE_TEXT, c.ink), at)
                    out.append(TextLine(at[1], at[0], line_h, line, TABLE_TEXT))
                x += col_w[i]
            y += h
            pygame.draw.line(surf, c.pencil if k == 0 else c.grid, (0, y), (full, y))
        x = 0
        for w in [0, *col_w]:
            x += w
            pygame.draw.line(surf, c.grid, (min(x, full), 0), (min(x, full), height))
        pygame.draw.rect(surf, c.pencil, (0, 0, full + 1, height + 1), 1)
        return surf

    # --- sections and search ---------------------------------------------------------------
    def limit(self) -> int:
        page_h = self.page.get_height() if self.page else 0
        return max(0, page_h - self.view.height)

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.limit(), y))

    def show_section(self, section: str) -> None:
        """Scroll so the section starts near the top of the view, and highlight it."""
        self._ensure_page()
        if section not in self.anchors:
            return
        self.section = section
        self.scroll_to(self.anchors[section][0] - 12)

    def _find(self) -> None:
        """Every match of the query on the page, in reading order."""
        self.matches = []
        query = self.query.strip().lower()
        if not query:
            return
        fonts = self.app.theme.fonts
        for line in self.lines:
            text = line.text
            low = text.lower()
            at = low.find(query)
            while at >= 0:
                x0 = _width_upto(fonts, line.parts, line.size, at)
                x1 = _width_upto(fonts, line.parts, line.size, at + len(query))
                self.matches.append(pygame.Rect(line.x + x0, line.y, max(2, x1 - x0),
                                                line.height))
                at = low.find(query, at + 1)
        self.current = 0
        if self.matches:
            self._show_match()

    def _show_match(self) -> None:
        rect = self.matches[self.current]
        if not (self.scroll + 30 <= rect.y <= self.scroll + self.view.height - 60):
            self.scroll_to(rect.y - self.view.height // 3)

    def next_match(self) -> None:
        if self.matches:
            self.current = (self.current + 1) % len(self.matches)
            self._show_match()

    def type_text(self, text: str) -> None:
        self.query = (self.query + text)[:40]
        self._ensure_page()
        self._find()

    # --- input -----------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        self._ensure_page()
        kind = intent.kind
        if kind == "wheel":
            if self.toc_rect.collidepoint(intent.pos):
                self.toc_scroll = max(0, min(self._toc_limit(),
                                             self.toc_scroll - intent.amount * 40))
                return
            self.scroll -= intent.amount * 60
        elif kind == "move" and intent.direction in ("N", "S"):
            self.scroll += 60 if intent.direction == "S" else -60
        elif kind == "text":
            self.type_text(intent.text)
            return
        elif kind == "erase":
            if self.query:
                self.query = self.query[:-1]
                self._find()
            return
        elif kind == "press":
            if self.bar.click(intent.pos):
                return
            if self.toc_rect.collidepoint(intent.pos):
                self._toc_click(intent.pos)
                return
            if self.view.collidepoint(intent.pos):
                self.drag_from = intent.pos[1] + self.scroll
        elif kind == "motion" and intent.held and self.drag_from is not None:
            self.scroll = self.drag_from - intent.pos[1]
        elif kind == "release":
            self.drag_from = None
        elif kind == "menu":
            if self.query:
                self.query = ""
                self._find()
                return
            self.close()
            return
        elif kind == "confirm":
            if intent.key == pygame.K_SPACE and self.query:
                return          # the space is typed into the search (a text intent)
            if self.query:
                self.next_match()
                return
            self.close()
            return
        self.scroll = max(0, min(self.limit(), self.scroll))

    def _toc_limit(self) -> int:
        if not self.toc:
            return 0
        return max(0, self.toc[-1][1].bottom + 8 - self.toc_rect.height)

    def _toc_click(self, pos: tuple[int, int]) -> None:
        local = (pos[0] - self.toc_rect.x, pos[1] - self.toc_rect.y + self.toc_scroll)
        for block, rect in self.toc:
            if rect.collidepoint(local):
                if block.section:
                    self.show_section(block.section)
                else:
                    self._scroll_to_block(block)
                return

    def _scroll_to_block(self, block: Block) -> None:
        """An unnumbered heading: scroll to its first drawn line."""
        wanted = plain(block.text)
        for line in self.lines:
            if line.text == wanted:
                self.section = ""
                self.scroll_to(line.y - 12)
                return

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        c = theme.colours
        fonts = theme.fonts
        surface.fill(c.desk)
        page = self._ensure_page()
        title = fonts.render(f"Rules: {self.info.title}", 30, c.paper, "title")
        left_room = self.search_rect.x - self.toc_rect.x - 16
        if title.get_width() > left_room:
            title = fonts.render(f"Rules: {self.info.title}",
                                 fonts.fit(f"Rules: {self.info.title}", 30, left_room,
                                           "title"), c.paper, "title")
        surface.blit(title, title.get_rect(midleft=(self.toc_rect.x,
                                                    self.search_rect.centery)))
        self._draw_search(surface)
        self._draw_toc(surface)
        area = pygame.Rect(0, self.scroll, self.view.width, self.view.height)
        surface.blit(page, self.view, area)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        shift = (self.view.x, self.view.y - self.scroll)
        if self.section in self.anchors:
            top, bottom = self.anchors[self.section]
            band = pygame.Rect(shift[0] + 4, shift[1] + top - 4, 6, bottom - top)
            pygame.draw.rect(surface, c.accent, band, border_radius=3)
            tint = pygame.Surface((self.view.width - 14, bottom - top), pygame.SRCALPHA)
            tint.fill((*c.highlight, 40))
            surface.blit(tint, (shift[0] + 12, shift[1] + top - 4))
        for i, rect in enumerate(self.matches):
            mark = pygame.Surface(rect.size, pygame.SRCALPHA)
            mark.fill((*(c.accent if i == self.current else c.highlight), 120))
            surface.blit(mark, rect.move(shift))
        surface.set_clip(clip)
        pygame.draw.rect(surface, c.ink, self.view, 2)
        page_h = page.get_height()
        if page_h > self.view.height:
            bar_h = max(30, self.view.height * self.view.height // page_h)
            y = self.view.y + (self.view.height - bar_h) * self.scroll // (page_h -
                                                                          self.view.height)
            pygame.draw.rect(surface, c.accent, (self.view.right + 6, y, 8, bar_h),
                             border_radius=4)
        self.bar.draw(surface, theme, self.app.mouse_pos())

    def _draw_search(self, surface: pygame.Surface) -> None:
        c = self.app.theme.colours
        fonts = self.app.theme.fonts
        box = self.search_rect
        pygame.draw.rect(surface, c.paper, box, border_radius=6)
        pygame.draw.rect(surface, c.accent if self.query else c.pencil, box, 2,
                         border_radius=6)
        if self.query:
            count = (f"{self.current + 1} of {len(self.matches)}" if self.matches
                     else "no match")
            tail = fonts.render(count, 14, c.pencil)
            room = box.width - tail.get_width() - 36
            shown = self.query
            while shown and fonts.get(16).size(shown)[0] > room:
                shown = shown[1:]
            text = fonts.render(shown + "|", 16, c.ink)
            surface.blit(tail, tail.get_rect(midright=(box.right - 12, box.centery)))
        else:
            text = fonts.render("Type to search", 16, c.faint)
        surface.blit(text, text.get_rect(midleft=(box.x + 12, box.centery)))

    def _draw_toc(self, surface: pygame.Surface) -> None:
        c = self.app.theme.colours
        fonts = self.app.theme.fonts
        box = self.toc_rect
        pygame.draw.rect(surface, c.panel, box, border_radius=8)
        clip = surface.get_clip()
        surface.set_clip(box.inflate(-4, -4))
        mouse = self.app.mouse_pos()
        current = self._section_at_top()
        for block, rect in self.toc:
            at = rect.move(box.x, box.y - self.toc_scroll)
            if at.y < box.y + 2 or at.bottom > box.bottom - 2:
                continue                  # only whole entries: scroll the contents for more
            kind = "bold" if block.level == 2 else "sans"
            hovered = at.collidepoint(mouse)
            if block.section and block.section == current or hovered:
                pygame.draw.rect(surface, c.button_hover if hovered else c.button,
                                 at.inflate(6, 0), border_radius=4)
            colour = c.accent if block.level == 2 else c.panel_text
            y = at.y + 1
            for line in fonts.wrap(plain(block.text), TOC_TEXT, at.width - 4, kind):
                surface.blit(fonts.render(line, TOC_TEXT, colour, kind), (at.x, y))
                y += 20
        surface.set_clip(clip)

    def _section_at_top(self) -> str:
        """The numbered section at the top of the view (marked in the contents)."""
        best = ""
        for section, (top, _bottom) in self.anchors.items():
            if top <= self.scroll + 40 and section in self.headings:
                if not best or top >= self.anchors[best][0]:
                    best = section
        return best

    def focus_targets(self) -> list[pygame.Rect]:
        """The pad's d-pad jumps between the contents entries and Back."""
        rects = [rect.move(self.toc_rect.x, self.toc_rect.y - self.toc_scroll)
                 for _, rect in self.toc]
        return [r for r in rects if self.toc_rect.contains(r)] + super().focus_targets()


def _parent(section: str, known: set[str]) -> str:
    """The nearest section that exists ("4.2.7" -> "4.2"), or ""."""
    while section:
        if section in known:
            return section
        section = section.rpartition(".")[0]
    return ""


def _width_upto(fonts, parts: list[Span], size: int, upto: int) -> int:
    """The width of the first `upto` characters of a line of spans."""
    width = 0
    for text, kind in parts:
        if upto <= 0:
            break
        piece = text[:upto]
        width += fonts.get(size, kind).size(piece)[0]
        upto -= len(piece)
    return width


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
