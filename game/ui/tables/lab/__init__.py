"""DungeonLab's table: `open_table` for a session, `shot_scenes` for shots and bench."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.session import Session
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App


def open_table(app: "App", session: Session) -> Scene:
    from game.ui.tables.lab.scene import LabTable
    return LabTable(app, session)


def shot_scenes(app: "App") -> list[tuple[str, Scene]]:
    from game.ui.tables.lab.shots import scenes
    return scenes(app)
