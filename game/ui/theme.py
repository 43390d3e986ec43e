"""Colours and fonts: paper and ink for sheets, the PICO-8 palette for pieces (ART.md).

`Theme` is built once per app; `Theme.colour_blind` swaps the red/green pair used for legal
and illegal highlights (and other signal colours) for blue/orange.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.paths import FONTS

PICO8 = [
    (0x00, 0x00, 0x00), (0x1D, 0x2B, 0x53), (0x7E, 0x25, 0x53), (0x00, 0x87, 0x51),
    (0xAB, 0x52, 0x36), (0x5F, 0x57, 0x4F), (0xC2, 0xC3, 0xC7), (0xFF, 0xF1, 0xE8),
    (0xFF, 0x00, 0x4D), (0xFF, 0xA3, 0x00), (0xFF, 0xEC, 0x27), (0x00, 0xE4, 0x36),
    (0x29, 0xAD, 0xFF), (0x83, 0x76, 0x9C), (0xFF, 0x77, 0xA8), (0xFF, 0xCC, 0xAA),
]

Colour = tuple[int, int, int]


@dataclass
class Palette:
    desk: Colour = (0x3B, 0x2A, 0x22)
    desk_light: Colour = (0x5A, 0x40, 0x30)
    paper: Colour = (0xF4, 0xEC, 0xD8)
    paper_shade: Colour = (0xE6, 0xDB, 0xC0)
    grid: Colour = (0xB9, 0xCC, 0xE0)
    ink: Colour = (0x22, 0x1E, 0x2A)
    pencil: Colour = (0x5A, 0x58, 0x60)
    faint: Colour = (0x8E, 0x84, 0x78)
    legal: Colour = (0x00, 0xA0, 0x50)
    illegal: Colour = (0xD0, 0x10, 0x40)
    accent: Colour = (0xFF, 0xA3, 0x00)
    highlight: Colour = (0xFF, 0xEC, 0x27)
    button: Colour = (0x6B, 0x4A, 0x36)
    button_hover: Colour = (0x8A, 0x62, 0x46)
    button_text: Colour = (0xFF, 0xF1, 0xE8)
    disabled: Colour = (0x7A, 0x70, 0x68)
    panel: Colour = (0x2A, 0x1F, 0x1A)
    panel_text: Colour = (0xF4, 0xEC, 0xD8)
    seat: list[Colour] = field(default_factory=lambda: [
        (0x29, 0xAD, 0xFF), (0xFF, 0x77, 0xA8), (0x00, 0xE4, 0x36), (0xFF, 0xA3, 0x00),
        (0x83, 0x76, 0x9C), (0xFF, 0xCC, 0xAA), (0xC2, 0xC3, 0xC7), (0xAB, 0x52, 0x36)])

    def seat_colour(self, seat: int) -> Colour:
        return self.seat[seat % len(self.seat)]


def colour_blind_palette() -> Palette:
    """Blue for legal, orange for illegal: safe for red-green colour blindness."""
    return Palette(legal=(0x1F, 0x6F, 0xD0), illegal=(0xE0, 0x70, 0x00))


class Fonts:
    """Fonts loaded by path from game/ui/fonts (never matched by name), cached by size."""

    FILES = {"sans": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
             "title": "DejaVuSerif-Bold.ttf", "italic": "DejaVuSans-Oblique.ttf"}

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: dict[tuple[str, int, str, Colour], pygame.Surface] = {}

    def get(self, size: int, kind: str = "sans") -> pygame.font.Font:
        key = (kind, size)
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(str(FONTS / self.FILES[kind]), size)
            self._cache[key] = font
        return font

    def render(self, text: str, size: int, colour: Colour, kind: str = "sans"
               ) -> pygame.Surface:
        """A cached rendering of one line of text (cache cleared when it grows large)."""
        key = (kind, size, text, colour)
        surf = self._text.get(key)
        if surf is None:
            if len(self._text) > 4000:
                self._text.clear()
            surf = self.get(size, kind).render(text, True, colour)
            self._text[key] = surf
        return surf

    def wrap(self, text: str, size: int, width: int, kind: str = "sans") -> list[str]:
        """Split text into lines that fit `width` pixels."""
        font = self.get(size, kind)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def fit(self, text: str, size: int, width: int, kind: str = "sans", smallest: int = 11
            ) -> int:
        """The largest size up to `size` at which `text` fits `width` on one line."""
        while size > smallest and self.get(size, kind).size(text)[0] > width:
            size -= 1
        return size

    def fit_block(self, texts: list[str], size: int, width: int, height: int,
                  kind: str = "sans", smallest: int = 11) -> tuple[int, list[str]]:
        """Paragraphs wrapped to `width` at the largest size whose lines fit `height`; at the
        smallest size the lines that do not fit are dropped, the last one ending in "…"."""
        while True:
            lines = [line for text in texts for line in self.wrap(text, size, width, kind)]
            line_h = self.get(size, kind).get_linesize()
            if len(lines) * line_h <= height or size <= smallest:
                break
            size -= 1
        room = max(1, height // line_h)
        if len(lines) > room:
            lines = lines[:room]
            last = lines[-1]
            while last and self.get(size, kind).size(last + "…")[0] > width:
                last = last[:-1]
            lines[-1] = last.rstrip() + "…"
        return size, lines


class Theme:
    def __init__(self, colour_blind: bool = False) -> None:
        self.colour_blind = colour_blind
        self.colours = colour_blind_palette() if colour_blind else Palette()
        self.fonts = Fonts()

    def set_colour_blind(self, on: bool) -> None:
        self.colour_blind = on
        self.colours = colour_blind_palette() if on else Palette()
