"""The shared scenes, driven with synthetic mouse and keyboard events."""
from __future__ import annotations

import json
import os

import pygame

from game.catalog import all_games
from game.paths import ROOT
from game.core.protocol import Seat
from game.core.save import read_save
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.seats import SeatsScene
from game.ui.scenes.settings import SettingsScene
from tests.ui.helpers import click, key, type_text


def launcher(app):
    scene = LauncherScene(app)
    app.stack.push(scene)
    app.step()
    app.step()   # the records are read once the launcher is on screen
    return scene


def test_launcher_lists_five_games_and_refuses_unplayable(app, monkeypatch):
    """A game marked not playable shows why on its tile and cannot be started."""
    import dataclasses

    import game.games.lab as lab_package
    monkeypatch.setattr(lab_package, "INFO", dataclasses.replace(
        lab_package.INFO, playable=False, not_playable_why="Being rebuilt."))
    scene = launcher(app)
    assert [g.key for g in scene.games] == ["doodle", "maker", "trapper", "lab", "rial"]
    lab = scene.games.index(next(g for g in scene.games if g.key == "lab"))
    click(app, scene.tiles[lab].center)
    assert app.stack.top is scene
    assert any(t.text == "Being rebuilt." for t in app.toasts)


def test_every_game_is_playable_from_the_launcher(app):
    """All five games are built: each tile opens its seats screen (README's table)."""
    from game.ui.scenes.seats import SeatsScene
    scene = launcher(app)
    for i, info in enumerate(scene.games):
        assert info.playable, info.key
        click(app, scene.tiles[i].center)
        assert isinstance(app.stack.top, SeatsScene) and app.stack.top.info is info
        app.stack.pop()
        app.step()


def test_launcher_settings_button_opens_settings_and_esc_returns(app):
    scene = launcher(app)
    click(app, scene.bar.buttons[1].rect.center)
    assert isinstance(app.stack.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_esc_on_the_launcher_asks_before_quitting(app):
    """A hurried Esc on the launcher asks; Stay (or a second Esc) keeps the program open,
    Quit closes it."""
    from game.ui.scenes.confirm import ConfirmScene
    scene = launcher(app)
    key(app, pygame.K_ESCAPE)
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene) and asked.question == "Quit Dungeon Table?"
    assert app.running
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and app.running
    key(app, pygame.K_ESCAPE)
    asked = app.stack.top
    app.step(dt=1.0)                       # past the question's guard
    asked.yes_button.on_click()
    assert not app.running


def test_continue_is_disabled_without_a_save(app):
    scene = launcher(app)
    assert not scene.bar.buttons[0].enabled


def test_damaged_autosave_gives_a_message_and_is_kept(app):
    app.save_path.write_text("{ not json")
    scene = launcher(app)
    click(app, scene.bar.buttons[0].rect.center)
    assert isinstance(app.stack.top, MessageScene)
    assert "damaged" in app.stack.top.text
    assert app.save_path.read_text() == "{ not json"


def test_newer_save_format_is_refused_plainly(app):
    app.save_path.write_text(json.dumps({"format_version": 99}))
    scene = launcher(app)
    click(app, scene.bar.buttons[0].rect.center)
    assert "newer" in app.stack.top.text


def test_seats_scene_types_a_name_and_toggles_a_seat(app):
    info = all_games()[0]
    scene = SeatsScene(app, info, seed=42)
    app.stack.push(scene)
    app.step()
    index, name_rect, kind_rect = scene.row_rects[0]
    click(app, name_rect.center)
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Ann")
    key(app, pygame.K_RETURN)
    assert scene.seats()[0] == Seat("Ann", None)
    click(app, scene.row_rects[1][2].center)  # computer -> next kind
    assert scene.seats()[1].bot != info.bots[0] or len(info.bots) == 0


def test_seed_is_shown_and_editable(app):
    info = all_games()[0]
    scene = SeatsScene(app, info, seed=7)
    app.stack.push(scene)
    app.step()
    click(app, scene.seed_rect.center)
    type_text(app, "12")
    assert scene.seed == 12, "clicking the field selects the seed: typing replaces it"
    type_text(app, "3")
    assert scene.seed == 123


