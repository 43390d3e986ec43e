"""Player settings, kept as JSON in the user's config dir (written atomically)."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core.save import write_json_atomic
from game.paths import config_dir

WINDOW_SIZES = [(1280, 720), (1600, 900), (1920, 1080)]
ANIMATION_SPEEDS = [0.0, 0.5, 1.0, 2.0]
"""0 = animations off; otherwise a speed factor (2 = twice as fast)."""
MIN_SIZE = (1280, 720)


def sizes_that_fit(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes to offer on a desktop of this size (all when it is unknown); the
    smallest is always offered, as the window never goes below it."""
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return list(WINDOW_SIZES)
    return [WINDOW_SIZES[0]] + [s for s in WINDOW_SIZES[1:]
                                if s[0] <= desktop[0] and s[1] <= desktop[1]]


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0
    colour_blind: bool = False
    sound_on: bool = True
    volume: float = 0.6
    """0 to 1, in steps of a tenth (the Settings slider)."""
    last_names: tuple[str, ...] = ()
    """The human seats' names of the last game started (offered on the seats screen)."""
    hints_with_people: bool = False
    """"What would the computer do?" also when several people share the table (off by
    default: between people a hint is help one of them may not want the others to have)."""
    lessons_done: tuple[str, ...] = ()
    """The games whose lesson (Learn to play) was played to its end: a tick on their tile."""

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        """The saved settings; defaults for anything missing or unreadable."""
        try:
            raw = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        settings = cls()
        if not isinstance(raw, dict):
            return settings
        size = raw.get("window_size")
        if (isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) for v in size)
                and size[0] >= MIN_SIZE[0] and size[1] >= MIN_SIZE[1]):
            settings.window_size = (size[0], size[1])
        if isinstance(raw.get("fullscreen"), bool):
            settings.fullscreen = raw["fullscreen"]
        if raw.get("animation_speed") in ANIMATION_SPEEDS:
            settings.animation_speed = float(raw["animation_speed"])
        if isinstance(raw.get("colour_blind"), bool):
            settings.colour_blind = raw["colour_blind"]
        if isinstance(raw.get("hints_with_people"), bool):
            settings.hints_with_people = raw["hints_with_people"]
        if isinstance(raw.get("sound_on"), bool):
            settings.sound_on = raw["sound_on"]
        volume = raw.get("volume")
        if isinstance(volume, (int, float)) and not isinstance(volume, bool) \
                and 0 <= volume <= 1:
            settings.volume = round(float(volume), 1)
        names = raw.get("last_names")
        if isinstance(names, list):
            settings.last_names = tuple(n for n in names[:12] if isinstance(n, str)
                                        and 0 < len(n) <= 24 and n.isprintable())
        done = raw.get("lessons_done")
        if isinstance(done, list):
            settings.lessons_done = tuple(dict.fromkeys(
                k for k in done[:20] if isinstance(k, str) and k.isidentifier()))
        return settings

    def save(self) -> None:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["last_names"] = list(self.last_names)
        data["lessons_done"] = list(self.lessons_done)
        try:
            write_json_atomic(self.path(), data)
        except OSError:
            pass  # settings are a comfort: never crash the game over them

    def names(self) -> list[str]:
        return [f.name for f in fields(self)]
