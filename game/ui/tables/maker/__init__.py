"""Dungeon Maker Deluxe's table: `open_table` for a session, `shot_scenes` for shots/bench."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.session import Session
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.services import Services


def open_table(app: "Services", session: Session) -> Scene:
    from game.ui.tables.maker.scene import MakerTable
    return MakerTable(app, session)


def shot_scenes(app: "Services") -> list[tuple[str, Scene]]:
    from game.ui.tables.maker.shots import scenes
    return scenes(app)
