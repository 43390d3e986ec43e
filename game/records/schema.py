"""The records database's schema, its version (`PRAGMA user_version`) and the migrations
that bring an older file up to date, each in one transaction."""
from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from typing import Iterator

MIGRATIONS: tuple[str, ...] = (
    # version 1: finished matches and their seats
    """
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        match_key TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        played_at TEXT NOT NULL,
        seed INTEGER NOT NULL,
        options TEXT NOT NULL,
        ending TEXT NOT NULL CHECK (ending IN ('finished', 'conceded')),
        headline TEXT NOT NULL,
        stats TEXT NOT NULL,
        save TEXT NOT NULL
    );
    CREATE INDEX matches_by_game ON matches (game, played_at);
    CREATE TABLE seats (
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        bot TEXT,
        score INTEGER,
        rank INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        lines TEXT NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


class NewerRecords(Exception):
    """The file was written by a newer version: left alone, not read."""


@contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction (the connection is in autocommit mode): all or nothing, and
    the file's write lock held from the start."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def version_of(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def migrate(db: sqlite3.Connection) -> int:
    """Bring `db` to SCHEMA_VERSION, one migration per transaction; the version found."""
    found = version_of(db)
    if found > SCHEMA_VERSION:
        raise NewerRecords(f"records version {found}; this version reads up to "
                           f"{SCHEMA_VERSION}")
    for version in range(found, SCHEMA_VERSION):
        with transaction(db):  # the schema change and its version number together
            for statement in MIGRATIONS[version].split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {version + 1}")
    return found
