"""What a scene may use of the app: the narrow set of services scenes and tables receive.

Scenes and tables are handed the running `App` (`game/ui/app.py`), but they see it only as
`Services`: the window and its size, the theme, sprites and sounds, the scene stack,
toasts and messages, the settings, the pads, the records and the library, and the few
doors to other scenes (rules, a new game, Continue, a lesson). Typing them against this
protocol, never against `App`, keeps `game/ui/app.py` out of every scene's imports, so
the app may import any scene without a circle of type hints through it.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, Sequence

if TYPE_CHECKING:
    import pygame

    from game.core.protocol import GameInfo, Seat
    from game.core.save import SaveData
    from game.core.session import Session
    from game.library import Library
    from game.records import Records
    from game.sound.player import Sounds
    from game.ui.gamepad import Gamepads
    from game.ui.render.sprites import SpriteCache
    from game.ui.scene import SceneStack
    from game.ui.settings import Settings
    from game.ui.theme import Colour, Theme
    from game.ui.widgets.toast import Toast


class Services(Protocol):
    """The app as a scene sees it."""

    screen: "pygame.Surface"
    theme: "Theme"
    sprites: "SpriteCache"
    stack: "SceneStack"
    settings: "Settings"
    toasts: "list[Toast]"
    pads: "Gamepads"
    library: "Library"
    coach: Any
    """The lesson's coach while a lesson is open (`game.ui.coach.Coach`), else None."""

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def anim_speed(self) -> float: ...

    def mouse_pos(self) -> tuple[int, int]: ...

    @property
    def sounds(self) -> "Sounds": ...

    @property
    def records(self) -> "Records": ...

    @property
    def saves_dir(self) -> Path: ...

    def toast(self, text: str, pos: tuple[int, int] | None = None,
              colour: "Colour | None" = None, life: float = 3.5) -> None: ...

    def show_message(self, title: str, text: str) -> None: ...

    def report_records_problem(self) -> None: ...

    def on_resize(self) -> None: ...

    def game_content(self, info: "GameInfo") -> Any: ...

    def start_game(self, info: "GameInfo", seats: "Sequence[Seat]", seed: int,
                   options: dict[str, Any] | None = None) -> bool: ...

    def continue_game(self, path: Path | None = None) -> None: ...

    def start_lesson(self, info: "GameInfo") -> bool: ...

    def open_rules(self, info: "GameInfo") -> None: ...

    def load_session(self, data: "SaveData", save_path: Path | None) -> "Session": ...

    def playable_info(self, data: "SaveData") -> "GameInfo": ...

    def quit(self) -> None: ...
