"""The saves on a shelf as the launcher and the Records screen see them (reading never
raises: a save that cannot be read is listed as damaged).

Each save is also looked at once the way Continue would open it (`look_at`: replayed under
today's rules), so its tile can say before any click how far it is, and whether it was
saved with older rules. The look is cached by the file's size and time: the launcher pays
for it once per save written, not once per frame or per visit.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.protocol import GameInfo
from game.core.save import SaveData, backup_path, read_save

if TYPE_CHECKING:
    from game.library.shelf import Library


@dataclass(frozen=True)
class Look:
    """A save replayed as Continue would: how far it is, or why it cannot go on."""

    progress: str = ""
    """Where it stands as players count ("round 12"); "" when unknown."""
    refusal: str = ""
    """Why it cannot be continued ("" when it can)."""
    older_rules: bool = False
    """It is intact but today's rules refuse it (`OlderRules`)."""
    replayable: int = 0
    """How many of its moves today's rules still take (an older-rules save)."""


@dataclass(frozen=True)
class SavedGame:
    """What the launcher knows of one save."""

    key: str
    """The game's key ("" for the single autosave of an earlier version)."""
    path: Path
    title: str
    damaged: bool
    finished: bool = False
    moves: int = 0
    look: Look = Look()
    data: SaveData | None = None
    """The save as read (None when it cannot be read)."""

    @property
    def in_progress(self) -> bool:
        return not self.finished

    @property
    def older_rules(self) -> bool:
        return self.look.older_rules

    @property
    def continues(self) -> bool:
        """Continue can open it (a damaged or older-rules save only says why not)."""
        return not self.damaged and not self.look.older_rules


_LOOKS: dict[tuple[str, int, int], Look] = {}
"""Looks by (file, size, modification time in ns)."""


def look_at(library: "Library", path: Path, data: SaveData) -> Look:
    """Replay the save read from `path` as Continue would (cached; never raises)."""
    try:
        info = path.stat()
        key = (str(path), info.st_size, info.st_mtime_ns)
    except OSError:
        return Look()
    if key not in _LOOKS:
        if len(_LOOKS) > 64:
            _LOOKS.clear()
        _LOOKS[key] = _replayed(library, data)
    return _LOOKS[key]


def _replayed(library: "Library", data: SaveData) -> Look:
    from game.core.save import OlderRules
    try:
        rules = library.resume(data, None).rules
    except OlderRules as exc:
        return Look(refusal=str(exc), older_rules=True, replayable=exc.moves)
    except Exception as exc:  # noqa: BLE001 - SaveError, ContentError: Continue says it
        return Look(refusal=str(exc) or type(exc).__name__)
    return Look(progress=progress_label(rules))


def progress_label(rules: Any) -> str:
    """Where a match stands, as its players count: the game's own `progress_label()` if it
    has one, else its round, turn or hero ("round 12"); "" when none."""
    label = getattr(rules, "progress_label", None)
    if callable(label):
        return str(label())
    for name, word in (("hero_round", "hero"), ("round", "round"), ("turn", "turn")):
        value = getattr(rules.state, name, None)
        if isinstance(value, int) and value > 0:
            return f"{word} {value}"
    return ""


def read_saved_games(library: "Library", games: list[GameInfo], look: bool = True
                     ) -> list[SavedGame]:
    """The saves on disk, newest first, each looked at (`look_at`) unless `look` is False
    (never raises)."""
    titles = {g.key: g.title for g in games}
    found: list[SavedGame] = []
    try:
        saves = library.saved_games()
    except Exception:  # noqa: BLE001 - the launcher must always open
        return []
    for key, path in saves:
        title = titles.get(key, "")
        source = path if path.is_file() else backup_path(path)
        try:
            data = read_save(source)
        except Exception:  # noqa: BLE001 - SaveError, or a folder that cannot be looked at
            found.append(SavedGame(key, path, title, damaged=True))
            continue
        if not key:
            title = titles.get(data.game, data.game)
        seen = look_at(library, source, data) if look and (not key or key in titles) else Look()
        found.append(SavedGame(key, path, title, False, data.finished, len(data.log), seen,
                               data))
    return found


def in_progress(library: "Library", info: GameInfo) -> bool:
    """Would a new game of `info` replace a game in progress (or a damaged save)?"""
    saved = next((s for s in read_saved_games(library, [info], look=False)
                  if s.key == info.key), None)
    return saved is not None and (saved.damaged or saved.in_progress)


def recorded(save: SaveData, matches: list[Any]) -> bool:
    """Is the finished game of `save` among the records' `matches` (same game, seed and
    moves)?"""
    return any(m.game == save.game and m.seed == save.seed and isinstance(m.save, dict)
               and m.save.get("log") == save.log for m in matches)
