"""The five games, in launcher order, read from each game package's `INFO`."""
from __future__ import annotations

import importlib

from game.core.protocol import GameInfo

GAME_KEYS: tuple[str, ...] = ("doodle", "maker", "trapper", "lab", "rial")


def game_info(key: str) -> GameInfo:
    if key not in GAME_KEYS:
        raise KeyError(f"no game {key!r}; the games are {', '.join(GAME_KEYS)}")
    return importlib.import_module(f"game.games.{key}").INFO


def all_games() -> list[GameInfo]:
    return [game_info(key) for key in GAME_KEYS]
