"""DungeonLab's table: `open_table` for a session, `shot_scenes` for shots and bench."""
from __future__ import annotations

from typing import Any

from game.core.session import Session
from game.ui.scene import Scene


def open_table(app: Any, session: Session) -> Scene:
    """The table for `session`; a continued hot-seat game gives the seat whose move ended
    her turn last her moment to read and note it back (`LabTable.reader_when_saved`)."""
    from game.ui.tables.lab.scene import LabTable
    table = LabTable(app, session)
    if session.resumed_events:
        table.reading = table.reader_when_saved()
    return table


def shot_scenes(app: Any) -> list[tuple[str, Scene]]:
    from game.ui.tables.lab.shots import scenes
    return scenes(app)


def option_words(key: str, value: Any) -> str | None:
    """The seats screen's line under the Map option: a hand-made dungeon's one line, its
    size and idea (the button names it; lab §3.1); None for the other options and for a
    random map (their own help)."""
    if key != "map" or value == "random":
        return None
    from game.games.lab.maps import PresetError, load_preset
    try:
        dungeon = load_preset(str(value))
    except PresetError:   # a broken map is named when the game starts
        return None
    return dungeon.description or None


def option_fixed(key: str, options: dict[str, Any]) -> tuple[str, str] | None:
    """The seats screen's size and levels with a hand-made map chosen: the map's own (the
    value in words, and why the option cannot change); None otherwise."""
    from game.games.lab.maps import set_by_map
    return set_by_map(key, options)
