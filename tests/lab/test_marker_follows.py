"""The "me" marker follows her where the gamemaster's answer puts her beyond doubt (lab §6,
issue 34): a landing puts it on her cell, a step moves it, a climb turns it to the other
page, an answer that loses her takes it off, and the notebook's Undo never takes a follow
back. A typical mapping turn (move, wall, stamp) then takes 5 clicks, where moving the
marker by hand took 3 more (Me, her new cell, Walls again): 8."""
from __future__ import annotations

import pygame

from game.games.lab.actions import Climb, Move, Sketch
from game.games.lab.follow import followed
from tests import play
from tests.lab.helpers import T, dungeon, game, land, notebook
from tests.lab.test_trust import centre, open_game
from tests.play import click, click_button, settle


def marker(r, seat=0):
    return r.sheet(seat).me


def test_a_landing_puts_the_marker_on_her_cell_and_a_step_moves_it():
    r = game(dungeon(walls={(2, 1, "S"): "simple"}))
    land(r, (2, 3, 1))
    assert marker(r) == (1, -1, 2, 3)
    r.apply(Move(0, "N"))
    assert marker(r) == (1, -1, 2, 2)
    r.apply(Move(0, "N"))                      # "North: wall.": she stays, so does it
    assert r.state.players[0].pos == (2, 2, 1) and marker(r) == (1, -1, 2, 2)


def test_a_marker_she_moved_herself_follows_from_where_she_put_it():
    """It is her notebook: the step moves her marker, wherever she put it, by the step."""
    r = game(dungeon())
    land(r, (2, 3, 1))
    r.apply(Sketch(0, "me", (1, -1, 4, 4)))
    r.apply(Move(0, "E"))
    assert marker(r) == (1, -1, 5, 4)


def test_a_climb_turns_the_marker_to_the_other_page_and_a_pit_takes_it_off():
    r = game(dungeon({(3, 3, 1): T("pit")}, levels=2, pits={(3, 3, 1): (5, 5, 2),
                                                             (5, 5, 2): (3, 3, 1)}))
    land(r, (2, 3, 1))
    r.apply(Climb(0, 1))
    assert marker(r) == (2, -1, 2, 3)
    r.apply(Climb(0, -1))
    r.apply(Move(0, "E"))                      # into the pit: she does not know where
    assert r.state.players[0].pos == (5, 5, 2) and marker(r) is None


def test_on_a_fragment_the_marker_steps_on_it_and_the_fragment_grows_round_it():
    from game.games.lab import fragments as fr
    r = game(dungeon())
    land(r, (2, 3, 1))
    r.apply(Sketch(0, "fragment", (1, 9, 1)))
    r.apply(Sketch(0, "me", (1, 1, 1, 1)))
    r.apply(Move(0, "E"))
    r.apply(Move(0, "E"))
    assert marker(r) == (1, 1, 3, 1)
    frag = r.view(0)["me"]["notebook"]["fragments"]["1"]
    assert fr.extent(frag["layer"])[2] == 4     # room east of her cell


def test_undo_takes_back_her_drawing_never_the_follow():
    r = game(dungeon())
    land(r, (2, 3, 1))
    r.apply(Sketch(0, "stamp", (1, -1, 2, 3, "lights")))
    r.apply(Move(0, "E"))
    r.apply(Sketch(0, "undo", ()))
    view = r.view(0)["me"]["notebook"]
    assert view["pages"]["1"]["stamps"] == [] and view["me"] == [1, -1, 3, 3]
    assert view["edits"] == 0                   # nothing of hers left to take back


def test_followed_never_guesses():
    assert followed(None, (1, 1, 1), [(2, 1, 1)], [True], False, False) is None
    assert followed((1, -1, 1, 1), (1, 1, 1), [(2, 1, 1)], [True], False, True) is None
    assert followed((1, 2, 0, 0), (1, 1, 1), [(1, 1, 2)], [False], False, False) is None
    assert followed((1, -1, 1, 1), (1, 1, 1), [(3, 1, 1)], [True], False, False) == \
        (1, -1, 3, 1)                            # a ridden jump: two cells


def test_a_typical_mapping_turn_takes_five_clicks_with_the_marker_following(app,
                                                                             monkeypatch):
    """Posted mouse events at default settings: land, then one mapping turn that starts and
    ends with Walls in hand: ↑ North (into the store), the wall south of her landing cell,
    the store stamp and her cell, Walls again. Her marker is on the store without a click."""
    presses = []
    real_frame = play.frame

    def counting(app, events=(), *args, **kwargs):
        presses.extend(e for e in events if e.type == pygame.MOUSEBUTTONDOWN)
        return real_frame(app, events, *args, **kwargs)
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    assert notebook(session)["me"] == [1, -1, 3, 3]   # the landing put it there
    assert table.hand.tool == "edge"
    monkeypatch.setattr(play, "frame", counting)
    click_button(app, "↑ North")
    settle(app)
    assert session.rules.state.players[0].pos == (3, 2, 1)
    click(app, table.pad.at(3.5, 3.97))                # the south side of (3, 3)
    click(app, next(rect for n, rect in table.palette if n == "store").center)
    click(app, centre(table, 3, 2))
    click_button(app, "Walls")
    page = notebook(session)["pages"]["1"]
    assert [3, 3, "S", "simple"] in page["edges"] and [3, 2, "store"] in page["stamps"]
    assert notebook(session)["me"] == [1, -1, 3, 2] and table.hand.tool == "edge"
    assert len(presses) == 5


def test_lost_then_a_new_fragment_takes_the_marker_on_its_middle_cell(app):
    """Into the showcase's pit at (2, 2): the marker comes off the page; the suggested
    Fragment, clicked on the page, puts her marker on its middle cell."""
    session, table = open_game(app)
    click(app, centre(table, 2, 3))
    settle(app)
    click_button(app, "↑ North")
    settle(app)
    assert notebook(session)["me"] is None and table.hand.lost
    click_button(app, "Lost? Fragment")
    click(app, centre(table, 3, 3))
    sheet = notebook(session)
    fid = max(int(k) for k in sheet["fragments"])
    assert sheet["me"] == [sheet["fragments"][str(fid)]["level"], fid, 1, 1]
