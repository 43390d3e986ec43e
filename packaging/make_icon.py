#!/usr/bin/env python3
"""Write packaging/dungeon-table.png (128x128) from the `app_icon` sprite, nearest-neighbour."""
from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    atlas = json.loads((ROOT / "sprites" / "table.json").read_text())
    x, y, w, h = atlas["app_icon"]
    sheet = pygame.image.load(str(ROOT / "sprites" / "table.png"))
    icon = pygame.transform.scale(sheet.subsurface((x, y, w, h)), (128, 128))
    pygame.image.save(icon, str(ROOT / "packaging" / "dungeon-table.png"))


if __name__ == "__main__":
    main()
