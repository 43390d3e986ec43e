"""A log line appears when its event is animated, never before (issue 19: the log gave a
roll away before the dice landed). Through the real table at a new player's settings."""
from __future__ import annotations

from game.core.protocol import Seat
from tests.play import click_button, frame, settle
from tests.ui.test_keyboard_guard import open_toy


def test_a_roll_is_logged_when_the_dice_land(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    click_button(app, "Roll")
    assert table.dice.busy, "at normal speed the dice tumble"
    seen_while_rolling = set()
    while table.dice.busy:
        seen_while_rolling.update(table.log_lines())
        frame(app)
    assert not any("Ann rolls" in line for line in seen_while_rolling), seen_while_rolling
    settle(app)
    assert any("Ann rolls" in line for line in table.log_lines())
