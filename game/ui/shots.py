"""`main.py shots DIR`: a PNG of every scene and every game phase, rendered headless."""
from __future__ import annotations

import importlib
import os
import tempfile
from pathlib import Path
from typing import Callable

import pygame

from game.catalog import all_games
from game.core.protocol import GameResult, ScoreLine, SeatResult
from game.ui.scene import Scene


def shared_scenes(app: "object") -> list[tuple[str, Scene]]:
    """The table's shared scenes (launcher, seats, menus, hand-off, rules, end screen)."""
    from game.ui.app import App
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.handoff import HandoffScene
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.scenes.message import MessageScene
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.seats import SeatsScene
    from game.ui.scenes.settings import SettingsScene
    assert isinstance(app, App)
    games = all_games()
    first = next((g for g in games if g.playable), games[0])
    result = GameResult(
        seats=[SeatResult(0, "Ann", 1, 31, [ScoreLine("Monsters alive", 12),
                                            ScoreLine("Guarded treasure", 9),
                                            ScoreLine("Heroes slain", 10),
                                            ScoreLine("Rooms built", 14, "count")]),
               SeatResult(1, "Bo", 2, 24, [ScoreLine("Monsters alive", 8),
                                           ScoreLine("Guarded treasure", 6),
                                           ScoreLine("Heroes slain", 10)])],
        winners=[0], headline="Ann wins with 31 points",
        stats=[ScoreLine("Rounds", 14), ScoreLine("Traps sprung", 9)])
    scenes: list[tuple[str, Scene]] = [
        ("launcher", LauncherScene(app)),
        ("seats", SeatsScene(app, first, seed=12345)),
        ("handoff", HandoffScene(app, "Ann", "Ann builds her dungeon next.")),
        ("settings", SettingsScene(app)),
        ("end-sample", EndScene(app, first.title, result, on_again=lambda: None)),
        ("message", MessageScene(app, "Cannot continue", "The save autosave.json is damaged "
                                 "(not valid JSON). The save file was left as it is.")),
    ]
    for info in games:
        scenes.append((f"rules-{info.key}", RulesScene(app, info)))
    pause = PauseScene(app, first, on_restart=lambda: None, on_quit=lambda: None)
    scenes.append(("pause", pause))
    from game.ui.scenes.confirm import ConfirmScene
    scenes.append(("confirm", ConfirmScene(
        app, "Concede the raid?", "Concede", lambda: None, origin=(700, 500),
        detail="Your adventurer gives up: Bo wins the game.")))
    scenes.append(("records", _records_scene(app, games)))
    return scenes


def _records_scene(app: "object", games: list) -> Scene:
    """The Records screen of Dungeon Trapper after two games against the computer."""
    from game.core.protocol import Seat
    from game.core.session import Session
    from game.ui.scenes.records import RecordsScene
    keys = [g.key for g in games]
    info = games[keys.index("trapper")]
    for seed in (8, 9):
        session = Session.start(info, [Seat("Ann"), Seat("Computer", info.bots[0])], seed,
                                content=app.game_content(info))  # type: ignore[attr-defined]
        session.drive(lambda _session, _events: False)
        app.record_finished(session)  # type: ignore[attr-defined]
    return RecordsScene(app, games, focus=keys.index("trapper"))  # type: ignore[arg-type]


def game_scenes(app: "object") -> list[tuple[str, Callable[[], list[tuple[str, Scene]]]]]:
    """Each playable game's `shot_scenes`, as (game key, maker) pairs."""
    makers = []
    for info in all_games():
        if not info.table:
            continue
        try:
            module = importlib.import_module(info.table)
        except ModuleNotFoundError:
            continue
        if hasattr(module, "shot_scenes"):
            makers.append((info.key, lambda m=module: m.shot_scenes(app)))
    return makers


def render_scene(app: "object", scene: Scene, frames: int = 3) -> pygame.Surface:
    """Put `scene` alone on the stack (over a launcher if it is an overlay) and render."""
    from game.ui.app import App
    from game.ui.scenes.launcher import LauncherScene
    assert isinstance(app, App)
    app.stack.scenes.clear()
    if not scene.opaque:
        app.stack.push(LauncherScene(app))
    app.stack.push(scene)
    _pass_handoffs(app, scene)
    for _ in range(frames):
        app.step(dt=0.0)
        _pass_handoffs(app, scene)
    return app.screen.copy()


def _pass_handoffs(app: "object", scene: Scene) -> None:
    """A table that opens with a hand-off is shot as the seat sees it after clicking on."""
    from game.ui.scenes.handoff import HandoffScene
    top = app.stack.top  # type: ignore[attr-defined]
    while isinstance(top, HandoffScene) and top is not scene:
        app.stack.pop()  # type: ignore[attr-defined]
        if top.on_continue:
            top.on_continue()
        top = app.stack.top  # type: ignore[attr-defined]


def run_shots(folder: Path) -> list[Path]:
    from game.ui.app import App
    from game.ui.settings import Settings
    folder.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("DUNGEON_TABLE_DATA", tempfile.mkdtemp(prefix="dt-shots-"))
    settings = Settings(animation_speed=0.0)
    app = App(size=(1280, 720), settings=settings, strict=True,
              save_path=Path(os.environ["DUNGEON_TABLE_DATA"]) / "shots-autosave.json")
    written = []
    for name, scene in shared_scenes(app):
        written.append(_save(render_scene(app, scene), folder / f"table-{name}.png"))
    for key, make in game_scenes(app):
        for name, scene in make():
            written.append(_save(render_scene(app, scene), folder / f"{key}-{name}.png"))
    for info in all_games():
        shot = lesson_shot(app, info)
        if shot is not None:
            written.append(_save(shot, folder / f"{info.key}-lesson.png"))
    return written


def lesson_shot(app: "object", info: "object") -> pygame.Surface | None:
    """The game's lesson (if it has one) at its first step that points at something."""
    from game.ui.app import App
    from game.ui.coach import start_lesson
    from game.ui.lessons import has_lesson
    assert isinstance(app, App)
    if not has_lesson(info):  # type: ignore[arg-type]
        return None
    app.stack.clear()
    start_lesson(app, info)  # type: ignore[arg-type]
    coach = app.coach
    for _ in range(3):
        app.step(dt=0.0)
    while coach is not None and coach.step is not None and coach.step.done is None \
            and coach.step.target is None:
        coach.next()
        app.step(dt=0.0)
    for _ in range(3):
        app.step(dt=0.0)
    shot = app.screen.copy()
    app.stack.clear()
    app.coach = None
    return shot


def _save(surface: pygame.Surface, path: Path) -> Path:
    pygame.image.save(surface, str(path))
    return path
