"""The saves on disk as the launcher and the Records screen see them: the library's
`game.library.saved`, read through the app's library (reading never raises)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import GameInfo
from game.library import saved
from game.library.opening import OLDER_RULES
from game.library.saved import Look, SavedGame, recorded

if TYPE_CHECKING:
    from game.ui.app import App

__all__ = ["OLDER_RULES", "Look", "SavedGame", "in_progress", "read_saved_games",
           "recorded"]


def read_saved_games(app: "App", games: list[GameInfo], look: bool = True
                     ) -> list[SavedGame]:
    """The saves on disk, newest first, each looked at unless `look` is False."""
    return saved.read_saved_games(app.library, games, look)


def in_progress(app: "App", info: GameInfo) -> bool:
    """Would a new game of `info` replace a game in progress (or a damaged save)?"""
    return saved.in_progress(app.library, info)
