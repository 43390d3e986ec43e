"""Text input follows focus (issue 19: once a name was typed on the seats screen, which
stops text input when its field closes, DungeonLab's Note tool took no text). A scene that
takes text starts text input when it comes on top and stops it when it loses the top."""
from __future__ import annotations

import pygame
import pytest

from game.ui.scene import Scene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.pause import PauseScene
from tests.play import frame
from tests.core.toy import ToyRules


class Typing(Scene):
    """A scene with a text field (a notebook's note)."""

    takes_text = True

    def __init__(self, app):
        super().__init__(app)
        self.typed = ""

    def on_intent(self, intent):
        if intent.kind == "text":
            self.typed += intent.text


class ToolInHand(Scene):
    """Takes text only while its note tool is in hand (a property)."""

    def __init__(self, app):
        super().__init__(app)
        self.tool = "pen"

    @property
    def takes_text(self):
        return self.tool == "note"


@pytest.fixture
def text_input(monkeypatch):
    """SDL's text input switch, watched: True while on (SDL starts with it on)."""
    state = {"on": True}
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: state.update(on=True))
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: state.update(on=False))
    return state


def test_text_input_starts_on_focus_even_after_another_screen_stopped_it(app, text_input):
    app.stack.push(LauncherScene(app))
    frame(app)
    pygame.key.stop_text_input()       # the seats screen closes its name field
    assert not text_input["on"]
    typing = Typing(app)
    app.stack.push(typing)
    frame(app)
    assert text_input["on"], "the note field gained focus: text input starts"
    # a menu over it takes no text
    app.stack.push(PauseScene(app, ToyRules.info, lambda: None, lambda: None))
    frame(app)
    assert not text_input["on"], "focus left the text scene: text input stops"
    app.stack.pop()
    frame(app)
    assert text_input["on"], "back on top: text input starts again"
    app.stack.pop()
    frame(app)
    assert not text_input["on"]


def test_a_scene_may_take_text_only_while_a_tool_is_in_hand(app, text_input):
    app.stack.push(LauncherScene(app))
    scene = ToolInHand(app)
    app.stack.push(scene)
    pygame.key.stop_text_input()
    frame(app)
    assert not text_input["on"]
    scene.tool = "note"
    frame(app)
    assert text_input["on"]
    scene.tool = "pen"
    frame(app)
    assert not text_input["on"]


def test_scenes_that_do_not_take_text_leave_it_as_they_found_it(app, text_input):
    """Until a scene says it takes text, the app never stops what it did not start."""
    app.stack.push(LauncherScene(app))
    frame(app)
    assert text_input["on"]
    pygame.key.stop_text_input()
    pygame.key.start_text_input()      # a scene managing its own field
    app.stack.push(PauseScene(app, ToyRules.info, lambda: None, lambda: None))
    frame(app)
    assert text_input["on"]
