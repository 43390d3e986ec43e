"""Every computer move can be watched (issue 23 §3): at a new player's settings the tiles a
computer fogs in its trapping stage are marked on its dungeon as it goes, with a caption in
its name, each for the table's bot delay at the animation speed before the next, and so are
the steps of its adventurer; with animations off its turn appears at once but its tiles
stay marked until the person moves."""
from __future__ import annotations

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.ui.tables.trapper import open_table
from tests import play
from tests.play import shows
from tests.trapper.helpers import FILLER, build

ALONE = [Seat("Ann"), Seat("Computer 1", "greedy")]
GUARDED = """
#c#d.....
.........
.........
.........
..k.k...p
@......pH
"""
"""Ann's dungeon: the heirloom behind two Shark Pits (a short raid ends there)."""


def captioned(app, table) -> bool:
    """The table's caption is drawn under the dungeon (the log may tell it too)."""
    below = table.painter.rect
    return shows(app, table, "caption", pygame.Rect(below.x, below.bottom, below.w, 48))


def marked_here(app, table) -> bool:
    """The computer's last marked tile looks different from the same screen without the
    match model's record of its last move."""
    return shows(app, table.playback, "last_move", table.painter.rect_of(table.marked()[-1]))


def computer_to_roll(app, ap=(6, 6)):
    """A solo table where Computer 1 rolls `ap` for its action points first."""
    play.open_launcher(app)
    for seed in range(60):
        session = Session.start(game_info("trapper"), ALONE, seed)
        build(session.rules, 0, GUARDED)
        build(session.rules, 1, FILLER)
        if session.rules.state.active == 1:
            break
    session.rules.dice.script(list(ap))
    table = open_table(app, session)
    app.stack.push(table)
    return session, table


def test_the_tiles_a_computer_fogs_are_shown_one_by_one_with_its_caption(app):
    session, table = computer_to_roll(app)
    play.until(app, lambda: bool(table.marked()), what="the computer to buy a trap")
    assert table.shown_board()["owner"] == 1, "shown on the computer's dungeon"
    assert table.caption.startswith("Computer 1 fogs a tile at")
    assert captioned(app, table) and marked_here(app, table)
    moves = len(session.rules.log)
    play.wait(app, table.seconds(table.bot_delay) / 2)
    assert len(session.rules.log) == moves, "the next move waits: this one is seen"
    assert marked_here(app, table)


def test_a_computers_raid_steps_are_captioned_in_its_name(app):
    session, table = computer_to_roll(app)
    play.until(app, lambda: table.caption.startswith("Computer 1's adventurer steps"),
               what="the computer's raid")
    assert captioned(app, table)


@pytest.mark.animations_off
def test_with_animations_off_the_computers_tiles_stay_marked_until_the_person_moves(app):
    session, table = computer_to_roll(app)    # its raid ends in a Shark Pit: Ann plays on
    play.until(app, lambda: table.acting_here(), what="Ann's turn")
    last = table.last_computer_move
    assert last is not None and last.seat == 1 and last.where, "its fogged tiles kept"
    play.click_button(app, "View Computer 1")
    play.settle(app)
    assert table.shown_board()["owner"] == 1 and marked_here(app, table)
    play.click_button(app, "Back to my dungeon")
    play.click_button(app, "Roll")
    play.settle(app)
    assert table.last_computer_move is None and not table.marked()
