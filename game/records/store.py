"""The records file: finished games in SQLite (the standard library's `sqlite3`).

One `Records` per file and process; every write is one transaction under the file's write
lock (`BEGIN IMMEDIATE`, and a process-wide lock around the connection), so two places
never write at once. A damaged file is set aside under a new name (never deleted) and a
fresh one started; a file from a newer version is left alone and nothing is written. The
problem is reported once (`take_problem`).
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.records.schema import NewerRecords, migrate, transaction

ENDINGS = ("finished", "conceded")


@dataclass(frozen=True)
class SeatRow:
    seat: int
    name: str
    bot: str | None
    score: int | None
    rank: int
    winner: bool
    lines: tuple[tuple[str, Any, str], ...] = ()
    """The score breakdown: (label, value, kind) as on the end screen."""

    @property
    def human(self) -> bool:
        return self.bot is None


@dataclass(frozen=True)
class MatchRow:
    """One finished (or conceded) game as stored."""

    game: str
    played_at: str
    """ISO date and time, UTC (sorts as text)."""
    seed: int
    options: dict[str, Any]
    ending: str
    headline: str
    seats: tuple[SeatRow, ...]
    stats: tuple[tuple[str, Any], ...] = ()
    save: dict[str, Any] = field(default_factory=dict)
    """The finished game's save (its action log), to watch it again."""
    id: int = 0

    @property
    def finished(self) -> bool:
        return self.ending == "finished"

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    @property
    def winners(self) -> list[SeatRow]:
        return [s for s in self.seats if s.winner]

    def key(self) -> str:
        """Identifies the game played (same save, same key: stored once)."""
        import hashlib
        text = json.dumps([self.game, self.save or [self.seed, self.played_at]],
                          sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:32]


