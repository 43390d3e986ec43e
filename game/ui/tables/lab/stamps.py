"""The notebook's stamps as a player sees them: one look per stamp (the game's picture, or a
recoloured one with a letter tag where two things share a drawing: the tiger striped black,
the panther dark, the antigourm green, the cache gold; the lake as still water, not a
river), a name, and a key (Shift + the first letter, repeated presses step through the
stamps sharing it).
The end reveal draws the real map's things with the same looks."""
from __future__ import annotations

from typing import Any

import pygame

LOOKS: dict[str, tuple[str, str]] = {
    "lights": ("lab_lights", ""), "store": ("lab_store", ""), "arsenal": ("lab_arsenal", ""),
    "hospital": ("lab_hospital", ""), "prison": ("lab_prison", ""),
    "political": ("lab_prison", "±"), "management": ("lab_management", ""),
    "gourm": ("lab_gourm", ""), "antigourm": ("lab_gourm", "A"),
    "eyes": ("lab_eyes", ""), "lion": ("lab_lion", ""), "tiger": ("lab_lion", "T"),
    "panther": ("lab_lion", "P"), "crocodile": ("lab_crocodile", ""), "cow": ("lab_cow", ""),
    "rabbit": ("lab_rabbit", ""), "orc": ("lab_orc", ""), "urkh": ("lab_orc", "U"),
    "werewolf": ("lab_lion", "W"), "hole": ("", "○"), "rider": ("lab_rider", ""),
    "ontifutlas": ("lab_ontifutlas", ""), "eyescorcher": ("lab_eyescorcher", ""),
    "cop": ("lab_prison", "C"), "marmar": ("", "Mm"), "tree": ("lab_tree", ""),
    "mordor": ("", "Mo"), "eldar": ("", "El"), "pit": ("lab_pit", ""),
    "hanging": ("lab_pit", "H"), "river": ("lab_river", ""), "lake": ("", ""),
    "treasure": ("lab_treasure", ""), "cache": ("lab_arsenal", "$"), "blade": ("", "Bl"),
    "bridle": ("", "Br"), "dead": ("", "✝"), "up": ("", "↑"), "down": ("", "↓"),
    "question": ("lab_question", ""),
}
NAMES = {"lights": "lights", "eyes": "green eyes", "hole": "hole in the dark",
         "political": "political prison", "management": "management center",
         "rider": "black rider", "hanging": "hanging pit", "blade": "elven blade",
         "dead": "dead creature", "up": "way up", "down": "way down", "question": "?",
         "cop": "cop"}
PALETTE = ("lights", "store", "arsenal", "hospital", "prison", "political", "management",
           "gourm", "antigourm", "eyes", "lion", "tiger", "panther", "crocodile", "cow",
           "rabbit", "orc", "urkh", "werewolf", "hole", "rider", "ontifutlas", "eyescorcher",
           "cop", "marmar", "tree", "mordor", "eldar", "pit", "hanging", "river", "lake",
           "treasure", "cache", "blade", "bridle", "dead", "up", "down", "question")
"""Every stamp, grouped as the gamemaster speaks: lights, green eyes, the rest, places."""
KIND_STAMP = {"hanging_pit": "hanging", "willow": "tree", "ent": "tree", "lokh": "tree",
              "political_cop": "cop", "blades": "blade", "bridles": "bridle"}
"""A map thing's stamp, where the names differ (the end reveal)."""
PICO = {0: (0, 0, 0), 1: (0x1D, 0x2B, 0x53), 2: (0x7E, 0x25, 0x53), 3: (0x00, 0x87, 0x51),
        4: (0xAB, 0x52, 0x36), 5: (0x5F, 0x57, 0x4F), 6: (0xC2, 0xC3, 0xC7),
        7: (0xFF, 0xF1, 0xE8), 8: (0xFF, 0x00, 0x4D), 9: (0xFF, 0xA3, 0x00),
        10: (0xFF, 0xEC, 0x27), 11: (0x00, 0xE4, 0x36), 12: (0x29, 0xAD, 0xFF),
        13: (0x83, 0x76, 0x9C), 14: (0xFF, 0x77, 0xA8), 15: (0xFF, 0xCC, 0xAA)}
