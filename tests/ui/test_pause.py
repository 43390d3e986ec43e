"""Paused means paused (issue 19): behind the pause menu, and the settings, rules and
confirm dialogs opened from it, no rule, bot, animation or clock advances; `resume()` tells
the table when it is on top again. Played at a new player's settings with the real loop's
frame times, through the real scenes."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from tests.play import click_button, key, settle, until, wait
from tests.ui.test_keyboard_guard import open_toy


def test_the_computer_does_not_act_behind_the_pause_menu(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    click_button(app, "Pass")           # the computer's turn: it waits its thinking moment
    key(app, pygame.K_ESCAPE, gap=0.05)
    assert isinstance(app.stack.top, PauseScene)
    moves = len(table.rules.log)
    wait(app, 5.0)
    assert len(table.rules.log) == moves, "the computer acted behind the pause menu"
    click_button(app, "Settings")
    assert isinstance(app.stack.top, SettingsScene)
    wait(app, 3.0)
    click_button(app, "Done")
    click_button(app, "Restart")
    assert isinstance(app.stack.top, ConfirmScene)
    wait(app, 3.0)
    click_button(app, "Cancel")
    assert len(table.rules.log) == moves, "the computer acted behind a dialog of the menu"
    click_button(app, "Resume")
    assert app.stack.top is table
    until(app, lambda: len(table.rules.log) > moves, 10.0, "the computer to act")


def test_dice_and_animations_stand_still_behind_the_menu(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    click_button(app, "Roll")
    assert table.dice.busy
    lines = list(table.log_lines())
    key(app, pygame.K_ESCAPE, gap=0.0)
    wait(app, 5.0)
    assert table.dice.busy and table.log_lines() == lines, "the roll went on behind the menu"
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert not table.dice.busy


def test_resume_is_called_when_the_table_is_on_top_again(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    resumed = []
    table.resume = lambda: resumed.append(True)
    key(app, pygame.K_ESCAPE)
    assert not resumed
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and resumed == [True]