class Records:
    """The records of one file; opened on first use."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._db: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self._problem = ""
        self.writable = True

    # --- opening -----------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection | None:
        if self._db is not None or not self.writable:
            return self._db
        try:
            self._db = self._open_file()
        except NewerRecords as exc:
            self.writable = False
            self._problem = (f"The records file {self.path.name} was made by a newer "
                             f"Dungeon Table ({exc}). It was left as it is; this version "
                             "keeps no records.")
            return None
        except (sqlite3.DatabaseError, OSError) as exc:
            aside = self._set_aside()
            self._problem = (f"The records file {self.path.name} could not be read ({exc}). "
                             + (f"It was kept as {aside.name} and " if aside else "")
                             + "a fresh records file was started.")
            try:
                self._db = self._open_file()
            except (sqlite3.DatabaseError, OSError, NewerRecords):
                self.writable = False
                self._db = None
        return self._db

    def _open_file(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=5.0, isolation_level=None,
                             check_same_thread=False)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            migrate(db)
            check = db.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"integrity check: {check}")
            db.execute("SELECT count(*) FROM matches JOIN seats ON seats.match_id = "
                       "matches.id").fetchone()
        except BaseException:
            db.close()
            raise
        return db

    def _set_aside(self) -> Path | None:
        """Move a damaged file (and its journal) out of the way under a new name."""
        if not self.path.exists():
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        n = 1
        while aside.exists():
            n += 1
            aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{n}")
        try:
            self.path.rename(aside)
            for extra in ("-journal", "-wal", "-shm"):
                side = self.path.with_name(self.path.name + extra)
                if side.exists():
                    side.rename(aside.with_name(aside.name + extra))
        except OSError:
            return None
        return aside

    def take_problem(self) -> str:
        """A problem with the file, once (then ""): the caller shows it to the player."""
        if self.path.exists():
            self._connect()
        problem, self._problem = self._problem, ""
        return problem

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None

    # --- writing -----------------------------------------------------------------------
    def add(self, match: MatchRow) -> int | None:
        """Store a finished game (once: the same game again is ignored); its id, or None
        when the records cannot be written."""
        if match.ending not in ENDINGS:
            raise ValueError(f"not an ending: {match.ending!r}")
        with self._lock:
            db = self._connect()
            if db is None:
                return None
            try:
                return self._insert(db, match)
            except sqlite3.DatabaseError:
                return None

    @staticmethod
    def _kept_already(db: sqlite3.Connection, match: MatchRow) -> bool:
        """Is the same game (same seed and moves) stored under another key? A save read
        back from an earlier format gets a new key (its checksum and format differ), and a
        finished game continued after an upgrade is still the game that was kept."""
        log = match.save.get("log") if isinstance(match.save, dict) else None
        if not isinstance(log, list):
            return False
        for (text,) in db.execute("SELECT save FROM matches WHERE game = ? AND seed = ?",
                                  (match.game, match.seed)):
            try:
                stored = json.loads(text)
            except ValueError:
                continue
            if isinstance(stored, dict) and stored.get("log") == log:
                return True
        return False

    @classmethod
    def _insert(cls, db: sqlite3.Connection, match: MatchRow) -> int | None:
        with transaction(db):
            if cls._kept_already(db, match):
                return None
            cursor = db.execute(
                "INSERT OR IGNORE INTO matches (match_key, game, played_at, seed, options, "
                "ending, headline, stats, save) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (match.key(), match.game, match.played_at, match.seed,
                 json.dumps(match.options), match.ending, match.headline,
                 json.dumps([list(s) for s in match.stats], default=str),
                 json.dumps(match.save)))
            if cursor.rowcount == 0:
                return None
            match_id = cursor.lastrowid
            db.executemany(
                "INSERT INTO seats (match_id, seat, name, bot, score, rank, winner, lines) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(match_id, s.seat, s.name, s.bot, s.score, s.rank, int(s.winner),
                  json.dumps([list(line) for line in s.lines], default=str))
                 for s in match.seats])
        return match_id

    # --- reading -----------------------------------------------------------------------
    def matches(self, game: str | None = None, limit: int | None = None) -> list[MatchRow]:
        """Stored games, newest first (of one game when `game` is given). Reading never
        creates the file."""
        with self._lock:
            if self._db is None and not self.path.exists():
                return []
            db = self._connect()
            if db is None:
                return []
            try:
                return self._select(db, game, limit)
            except (sqlite3.DatabaseError, ValueError):
                return []

    def match(self, match_id: int) -> MatchRow | None:
        found = [m for m in self.matches() if m.id == match_id]
        return found[0] if found else None

    @staticmethod
    def _select(db: sqlite3.Connection, game: str | None, limit: int | None
                ) -> list[MatchRow]:
        where, args = ("WHERE game = ?", [game]) if game else ("", [])
        sql = (f"SELECT id, game, played_at, seed, options, ending, headline, stats, save "
               f"FROM matches {where} ORDER BY played_at DESC, id DESC")
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        rows = db.execute(sql, args).fetchall()
        seats: dict[int, list[SeatRow]] = {}
        ids = [r[0] for r in rows]
        for chunk in range(0, len(ids), 500):
            part = ids[chunk:chunk + 500]
            marks = ",".join("?" * len(part))
            for s in db.execute(f"SELECT match_id, seat, name, bot, score, rank, winner, "
                                f"lines FROM seats WHERE match_id IN ({marks}) "
                                f"ORDER BY seat", part):
                seats.setdefault(s[0], []).append(SeatRow(
                    s[1], s[2], s[3], s[4], s[5], bool(s[6]),
                    tuple(tuple(line) for line in json.loads(s[7]))))
        return [MatchRow(game=r[1], played_at=r[2], seed=r[3], options=json.loads(r[4]),
                         ending=r[5], headline=r[6],
                         seats=tuple(seats.get(r[0], [])),
                         stats=tuple(tuple(s) for s in json.loads(r[7])),
                         save=json.loads(r[8]), id=r[0]) for r in rows]
