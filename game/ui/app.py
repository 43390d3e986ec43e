"""The app: window, clock, the scene stack and the main loop.

The loop redraws only when a scene is dirty or animating; when nothing moves it sleeps in
`pygame.event.wait`, so an idle table costs almost no CPU. Scene errors never reach the
screen as a traceback: they are written to `errors.log` in the data dir and the player sees
a plain message (tests construct `App(strict=True)` to let them raise).
"""
from __future__ import annotations

import importlib
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from game.content import ContentError, ContentRegistry
from game.core.protocol import GameInfo, Seat
from game.paths import CONTENT, autosave_path, data_dir
from game.ui.render.sprites import SpriteCache
from game.ui.scene import SceneStack
from game.ui.settings import MIN_SIZE, Settings
from game.ui.theme import Colour, Theme
from game.ui.widgets.toast import Toast

if TYPE_CHECKING:  # loaded when a game starts, not at start-up
    from game.core.save import SaveData
    from game.core.session import Session

FPS = 60


class App:
    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 strict: bool = False, save_path: Path | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        self.settings = settings or Settings.load()
        self.strict = strict
        self.save_path = save_path if save_path is not None else autosave_path()
        size = size or self.settings.window_size
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            flags |= pygame.FULLSCREEN
            size = (0, 0)
        self.screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption("Dungeon Table")
        self._set_minimum_size()
        self.theme = Theme(self.settings.colour_blind)
        self.sprites = SpriteCache()
        self.content = ContentRegistry(CONTENT)
        self.stack = SceneStack()
        self.toasts: list[Toast] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.animating = False
        self.redraws = 0
        self.frame_times: list[float] = []
        if self.sprites.has("app_icon"):
            pygame.display.set_icon(self.sprites.get("app_icon", 2))

    @staticmethod
    def _set_minimum_size() -> None:
        import warnings
        try:
            with warnings.catch_warnings():  # the only way to reach the display's window
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def anim_speed(self) -> float:
        return self.settings.animation_speed

    def mouse_pos(self) -> tuple[int, int]:
        return pygame.mouse.get_pos()

    # --- messages --------------------------------------------------------------------------
    def toast(self, text: str, pos: tuple[int, int] | None = None,
              colour: Colour | None = None, life: float = 3.5) -> None:
        self.toasts = [t for t in self.toasts if t.text != text]
        self.toasts.append(Toast(text, pos or self.mouse_pos(), life, colour))

    def show_message(self, title: str, text: str) -> None:
        from game.ui.scenes.message import MessageScene
        self.stack.push(MessageScene(self, title, text))

    def report_crash(self, where: str) -> None:
        """Log the traceback to a file and tell the player plainly (no traceback shown)."""
        if self.strict:
            raise
        import traceback
        log = data_dir() / "errors.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as fh:
                fh.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} in {where}\n")
                fh.write(traceback.format_exc())
        except OSError:
            pass
        self.show_message("Something went wrong",
                          "The game hit an unexpected problem and stopped this step. Your game "
                          f"is autosaved after every move: use Continue on the launcher. "
                          f"Details were written to {log}.")

    # --- the loop --------------------------------------------------------------------------
    def process(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self.on_resize()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            for scene in self.stack.visible():
                scene.dirty = True
            return
        top = self.stack.top
        if top is None:
            return
        try:
            top.handle(event)
        except Exception:  # noqa: BLE001 - shown as a message, logged to a file
            self.report_crash(type(top).__name__)

    def on_resize(self) -> None:
        w, h = self.screen.get_size()
        if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
            self.screen = pygame.display.set_mode((max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])),
                                                  pygame.RESIZABLE)
        for scene in self.stack.scenes:
            scene.resize(self.size)

    def tick(self, dt: float) -> bool:
        """Advance animations; True while anything moves."""
        moving = False
        for scene in list(self.stack.visible()):
            try:
                moving = scene.update(dt) or moving
            except Exception:  # noqa: BLE001
                self.report_crash(type(scene).__name__)
        if self.toasts:
            for t in self.toasts:
                t.update(dt)
            self.toasts = [t for t in self.toasts if t.alive]
            moving = True
        return moving

    def needs_redraw(self) -> bool:
        return self.animating or self.stack.dirty() or bool(self.toasts)

    def render(self) -> None:
        """Draw the visible scenes bottom-up, then the toasts, and flip."""
        started = time.perf_counter()
        for scene in self.stack.visible():
            try:
                scene.draw(self.screen)
            except Exception:  # noqa: BLE001
                self.report_crash(type(scene).__name__)
            scene.dirty = False
        for t in self.toasts:
            t.draw(self.screen, self.theme)
        pygame.display.flip()
        self.redraws += 1
        self.frame_times.append(time.perf_counter() - started)
        if len(self.frame_times) > 600:
            del self.frame_times[:300]

    def step(self, events: Sequence[pygame.event.Event] = (), dt: float = 1 / FPS) -> None:
        """One loop iteration with given events (tests, bench, shots)."""
        for event in events:
            self.process(event)
        self.animating = self.tick(dt)
        if self.needs_redraw():
            self.render()

    def run(self, on_first_frame: Callable[[], None] | None = None) -> None:
        first = True
        while self.running and self.stack.top is not None:
            if self.needs_redraw():
                events = pygame.event.get()
            else:
                waited = pygame.event.wait(500)
                events = [waited] if waited.type != pygame.NOEVENT else []
                events += pygame.event.get()
            for event in events:
                self.process(event)
            # the first frame is drawn at once; later ones are paced to FPS
            dt = min(self.clock.tick(0 if first else FPS) / 1000.0, 0.1)
            self.animating = self.tick(dt)
            if self.needs_redraw():
                self.render()
                if first and on_first_frame:
                    on_first_frame()
                first = False
        self.stack.clear()

    # --- games -----------------------------------------------------------------------------
    def game_content(self, info: GameInfo) -> Any:
        return self.content.get(info.key) if self.content.has_content(info.key) else None

    def start_game(self, info: GameInfo, seats: Sequence[Seat], seed: int,
                   options: dict[str, Any] | None = None) -> bool:
        """Open a new match of `info` on top of the launcher; False (with a message) if the
        game's content is broken."""
        from game.core.session import Session, content_version_of
        try:
            content = self.game_content(info)
            session = Session.start(info, seats, seed, options, content=content,
                                    content_version=content_version_of(CONTENT / info.key),
                                    save_path=self.save_path)
        except ContentError as exc:
            self.show_message(f"{info.title} cannot start",
                              "Its content files are broken:\n" + "\n".join(exc.problems[:8]))
            return False
        except OSError as exc:
            self.show_message("Cannot save", f"The autosave cannot be written: {exc}")
            return False
        self.open_session(session)
        return True

    def open_session(self, session: "Session") -> None:
        from game.ui.scenes.launcher import LauncherScene
        table = importlib.import_module(session.info.table).open_table(self, session)
        self.stack.clear_to(LauncherScene(self))
        self.stack.push(table)

    def load_session(self, data: "SaveData", save_path: Path | None) -> "Session":
        """Rebuild a session from a save (raises SaveError / ContentError)."""
        from game.catalog import game_info
        from game.core.save import SaveError
        from game.core.session import Session, content_version_of
        try:
            info = game_info(data.game)
        except KeyError:
            raise SaveError(f"The save is of an unknown game {data.game!r}.") from None
        if not info.playable:
            raise SaveError(f"The save is of {info.title}, which is not playable in this "
                            "version.")
        return Session.resume(info, data, content=self.game_content(info),
                              content_version=content_version_of(CONTENT / info.key),
                              save_path=save_path)

    def continue_game(self) -> None:
        """Resume the autosave; a broken one gives a message and is left untouched."""
        from game.core.save import SaveError, read_save
        try:
            data = read_save(self.save_path)
            session = self.load_session(data, self.save_path)
        except (SaveError, ContentError) as exc:
            text = exc.problems[0] if isinstance(exc, ContentError) else str(exc)
            self.show_message("Cannot continue", f"{text}\n\nThe save file was left as it "
                              f"is: {self.save_path}")
            return
        self.open_session(session)

    def open_rules(self, info: GameInfo) -> None:
        from game.ui.scenes.rules import RulesScene
        self.stack.push(RulesScene(self, info))

    def quit(self) -> None:
        self.running = False


