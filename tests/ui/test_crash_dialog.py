"""An error dialog never loops (issue 19: a trade panel's IndexError brought the error
dialog back after every OK until the window was closed): after OK the table goes on, or
the player is back on the launcher with the game saved. Through the real app loop, with
scene errors shown as they are to a player (not raised)."""
from __future__ import annotations

from game.core.protocol import Seat
from game.core.save import read_save
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.message import MessageScene
from tests.play import click, click_button, frame, wait
from tests.ui.test_keyboard_guard import KeyToy, open_toy


def messages(app):
    return [s for s in app.stack.scenes if isinstance(s, MessageScene)]


def test_a_table_that_fails_every_frame_goes_back_to_the_launcher_saved(app):
    app.strict = False
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    table.session.save_path = app.save_path_for("toy")
    click_button(app, "Step")
    broken = type("Broken", (KeyToy,), {"draw_board": lambda self, surface: [][0]})
    table.__class__ = broken
    table.dirty = True
    wait(app, 1.0)
    assert len(messages(app)) == 1, "one message, not one per frame"
    click_button(app, "OK")
    wait(app, 2.0)
    assert isinstance(app.stack.top, LauncherScene), type(app.stack.top).__name__
    assert not messages(app), "the message came back after OK"
    saved = read_save(app.save_path_for("toy"))
    assert len(saved.log) == 1, "the game is saved with Ann's step"


def test_a_click_that_fails_once_leaves_the_table_going_on(app):
    app.strict = False
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    failures = []

    def fail_once(intent):
        if intent.kind == "press" and not failures:
            failures.append(intent)
            raise IndexError("list index out of range")
        KeyToy.on_board_intent(table, intent)

    table.on_board_intent = fail_once
    click_button(app, "Menu")         # open and close the menu: a press goes to the board
    click_button(app, "Resume")
    wait(app, 0.5)
    click(app, table.board_rect.center)
    assert len(messages(app)) == 1
    click_button(app, "OK")
    wait(app, 1.0)
    assert app.stack.top is table and not messages(app)
    click_button(app, "Step")
    assert table.rules.state.scores[0] == 1, "the table goes on"


def test_a_scene_that_raises_in_update_returns_to_the_launcher(app):
    from game.ui.scene import Scene

    class Raising(Scene):
        def update(self, dt):
            raise IndexError("list index out of range")

    app.strict = False
    app.stack.push(LauncherScene(app))
    app.stack.push(Raising(app))
    for _ in range(30):
        frame(app)
    assert len(messages(app)) == 1
    click_button(app, "OK")
    wait(app, 2.0)
    assert isinstance(app.stack.top, LauncherScene) and not messages(app)
    assert app.running
