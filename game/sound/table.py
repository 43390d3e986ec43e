"""The one table that maps events to sounds (content/sounds.yaml), checked against the list of
sounds the build script makes (sounds/sounds.json). Pure: no pygame.

A sound never tells a seat what it may not see: the table marks an event secret when a
watcher may not see it (on a shared couch, every event that only some seats may see), and a
secret event makes its game's one `private` sound, whatever it was. The sound of any event
depends only on its type and its public kind, never on its private fields.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.content.errors import ContentError
from game.content.loader import read_yaml

GAMES = ("doodle", "maker", "trapper", "lab", "rial")
SPECIAL = {"dice", "none"}
"""`dice` becomes dice_one or dice_many by the number of dice; `none` is silence."""
KIND_FIELDS = ("what", "tag")
"""The event fields that name what an event is about (Rial's Happened.what, Lab's GmSaid.tag)."""


def sound_names(listing: Path) -> dict[str, dict[str, Any]]:
    """The sounds the build script wrote: {name: {"file", "what", "seconds"}}."""
    try:
        data = json.loads(listing.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError([f"{listing.name}: the list of sounds is missing"]) from None
    except (OSError, ValueError) as exc:
        raise ContentError([f"{listing.name}: cannot be read ({exc})"]) from None
    if not isinstance(data, dict):
        raise ContentError([f"{listing.name}: should map each sound's name to its file"])
    return data


@dataclass
class SoundTable:
    """Per game: event key -> sound name, and the game's private sound."""

    games: dict[str, dict[str, str]] = field(default_factory=dict)
    common: dict[str, str] = field(default_factory=dict)

    @classmethod
    def load(cls, table: Path, listing: Path) -> "SoundTable":
        """Read and check the table: every game present, every value a listed sound, every
        game with its private sound. Problems name the file, the game and the key."""
        known = set(sound_names(listing)) | SPECIAL
        raw = read_yaml(table)
        name = table.name
        if not isinstance(raw, dict):
            raise ContentError([f"{name}: should map each game to its events' sounds"])
        problems: list[str] = []
        parsed: dict[str, dict[str, str]] = {}
        for game in ("common", *GAMES):
            entries = raw.get(game)
            if not isinstance(entries, dict):
                problems.append(f"{name}: {game}: missing, or not a list of event: sound")
                continue
            for key, value in entries.items():
                if not isinstance(value, str) or value not in known:
                    problems.append(f"{name}: {game}.{key}: {value!r} is not a sound in "
                                    f"sounds.json")
            if game != "common" and "private" not in entries:
                problems.append(f"{name}: {game}.private: missing (the sound of a secret "
                                f"move on a shared couch)")
            parsed[game] = {str(k): str(v) for k, v in entries.items()}
        for extra in set(raw) - {"common", *GAMES}:
            problems.append(f"{name}: {extra}: not a game")
        if problems:
            raise ContentError(problems)
        common = parsed.pop("common")
        return cls(parsed, common)

    def sound_for(self, game: str, event: Any, secret: bool = False) -> str | None:
        """The sound `event` makes at `game`'s table, or None for silence. A `secret` event
        (one a watcher may not see) makes the game's private sound, whatever it was."""
        entries = self.games.get(game, {})
        if secret:
            return _resolve(entries.get("private", "none"), event)
        kind_name = type(event).__name__
        for field_name in KIND_FIELDS:
            kind = getattr(event, field_name, None)
            if isinstance(kind, str) and f"{kind_name}:{kind}" in entries:
                return _resolve(entries[f"{kind_name}:{kind}"], event)
        found = entries.get(kind_name) or self.common.get(kind_name)
        return _resolve(found, event) if found else None


def sound_problems(table: Path, folder: Path) -> list[str]:
    """Everything wrong with the sound table and the sound files (for `main.py check`): the
    table against the list, and each listed file readable, mono 16-bit and under a second."""
    import wave
    try:
        SoundTable.load(table, folder / "sounds.json")
        listing = sound_names(folder / "sounds.json")
    except ContentError as exc:
        return list(exc.problems)
    problems = []
    for name, entry in sorted(listing.items()):
        file = entry.get("file") if isinstance(entry, dict) else None
        if not isinstance(file, str):
            problems.append(f"sounds.json: {name}: no file named")
            continue
        try:
            with wave.open(str(folder / file)) as w:
                seconds = w.getnframes() / w.getframerate()
                shape = (w.getnchannels(), w.getsampwidth())
        except (OSError, EOFError, wave.Error) as exc:
            problems.append(f"sounds/{file}: cannot be read as a WAV ({exc})")
            continue
        if shape != (1, 2) or not 0 < seconds < 1:
            problems.append(f"sounds/{file}: should be mono 16-bit and under a second")
    return problems


def _resolve(name: str, event: Any) -> str | None:
    if name == "none":
        return None
    if name == "dice":
        values = getattr(event, "values", ()) or ()
        return "dice_many" if len(values) > 1 else "dice_one"
    return name
