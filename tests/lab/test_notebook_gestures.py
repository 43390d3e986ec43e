"""The notebook by posted mouse and key events at a new player's settings (issue 21): a wall
side set in one gesture (left click forward, right click back, never swallowed by the
buttons' double-press guard), the tools' keys, a fragment merged by dropping it."""
from __future__ import annotations

import pygame

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


def test_four_quick_clicks_make_a_monolith_and_a_right_click_goes_back(app, monkeypatch):
    import game.ui.widgets.button as button
    frozen = button.time.monotonic()
    monkeypatch.setattr(button.time, "monotonic", lambda: frozen)  # the played pace only
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    spot = side_east_of(table, 2, 2)
    for _ in range(4):
        hurried_click(app, spot)        # a hurried mapper, four clicks 0.15 s apart
    assert mark(session, 2, 2) == "monolith"
    hurried_click(app, spot, button=3)
    assert mark(session, 2, 2) == "wire"


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
