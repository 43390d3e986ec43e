"""Which games have a lesson (Learn to play): `<table>.lesson`'s `LESSON`, found lazily.

Kept apart from the coach (`game.ui.coach`) so the launcher and the rules screen can ask
without importing the coach, its overlay or any lesson.
"""
from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.protocol import GameInfo

if TYPE_CHECKING:
    from game.ui.coach import Lesson


def lesson_module(info: GameInfo) -> str:
    return info.table + ".lesson"


def has_lesson(info: GameInfo) -> bool:
    """Does the game have a lesson? The lesson's file is looked for beside the table
    package's folder: neither the lesson nor the table package is imported (a table
    package imports its whole scene, which the launcher's first frame must not wait for)."""
    if not info.playable or not info.table:
        return False
    parent, _, package = info.table.rpartition(".")
    try:
        spec = importlib.util.find_spec(parent) if parent else None
    except (ImportError, ValueError):
        return False
    folders = spec.submodule_search_locations if spec is not None else None
    return any((Path(folder) / package / "lesson.py").is_file() for folder in folders or ())


def lesson_for(info: GameInfo) -> "Lesson | None":
    """The game's lesson, or None if it has none."""
    if not has_lesson(info):
        return None
    return getattr(importlib.import_module(lesson_module(info)), "LESSON", None)
