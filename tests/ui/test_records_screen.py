"""Records at the table (issue 11): a finished game is kept once, the launcher shows its
line of history and opens the Records screen, whose Watch and Again open the right game;
replays never add to the records; a damaged records file is reported once, set aside."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.records import RecordsScene
from tests.ui.helpers import click


def finish_a_game(app, game="trapper", seed=8):
    """A game with a human seat, played to its end through the table's session."""
    info = game_info(game)
    app.stack.push(LauncherScene(app))
    assert app.start_game(info, [Seat("Ann"), Seat("Cpu", info.bots[0])], seed)
    table = next(s for s in app.stack.scenes if hasattr(s, "session"))
    table.session.drive(lambda session, events: False)
    assert table.session.rules.is_over()
    return table


def launcher(app):
    app.stack.clear()
    scene = LauncherScene(app)
    app.stack.push(scene)
    app.step()
    app.step()   # the records are read once the launcher is on screen
    return scene


def records_button(scene):
    return next(b for b in scene.bar.buttons if b.label == "Records")


def test_records_a_finished_game_is_kept_once_with_what_it_means(app):
    table = finish_a_game(app)
    stored = app.records.matches("trapper")
    assert len(stored) == 1 and stored[0].seed == 8
    assert [s.name for s in stored[0].seats] == ["Ann", "Cpu"]
    assert table.session.notes == [] or all(isinstance(n, str) for n in table.session.notes)
    app.continue_game(app.save_path_for("trapper"))  # the finished game, continued
    assert len(app.records.matches("trapper")) == 1


def test_records_the_launcher_shows_history_and_opens_the_records_screen(app):
    finish_a_game(app)
    scene = launcher(app)
    assert scene.history["trapper"].startswith("1 game")
    assert scene.history["doodle"] == ""
    button = records_button(scene)
    assert button.enabled
    scene.focus = [g.key for g in scene.games].index("trapper")
    click(app, button.rect.center)
    records = app.stack.top
    assert isinstance(records, RecordsScene) and records.info.key == "trapper"
    assert len(records.rows) == 1


@pytest.mark.animations_off
def test_records_watch_again_and_play_again_open_the_right_game(app):
    finish_a_game(app, seed=8)
    before = len(app.records.matches())
    scene = launcher(app)
    scene.focus = [g.key for g in scene.games].index("trapper")
    click(app, records_button(scene).rect.center)
    records = app.stack.top
    watch = next(b for b in records.bar.buttons if b.label == "Watch")
    click(app, watch.rect.center)
    replay = app.stack.top
    assert replay.session.info.key == "trapper" and replay.session.save_path is None
    assert replay.session.rules.seats[0].bot == "replay"
    for _ in range(2000):  # watched to the end: a replay never adds to the records
        app.step(dt=0.05)
        if replay.session.rules.is_over():
            break
    assert replay.session.rules.is_over()
    assert len(app.records.matches()) == before

    app.stack.clear()
    app.stack.push(records)
    again = next(b for b in records.bar.buttons if b.label == "Again")
    click(app, again.rect.center)
    table = next(s for s in app.stack.scenes if hasattr(s, "session"))
    assert table.session.info.key == "trapper" and table.session.rules.seed == 8
    assert [(s.name, s.bot) for s in table.session.rules.seats] == [("Ann", None),
                                                                    ("Cpu", "greedy")]


def test_records_a_damaged_records_file_is_reported_once_and_set_aside(app):
    path = app.saves_dir / "records.sqlite"
    path.write_bytes(b"this is not a database" * 50)
    launcher(app)
    top = app.stack.top
    assert isinstance(top, MessageScene) and top.title == "Records"
    assert "fresh records file" in top.text
    assert len(list(app.saves_dir.glob("records.sqlite.damaged-*"))) == 1
    launcher(app)
    assert not isinstance(app.stack.top, MessageScene), "said once"
    finish_a_game(app)
    assert len(app.records.matches()) == 1, "the games still start and are kept"


def test_records_games_without_a_human_are_not_kept(app):
    info = game_info("trapper")
    app.stack.push(LauncherScene(app))
    app.start_game(info, [Seat("A", "greedy"), Seat("B", "greedy")], 4)
    table = next(s for s in app.stack.scenes if hasattr(s, "session"))
    table.session.drive(lambda session, events: False)
    assert app.records.matches() == []
    button = records_button(launcher(app))
    assert not button.enabled and "with a person" in button.disabled_reason, \
        "the grey Records says why a game between computers is not there"


def test_records_the_end_screen_says_what_the_result_means(app):
    """A solo score attack's first game: the end screen names the first score."""
    from game.ui.scenes.end import EndScene
    info = game_info("maker")
    app.stack.push(LauncherScene(app))
    assert app.start_game(info, [Seat("Ann")], 5)
    table = next(s for s in app.stack.scenes if hasattr(s, "session"))
    table.session.drive(lambda session, events: False)
    for _ in range(400):
        app.step(dt=0.5)
        if isinstance(app.stack.top, EndScene):
            break
    end = app.stack.top
    assert isinstance(end, EndScene)
    score = app.records.matches("maker")[0].seats[0].score
    assert end.notes == [f"First score for Ann: {score}"]
