"""Small pictures of a Rial option's values for the seats screen: each board drawn from its
own map (rooms, passages, rock and the four entrances), made once per board and size."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.tables.rial.draw import PASSAGE, ROCK, ROOM
from game.ui.tables.rial.geometry import BoardGeometry

ENTRANCE, EDGE = (0xAB, 0x52, 0x36), (0x14, 0x0E, 0x0A)


@lru_cache(maxsize=None)
def _layouts() -> dict:
    from game.games.rial.content import load_layouts
    return load_layouts()


@lru_cache(maxsize=32)
def board_picture(board: str, size: int) -> pygame.Surface | None:
    """The board `board` as a `size`-pixel square picture, or None when no valid map of
    that name loads (the game refuses it, with its problems, when it starts)."""
    layout = _layouts().get(board)
    if layout is None:
        return None
    geo = BoardGeometry({"width": layout.width, "height": layout.height,
                         "kinds": "".join(layout.kinds),
                         "entrances": [list(e) for e in layout.entrances]},
                        pygame.Rect(0, 0, size, size), smallest=1)
    picture = pygame.Surface((size, size), pygame.SRCALPHA)
    colours = {"R": ROOM, "P": PASSAGE}
    for sq, kind in enumerate(layout.kinds):
        pygame.draw.rect(picture, colours.get(kind, ROCK), geo.rect(sq))
    pygame.draw.rect(picture, EDGE, geo.outline(), 1)
    for n, _ in layout.entrances:
        pygame.draw.rect(picture, ENTRANCE, geo.rect(-n))
    return picture
