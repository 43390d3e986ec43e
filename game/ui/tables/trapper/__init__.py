"""Dungeon Trapper's table: `open_table` for a session, `shot_scenes` for shots and bench."""
from __future__ import annotations

from typing import Any

from game.core.session import Session
from game.ui.scene import Scene


def open_table(app: Any, session: Session) -> Scene:
    from game.ui.tables.trapper.scene import TrapperTable
    return TrapperTable(app, session)


def shot_scenes(app: Any) -> list[tuple[str, Scene]]:
    from game.ui.tables.trapper.shots import scenes
    return scenes(app)
