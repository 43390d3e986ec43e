"""Rial's Dungeon's table: `open_table` for a session, `shot_scenes` for shots and bench,
`option_picture` for the seats screen."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.session import Session
from game.ui.scene import Scene

if TYPE_CHECKING:
    import pygame

    from game.ui.services import Services


def open_table(app: "Services", session: Session) -> Scene:
    from game.ui.tables.rial.scene import RialTable
    return RialTable(app, session)


def shot_scenes(app: "Services") -> list[tuple[str, Scene]]:
    from game.ui.tables.rial.shots import scenes
    return scenes(app)


def setup_words(key: str, options: dict[str, Any], seats: int) -> str | None:
    """The seats screen's words on the co-op goal for this setup (rial §5): what a team of
    Normal computers reaches in about half its games; None for the other options."""
    if key != "team_goal":
        return None
    from game.content.registry import shared_registry
    from game.games.rial.goals import goal_words
    return goal_words(shared_registry().get("rial"), options, seats)


def option_picture(key: str, value: Any, size: int) -> "pygame.Surface | None":
    """A picture of an option's value for the seats screen: the board's map for "Board"
    (rial §3.1); None for the other options."""
    if key != "board":
        return None
    from game.ui.tables.rial.pictures import board_picture
    return board_picture(str(value), size)
