"""Which games have a lesson (Learn to play): `<table>.lesson`'s `LESSON`, found lazily.

Kept apart from the coach (`game.ui.coach`) so the launcher and the rules screen can ask
without importing the coach, its overlay or any lesson.
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

from game.core.protocol import GameInfo

if TYPE_CHECKING:
    from game.ui.coach import Lesson


def lesson_module(info: GameInfo) -> str:
    return info.table + ".lesson"


def has_lesson(info: GameInfo) -> bool:
    """Does the game have a lesson? (The module is looked for, not imported.)"""
    if not info.playable or not info.table:
        return False
    try:
        return importlib.util.find_spec(lesson_module(info)) is not None
    except (ImportError, ValueError):
        return False


def lesson_for(info: GameInfo) -> "Lesson | None":
    """The game's lesson, or None if it has none."""
    if not has_lesson(info):
        return None
    return getattr(importlib.import_module(lesson_module(info)), "LESSON", None)
