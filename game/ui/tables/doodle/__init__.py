"""Doodle Dungeon's table: `open_table` for a session, `shot_scenes` for shots and bench."""
from __future__ import annotations

from typing import Any

from game.core.session import Session
from game.ui.scene import Scene


def open_table(app: Any, session: Session) -> Scene:
    from game.ui.tables.doodle.scene import DoodleTable
    return DoodleTable(app, session)


def shot_scenes(app: Any) -> list[tuple[str, Scene]]:
    from game.ui.tables.doodle.shots import scenes
    return scenes(app)
