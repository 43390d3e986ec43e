"""The saves on disk as the launcher and the Records screen see them, without replaying
any (reading never raises: a save that cannot be read is listed as damaged)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.protocol import GameInfo
from game.core.save import backup_path, read_save

if TYPE_CHECKING:
    from game.ui.app import App


@dataclass(frozen=True)
class SavedGame:
    """What the launcher knows of one save without replaying it."""

    key: str
    """The game's key ("" for the single autosave of an earlier version)."""
    path: Path
    title: str
    damaged: bool
    finished: bool = False
    moves: int = 0

    @property
    def in_progress(self) -> bool:
        return not self.finished


def read_saved_games(app: "App", games: list[GameInfo]) -> list[SavedGame]:
    """The saves on disk, newest first (never raises)."""
    titles = {g.key: g.title for g in games}
    found: list[SavedGame] = []
    try:
        saves = app.saved_games()
    except Exception:  # noqa: BLE001 - the launcher must always open
        return []
    for key, path in saves:
        title = titles.get(key, "")
        try:
            data = read_save(path if path.is_file() else backup_path(path))
        except Exception:  # noqa: BLE001 - SaveError, or a folder that cannot be looked at
            found.append(SavedGame(key, path, title, damaged=True))
            continue
        if not key:
            title = titles.get(data.game, data.game)
        found.append(SavedGame(key, path, title, False, data.finished, len(data.log)))
    return found


def in_progress(app: "App", info: GameInfo) -> bool:
    """Would a new game of `info` replace a game in progress (or a damaged save)?"""
    saved = next((s for s in read_saved_games(app, [info]) if s.key == info.key), None)
    return saved is not None and (saved.damaged or saved.in_progress)