def _start_from_args(app: App, game: str, seats: int | None, seed: int | None,
                     bots: Sequence[str]) -> None:
    import random

    from game.catalog import game_info
    try:
        info = game_info(game)
    except KeyError as exc:
        app.show_message("Unknown game", exc.args[0])
        return
    if not info.playable:
        app.show_message(info.title, info.not_playable_why or "Not yet playable.")
        return
    count = seats or max(info.seats[0], min(2, info.seats[1]))
    count = min(max(count, info.seats[0]), info.seats[1])
    seat_list = [Seat("Player 1")]
    for i in range(1, count):
        kind = bots[(i - 1) % len(bots)] if bots else None
        seat_list.append(Seat(f"Computer {i}" if kind else f"Player {i + 1}", kind))
    app.start_game(info, seat_list, seed if seed is not None else random.randrange(10**6))


def run_app(game: str | None = None, seats: int | None = None, seed: int | None = None,
            bots: Sequence[str] = ()) -> int:
    """`main.py play`: the launcher, or straight into a game."""
    started = float(os.environ.get("DUNGEON_TABLE_T0", "0") or 0)
    from game.ui.scenes.launcher import LauncherScene
    app = App()
    app.stack.push(LauncherScene(app))
    if game:
        _start_from_args(app, game, seats, seed, bots)

    def first_frame() -> None:
        if started and os.environ.get("DUNGEON_TABLE_STARTUP_PROBE"):
            print(f"first-frame {time.time() - started:.4f}", flush=True)
            app.running = False

    app.run(first_frame)
    pygame.quit()
    return 0


def run_replay(path: Path, delay: float = 0.6) -> int:
    """`main.py replay FILE`: the saved game played back move by move at the table."""
    from game.core.save import SaveError, read_save
    from game.ui.replay import open_replay
    from game.ui.scenes.launcher import LauncherScene
    app = App()
    app.stack.push(LauncherScene(app))
    try:
        open_replay(app, read_save(path), delay)
    except (SaveError, ContentError) as exc:
        text = exc.problems[0] if isinstance(exc, ContentError) else str(exc)
        app.show_message("Cannot replay", text)
    app.run()
    pygame.quit()
    return 0
