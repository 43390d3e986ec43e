"""Where each part of the Maker table goes inside the board area (resizable)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

TABS_PER_PAGE = 8


@dataclass
class Layout:
    """Rects of the board area: seat tabs, the sheet, its counters panel, the market."""

    tabs: pygame.Rect = field(default_factory=pygame.Rect)
    sheet: pygame.Rect = field(default_factory=pygame.Rect)
    panel: pygame.Rect = field(default_factory=pygame.Rect)
    market: pygame.Rect = field(default_factory=pygame.Rect)

    @classmethod
    def fit(cls, board: pygame.Rect) -> "Layout":
        pad = 8
        tabs = pygame.Rect(board.x + pad, board.y + 6, board.width - 2 * pad, 40)
        market_h = max(118, min(150, board.height // 5))
        market = pygame.Rect(board.x + pad, board.bottom - market_h - 4,
                             board.width - 2 * pad, market_h)
        top = tabs.bottom + 6
        middle_h = market.y - top - 6
        side = min(middle_h, int(board.width * 0.52))
        sheet = pygame.Rect(board.x + pad, top, side, middle_h)
        panel = pygame.Rect(sheet.right + pad, top, board.right - sheet.right - 2 * pad,
                            middle_h)
        return cls(tabs, sheet, panel, market)
