"""A computer's move at the Rial table is watchable (issue 23 §3): its pawn walks at the
animation speed, and its last move stays in sight until the next move, in words in a box
in its colour (where the choice panel sits, empty while it plays) and as a trace of the way
it walked; with animations off the move appears at once but stays marked all the same."""
from __future__ import annotations

import pytest

from game.core.protocol import Seat
from tests import play
from tests.rial.screen import ann_acts, ready


def after_a_computer_walk(app):
    """Ann against a Normal computer, at her move just after the computer walked."""
    _session, table = ready(app, seats=[Seat("Ann"), Seat("Computer 1", "explorer")], seed=5)
    for _ in range(60):
        play.until(app, lambda: table.acting() == 0 and not table.showing_move
                   or table.rules.is_over(), what="Ann's move")
        last = table.last_computer_move
        if last is not None and len(last.where) > 1 and table.rules.state.stage == "turn":
            return table
        ann_acts(app, table)
    raise AssertionError("the computer never walked")


def marked(app, table) -> tuple[bool, bool]:
    """Is the computer's last move in its colour: the words' box, its last square?"""
    play.frame(app)
    table.dirty = True
    play.frame(app)
    colour = app.theme.colours.seat_colour(1)[:3]
    panel = table.panel_rect
    box = app.screen.get_at((panel.x + 1, panel.y + 12))[:3] == colour
    end = table.geo.rect(table.last_computer_move.where[-1])
    square = app.screen.get_at((end.x + 1, end.centery))[:3] == colour
    return box, square


def check_kept_until_anns_move(app) -> None:
    table = after_a_computer_walk(app)
    words = table.last_computer_move.words
    assert words.startswith("Computer 1")
    assert marked(app, table) == (True, True)
    play.wait(app, 3.0)                        # Ann reads the board: it stays
    assert marked(app, table) == (True, True)
    ann_acts(app, table)
    play.frame(app)
    last = table.last_computer_move
    assert last is None or last.words != words


def test_the_computers_move_stays_in_sight_until_the_next(app):
    check_kept_until_anns_move(app)


@pytest.mark.animations_off
def test_with_animations_off_the_move_appears_at_once_and_stays_marked(app):
    check_kept_until_anns_move(app)


def test_the_words_never_tell_a_roll_before_the_dice_land(app):
    """The tray shows a computer's roll as it lands: its words wait for the dice (the log
    line does too)."""
    _session, table = ready(app, seats=[Seat("Ann"), Seat("Computer 1", "explorer")], seed=5)
    colour = app.theme.colours.seat_colour(1)[:3]
    told = []

    def watch() -> bool:
        last = table.last_computer_move
        if table.dice.busy and last is not None and " rolls " in last.words:
            table.dirty = True
            play.frame(app)
            panel = table.panel_rect
            if app.screen.get_at((panel.x + 1, panel.y + 12))[:3] == colour:
                told.append(last.words)
        return table.acting() == 0 and not table.showing_move

    for _ in range(6):
        play.until(app, watch, what="Ann's move")
        ann_acts(app, table)
    assert not told, told
