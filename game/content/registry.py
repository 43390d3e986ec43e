"""The content registry: each game's content, loaded on first use and kept.

Importing this costs nothing: the YAML and pydantic machinery loads with the first game.
"""
from __future__ import annotations

import importlib
import importlib.util
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.content.errors import ContentError


class ContentRegistry:
    """Each game's content, loaded on first use from `<root>/<game>` and kept."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self._loaded: dict[str, Any] = {}

    def folder(self, game: str) -> Path:
        return self.root / game

    def get(self, game: str) -> Any:
        """The game's content object; raises ContentError when broken."""
        if game not in self._loaded:
            module = importlib.import_module(f"game.games.{game}.content")
            self._loaded[game] = module.load(self.folder(game))
        return self._loaded[game]

    @staticmethod
    def has_content(game: str) -> bool:
        try:
            return importlib.util.find_spec(f"game.games.{game}.content") is not None
        except ModuleNotFoundError:  # not one of our game packages
            return False

    def problems(self, game: str) -> list[str]:
        """What is wrong with a game's content (empty when it loads or has none)."""
        if not self.has_content(game):
            return []
        try:
            self.get(game)
        except ContentError as exc:
            return exc.problems
        return []


@lru_cache(maxsize=1)
def shared_registry() -> ContentRegistry:
    """The process-wide registry of the shipped content (content/), loaded lazily."""
    from game.paths import CONTENT
    return ContentRegistry(CONTENT)
