"""The notebook by posted mouse and key events at a new player's settings (issue 21): a wall
side set in one gesture (left click forward, right click back, never swallowed by the
buttons' double-press guard), the tools' keys, a fragment merged by dropping it, a note
written with the mouse alone."""
from __future__ import annotations

import pygame

from tests.lab.helpers import shift_key, tray_cell, tray_handle
from tests.lab.test_trust import centre, open_game
from tests.play import click, frame, key, move, settle


def side_east_of(table, x, y):
    left, top = table.pad.at(x, y)
    return (left + table.pad.cell - 2, top + table.pad.cell // 2)


def hurried_click(app, pos, button=1):
    """A click 0.15 s after the last one: the pointer moves for 0.1 s, then press and
    release (each frame of the real loop is 1/60 s while input comes)."""
    for i in range(6):
        move(app, (pos[0], pos[1] + i % 2))
    click(app, pos, button=button, gap=0)


def mark(session, x, y, side="E", seat=0):
    for ex, ey, k, m in session.rules.view(seat)["me"]["notebook"]["pages"]["1"]["edges"]:
        if (ex, ey, k) == (x, y, side):
            return m
    return "unknown"


def test_four_quick_clicks_make_a_monolith_and_a_right_click_goes_back(app, played_pace):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    spot = side_east_of(table, 2, 2)
    for _ in range(4):
        hurried_click(app, spot)        # a hurried mapper, four clicks 0.15 s apart
    assert mark(session, 2, 2) == "monolith"
    hurried_click(app, spot, button=3)
    assert mark(session, 2, 2) == "wire"
    other = side_east_of(table, 3, 4)
    hurried_click(app, other, button=3)  # an unmarked side: one right click, a monolith
    assert mark(session, 3, 4) == "monolith"


def test_each_tool_has_its_key_shown_on_its_button(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    for k, tool, word in ((pygame.K_s, "stamp", "Stamp (S)"), (pygame.K_t, "note", "Note (T)"),
                          (pygame.K_p, "pen", "Pen (P)"), (pygame.K_x, "erase", "Eraser (X)"),
                          (pygame.K_g, "fragment", "Fragment (G)"), (pygame.K_m, "me", "Me (M)"),
                          (pygame.K_w, "edge", "Walls (W)")):
        key(app, k)
        frame(app)
        assert table.hand.tool == tool
        assert any(b.label == word for b in table.bar.buttons)


def test_shift_and_a_letter_pick_a_stamp_and_never_shoot(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    bullets = session.rules.state.players[0].ammo["bullets"]
    shift_key(app, pygame.K_l)
    assert (table.hand.tool, table.hand.stamp) == ("stamp", "lights")
    shift_key(app, pygame.K_l)
    assert table.hand.stamp == "lion"
    shift_key(app, pygame.K_l)
    assert table.hand.stamp == "lake"
    assert session.rules.state.players[0].ammo["bullets"] == bullets   # L alone shoots east
    click(app, centre(table, 2, 2))
    assert [2, 2, "lake"] in session.rules.view(0)["me"]["notebook"]["pages"]["1"]["stamps"]


def test_every_stamp_has_a_name_a_key_and_a_look_of_its_own(app):
    from game.games.lab.notebook import STAMPS
    from game.ui.tables.lab.stamps import LOOKS, PALETTE, key_of, stamps_for
    assert sorted(PALETTE) == sorted(STAMPS)
    looks = [LOOKS[s] for s in PALETTE if s != "lake"]
    assert len(set(looks)) == len(looks), "two stamps look alike"
    assert LOOKS["lake"] != LOOKS["river"]
    assert all(s in stamps_for(key_of(s)) for s in PALETTE)
    for needed in ("antigourm", "mordor", "eldar", "cache", "tiger", "panther", "urkh",
                   "hanging", "cop"):
        assert needed in PALETTE


def test_the_page_uses_the_room_and_the_wheel_zooms_round_the_pointer(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    right_of_page = table.pad.rect.right
    tray = table.room.tray_rect
    # the page fills the room beside the tray one way or the other (no wide empty band)
    assert min(tray.x - right_of_page, table.page_area.bottom - table.pad.rect.bottom) < 130
    assert table.pad.cell >= 45
    spot = centre(table, 4, 4)
    cell = table.pad.cell
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                   buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
    assert table.pad.cell > cell
    assert table.pad.cell_at(spot) == (4, 4)            # the spot under the pointer stays
    selected = [b for b in table.bar.buttons if b.label in ("Level 1", "Walls (W)")]
    assert len(selected) == 2 and all(b.enabled for b in selected)   # chosen, not greyed


def test_a_fragment_dropped_on_the_page_merges_keeping_its_stamps_and_marker(app):
    """A pit loses her: she maps on a fragment (a hospital, lights, her marker), then drags
    it by its handle onto the page: it merges where it lies, a specific stamp on either side
    survives a generic one, the marker stays on its cell, the hint goes."""
    from tests.play import click_button, drag
    session, table = open_game(app)
    click(app, centre(table, 2, 3))
    settle(app)
    def stamp(name):
        click(app, next(rect for n, rect in table.palette if n == name).center)
    stamp("gourm")
    click(app, centre(table, 4, 3))               # page: a gourm at (4, 3), lights at (5, 3)
    stamp("lights")
    click(app, centre(table, 5, 3))
    click_button(app, "↑ North")                  # into the pit at (2, 2): lost
    settle(app)
    assert any(b.label.startswith("Lost? Fragment") for b in table.bar.buttons)
    assert table.hand.level == 2                  # the page turned to where she fell
    click_button(app, "Level 1")                  # she maps on level 1's page all the same
    click_button(app, "Lost? Fragment")
    click(app, centre(table, 6, 6))               # a fragment, in the tray
    stamp("lights")
    click(app, tray_cell(table, 1, 0, 0))         # fragment (0, 0): lights
    stamp("hospital")
    click(app, tray_cell(table, 1, 1, 0))         # fragment (1, 0): a hospital
    key(app, pygame.K_m)
    click(app, tray_cell(table, 1, 1, 0))         # her marker on the hospital
    sheet = session.rules.view(0)["me"]["notebook"]
    assert sheet["me"][1] == 1
    handle = tray_handle(table, 1)
    grab = table.room.tray_fine(handle)
    ox, oy = table.room.tray.places[1]
    drop = table.pad.at(4 + grab[0] - ox, 3 + grab[1] - oy)
    drag(app, [handle, table.pad.at(7.5, 7.8), drop])               # (0, 0) -> (4, 3)
    sheet = session.rules.view(0)["me"]["notebook"]
    assert sheet["fragments"] == {}
    stamps = {(x, y): s for x, y, s in sheet["pages"]["1"]["stamps"]}
    assert stamps[(4, 3)] == "gourm"              # the fragment's lights did not cover it
    assert stamps[(5, 3)] == "hospital"           # its hospital covered the page's lights
    assert sheet["me"] == [1, -1, 5, 3]           # the marker where it was: the hospital
    assert not any(b.label.startswith("Lost?") for b in table.bar.buttons)


def test_a_note_written_with_the_mouse_alone(app):
    """Under an open note, word chips add words and Write puts the note on the page: a note
    without a keyboard (or with a pad)."""
    from tests.play import click_button
    session, table = open_game(app)
    click(app, centre(table, 3, 3))                     # land
    settle(app)
    click_button(app, "Note")
    click(app, centre(table, 4, 4))
    settle(app)
    click_button(app, "eyes")
    click_button(app, "?")
    assert table.hand.note is not None and table.hand.note[3] == "eyes ?"
    click_button(app, "Write")
    page = session.rules.view(0)["me"]["notebook"]["pages"]["1"]
    assert [4, 4, "eyes ?"] in page["notes"] and table.hand.note is None
    assert not any(b.label.startswith("Write") for b in table.bar.buttons)   # chips gone
