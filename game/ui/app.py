"""The app: window, clock, the scene stack and the main loop. The player's saves and records,
and opening a match from them, are the library's (`game.library`, `App.library`).

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

from game.content import ContentRegistry
from game.core.protocol import GameInfo, Seat
from game.library.shelf import HINTS_USED  # noqa: F401 - the records' name, for callers
from game.paths import CONTENT, SOUNDS, autosave_path, log_error
from game.ui.gamepad import Gamepads, init_controllers
from game.ui.render.sprites import SpriteCache
from game.ui.intents import to_intents
from game.ui.scene import PRESSES, Scene, SceneStack
from game.ui.settings import MIN_SIZE, Settings
from game.ui.theme import Colour, Theme
from game.ui.widgets import links
from game.ui.widgets.button import feedback as button_feedback
from game.ui.widgets import toast as bubbles
from game.ui.widgets.toast import Toast

if TYPE_CHECKING:  # loaded when a game starts, not at start-up
    from game.ui.coach import Coach
    from game.ui.intents import Intent
    from game.core.save import SaveData
    from game.core.session import Session
    from game.records import Records
    from game.sound.player import Sounds

FPS = 60
IDLE_MS = 500
"""How long the idle loop sleeps for an event when nothing moves."""
POLL_MS = 40
"""...and while a scene waits on work beside the loop (a computer thinking)."""


class App:
    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 strict: bool = False, save_path: Path | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        self.settings = settings or Settings.load()
        self.strict = strict
        from game.library import Library
        self.library = Library(save_path if save_path is not None else autosave_path(),
                               ContentRegistry(CONTENT))
        """The player's saves and records, and the one way a match is opened."""
        self.prepare_saves()
        size = size or self._fitting(self.settings.window_size)
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            flags |= pygame.FULLSCREEN
            size = (0, 0)
        self.screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption("Dungeon Table")
        self._set_minimum_size()
        self.theme = Theme(self.settings.colour_blind)
        self.sprites = SpriteCache()
        self.stack = SceneStack()
        self.toasts: list[Toast] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.animating = False
        self.waiting = False
        """A running scene waits on work beside the loop (see `Scene.waiting`)."""
        self.redraws = 0
        self.frame_times: list[float] = []
        self.pads = Gamepads(self.size, notify=self._pad_notice)
        self._sounds: "Sounds | None" = None
        button_feedback.pressed = lambda: self.sounds.play("button")
        self._crashed: list[Scene] = []
        """Scenes that have crashed once: a second crash takes the player back to the
        launcher (an error message never comes back after every OK)."""
        self._text_for: Scene | None = None
        """The scene text input was last started for (None: the app has it stopped, or
        never started it)."""
        self._mouse_left: tuple[int, int] | None = None
        """Where the mouse last was, for the pad pointer to start from when a pad takes over."""
        self.coach: "Coach | None" = None
        """The coach of the lesson being played (`game.ui.coach`), drawn over the scenes."""
        init_controllers()   # pads already plugged in arrive as device-added events
        if self.sprites.has("app_icon"):
            pygame.display.set_icon(self.sprites.get("app_icon", 2))

    @staticmethod
    def _fitting(size: tuple[int, int]) -> tuple[int, int]:
        """The saved window size, or the largest offered size that fits the desktop when
        the saved one does not (a window must never run off the screen)."""
        from game.ui.scenes.settings import desktop_size
        from game.ui.settings import sizes_that_fit
        desktop = desktop_size()
        if desktop is None or (size[0] <= desktop[0] and size[1] <= desktop[1]):
            return size
        return sizes_that_fit(desktop)[-1]

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
        """The pointer: the gamepad's while a pad is in use, else the mouse's."""
        if self.pads.in_use:
            return self.pads.point()
        return pygame.mouse.get_pos()

    # --- gamepads --------------------------------------------------------------------------
    def _pad_notice(self, text: str) -> None:
        self.toast(text, (self.size[0] // 2, 12))

    def feed(self, intents: Sequence["Intent"]) -> None:
        """Give intents (from a gamepad) to the top scene, as its `handle` would; the pad's
        Y while a rule link is shown opens the link instead."""
        for intent in intents:
            top = self.stack.top
            if top is None:
                return
            shown = links.shown()
            if intent.kind == "mirror" and shown and self.pads.in_use:
                links.open_link(self, shown[-1])
                continue
            if intent.kind in PRESSES and top.just_uncovered():
                continue  # the rest of the press that closed the scene above
            if intent.kind == "press" and self.coach is not None \
                    and self.coach.press(intent.pos):
                top.dirty = True
                continue
            self._safely(top, top.on_intent, intent)
            top.dirty = True

    def _safely(self, scene: Scene, call: Callable[[Any], Any], arg: Any) -> None:
        """Give `arg` to a scene's handler; a crash is logged and told plainly."""
        try:
            call(arg)
        except Exception:  # noqa: BLE001 - shown as a message, logged to a file
            self.report_crash(type(scene).__name__, scene)

    def _pad_or_mouse(self, event: pygame.event.Event) -> bool:
        """Route a controller event to the pads (True if it was one); a real mouse event
        hands the pointer back to the mouse. The hint bar follows whichever was last."""
        was = self.pads.in_use
        used = self.pads.owns(event)
        if used:
            if not was and self._mouse_left is not None:   # the pad goes on from the mouse
                self.pads.place(self._mouse_left)
                self._mouse_left = None
            self.feed(self.pads.handle(event, self.stack.top))
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self.pads.in_use = False
            pos = getattr(event, "pos", None)
            if isinstance(pos, tuple) and len(pos) == 2:
                self._mouse_left = (int(pos[0]), int(pos[1]))
        if was != self.pads.in_use:
            for scene in self.stack.visible():
                scene.dirty = True
        return used

    # --- messages --------------------------------------------------------------------------
    def toast(self, text: str, pos: tuple[int, int] | None = None,
              colour: Colour | None = None, life: float = 3.5) -> None:
        self.toasts = [t for t in self.toasts if t.text != text]
        self.toasts.append(Toast(text, pos or self.mouse_pos(), life, colour))

    @property
    def sounds(self) -> "Sounds":
        """The table's sound, made on first use: start-up never waits for it, and the mixer
        and the sounds themselves load on the first sound played."""
        if self._sounds is None:
            from game.sound.player import Sounds
            self._sounds = Sounds(self.settings, SOUNDS, CONTENT / "sounds.yaml")
        return self._sounds

    def toggle_sound(self) -> None:
        """Ctrl+M: sound off or back on, kept with the settings."""
        self.settings.sound_on = not self.settings.sound_on
        self.settings.save()
        self.toast("Sound on" if self.settings.sound_on else "Sound off (Ctrl+M turns it on)")
        for scene in self.stack.scenes:
            scene.dirty = True

    def show_message(self, title: str, text: str) -> None:
        from game.ui.scenes.message import MessageScene
        self.stack.push(MessageScene(self, title, text))

    def report_crash(self, where: str, scene: Scene | None = None, fatal: bool = False
                     ) -> None:
        """Log the traceback to a file and tell the player plainly (no traceback shown).

        The message never loops: while one is up, later crashes are not reported again;
        after OK the scene goes on if it crashed once handling input, and otherwise (a crash
        while updating or drawing, which would come back every frame, or a second crash of
        the same scene) the player is taken back to the launcher, the game saved on the way
        (each table flushes its autosave when it closes)."""
        if self.strict:
            raise
        from game.ui.scenes.message import MessageScene
        top = self.stack.top
        if isinstance(top, MessageScene) and top.crash:
            return  # one message at a time; the first crash was logged
        log = log_error(where)
        leave = scene is not None and (fatal or scene in self._crashed)
        if scene is not None and scene not in self._crashed:
            self._crashed.append(scene)
        if leave:
            text = ("The game hit an unexpected problem and cannot go on here. After OK you "
                    "are back on the launcher: your game is saved, use Continue to go on. "
                    f"Details were written to {log}.")
        else:
            text = ("The game hit an unexpected problem and stopped this step. Your game "
                    "is autosaved after every move: use Continue on the launcher. "
                    f"Details were written to {log}.")
        message = MessageScene(self, "Something went wrong", text,
                               on_close=(lambda: self._leave(scene)) if leave and scene
                               else None)
        message.crash = True
        self.stack.push(message)

    def _leave(self, scene: Scene) -> None:
        """After a crash message: back to the launcher (every scene's `exit` runs, so the
        table saves); if the launcher itself is what keeps failing, the app closes."""
        from game.ui.scenes.launcher import LauncherScene
        self._crashed = [s for s in self._crashed if s is not scene]
        if isinstance(scene, LauncherScene):
            self.stack.clear()
            self.running = False
            return
        self.stack.clear_to(LauncherScene(self))

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
        if self._pad_or_mouse(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m \
                and event.mod & pygame.KMOD_CTRL:
            self.toggle_sound()
            return
        top = self.stack.top
        if top is None:
            return
        if top.just_uncovered() and any(i.kind in PRESSES for i in to_intents(event)):
            return  # the second click of a double click that closed a dialog over it
        if event.type == pygame.MOUSEMOTION and self.coach is not None \
                and self.coach.over(tuple(event.pos)):
            # the pointer is on the coach's note: for the scene beneath it has left
            event = pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=event.rel,
                                       buttons=event.buttons)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            link = links.link_at(tuple(getattr(event, "pos", (-1, -1))))
            if link is not None:        # a rule link drawn in the last frame: it opens
                self._safely(top, lambda found: links.open_link(self, found), link)
                return
            if self.coach is not None and self.coach.press(tuple(event.pos)):
                top.dirty = True
                return   # the coach's own buttons (and its note: nothing beneath)
        self._safely(top, top.handle, event)

    def on_resize(self) -> None:
        w, h = self.screen.get_size()
        if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
            self.screen = pygame.display.set_mode((max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])),
                                                  pygame.RESIZABLE)
        for scene in self.stack.scenes:
            scene.resize(self.size)
        self.pads.resize(self.size)

    def tick(self, dt: float) -> bool:
        """Advance the scenes whose time runs (`SceneStack.running`: behind the pause menu,
        a dialog or a hand-off nothing advances); True while anything moves."""
        self.sync_text_input()
        moving = False
        waiting = False
        for scene in self.stack.running():
            try:
                moving = scene.update(dt) or moving
                waiting = waiting or scene.waiting
            except Exception:  # noqa: BLE001
                self.report_crash(type(scene).__name__, scene, fatal=True)
        self.waiting = waiting
        if self.coach is not None:
            self._coach_tick()
        if self.pads.pads:
            self.feed(self.pads.update(dt, self.stack.top))
            moving = self.pads.active or moving
        if self.toasts:
            for t in self.toasts:
                t.update(dt)
            self.toasts = [t for t in self.toasts if t.alive]
            moving = True
        return moving

    def _coach_tick(self) -> None:
        """The coach moves on when a step is done; it goes with its table."""
        coach = self.coach
        if coach is None:
            return
        if coach.table not in self.stack.scenes:
            self.coach = None
            return
        try:
            coach.update()
        except Exception:  # noqa: BLE001 - a lesson's script must not take the table down
            self.coach = None
            self.report_crash("the lesson's coach")

    def sync_text_input(self) -> None:
        """Text input follows the top scene's `takes_text`: started each time a scene that
        takes text comes on top (pushed, uncovered, or its property turns True), stopped
        when the top no longer takes text. A scene that starts or stops text input itself
        changes nothing for the next one: focus moving to a text scene starts it again."""
        top = self.stack.top
        wants = top is not None and top.takes_text
        if wants and self._text_for is not top:
            pygame.key.start_text_input()
            self._text_for = top
        elif not wants and self._text_for is not None:
            pygame.key.stop_text_input()
            self._text_for = None

    def needs_redraw(self) -> bool:
        return self.animating or self.stack.dirty() or bool(self.toasts)

    def render(self) -> None:
        """Draw the visible scenes bottom-up, then the toasts, and flip. The rule links
        live in this frame are those the top scene and the toasts draw (a link under a
        dialog cannot be clicked)."""
        started = time.perf_counter()
        links.begin_frame()
        bubbles.begin_frame()
        for scene in self.stack.visible():
            if scene is self.stack.top:
                links.begin_frame()
            try:
                scene.draw(self.screen)
            except Exception:  # noqa: BLE001
                self.report_crash(type(scene).__name__, scene, fatal=True)
            scene.dirty = False
        if self.coach is not None:
            self.coach.draw(self.screen)
        for t in self.toasts:
            t.draw(self.screen, self.theme)
        if self.pads.in_use and self.stack.top is not None:
            from game.ui.widgets.pad_hints import draw_pad_hints, draw_pad_pointer
            draw_pad_hints(self.screen, self.theme, self.stack.top)
            draw_pad_pointer(self.screen, self.theme, self.pads.point())
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
            else:   # idle: sleep until an event (polling often while a scene waits)
                waited = pygame.event.wait(POLL_MS if self.waiting else IDLE_MS)
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

    # --- the library ----------------------------------------------------------------------
    @property
    def save_path(self) -> Path:
        """The single autosave of earlier versions; each game saves beside it in
        `autosave-<game>.json` (see `saves_dir`, `save_path_for`)."""
        return self.library.save_path

    @save_path.setter
    def save_path(self, path: Path) -> None:
        self.library.save_path = Path(path)

    @property
    def content(self) -> ContentRegistry:
        return self.library.content

    @content.setter
    def content(self, registry: ContentRegistry) -> None:
        self.library.content = registry

    # --- games -----------------------------------------------------------------------------
    def game_content(self, info: GameInfo) -> Any:
        return self.library.content_of(info)

    def start_game(self, info: GameInfo, seats: Sequence[Seat], seed: int,
                   options: dict[str, Any] | None = None) -> bool:
        """Open a new match of `info` on top of the launcher; False (with a message) if the
        game's content is broken. It replaces that game's autosave (the launcher asks
        first when a game of it is in progress)."""
        return self.open_match(info, seats, seed, options) is not None

    def open_match(self, info: GameInfo | None = None, seats: Sequence[Seat] = (),
                   seed: int = 0, options: dict[str, Any] | None = None, *,
                   save: Path | None = None) -> "Session | None":
        """Open a match through the library (`Library.open_match`: a new one, or the save
        at `save`) at its table on top of the launcher; a refusal is said in a message
        (None). A match that came back from its backup says so."""
        from game.library import Refusal
        opened = self.library.open_match(info, seats, seed, options, save=save)
        if isinstance(opened, Refusal):
            self.show_message(opened.title, opened.text)
            return None
        self.open_session(opened.session)
        if opened.recovered:
            self.show_message("Continued from the backup",
                              f"{opened.recovered}\n\nThe game goes on from the backup "
                              "save, made one move earlier: the last move was lost.")
        return opened.session

    def open_session(self, session: "Session") -> None:
        from game.ui.scenes.launcher import LauncherScene
        table = importlib.import_module(session.info.table).open_table(self, session)
        self.stack.clear_to(LauncherScene(self))
        self.stack.push(table)
        if session.resumed_events:
            self._restore_table(table, session.resumed_events)
        session.on_over = self.record_finished
        session.report_over()  # a continued game that had ended (kept once only)

    def _restore_table(self, table: Any, events: Sequence[Any]) -> None:
        """Show a continued game's dice tray and captions as they were: the table sees the
        replayed moves' events again with animations off (nothing moves, nothing is
        queued)."""
        speed = self.settings.animation_speed
        self.settings.animation_speed = 0.0
        try:
            for event in events:
                table.on_event(event)
        except Exception:  # noqa: BLE001 - only the tray and captions are at stake
            self.report_crash(f"{type(table).__name__} restoring a continued game")
        finally:
            self.settings.animation_speed = speed
        table.animations.clear()
        table.dice.skip()
        table.dirty = True

    # --- records ---------------------------------------------------------------------------
    @property
    def records(self) -> "Records":
        """The player's records (`records.sqlite` beside the saves), opened on first use."""
        return self.library.records

    @property
    def _records(self) -> "Records | None":
        """The records file if it has been opened (it is opened on first use)."""
        return self.library.records_open

    def record_finished(self, session: "Session") -> None:
        """Keep a game that just ended in the records (not a game without a human seat),
        and note for the end screen what it means."""
        notes = self.library.keep(session)
        if notes is not None:
            session.notes = notes
        self.report_records_problem()

    def report_records_problem(self) -> None:
        """Say once, plainly, that the records file had a problem (and what was done)."""
        problem = self.records.take_problem()
        if problem:
            self.show_message("Records", problem)

    # --- saves -----------------------------------------------------------------------------
    @property
    def saves_dir(self) -> Path:
        return self.library.saves_dir

    def save_path_for(self, game: str) -> Path:
        """The autosave of one game."""
        return self.library.save_path_for(game)

    def prepare_saves(self) -> None:
        """At start-up: remove what a crash left, move an earlier version's single
        autosave to its game's file (`Library.prepare`; never raises)."""
        self.library.prepare()

    def saved_games(self) -> list[tuple[str, Path]]:
        """The saves Continue can offer, newest first: `(game key or "", path)`; the key
        is "" for the single autosave of an earlier version."""
        return self.library.saved_games()

    def load_session(self, data: "SaveData", save_path: Path | None) -> "Session":
        """Rebuild a session from a save (raises SaveError / ContentError)."""
        return self.library.resume(data, save_path)

    @staticmethod
    def playable_info(data: "SaveData") -> GameInfo:
        """The game a save is of, if this version can play it (else SaveError)."""
        from game.library import Library
        return Library.playable_info(data)

    def continue_game(self, path: Path | None = None) -> None:
        """Resume a save (the newest when `path` is None); a broken one gives a message and
        is left untouched; a lost or damaged one comes back from its backup, minus the
        last move, and the player is told."""
        if path is None:
            saves = self.saved_games()
            path = saves[0][1] if saves else self.save_path
        self.open_match(save=path)

    def start_lesson(self, info: GameInfo) -> bool:
        """Learn to play: the game's lesson at its table, with the coach (nothing is
        recorded, no save is written)."""
        from game.ui.coach import start_lesson
        return start_lesson(self, info)

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
    from game.core.bots import level_kind
    try:   # a level name (`--bots hard`) becomes the game's kind, as the seats screen saves it
        kinds = [level_kind(info, b) for b in bots]
    except ValueError as exc:
        app.show_message("Unknown computer level", exc.args[0])
        return
    count = seats or max(info.seats[0], min(2, info.seats[1]))
    count = min(max(count, info.seats[0]), info.seats[1])
    seat_list = [Seat("Player 1")]
    for i in range(1, count):
        kind = kinds[(i - 1) % len(kinds)] if kinds else None
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
    """`main.py replay FILE`: the saved game played back move by move at the table, after
    the same checks as Continue (a refusal says why, under "Cannot replay")."""
    from game.ui.replay import start_replay
    from game.ui.scenes.launcher import LauncherScene
    app = App()
    app.stack.push(LauncherScene(app))
    start_replay(app, path, delay)

    def first_frame() -> None:
        if os.environ.get("DUNGEON_TABLE_STARTUP_PROBE"):  # tests: what opened, then stop
            top = app.stack.top
            print(f"first-frame {type(top).__name__}: {getattr(top, 'title', '')}",
                  flush=True)
            app.running = False

    app.run(first_frame)
    pygame.quit()
    return 0
