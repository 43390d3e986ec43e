"""Rich text for the rules screen and tooltips: inline Markdown marks (`**bold**`,
`*italic*`, `` `code` ``) become styled spans, and spans are wrapped into lines of a given
width (a paragraph reflows to its box, whatever the source file's line breaks were)."""
from __future__ import annotations

import re

import pygame

from game.ui.theme import Colour, Fonts

Span = tuple[str, str]
"""(text, font kind): kind is "sans", "bold" or "italic"."""

INLINE = re.compile(r"\*\*(.+?)\*\*|__(.+?)__|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"
                    r"|`([^`]+)`")


def spans(text: str, base: str = "sans") -> list[Span]:
    """Split `text` at its inline marks: bold, italic, code (shown plain)."""
    out: list[Span] = []
    at = 0
    for m in INLINE.finditer(text):
        if m.start() > at:
            out.append((text[at:m.start()], base))
        bold, bold2, italic, code = m.groups()
        if bold is not None or bold2 is not None:
            out.append((bold if bold is not None else bold2, "bold"))
        elif italic is not None:
            out.append((italic, "italic" if base != "bold" else "bold"))
        else:
            out.append((code, base))
        at = m.end()
    if at < len(text):
        out.append((text[at:], base))
    return [s for s in out if s[0]]


def plain(text: str) -> str:
    """The text without its marks."""
    return "".join(t for t, _ in spans(text))


def wrap_spans(fonts: Fonts, parts: list[Span], size: int, width: int
               ) -> list[list[Span]]:
    """Lines of spans, each at most `width` pixels wide (a word longer than the line
    stands alone)."""
    words: list[tuple[str, str, bool]] = []   # (word, kind, space before)
    space_next = False
    for text, kind in parts:
        pieces = re.split(r"(\s+)", text)
        for piece in pieces:
            if not piece:
                continue
            if piece.isspace():
                space_next = True
                continue
            words.append((piece, kind, space_next and bool(words)))
            space_next = False
    lines: list[list[Span]] = []
    line: list[Span] = []
    x = 0
    for word, kind, spaced in words:
        font = fonts.get(size, kind)
        gap = font.size(" ")[0] if spaced and line else 0
        w = font.size(word)[0]
        if line and x + gap + w > width:
            lines.append(line)
            line, x, gap = [], 0, 0
        if line and line[-1][1] == kind:
            line[-1] = (line[-1][0] + (" " if gap else "") + word, kind)
        else:
            line.append(((" " if gap else "") + word, kind))
        x += gap + w
    if line or not lines:
        lines.append(line)
    return lines


def render_line(fonts: Fonts, line: list[Span], size: int, colour: Colour
                ) -> pygame.Surface:
    """One wrapped line of spans as a surface."""
    pieces = [fonts.render(text, size, colour, kind) for text, kind in line]
    width = sum(p.get_width() for p in pieces)
    height = max([p.get_height() for p in pieces] + [fonts.get(size).get_linesize()])
    surf = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        surf.blit(p, (x, 0))
        x += p.get_width()
    return surf


def natural_width(fonts: Fonts, parts: list[Span], size: int) -> int:
    """The width of the spans on one line."""
    return sum(fonts.get(size, kind).size(text)[0] for text, kind in parts)


# --- citations: "(maker §4.4)" drawn as a link to that section of the player rules --------
CITATION = re.compile(
    r"\s*\(?\b(?P<game>doodle|maker|trapper|lab|rial) ?§ ?(?P<section>\d+(?:\.\d+)*)"
    r"(?:(?:, ?| and )§? ?\d+(?:\.\d+)*)*\)?")
"""A rule citation as the games write it: "(maker §4.4)", "trapper §4.1", "(lab §3.2,
§4.7)". The first section named is the one the link opens."""


def split_citation(text: str) -> tuple[str, tuple[str, str] | None]:
    """The text without its rule citation, and the cited (game, section), or None.
    Only the last citation becomes the link; one that ends the text is taken out of it
    (the sentence keeps its full stop)."""
    found = None
    for found in CITATION.finditer(text):
        pass
    if found is None:
        return text, None
    cited = (found.group("game"), found.group("section"))
    if text[found.end():].strip(" .") or not text[:found.start()].strip():
        return text, cited          # a citation inside a sentence stays where it is
    sentence = (text[:found.start()] + text[found.end():]).rstrip()
    if sentence.endswith(" ."):
        sentence = sentence[:-2] + "."
    return sentence, cited


def link_label(section: str) -> str:
    """What a citation link reads: "rules 4.4"."""
    return f"rules {section}"
