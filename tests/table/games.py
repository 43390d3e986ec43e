"""The five game tables, for tests parametrized over every game."""
from __future__ import annotations

import importlib

TABLES = {"doodle": "DoodleTable", "maker": "MakerTable", "trapper": "TrapperTable",
          "rial": "RialTable", "lab": "LabTable"}
"""Each game's key and its table class (in `game.ui.tables.<key>.scene`)."""

WITH_COMPUTERS = ("doodle", "maker", "trapper", "rial")
"""The games with computer seats (DungeonLab has none)."""


def table_class(game: str) -> type:
    return getattr(importlib.import_module(f"game.ui.tables.{game}.scene"), TABLES[game])
