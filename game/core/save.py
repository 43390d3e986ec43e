"""Saves: JSON `{format_version, game, content_version, seed, seats, options, setup_rolls,
log, checksum, finished, clock_used, clock_marks}`.

A save is the seed, the seats, the options and the action log; loading replays the log and
checks that every move is legal and that the dice draw exactly what was recorded: a replay
that does both is the game that was saved. The `checksum` guards the file itself: a digest
of what it records (seed, seats, options, setup dice, moves and their dice) in a canonical
form, never of a view, so a later release that adds a field to a view, renames one or
rewords a sentence reads every earlier save alike.

Reading never raises anything but `SaveError` (a sentence a player understands): the file
is refused before parsing when it is too large, not UTF-8 text, holds NUL bytes, nests too
deeply or holds numbers too long; after parsing every field is checked for its type, every
action field against its declared type hint, the seats and options against the game.

Writes are atomic and crash-safe: the new save goes to a temporary file (fsync), the old
save is hard-linked (or copied) to `<name>.bak`, and one `os.replace` puts the new file in
place, so `<name>` always exists once a game has started.

Format versions: 1, the first; 2 adds `clock_used`, the seconds of real time a game's clock
has run (Rial's alarm), which a replay cannot rebuild. A format 1 save reads as `None`
there (the game decides what that means). `clock_marks` (added within format 3; older
saves read as an empty list) are the seconds the clock had run when each move was made, so
a Watch shows the clock as it was at every move. 3: the checksum digests the record (above) and
every option is written; in formats 1 and 2 it was a digest of the public view, which no
later release can rebuild, so it is no longer compared (the replay's own checks stand).
An option missing from a save plays with the value it had before it existed
(`OptionSpec.before`, else its default): `complete_options`. An intact save (its checksum
holds, or it predates the record digest) whose moves or dice today's rules refuse raises
`OlderRules`, which says how many of its moves they still take (`first_moves`).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.actions import BadAction
from game.core.dice import Dice
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.log import ActionRecord
from game.core.protocol import GameInfo, Rules, Seat

FORMAT_VERSION = 3
RECORD_DIGEST_SINCE = 3
"""The first format whose checksum digests the record (earlier ones: the public view)."""

MAX_BYTES = 4 * 1024 * 1024
"""A save is refused unread beyond this (a 99-seat Maker game saves in well under 1 MB)."""
MAX_DEPTH = 32
"""Nesting of JSON arrays and objects (a save needs 5)."""
MAX_NUMBER_CHARS = 24
MAX_SEATS = 256
MAX_NAME = 100
MAX_SEED = 2**63


class SaveError(Exception):
    """A save that cannot be used, with a message a player understands."""


class NewerSave(SaveError):
    """A save made by a newer version: intact, only unreadable here (never replaced by its
    backup)."""


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
    """A digest of the record (`record_checksum`); formats 1-2: of the view, not compared."""
    has_setup_rolls: bool = True
    """False for a save written without its setup dice (then only the checksum guards)."""
    finished: bool = False
    """The game was over when saved (the launcher does not call it "in progress")."""
    clock_used: float | None = None
    """Seconds of real time the game's clock has run (`Rules.clock_used`, Rial's alarm);
    None: the game has no such clock, or a format 1 save."""
    clock_marks: list[float | None] = field(default_factory=list)
    """The seconds the game's clock had run when each move was made (`clock_marks[i]` for
    move i + 1; `Rules.clock_marks`, Rial's alarm), so a Watch shows the clock as it was;
    None for a move whose time is not known. Empty: no such clock, or an older save."""

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
            "finished": self.finished,
            "clock_used": self.clock_used,
            "clock_marks": self.clock_marks,
        }


def snapshot(rules: Rules, content_version: str) -> SaveData:
    """The save of a match as it stands."""
    return SaveData(
        game=rules.game, content_version=content_version, seed=rules.seed,
        seats=list(rules.seats), options=dict(rules.options),
        log=[r.to_dict() for r in rules.log], setup_rolls=list(rules.setup_rolls),
        checksum=record_checksum(rules.game, rules.seed, list(rules.seats),
                                 dict(rules.options), list(rules.setup_rolls),
                                 [r.to_dict() for r in rules.log]),
        finished=rules.is_over(), clock_used=clock_used_of(rules),
        clock_marks=clock_marks_of(rules))


def clock_used_of(rules: Rules) -> float | None:
    """The seconds a game's real-time clock has run, for games that keep one (an attribute
    `clock_used` of their rules, which their table sets); None otherwise."""
    used = getattr(rules, "clock_used", None)
    return None if used is None else round(float(used), 1)


def clock_marks_of(rules: Rules) -> list[float | None]:
    """The clock's mark at each move so far, for games that keep them (an attribute
    `clock_marks` of their rules); empty otherwise."""
    marks = getattr(rules, "clock_marks", None) or []
    return [None if m is None else round(float(m), 1) for m in marks[:len(rules.log)]]


def record_checksum(game: str, seed: int, seats: list[Seat], options: dict[str, Any],
                    setup_rolls: list[int], log: list[dict[str, Any]]) -> str:
    """A short digest of what a save records, in a canonical form (sorted keys, no spaces):
    the same record, the same digest, whatever the release that reads it."""
    record = [game, seed, [s.to_dict() for s in seats], options, setup_rolls, log]
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def checksum_of(data: SaveData) -> str:
    """The record digest of a save as read (its options as written)."""
    return record_checksum(data.game, data.seed, data.seats, data.options, data.setup_rolls,
                           data.log)


def checksum_holds(data: SaveData) -> bool:
    """Does the save's checksum match what it records? True for a save without one and for
    formats 1-2 (whose view digest no release after theirs can check)."""
    if not data.checksum or data.format_version < RECORD_DIGEST_SINCE:
        return True
    return checksum_of(data) == data.checksum


def complete_options(options: dict[str, Any], info: GameInfo) -> dict[str, Any]:
    """Every option of the game: those a save wrote, and for each it lacks (written before
    that option existed) the value it played with then (`OptionSpec.before`, else the
    default). Keys the game does not know are kept, for `new_game` to refuse."""
    filled = dict(options)
    for spec in info.options:
        if spec.key not in filled:
            filled[spec.key] = spec.default if spec.before is None else spec.before
    return filled


# --- writing ------------------------------------------------------------------------------
def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def _temp_name(path: Path) -> Path:
    """A fresh temporary name beside `path` (`<name>.<random>.tmp`, removed at start-up
    if a crash leaves it)."""
    return path.with_name(f"{path.name}.{secrets.token_hex(4)}.tmp")


def _keep_backup(path: Path) -> None:
    """Make `<name>.bak` the current `<name>` without ever moving `<name>` away: a hard
    link (a copy where links are not possible) under a temporary name, renamed over the
    old backup in one step."""
    if not path.is_file():
        return
    backup = backup_path(path)
    try:
        if backup.is_file() and os.path.samefile(path, backup):
            return  # already linked (a crash came between the two renames last time)
    except OSError:
        pass
    link = _temp_name(path)
    try:
        try:
            os.link(path, link)
        except OSError:
            shutil.copy2(path, link)
        os.replace(link, backup)
    finally:
        link.unlink(missing_ok=True)  # a rename between two links of one file keeps both


def write_json_atomic(path: Path, data: Any, backup: bool = True) -> None:
    """Write JSON so that a crash at any point leaves the old file or the new one in place
    (never neither, never half), and the previous one as `<name>.bak`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, separators=(",", ":"))
    tmp = _temp_name(path)
    try:
        with open(tmp, "x", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if backup:
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def write_save(path: Path, data: SaveData, backup: bool = True) -> None:
    write_json_atomic(path, data.to_dict(), backup)


def remove_stale_temps(folder: Path) -> int:
    """Delete temporary files a crash left in the saves folder (`*.json.*.tmp`); the count."""
    removed = 0
    try:
        found = list(folder.glob("*.json.*.tmp"))
    except OSError:
        return 0
    for path in found:
        try:
            if path.is_file() and not path.is_symlink():
                path.unlink()
                removed += 1
        except OSError:
            pass
    return removed


# --- reading ------------------------------------------------------------------------------
_TOKENS = re.compile(r'\\.|["\[\]{}]', re.DOTALL)


def nesting_depth(text: str, stop: int = MAX_DEPTH) -> int:
    """How deeply JSON arrays and objects nest in `text` (strings skipped), without
    recursion and without parsing; counting stops once past `stop`."""
    depth = deepest = 0
    in_string = False
    for match in _TOKENS.finditer(text):
        ch = match.group()
        if len(ch) == 2:  # an escaped character: never ends a string nor nests
            continue
        if ch == '"':
            in_string = not in_string
        elif in_string:
            continue
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop:
                    break
        else:
            depth -= 1
    return deepest


def _bounded_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError(f"a number {len(text)} digits long")
    return int(text)


def _bounded_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError(f"a number {len(text)} characters long")
    return float(text)


def _no_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number a save may hold")


def parse_text(text: str, name: str) -> Any:
    """JSON within the limits (depth, number lengths, no NUL bytes), or SaveError."""
    if "\x00" in text:
        raise SaveError(f"The save {name} is damaged: it holds NUL bytes.")
    depth = nesting_depth(text)
    if depth > MAX_DEPTH:
        raise SaveError(f"The save {name} is damaged: it nests more than {MAX_DEPTH} "
                        "levels deep (a save needs a handful).")
    try:
        return json.loads(text, parse_int=_bounded_int, parse_float=_bounded_float,
                          parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise SaveError(f"The save {name} is damaged (not valid JSON: {_short(exc)}).") \
            from None


def _short(exc: BaseException, limit: int = 160) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= limit else text[:limit - 3] + "..."


def read_save(path: Path) -> SaveData:
    """Read and check a save file; never raises anything but SaveError."""
    path = Path(path)
    name = path.name
    try:
        return _read_save(path, name)
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - a save must never crash the program
        raise SaveError(f"The save {name} cannot be read ({_short(exc)}).") from None


def _read_save(path: Path, name: str) -> SaveData:
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError(f"There is no save at {path}.") from None
    except OSError as exc:
        raise SaveError(f"The save {name} cannot be read: {_short(exc)}") from None
    if path.is_dir():
        raise SaveError(f"In place of the save {name} there is a folder.")
    if info.st_size > MAX_BYTES:
        raise SaveError(f"The save {name} is damaged: it is {info.st_size // 1024 // 1024} "
                        f"MB, far more than any save (at most {MAX_BYTES // 1024 // 1024} MB).")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"The save {name} cannot be read: {_short(exc)}") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(f"The save {name} is damaged: it is far larger than any save.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"The save {name} is damaged: it is not UTF-8 text.") from None
    return parse_save(parse_text(text, name), f"The save {name}")


def parse_save(raw: Any, where: str = "the save") -> SaveData:
    """Check the shape and types of a loaded save; SaveError names what is wrong."""
    if not isinstance(raw, dict):
        raise SaveError(f"{where} is not a Dungeon Table save (no save record inside).")
    version = raw.get("format_version")
    if type(version) is not int:
        raise SaveError(f"{where} is not a Dungeon Table save (no format_version).")
    if version > FORMAT_VERSION:
        raise NewerSave(f"{where} was made by a newer Dungeon Table (save format {version}; "
                        f"this one reads up to {FORMAT_VERSION}). Update to load it.")
    if version < 1:
        raise SaveError(f"{where} is damaged: save format {version} does not exist.")
    try:
        return SaveData(
            game=_typed(raw, "game", str), content_version=_typed(raw, "content_version", str),
            seed=_seed(raw), seats=_seats(raw), options=_options(raw),
            log=_log(raw), setup_rolls=_setup_rolls(raw), format_version=version,
            checksum=_checksum(raw), has_setup_rolls="setup_rolls" in raw,
            finished=_finished(raw), clock_used=_clock_used(raw, version),
            clock_marks=_clock_marks(raw))
    except KeyError as exc:
        raise SaveError(f"{where} is damaged: the field {exc.args[0]!r} is missing.") from None
    except (TypeError, ValueError) as exc:
        raise SaveError(f"{where} is damaged: {exc}") from None


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


_KINDS = {str: "a text", int: "a whole number", list: "a list", dict: "a set of named values"}


def _typed(raw: dict[str, Any], key: str, kind: type) -> Any:
    value = raw[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"the field {key!r} should be {_KINDS.get(kind, kind.__name__)}, "
                        f"not {_show(value)}")
    return value


def _seed(raw: dict[str, Any]) -> int:
    seed = _typed(raw, "seed", int)
    if not -MAX_SEED < seed < MAX_SEED:
        raise ValueError(f"the seed {_show(seed)} is out of range")
    return seed


def _seats(raw: dict[str, Any]) -> list[Seat]:
    seats = _typed(raw, "seats", list)
    if not 1 <= len(seats) <= MAX_SEATS:
        raise ValueError(f"it has {len(seats)} seats")
    found = [Seat.from_dict(s) for s in seats]
    for number, seat in enumerate(found, 1):
        if len(seat.name) > MAX_NAME or len(seat.title) > MAX_NAME or \
                len(seat.bot or "") > MAX_NAME:
            raise ValueError(f"seat {number} has a name longer than {MAX_NAME} letters")
    return found


def _options(raw: dict[str, Any]) -> dict[str, Any]:
    options = _typed(raw, "options", dict)
    for key, value in options.items():
        if type(value) not in (bool, int, str) or (type(value) is int and
                                                   abs(value) > 2**31):
            raise ValueError(f"the option {_show(key)} should be true/false, a number or a "
                             f"text, not {_show(value)}")
    return options


def _log(raw: dict[str, Any]) -> list[dict[str, Any]]:
    log = _typed(raw, "log", list)
    for number, record in enumerate(log, 1):
        if not isinstance(record, dict):
            raise ValueError(f"move {number} is not a move record ({_show(record)})")
    return log


def _setup_rolls(raw: dict[str, Any]) -> list[int]:
    rolls = raw.get("setup_rolls", [])
    if not isinstance(rolls, list) or not all(type(r) is int and 0 <= r <= 2**31
                                              for r in rolls):
        raise ValueError("the setup dice should be a list of die results")
    return list(rolls)


def _finished(raw: dict[str, Any]) -> bool:
    finished = raw.get("finished", False)
    if type(finished) is not bool:
        raise ValueError(f"the field 'finished' should be true or false, not {_show(finished)}")
    return finished


MAX_CLOCK = 10**7
"""Seconds a clock may have run (Rial's longest alarm is 3 hours)."""


def _clock_used(raw: dict[str, Any], version: int) -> float | None:
    """Format 2's `clock_used`; a format 1 save had none (None: the game decides)."""
    if version < 2:
        return None
    used = raw.get("clock_used")
    if used is None:
        return None
    if type(used) not in (int, float) or not 0 <= used <= MAX_CLOCK:
        raise ValueError(f"the field 'clock_used' should be a number of seconds, not "
                         f"{_show(used)}")
    return float(used)


def _clock_marks(raw: dict[str, Any]) -> list[float | None]:
    """The clock's mark at each move (none in a save from before they were kept)."""
    marks = raw.get("clock_marks", [])
    if not isinstance(marks, list) or len(marks) > len(raw.get("log") or []) or \
            not all(m is None or type(m) in (int, float) and 0 <= m <= MAX_CLOCK
                    for m in marks):
        raise ValueError("the field 'clock_marks' should list a number of seconds for "
                         "each move")
    return [None if m is None else float(m) for m in marks]


def _checksum(raw: dict[str, Any]) -> str:
    checksum = raw.get("checksum", "")
    if not isinstance(checksum, str) or len(checksum) > 64:
        raise ValueError("the checksum should be a short text")
    return checksum


def first_moves(data: SaveData, moves: int) -> SaveData:
    """The save as it stood after its first `moves` moves (its checksum made anew)."""
    log = data.log[:moves]
    return SaveData(
        game=data.game, content_version=data.content_version, seed=data.seed,
        seats=list(data.seats), options=dict(data.options), log=log,
        setup_rolls=list(data.setup_rolls), format_version=FORMAT_VERSION,
        checksum=record_checksum(data.game, data.seed, list(data.seats), dict(data.options),
                                 list(data.setup_rolls), log),
        has_setup_rolls=data.has_setup_rolls, finished=False, clock_used=data.clock_used,
        clock_marks=list(data.clock_marks[:moves]))


# --- replaying ----------------------------------------------------------------------------
def check_seats(data: SaveData, rules_cls: type[Rules]) -> None:
    """The seats fit the game: their count and the computer kinds it knows."""
    info = rules_cls.info
    lo, hi = info.seats
    if not lo <= len(data.seats) <= hi:
        raise SaveError(f"The save is damaged: {info.title} takes {lo}–{hi} seats, "
                        f"the save has {len(data.seats)}.")
    for number, seat in enumerate(data.seats, 1):
        if seat.bot is not None and seat.bot not in info.bots:
            raise SaveError(f"The save is damaged: seat {number} ({seat.name}) is played by "
                            f"an unknown computer kind {seat.bot!r}.")


class OlderRules(SaveError):
    """An intact save (its checksum holds) that today's rules refuse: a move they find
    illegal, or dice they draw otherwise. Kept as it is; it can be watched up to `moves`
    (the moves today's rules still take) and its deal started again."""

    def __init__(self, message: str, moves: int) -> None:
        super().__init__(message)
        self.moves = moves


def replay(data: SaveData, rules_cls: type[Rules], content: Any = None,
           upto: int | None = None, undo: bool = True,
           events: list[Event] | None = None,
           owners: list[ActionRecord | None] | None = None) -> Rules:
    """Rebuild a match from its save by replaying the log; checks the seats and options,
    every move's fields, its legality and recorded dice, and the checksum. The save's
    options are completed (`complete_options`: `data.options` then holds every option the
    match plays with). The replayed moves' events are appended to `events` when given, and
    to `owners`, event by event, the record of the move that made it in the rebuilt rules'
    log (so its log lines can go when that move is taken back). Raises SaveError only
    (`OlderRules` for an intact save today's rules refuse)."""
    if data.game != rules_cls.game:
        raise SaveError(f"This save is of {data.game!r}, not {rules_cls.game!r}.")
    check_seats(data, rules_cls)
    intact = checksum_holds(data)
    data.options = complete_options(data.options, rules_cls.info)
    try:
        rules = rules_cls.new_game(data.seed, data.seats, data.options, content=content,
                                   dice=Dice(data.seed), undo=undo)
    except ValueError as exc:
        raise SaveError(f"The save's setup is not valid: {_short(exc)}") from None
    except Exception as exc:  # noqa: BLE001 - a save must never crash the program
        raise SaveError(f"The save's setup cannot be played ({_short(exc)}).") from None
    if data.has_setup_rolls and list(rules.setup_rolls) != list(data.setup_rolls):
        raise _refusal(intact, 0, "The save is damaged: its setup dice differ from what "
                       "this game draws (tampered, or made by another version).")
    records = data.log if upto is None else data.log[:upto]
    for number, raw in enumerate(records, 1):
        produced = _replay_move(rules, data.game, number, raw, intact)
        if events is not None:
            events.extend(produced)
        if owners is not None:
            owners.extend([rules.log[-1] if rules.log else None] * len(produced))
    if upto is None and not intact:
        raise SaveError("The save does not replay to the game that was saved: its checksum "
                        "does not match the moves it holds (damaged, or tampered).")
    if hasattr(rules, "clock_used"):
        rules.clock_used = data.clock_used   # not rebuilt by the replay: kept in the save
    if hasattr(rules, "clock_marks"):
        rules.clock_marks = list(data.clock_marks[:len(rules.log)])
    return rules


def _refusal(intact: bool, number: int, message: str) -> SaveError:
    """The refusal of a save at move `number`: an intact one was made under other rules."""
    return OlderRules(message, max(0, number - 1)) if intact else SaveError(message)


def _replay_move(rules: Rules, game: str, number: int, raw: Any, intact: bool = False
                 ) -> list[Event]:
    try:
        record = ActionRecord.from_dict(game, raw)
    except (BadAction, ValueError) as exc:
        raise SaveError(f"The save is damaged at move {number}: {_short(exc)}") from None
    try:
        produced = rules.apply(record.action)
    except IllegalAction as exc:
        raise _refusal(intact, number, f"The save does not replay: move {number} "
                       f"({type(record.action).__name__} by "
                       f"{_seat_name(rules, record.action.seat)}) is illegal here: "
                       f"{exc.message()}") from None
    except Exception as exc:  # noqa: BLE001 - a save must never crash the program
        raise SaveError(f"The save is damaged at move {number}: "
                        f"{type(record.action).__name__} cannot be played here "
                        f"({type(exc).__name__}).") from None
    if tuple(rules.log[-1].rolls) != record.rolls:
        raise _refusal(intact, number, f"The save is damaged at move {number}: its dice "
                       "differ from what was recorded (tampered, or made by another version).")
    return produced


def _seat_name(rules: Rules, seat: int) -> str:
    return rules.seat_name(seat) if 0 <= seat < len(rules.seats) else f"seat {seat}"
