"""A translucent dark veil over the scene below an overlay (cached per size)."""
from __future__ import annotations

import pygame

_cache: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def draw_veil(surface: pygame.Surface, alpha: int = 150) -> None:
    key = (surface.get_size(), alpha)
    veil = _cache.get(key)
    if veil is None:
        veil = pygame.Surface(key[0])
        veil.fill((0, 0, 0))
        veil.set_alpha(alpha)
        _cache.clear()
        _cache[key] = veil
    surface.blit(veil, (0, 0))
