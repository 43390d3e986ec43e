"""Playing sounds: the mixer starts lazily on the first sound (start-up never waits for it),
and a machine without an audio device plays silently, with no error.

`Sounds` is what the app holds. It asks the table which sound an event makes and hands the
name to its `player`; tests swap the player for a recorder. Muted, or at volume 0, no sound
is asked for at all.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.sound.table import SoundTable


class Player(Protocol):
    def play(self, name: str, volume: float) -> None: ...


class Mixer:
    """Plays the WAVs in `folder` through pygame.mixer; loads each on first use."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._sounds: dict[str, Any] = {}
        self._ready: bool | None = None   # None: not tried yet; False: no audio here

    def _start(self) -> bool:
        if self._ready is None:
            try:
                import pygame
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
                pygame.mixer.set_num_channels(12)
                self._ready = True
            except Exception:  # noqa: BLE001 - no audio device: play silently
                self._ready = False
        return self._ready

    def play(self, name: str, volume: float) -> None:
        if not self._start():
            return
        try:
            import pygame
            sound = self._sounds.get(name)
            if sound is None:
                from game.sound.table import sound_names
                listing = sound_names(self.folder / "sounds.json")
                sound = pygame.mixer.Sound(str(self.folder / listing[name]["file"]))
                self._sounds[name] = sound
            sound.set_volume(max(0.0, min(volume, 1.0)))
            sound.play()
        except Exception:  # noqa: BLE001 - a missing or broken file is silence, not a crash
            self._sounds.pop(name, None)


class Sounds:
    """The table's sound: `event(game, event, secret)` and `play(name)`.

    `settings` is read on every call (`sound_on`, `volume`), so Settings changes apply at
    once; `player` is the mixer, or a test's recorder."""

    def __init__(self, settings: Any, folder: Path, table_file: Path,
                 player: Player | None = None) -> None:
        self.settings = settings
        self.folder = folder
        self.table_file = table_file
        self.player: Player = player or Mixer(folder)
        self._table: SoundTable | None = None
        self.problem = ""

    @property
    def table(self) -> SoundTable:
        if self._table is None:
            from game.content.errors import ContentError
            from game.sound.table import SoundTable
            try:
                self._table = SoundTable.load(self.table_file, self.folder / "sounds.json")
            except ContentError as exc:
                self.problem = "; ".join(exc.problems)
                self._table = SoundTable()
        return self._table

    @property
    def audible(self) -> bool:
        return bool(getattr(self.settings, "sound_on", True)) and \
            float(getattr(self.settings, "volume", 1.0)) > 0

    def play(self, name: str | None) -> None:
        if name and self.audible:
            self.player.play(name, float(getattr(self.settings, "volume", 1.0)))

    def sound_for(self, game: str, event: Any, secret: bool = False) -> str | None:
        """The sound `event` makes at `game`'s table (None: silence, or muted)."""
        return self.table.sound_for(game, event, secret) if self.audible else None

    def event(self, game: str, event: Any, secret: bool = False) -> None:
        """Play the sound `event` makes at `game`'s table (if any)."""
        self.play(self.sound_for(game, event, secret))


class Recorder:
    """A player that only writes down what it was asked to play (for tests and shots)."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append(name)


def recording(sounds: Sounds) -> Callable[[], list[str]]:
    """Swap `sounds`' player for a recorder; returns a function giving what was played."""
    recorder = Recorder()
    sounds.player = recorder
    return lambda: list(recorder.played)
