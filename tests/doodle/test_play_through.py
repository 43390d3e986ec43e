"""Doodle Dungeon played as people play it (issue 19 part 1): from the launcher to the end
screen at a new player's settings, with the real loop's frame times and idle waits, people
acting only through posted mouse and keyboard events. Alone against the computer, and in
hot-seat with two people and a computer, where the screen-privacy oracle checks every frame
drawn."""
from __future__ import annotations

from game.ui.scenes.end import EndScene
from tests.doodle.people import People, open_doodle, play_to_the_end
from tests.doodle.privacy import watch


def test_solo_against_the_computer_from_the_launcher_to_the_end(app):
    table = open_doodle(app, humans=1, computers=1, seed=11)
    assert app.settings.animation_speed == 1.0
    seen = play_to_the_end(app, table, People(table))
    assert isinstance(app.stack.top, EndScene)
    assert seen["handoffs"] == 0, "one person at the table: nothing to hand off"
    assert seen["moves"] > 14 * 2


def test_hot_seat_two_people_and_a_computer_with_the_privacy_oracle_on_every_frame(app):
    table = open_doodle(app, humans=2, computers=1, seed=5)
    oracle = watch(app, table)
    seen = play_to_the_end(app, table, People(table))
    assert isinstance(app.stack.top, EndScene)
    assert seen["handoffs"] >= seen["moves"] // 8, "hand-offs before the private decisions"
    assert oracle.checked["private"] and oracle.checked["public"]
