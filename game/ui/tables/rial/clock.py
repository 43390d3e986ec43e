"""The alarm clock (rial §5): real seconds counting down, read from the wall clock whatever
the frame rate, stopped while the game is paused. The seconds used live in the save
(`RialRules.clock_used`), so Continue resumes with the time that was left."""
from __future__ import annotations

import json
from pathlib import Path

SAVE_EVERY = 5.0
"""Seconds of alarm time between two autosaves while nobody acts."""


class AlarmClock:
    def __init__(self, minutes: int | None, used: float = 0.0) -> None:
        self.total = None if minutes is None else float(minutes * 60)
        self.used = max(0.0, used)
        self.since: float | None = None
        """The wall time up to which `used` counts; None while stopped."""
        self._saved_at = self.used

    @property
    def running(self) -> bool:
        """This game has an alarm (rather than a round limit)."""
        return self.total is not None

    def left(self) -> float:
        return 0.0 if self.total is None else max(0.0, self.total - self.used)

    def tick(self, now: float) -> bool:
        """Count the wall time since the last tick (the first tick after a stop only starts
        the count); True when the whole second shown changed."""
        if self.total is None:
            return False
        before = int(self.left())
        if self.since is not None:
            self.used += max(0.0, now - self.since)
        self.since = now
        return int(self.left()) != before

    def stop(self) -> None:
        """Paused: the time until the next tick is not counted."""
        self.since = None

    def due_save(self) -> bool:
        """True every SAVE_EVERY seconds of counted time (the autosave should keep it)."""
        if self.used - self._saved_at >= SAVE_EVERY:
            self._saved_at = self.used
            return True
        return False

    def text(self) -> str:
        left = int(self.left() + 0.999)
        return f"{left // 60:02d}:{left % 60:02d}"


def legacy_used(save_path: Path | None, key: str) -> float | None:
    """The seconds used kept by older versions in a side file beside the save
    (`<save>.alarm`, keyed by seed and names), read once: the file is removed either way.
    None when there was none for this match."""
    if save_path is None:
        return None
    path = save_path.with_name(save_path.name + ".alarm")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        used = float(data["used"]) if data.get("key") == key else None
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        used = None
    try:
        path.unlink(missing_ok=True)
    except OSError:
        pass
    return None if used is None else max(0.0, used)
