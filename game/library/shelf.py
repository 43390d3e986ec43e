"""The shelf: where a player's saves and records live, and how a match is opened from
them (`Library.open_match`)."""
from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from game.content import ContentError, ContentRegistry
from game.core.protocol import GameInfo, Seat
from game.core.save import (NewerSave, OlderRules, SaveData, SaveError, backup_path,
                            read_save, remove_stale_temps, write_save)
from game.library.opening import OLDER_RULES, Opened, Refusal
from game.paths import CONTENT, game_save_path

if TYPE_CHECKING:   # a match's modules load when one opens, not at start-up
    from game.core.session import Session
    from game.records import Records

HINTS_USED = "Hints used"
"""The records' figure of a game played with "What would the computer do?"."""


class Library:
    """One player's saves folder: its saves, their backups and its records file."""

    def __init__(self, save_path: Path, content: ContentRegistry | None = None) -> None:
        self.save_path = Path(save_path)
        """The single autosave of earlier versions; each game saves beside it in
        `autosave-<game>.json` (`save_path_for`)."""
        self.content = content if content is not None else ContentRegistry(CONTENT)
        self.records_open: "Records | None" = None
        """The records file once opened (`records`), else None."""

    # --- the folder ----------------------------------------------------------------------
    @property
    def saves_dir(self) -> Path:
        return self.save_path.parent

    def save_path_for(self, game: str) -> Path:
        """The autosave of one game."""
        return game_save_path(self.saves_dir, game)

    def prepare(self) -> None:
        """At start-up: remove temporary files a crash left behind, and move the single
        autosave of earlier versions to its game's own save. Never raises."""
        try:
            remove_stale_temps(self.saves_dir)
            self._migrate_single_autosave()
        except Exception:  # noqa: BLE001 - start-up goes on without it
            pass

    def _migrate_single_autosave(self) -> None:
        from game.catalog import GAME_KEYS
        old = self.save_path
        if not old.is_file():
            return
        try:
            game = read_save(old).game
        except SaveError:
            return  # a damaged old save stays where it is; Continue says what is wrong
        if game not in GAME_KEYS or self.save_path_for(game).exists():
            return
        new = self.save_path_for(game)
        try:
            os.link(old, new)
        except OSError:
            shutil.copy2(old, new)
        if backup_path(old).is_file() and not backup_path(new).exists():
            os.replace(backup_path(old), backup_path(new))
        old.unlink()

    def saved_games(self) -> list[tuple[str, Path]]:
        """The saves Continue can offer, newest first: `(game key or "", path)`; the key
        is "" for the single autosave of an earlier version."""
        from game.catalog import GAME_KEYS
        found: list[tuple[float, str, Path]] = []
        for key in (*GAME_KEYS, ""):
            path = self.save_path_for(key) if key else self.save_path
            for candidate in (path, backup_path(path)):
                try:
                    if candidate.exists():
                        found.append((candidate.stat().st_mtime, key, path))
                        break
                except OSError:
                    continue
        found.sort(key=lambda f: -f[0])
        return [(key, path) for _, key, path in found]

    # --- records -------------------------------------------------------------------------
    @property
    def records(self) -> "Records":
        """The player's records (`records.sqlite` beside the saves), opened on first use."""
        path = self.saves_dir / "records.sqlite"
        if self.records_open is None or self.records_open.path != path:
            from game.records import Records
            if self.records_open is not None:
                self.records_open.close()
            self.records_open = Records(path)
        return self.records_open

    def keep(self, session: "Session") -> list[str] | None:
        """Keep a game that just ended in the records (not a game without a human seat);
        what it means for the end screen, or None when nothing was kept."""
        import dataclasses

        from game.records import match_row, worth_keeping
        from game.records.stats import end_notes
        if not worth_keeping(session.rules):
            return None
        row = match_row(session.rules, session.save_data().to_dict())
        if row is None:
            return None
        if session.hints_used:   # the records say the game was played with hints
            row = dataclasses.replace(row, stats=(*row.stats,
                                                  (HINTS_USED, session.hints_used)))
        before = self.records.matches(row.game)
        if self.records.add(row) is None:
            return None
        return end_notes(before, row)

    # --- opening a match -----------------------------------------------------------------
    def content_of(self, info: GameInfo) -> Any:
        return self.content.get(info.key) if self.content.has_content(info.key) else None

    @staticmethod
    def playable_info(data: SaveData) -> GameInfo:
        """The game a save is of, if this version can play it (else SaveError)."""
        from game.catalog import game_info
        try:
            info = game_info(data.game)
        except KeyError:
            raise SaveError(f"The save is of an unknown game {data.game!r}.") from None
        if not info.playable:
            raise SaveError(f"The save is of {info.title}, which is not playable in this "
                            "version.")
        return info

    def resume(self, data: SaveData, save_path: Path | None) -> "Session":
        """A session rebuilt from a save (raises SaveError / ContentError)."""
        from game.core.session import Session, content_version_of
        info = self.playable_info(data)
        return Session.resume(info, data, content=self.content_of(info),
                              content_version=content_version_of(CONTENT / info.key),
                              save_path=save_path)

    def open_match(self, info: GameInfo | None = None, seats: Sequence[Seat] = (),
                   seed: int = 0, options: dict[str, Any] | None = None, *,
                   save: Path | None = None, data: SaveData | None = None,
                   autosave: bool = True, content: Any = None) -> Opened | Refusal:
        """Open a match, never raising for a bad save or broken content:
        - a new one of `info` with `seats`, `seed` and `options`, autosaved to its game's
          file (replacing the save there) unless `autosave` is False (a lesson), on the
          game's shipped content or on `content` (a lesson's own);
        - the save at `save` (Continue): a lost or damaged one comes back from its backup,
          minus its last move (`Opened.recovered` says why);
        - the save `data` (a record to watch, a save read elsewhere), kept in no file."""
        if save is not None:
            return self._continued(save)
        if data is not None:
            try:
                return Opened(self.resume(data, None))
            except (SaveError, ContentError) as exc:
                return _refused("Cannot replay", exc)
        if info is None:
            raise ValueError("open_match needs a game, a save or a save's data")
        return self._started(info, seats, seed, options, autosave, content)

    def _started(self, info: GameInfo, seats: Sequence[Seat], seed: int,
                 options: dict[str, Any] | None, autosave: bool, content: Any
                 ) -> Opened | Refusal:
        from game.core.session import Session, content_version_of
        try:
            if content is None:
                content = self.content_of(info)
            return Opened(Session.start(
                info, seats, seed, options, content=content,
                content_version=content_version_of(CONTENT / info.key),
                save_path=self.save_path_for(info.key) if autosave else None))
        except ContentError as exc:
            return Refusal(f"{info.title} cannot start",
                           "Its content files are broken:\n" + "\n".join(exc.problems[:8]))
        except ValueError as exc:
            return Refusal(f"{info.title} cannot start", str(exc))
        except OSError as exc:
            return Refusal("Cannot save", f"The autosave cannot be written: {exc}")

    def _continued(self, path: Path) -> Opened | Refusal:
        try:
            session, recovered = self._load_or_recover(path)
        except (SaveError, ContentError) as exc:
            return _refused("Cannot continue", exc, path)
        except OSError as exc:
            return Refusal("Cannot continue", f"The save cannot be restored: {exc}\n\n"
                           f"The save file was left as it is: {path}")
        return Opened(session, recovered)

    def _load_or_recover(self, path: Path) -> tuple["Session", str]:
        """The session of the save at `path`; when that file is missing or damaged and its
        `.bak` is good, the session of the backup (put back in place) and why the main
        file could not be used. Raises SaveError / ContentError."""
        try:
            return self.resume(read_save(path), path), ""
        except (NewerSave, OlderRules):
            raise   # intact: kept as it is, never replaced by its backup
        except SaveError as first:
            backup = backup_path(path)
            if not backup.is_file() or (path.exists() and not path.is_file()):
                raise
            try:
                data = read_save(backup)
                session = self.resume(data, path)
            except (SaveError, ContentError):
                raise first from None
            reason = str(first)
        if path.is_file():  # kept for a look, out of the way
            os.replace(path, path.with_name(path.name + ".damaged"))
        write_save(path, data, backup=False)
        return session, reason

    def close(self) -> None:
        if self.records_open is not None:
            self.records_open.close()


def refusal_text(exc: Exception, path: Path | None = None) -> str:
    """The words of a refused save or broken content (the file named when there is one)."""
    text = exc.problems[0] if isinstance(exc, ContentError) else str(exc)
    text = text or "The save cannot be used."
    if isinstance(exc, OlderRules):
        text = f"{OLDER_RULES}\n\n{text}"
    if path is not None:
        text += f"\n\nThe save file was left as it is: {path}"
    return text


def _refused(title: str, exc: Exception, path: Path | None = None) -> Refusal:
    return Refusal(title, refusal_text(exc, path), isinstance(exc, OlderRules))
