"""Where things live: the repository's folders and the player's data and config dirs."""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(getattr(sys, "_MEIPASS", "") or Path(__file__).resolve().parent.parent)
"""The repository, or the unpacked folder of the built app (PyInstaller's _MEIPASS)."""
CONTENT = ROOT / "content"
SPRITES = ROOT / "sprites"
SOUNDS = ROOT / "sounds"
MAPS = ROOT / "maps"
FONTS = ROOT / "game" / "ui" / "fonts"


def map_names(game: str) -> tuple[str, ...]:
    """The names of a game's Tiled maps (`maps/<game>/*.tmx`, sorted), without reading them:
    a map saved there joins its game's setup screen."""
    folder = MAPS / game
    return tuple(sorted(p.stem for p in folder.glob("*.tmx"))) if folder.is_dir() else ()


def _override(var: str) -> Path | None:
    value = os.environ.get(var)
    return Path(value) if value else None


def data_dir() -> Path:
    """Saves live here (DUNGEON_TABLE_DATA overrides, for tests)."""
    found = _override("DUNGEON_TABLE_DATA")
    if found:
        return found
    import platformdirs
    return Path(platformdirs.user_data_dir("dungeon-table", appauthor=False))


def config_dir() -> Path:
    """Settings live here (DUNGEON_TABLE_CONFIG overrides, for tests)."""
    found = _override("DUNGEON_TABLE_CONFIG")
    if found:
        return found
    import platformdirs
    return Path(platformdirs.user_config_dir("dungeon-table", appauthor=False))


def autosave_path() -> Path:
    """The single autosave of earlier versions (migrated to one save per game)."""
    return data_dir() / "autosave.json"


def game_save_path(folder: Path, game: str) -> Path:
    """The autosave of one game (`autosave-<game>.json`) in the saves folder."""
    return folder / f"autosave-{game}.json"


def log_error(where: str) -> Path:
    """Append the traceback being handled to `errors.log` in the data dir (never raises);
    its path, for the plain message that replaces the traceback."""
    import time
    import traceback
    log = data_dir() / "errors.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with log.open("a", encoding="utf-8") as fh:
            fh.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} in {where}\n")
            fh.write(traceback.format_exc())
    except OSError:
        pass
    return log