"""The sprites' palette (PICO-8 indices)."""
RECOLOUR: dict[str, dict[int, int]] = {
    "tiger": {4: 0}, "panther": {9: 5, 4: 0}, "werewolf": {9: 6, 4: 5},
    "antigourm": {14: 11, 13: 3}, "urkh": {3: 2}, "cache": {6: 10, 5: 4},
    "political": {5: 2}, "cop": {5: 1}, "hanging": {1: 2},
}
"""Stamps drawn from another thing's sprite get its colours swapped, so each thing has a
picture of its own (the tag letter stays for colour-blind eyes)."""
_recoloured: dict[tuple[str, int], pygame.Surface] = {}
LAKE = (0x29, 0x6E, 0xB8)
TAG = (0x1D, 0x2B, 0x53)


SHORT = {"political": "political", "management": "management", "hole": "hole",
         "dead": "dead", "eyes": "eyes", "rider": "rider", "hanging": "hanging pit",
         "blade": "blade", "up": "up", "down": "down"}
"""Palette labels where the full name does not fit."""


def name_of(stamp: str) -> str:
    """The stamp's full name (tooltips)."""
    return NAMES.get(stamp, stamp)


def label_of(stamp: str) -> str:
    """The stamp's palette label."""
    return SHORT.get(stamp, name_of(stamp))


def key_of(stamp: str) -> str:
    """The letter that, with Shift, picks the stamp ("?" for the question mark)."""
    return "?" if stamp == "question" else stamp[0].upper()


def key_hint(stamp: str) -> str:
    """The keys that pick the stamp: Shift and its letter, pressed as many times as its
    place among the stamps sharing the letter ("Shift+C twice" for the second C)."""
    letter = key_of(stamp)
    n = stamps_for(letter).index(stamp) + 1 if stamp in stamps_for(letter) else 1
    times = {1: "", 2: " twice", 3: " three times"}.get(n, f" {n} times")
    return f"Shift+{letter}{times}"


def stamps_for(letter: str) -> list[str]:
    """The palette's stamps a letter key steps through, in palette order."""
    return [s for s in PALETTE if key_of(s) == letter.upper()]


def draw_stamp(surface: pygame.Surface, theme: Any, sprites: Any, stamp: str,
               box: pygame.Rect) -> None:
    """One stamp filling `box`: its picture, its tag, or its letters on a token."""
    sprite, tag = LOOKS.get(stamp, ("lab_question", ""))
    if stamp == "lake":
        pygame.draw.ellipse(surface, LAKE, box.inflate(-box.width // 8, -box.height // 3))
        pygame.draw.ellipse(surface, (0xC2, 0xE4, 0xFF), box.inflate(-box.width // 2,
                                                                     -box.height * 2 // 3), 1)
        return
    if sprite:
        picture = _picture(sprites, sprite, stamp, box.width)
        surface.blit(picture, picture.get_rect(center=box.center))
    else:
        pygame.draw.circle(surface, theme.colours.button, box.center, box.width // 2)
        pygame.draw.circle(surface, TAG, box.center, box.width // 2, 1)
    if tag:
        size = max(8, box.height // 2 if sprite else box.height * 3 // 5)
        size = theme.fonts.fit(tag, size, box.width // (2 if sprite else 1) + 2, "bold")
        text = theme.fonts.render(tag, size, (0xFF, 0xF1, 0xE8), "bold")
        if sprite:
            back = text.get_rect(bottomright=box.bottomright).inflate(2, 0)
            pygame.draw.rect(surface, TAG, back)
            surface.blit(text, text.get_rect(center=back.center))
        else:
            surface.blit(text, text.get_rect(center=box.center))



def _picture(sprites: Any, sprite: str, stamp: str, width: int) -> pygame.Surface:
    """The sprite fitted to `width`, recoloured for a stamp that borrows it (cached)."""
    swap = RECOLOUR.get(stamp)
    if not swap:
        return sprites.fit(sprite, width)
    key = (stamp, width)
    if key not in _recoloured:
        picture = sprites.fit(sprite, width).copy()
        pixels = pygame.PixelArray(picture)
        for old, new in swap.items():
            pixels.replace(PICO[old], PICO[new])
        del pixels
        _recoloured[key] = picture
    return _recoloured[key]
