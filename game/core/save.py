"""Saves: JSON `{format_version, game, content_version, seed, seats, options, log}`.

A save is the seed, the seats, the options and the action log; loading replays the log and
checks that the dice draw exactly what was recorded. Writes are atomic (temporary file,
fsync, rename) and keep the previous save beside the new one as `<name>.bak`.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.actions import BadAction
from game.core.dice import Dice
from game.core.errors import IllegalAction
from game.core.log import ActionRecord
from game.core.protocol import Rules, Seat

FORMAT_VERSION = 1


class SaveError(Exception):
    """A save that cannot be used, with a message a player understands."""


@dataclass
class SaveData:
    game: str
    content_version: str
    seed: int
    seats: list[Seat]
    options: dict[str, Any]
    log: list[dict[str, Any]]
    setup_rolls: list[int]
    format_version: int = FORMAT_VERSION
    checksum: str = ""
    """A digest of the public view when saved; loading checks the replay reaches it."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "format_version": self.format_version,
            "game": self.game,
            "content_version": self.content_version,
            "seed": self.seed,
            "seats": [s.to_dict() for s in self.seats],
            "options": self.options,
            "setup_rolls": self.setup_rolls,
            "log": self.log,
            "checksum": self.checksum,
        }


def snapshot(rules: Rules, content_version: str) -> SaveData:
    """The save of a match as it stands."""
    return SaveData(
        game=rules.game, content_version=content_version, seed=rules.seed,
        seats=list(rules.seats), options=dict(rules.options),
        log=[r.to_dict() for r in rules.log], setup_rolls=list(rules.setup_rolls),
        checksum=state_checksum(rules))


def state_checksum(rules: Rules) -> str:
    """A short digest of what the whole table sees (identical state, identical digest)."""
    text = json.dumps(rules.view(None), sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON so that a crash leaves either the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if path.exists():
            os.replace(path, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def write_save(path: Path, data: SaveData) -> None:
    write_json_atomic(path, data.to_dict())


def parse_save(raw: Any, where: str = "the save") -> SaveData:
    """Check the shape of a loaded save; SaveError names what is wrong."""
    if not isinstance(raw, dict):
        raise SaveError(f"{where} is not a Dungeon Table save (no save record inside).")
    version = raw.get("format_version")
    if not isinstance(version, int):
        raise SaveError(f"{where} is not a Dungeon Table save (no format_version).")
    if version > FORMAT_VERSION:
        raise SaveError(f"{where} was made by a newer Dungeon Table (save format {version}; "
                        f"this one reads up to {FORMAT_VERSION}). Update to load it.")
    try:
        seats = [Seat.from_dict(s) for s in raw["seats"]]
        data = SaveData(
            game=_typed(raw, "game", str), content_version=_typed(raw, "content_version", str),
            seed=_typed(raw, "seed", int), seats=seats,
            options=_typed(raw, "options", dict), log=_typed(raw, "log", list),
            setup_rolls=list(raw.get("setup_rolls", [])), format_version=version,
            checksum=str(raw.get("checksum", "")))
    except KeyError as exc:
        raise SaveError(f"{where} is damaged: the field {exc.args[0]!r} is missing.") from None
    except (TypeError, ValueError) as exc:
        raise SaveError(f"{where} is damaged: {exc}") from None
    return data


def _typed(raw: dict[str, Any], key: str, kind: type) -> Any:
    value = raw[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"the field {key!r} should be {kind.__name__}, not {value!r:.40}")
    return value


def read_save(path: Path) -> SaveData:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"There is no save at {path}.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"The save {Path(path).name} cannot be read: {exc}") from None
    try:
        raw = json.loads(text)
    except ValueError as exc:
        raise SaveError(f"The save {Path(path).name} is damaged (not valid JSON: {exc}).") \
            from None
    return parse_save(raw, f"The save {Path(path).name}")


def replay(data: SaveData, rules_cls: type[Rules], content: Any = None,
           upto: int | None = None, undo: bool = True) -> Rules:
    """Rebuild a match from its save by replaying the log; checks every recorded roll."""
    if data.game != rules_cls.game:
        raise SaveError(f"This save is of {data.game!r}, not {rules_cls.game!r}.")
    try:
        rules = rules_cls.new_game(data.seed, data.seats, data.options, content=content,
                                   dice=Dice(data.seed), undo=undo)
    except ValueError as exc:
        raise SaveError(f"The save's setup is not valid: {exc}") from None
    if data.setup_rolls and list(rules.setup_rolls) != list(data.setup_rolls):
        raise SaveError("The save does not match this version of the game "
                        "(the setup dice differ).")
    records = data.log if upto is None else data.log[:upto]
    for number, raw in enumerate(records, 1):
        try:
            record = ActionRecord.from_dict(data.game, raw)
            rules.apply(record.action)
        except (BadAction, ValueError) as exc:
            raise SaveError(f"The save is damaged at action {number}: {exc}") from None
        except IllegalAction as exc:
            raise SaveError(f"The save does not replay: action {number} is illegal here "
                            f"({exc.message()}).") from None
        if tuple(rules.log[-1].rolls) != record.rolls:
            raise SaveError(f"The save does not replay: the dice at action {number} differ "
                            "from what was recorded.")
    if upto is None and data.checksum and state_checksum(rules) != data.checksum:
        raise SaveError("The save does not replay to the game that was saved (made with "
                        "different rules or content).")
    return rules
