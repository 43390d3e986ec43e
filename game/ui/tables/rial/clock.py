"""The alarm clock (rial §5): real minutes counting down while the table is on top, kept
beside the save so Continue resumes with the time that was left."""
from __future__ import annotations

import json
from pathlib import Path


class AlarmClock:
    def __init__(self, minutes: int | None, save_path: Path | None, key: str = "") -> None:
        """`key` names the match (its seed and seats): a file left by another match is
        ignored."""
        self.key = key
        self.total = None if minutes is None else float(minutes * 60)
        self.path = None if save_path is None else save_path.with_name(save_path.name + ".alarm")
        self.used = 0.0
        self._since_save = 0.0
        if self.total is not None and self.path is not None:
            self.used = self._load()

    def _load(self) -> float:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))  # type: ignore[union-attr]
            if data.get("key") != self.key:
                return 0.0
            used = float(data["used"])
        except (OSError, ValueError, KeyError, TypeError):
            return 0.0
        return max(0.0, used)

    def save(self) -> None:
        if self.path is None or self.total is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps({"key": self.key, "used": round(self.used, 2)}),
                                 encoding="utf-8")
        except OSError:
            pass
        self._since_save = 0.0

    @property
    def running(self) -> bool:
        return self.total is not None

    def left(self) -> float:
        return 0.0 if self.total is None else max(0.0, self.total - self.used)

    def tick(self, dt: float) -> bool:
        """Count `dt` seconds; True when the whole second shown changed."""
        if self.total is None:
            return False
        before = int(self.left())
        self.used += dt
        self._since_save += dt
        if self._since_save >= 5:
            self.save()
        return int(self.left()) != before

    def text(self) -> str:
        left = int(self.left() + 0.999)
        return f"{left // 60:02d}:{left % 60:02d}"
