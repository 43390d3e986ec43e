"""The notebook's stamps as a player sees them: one look per stamp (the game's picture, with a
letter tag where two things share a picture, the lake as still water, not a river), a name,
and a key (Shift + the first letter, repeated presses step through the stamps sharing it).
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
        picture = sprites.fit(sprite, box.width)
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

