"""The dungeon sheet is painted again only when something on it changes (issue 30 bench):
what a kept sheet shows is exactly what a fresh painting of the same dungeon shows."""
from __future__ import annotations

import copy

import pygame

from game.ui.tables.trapper.painter import DungeonPainter


def dungeon() -> dict:
    return {"owner": 1, "full": False, "walls": [[3, 3], [4, 3]], "heirloom": None,
            "heirloom_revealed": False, "fog": [[6, 2]],
            "traps": [{"cell": [2, 5], "kind": "shark", "active": True, "facing": None,
                       "revealed": True}]}


def painted(painter: DungeonPainter, board: dict, chart: dict) -> pygame.Surface:
    surface = pygame.Surface((900, 700))
    surface.fill((0, 0, 0))
    painter.draw(surface, board, (1, 6), chart)
    return surface


def test_a_kept_sheet_is_the_fresh_painting_and_a_change_repaints(app):
    from game.content.registry import shared_registry
    chart = {key: {"sprite": t.sprite} for key, t in shared_registry().get("trapper").traps.items()}
    kept = DungeonPainter(app.theme, app.sprites)
    kept.layout(pygame.Rect(40, 40, 720, 520))
    board = dungeon()
    first = painted(kept, board, chart)
    assert kept._drawn is not None
    again = painted(kept, copy.deepcopy(board), chart)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(again, "RGB")
    board["traps"][0]["active"] = False                 # the Shark Pit set off
    changed = painted(kept, board, chart)
    fresh = DungeonPainter(app.theme, app.sprites)
    fresh.layout(pygame.Rect(40, 40, 720, 520))
    assert pygame.image.tobytes(changed, "RGB") == \
        pygame.image.tobytes(painted(fresh, board, chart), "RGB")
    assert pygame.image.tobytes(changed, "RGB") != pygame.image.tobytes(first, "RGB")
