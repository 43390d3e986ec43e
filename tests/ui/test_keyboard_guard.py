"""The keyboard gets the mouse's guard, and a dialog that closes does not pass the rest of
its double click to the screen beneath (issue 19), played at a new player's settings with
the real loop's frame times, through the real scenes."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.pause import PauseScene
from game.ui.widgets.button import Button
from tests.core.toy import Pass, Roll, Step
from tests.play import click, find_button, key, settle, wait
from tests.ui.helpers import pass_handoffs
from tests.ui.test_table import ToyTable
from tests.ui.test_table import open_toy as open_table_toy


class KeyToy(ToyTable):
    """The toy race with Step, Pass and Roll buttons that Tab and Enter reach."""

    def game_buttons(self):
        if self.viewer is None or self.viewer not in self.rules.to_act() or not self.looking:
            return []
        seat = self.viewer
        return [Button("Step", lambda: self.act(Step(seat))),
                Button("Pass", lambda: self.act(Pass(seat))),
                Button("Roll", lambda: self.act(Roll(seat)))]

    def on_board_intent(self, intent):
        self.bar.navigate(intent.kind)


def open_toy(app, seats):
    table = open_table_toy(app, seats, 3, KeyToy)
    pass_handoffs(app)
    settle(app)
    return table


def test_a_double_click_on_cancel_does_not_land_on_the_menu_beneath(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bo")])
    table.play_again = lambda: None
    click(app, find_button(app, "Menu").rect.center)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, find_button(app, "Restart").rect.center)
    assert isinstance(app.stack.top, ConfirmScene)
    cancel = find_button(app, "Cancel").rect.center
    beneath = pause.bar.button_at(cancel)
    assert beneath is not None, "the test needs a menu button under Cancel"
    click(app, cancel)
    click(app, cancel, gap=0.1)
    assert app.stack.top is pause, f"the second click pressed {beneath.label!r} beneath"
    assert app.stack.scenes[-2] is table
    click(app, beneath.rect.center)   # a deliberate click later does what it says
    assert app.stack.top is not pause


def test_enter_on_a_menu_that_just_opened_is_ignored(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_TAB, gap=0.05)       # focus "Resume"
    key(app, pygame.K_RETURN, gap=0.05)    # ...pressed 0.1 s after the menu appeared
    assert isinstance(app.stack.top, PauseScene), "Enter pressed a button that just appeared"
    key(app, pygame.K_RETURN)
    assert app.stack.top is table, "a deliberate Enter presses it"


def test_a_double_enter_does_not_pass_the_hand_off_it_brought_up(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bo")])
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)   # focus "Pass"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN, gap=0.1)
    assert isinstance(app.stack.top, HandoffScene), "the second Enter skipped the hand-off"
    assert app.stack.top.name == "Bo" and not table.looking
    key(app, pygame.K_RETURN)
    assert app.stack.top is table and table.viewer == 1 and table.looking


def test_enter_on_the_table_just_after_a_move_is_ignored(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    key(app, pygame.K_TAB)   # focus "Step"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN, gap=0.1)
    assert table.rules.state.scores[0] == 1, "a double Enter stepped twice"
    wait(app, 0.4)
    key(app, pygame.K_RETURN)
    assert table.rules.state.scores[0] == 2
