"""Issue 32 §3 at the real table, default settings: the end screen's words ("1 point", a
score line's sum drawn whole), "Continue (the heroes)" on the launcher's tile after Save and
quit in the hero phase, and a renamed seat's dungeon placeholder."""
from __future__ import annotations

import pygame

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.doodle.actions import FinishPath
from game.games.doodle.state import Phase
from game.ui.scenes.end import EndScene
from game.ui.scenes.seats import SeatsScene
from game.ui.tables.doodle import open_table
from tests import play
from tests.doodle.helpers import STRAIGHT, at, walk_path
from tests.doodle.people import People, open_doodle, play_to_the_end
from tests.ui.helpers import pass_handoffs

SUM = "(1\u00a0×\u00a01)"


def _one_goblin_game(app):
    """Ann against a computer in Phase C: both heroes walk the top row and column H and
    meet nothing; a Goblin stands on Ann's C3, off the path. Ann ends with 1 point."""
    session = Session.start(game_info("doodle"), [Seat("Ann"), Seat("Bo", bot="greedy")], 5)
    s = session.rules.state
    s.phase, s.building, s.to_pick, s.display, s.first = Phase.PATH, None, [], [], 0
    s.drawers = [0]
    for sheet in s.sheets:
        sheet.path, sheet.path_done = walk_path(session.rules, STRAIGHT), True
    s.sheets[0].cells[at(session.rules, "C3")] = "goblin"
    session.apply(FinishPath(0))
    table = open_table(app, session)
    app.stack.push(table)
    pass_handoffs(app)
    return table


def test_the_end_screen_says_1_point_and_draws_the_sum_whole(app):
    assert app.settings.animation_speed == 1.0
    _one_goblin_game(app)
    play.until(app, lambda: isinstance(app.stack.top, EndScene), what="the end screen")
    drawn = play.drawn_text(app)
    assert "Ann wins with 1 point." in drawn, drawn
    assert not any("1 points" in text for text in drawn)
    assert any(SUM in text for text in drawn), drawn       # the sum in one drawn line
    assert not any(text.rstrip().endswith(("(1", "×")) for text in drawn), drawn


def test_save_and_quit_in_the_hero_phase_offers_continue_the_heroes(app):
    table = open_doodle(app, humans=1, computers=1, seed=11)
    play_to_the_end(app, table, People(table),
                    until=lambda: table.phase() == "heroes" and table.acting_here())
    play.click_button(app, "Menu")
    play.click_button(app, "Save and quit")
    button = play.tile_button(app, "doodle", "Continue")
    assert button.label == "Continue (the heroes)"
    assert "Continue (the heroes)" in play.drawn_text(app)
    play.click(app, button.rect.center)
    play.pass_hand_offs(app)
    again = app.stack.top
    assert again.phase() == "heroes"


def test_a_seat_renamed_computer_has_its_own_dungeon_placeholder(app):
    """The seats screen: the second row's name typed as "Computer"; its dungeon name's
    placeholder follows the name typed, not the row's own numbered one."""
    play.open_launcher(app)
    play.click(app, play.tile_button(app, "doodle", "Play").rect.center)
    seats = app.stack.top
    assert isinstance(seats, SeatsScene)
    assert seats.count == 2
    _, name_rect, _ = next(r for r in seats.row_rects if r[0] == 1)
    play.click(app, name_rect.center)
    for _ in range(len(seats.rows[1].name) + 2):
        play.key(app, pygame.K_BACKSPACE)
    play.type_text(app, "Computer")
    play.key(app, pygame.K_RETURN)
    assert seats.rows[1].name == "Computer"
    drawn = play.drawn_text(app)
    assert "Computer's dungeon" in drawn, [t for t in drawn if "dungeon" in t]
    assert not any(t.startswith("Computer ") and t.endswith("'s dungeon") for t in drawn)
