"""The sprite cache: sheets from sprites/*.png + *.json, converted once, scaled by whole
numbers with nearest-neighbour sampling (never smoothed)."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.paths import SPRITES


class SpriteCache:
    def __init__(self, folder: Path = SPRITES) -> None:
        self.folder = folder
        self._index: dict[str, tuple[str, pygame.Rect]] | None = None
        self._sheets: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int], pygame.Surface] = {}
        self.problems: list[str] = []

    def _load_index(self) -> dict[str, tuple[str, pygame.Rect]]:
        if self._index is None:
            self._index = {}
            for atlas in sorted(self.folder.glob("*.json")):
                try:
                    entries = json.loads(atlas.read_text(encoding="utf-8"))
                    for name, (x, y, w, h) in entries.items():
                        self._index[name] = (atlas.stem, pygame.Rect(x, y, w, h))
                except (OSError, ValueError, TypeError) as exc:
                    self.problems.append(f"{atlas.name}: unreadable atlas ({exc})")
        return self._index

    def has(self, name: str) -> bool:
        return name in self._load_index()

    def size(self, name: str) -> tuple[int, int]:
        entry = self._load_index().get(name)
        return entry[1].size if entry else (16, 16)

    def _sheet(self, stem: str) -> pygame.Surface:
        sheet = self._sheets.get(stem)
        if sheet is None:
            image = pygame.image.load(str(self.folder / f"{stem}.png"))
            sheet = image.convert_alpha() if pygame.display.get_surface() else image
            self._sheets[stem] = sheet
        return sheet

    def get(self, name: str, scale: int = 1) -> pygame.Surface:
        """The sprite at a whole-number scale; a visible placeholder if it is missing."""
        scale = max(1, int(scale))
        key = (name, scale)
        surf = self._scaled.get(key)
        if surf is None:
            entry = self._load_index().get(name)
            if entry is None:
                base = _placeholder()
            else:
                try:
                    base = self._sheet(entry[0]).subsurface(entry[1])
                except (pygame.error, FileNotFoundError, ValueError):
                    base = _placeholder()
            surf = pygame.transform.scale_by(base, scale) if scale > 1 else base.copy()
            self._scaled[key] = surf
        return surf

    def fit(self, name: str, box: int) -> pygame.Surface:
        """The largest whole-number scale of the sprite that fits a `box`-pixel square."""
        w, h = self.size(name)
        return self.get(name, max(1, box // max(w, h)))


def _placeholder() -> pygame.Surface:
    surf = pygame.Surface((16, 16), pygame.SRCALPHA)
    surf.fill((255, 0, 77, 255))
    surf.fill((0, 0, 0, 0), (2, 2, 12, 12))
    pygame.draw.line(surf, (255, 0, 77), (2, 2), (13, 13), 2)
    return surf
