"""The tool palette under the board: walls, heirloom and the six traps (with what is owed
in setup, or the price in the trapping stage)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.render.sprites import SpriteCache
from game.ui.theme import Theme


@dataclass
class Chip:
    key: str
    """'walls', 'heirloom' or a trap id."""
    label: str
    note: str
    sprite: str
    enabled: bool = True
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def setup_chips(view: dict[str, Any], facing: str) -> list[Chip]:
    """Setup tools: walls with the counter, the heirloom, and each trap with its tier owed."""
    seat = view["seat"]
    mine = view["dungeons"][seat]
    board = view["board"]
    owed = {int(k): v for k, v in view.get("owed", {}).items()}
    chips = [Chip("walls", "Walls", f"{len(mine['walls'])}/{board['max_walls']}",
                  "trapper_wall_icon"),
             Chip("heirloom", "Heirloom", "placed" if mine["heirloom"] else "place 1",
                  "trapper_heirloom")]
    for key, row in view["chart"].items():
        left = owed.get(row["tier"], 0)
        sprite = f"trap_fan_{facing.lower()}" if row["push"] else row["sprite"]
        chips.append(Chip(key, row["name"], f"tier {row['tier']}: {max(left, 0)} owed",
                          sprite, enabled=left > 0))
    return chips


def trapping_chips(view: dict[str, Any], facing: str) -> list[Chip]:
    """Trapping tools: each trap with its price; too dear ones are greyed."""
    chips = []
    for key, row in view["chart"].items():
        sprite = f"trap_fan_{facing.lower()}" if row["push"] else row["sprite"]
        chips.append(Chip(key, row["name"], f"buy {row['buy']} · re-arm {row['reactivate']} AP",
                          sprite, enabled=row["buy"] <= view["ap_left"]))
    return chips


def layout_chips(chips: list[Chip], rect: pygame.Rect) -> None:
    gap = 6
    width = (rect.width - gap * (len(chips) - 1)) // max(1, len(chips))
    for i, chip in enumerate(chips):
        chip.rect = pygame.Rect(rect.x + i * (width + gap), rect.y, width, rect.height)


def chip_at(chips: list[Chip], pos: tuple[int, int]) -> Chip | None:
    return next((c for c in chips if c.rect.collidepoint(pos)), None)


def draw_chips(surface: pygame.Surface, theme: Theme, sprites: SpriteCache,
               chips: list[Chip], selected: str | None) -> None:
    c = theme.colours
    fonts = theme.fonts
    sizes = label_sizes(fonts, chips)
    for chip in chips:
        picked = chip.key == selected
        fill = c.paper if chip.enabled else c.paper_shade
        pygame.draw.rect(surface, fill, chip.rect, border_radius=6)
        pygame.draw.rect(surface, c.accent if picked else c.ink, chip.rect, 4 if picked else 2,
                         border_radius=6)
        box = min(chip.rect.height - 40, chip.rect.width - 12)
        if chip.key == "walls":
            icon = pygame.Rect(0, 0, box // 2 * 2, box // 2 * 2)
            icon.midtop = (chip.rect.centerx, chip.rect.y + 6)
            pygame.draw.rect(surface, c.ink, icon)
            clip = surface.get_clip()
            surface.set_clip(icon)
            for k in range(0, icon.width * 2, 6):
                pygame.draw.line(surface, c.paper_shade, (icon.x + k, icon.bottom),
                                 (icon.x + k - icon.height, icon.y))
            surface.set_clip(clip)
            pygame.draw.rect(surface, c.ink, icon, 2)
        else:
            image = sprites.fit(chip.sprite, box)
            if not chip.enabled:
                image = image.copy()
                image.set_alpha(110)
            surface.blit(image, image.get_rect(midtop=(chip.rect.centerx, chip.rect.y + 4)))
        colour = c.ink if chip.enabled else c.faint
        for i, (text, size, kind) in enumerate(((chip.label, sizes[0], "bold"),
                                                (chip.note, sizes[1], "sans"))):
            line = fonts.render(_fit(fonts, text, size, chip.rect.width - 6), size, colour,
                                kind)
            surface.blit(line, line.get_rect(midbottom=(chip.rect.centerx,
                                                        chip.rect.bottom - 18 + i * 15)))


def label_sizes(fonts: Any, chips: list[Chip]) -> tuple[int, int]:
    """One size for every chip's name and one for every note: the largest at which each of
    them fits its chip on one line ("Spooky Skeleton" whole, not cut, at 1280×720)."""
    if not chips:
        return 13, 12
    width = min(chip.rect.width for chip in chips) - 6
    return (min(fonts.fit(chip.label, 13, width, "bold", smallest=9) for chip in chips),
            min(fonts.fit(chip.note, 12, width, "sans", smallest=9) for chip in chips))


def _fit(fonts: Any, text: str, size: int, width: int) -> str:
    while len(text) > 3 and fonts.get(size).size(text)[0] > width:
        text = text[:-2] + "…"
    return text