def test_handoff_waits_for_a_fresh_click(app):
    seen = []
    app.stack.push(LauncherScene(app))
    app.stack.push(HandoffScene(app, "Ann", on_continue=lambda: seen.append(1)))
    click(app, (640, 360))
    assert seen == [1] and isinstance(app.stack.top, LauncherScene)


def test_rules_scene_scrolls_and_closes(app):
    info = all_games()[0]
    app.stack.push(LauncherScene(app))
    scene = RulesScene(app, info)
    app.stack.push(scene)
    app.step()
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3)])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LauncherScene)


def test_settings_toggle_colour_blind_is_saved(app):
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.step()
    click(app, scene.bar.buttons[3].rect.center)
    assert app.settings.colour_blind and app.theme.colour_blind
    saved = json.loads(app.settings.path().read_text())
    assert saved["colour_blind"] is True


def test_idle_launcher_does_not_redraw(app):
    launcher(app)
    app.step()   # the frame that shows each game's history from the records
    before = app.redraws
    for _ in range(30):
        app.step()
    assert app.redraws == before


def test_end_scene_pages_many_seats(app):
    from game.core.protocol import GameResult, SeatResult
    result = GameResult([SeatResult(i, f"P{i}", i + 1, 10 - i) for i in range(9)], [0], "P0")
    scene = EndScene(app, "Test", result, on_again=lambda: None)
    app.stack.push(scene)
    app.step()
    assert scene.pages() == 3
    key(app, pygame.K_RIGHT)
    assert scene.page == 1


def test_autosave_written_by_sessions_is_valid(tmp_path):
    from game.core.session import Session
    from tests.core.toy import Step
    from game.core.protocol import GameInfo
    info = GameInfo("toy", "Toy", (1, 4), "", "", "", True, rules="tests.core.toy:ToyRules")
    path = tmp_path / "auto.json"
    session = Session.start(info, [Seat("A"), Seat("B")], 5, save_path=path)
    session.apply(Step(0))
    data = read_save(path)
    assert data.game == "toy" and len(data.log) == 1
    session.apply(Step(0))
    assert (tmp_path / "auto.json.bak").exists()


def test_a_game_that_asks_for_dungeon_names_gets_a_second_field(app):
    from game.catalog import game_info
    info = game_info("doodle")
    scene = SeatsScene(app, info, seed=1)
    app.stack.push(scene)
    app.step()
    index, title_rect = scene.title_rects[0]
    click(app, title_rect.center)
    type_text(app, "The Pit")
    key(app, pygame.K_RETURN)
    assert scene.seats()[0].title == "The Pit"
    assert Seat.from_dict(scene.seats()[0].to_dict()) == scene.seats()[0]


def test_launcher_first_frame_comes_before_the_records_are_opened(app):
    """Start-up: the launcher is drawn first; its tiles' history lines follow a frame later
    (opening the records costs more than drawing the launcher)."""
    app.stack.push(LauncherScene(app))
    app.step()
    assert app.redraws == 1 and app._records is None
    app.step()
    assert app._records is not None and app.redraws == 2


def test_launcher_first_frame_imports_no_game(tmp_path):
    """Start-up: the launcher's first frame (Learn buttons included) imports no game's
    rules, table or lesson: those load when a game is opened."""
    import subprocess
    import sys
    code = ("import os, sys\n"
            "from game.ui.app import App\n"
            "from game.ui.scenes.launcher import LauncherScene\n"
            "app = App(size=(1280, 720))\n"
            "app.stack.push(LauncherScene(app))\n"
            "app.step()\n"
            "print(sorted(m for m in sys.modules if m.startswith(('game.ui.tables.', "
            "'game.ui.coach')) or (m.startswith('game.games.') and m.count('.') > 2)))\n")
    env = dict(os.environ, DUNGEON_TABLE_DATA=str(tmp_path), DUNGEON_TABLE_CONFIG=str(tmp_path),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=120, cwd=str(ROOT))
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"
