"""What a new player who is lost meets first, by posted mouse and key events at default
settings: at a landing with another tool in hand the status says to pick Land first (and
her page click marks the page, it never lands); "Bang head" is greyed with its reason where
no wall stands beside her; digit keys type the shot amount (never pick a thing)."""
from __future__ import annotations

import pygame

from tests.lab.helpers import notebook
from tests.lab.test_trust import centre, open_game
from tests.play import click, click_button, drawn_text, find_button, key, settle, type_text


def status_shown(app) -> str:
    """The status box's words as drawn this frame."""
    return " ".join(drawn_text(app))


def test_at_a_landing_another_tool_says_pick_land_first_and_never_lands(app):
    session, table = open_game(app)
    assert "click a framed cell to land" in status_shown(app)
    click(app, next(rect for n, rect in table.palette if n == "pit").center)
    shown = status_shown(app)
    assert "pick Land here (L) first" in shown and "Stamp marks the page" in shown
    assert "click a framed cell to land" not in shown
    click(app, centre(table, 3, 3))
    settle(app)
    assert session.rules.state.players[0].pos is None          # no landing
    assert [3, 3, "pit"] in notebook(session)["pages"]["1"]["stamps"]
    click_button(app, "Walls")
    assert "Walls asks before it lands" in status_shown(app)
    click_button(app, "Land here (L)")
    assert "click a framed cell to land" in status_shown(app)
    click(app, centre(table, 4, 2))
    settle(app)
    assert session.rules.state.players[0].pos == (4, 2, 1)


def test_bang_head_is_greyed_with_its_reason_where_no_wall_stands(app):
    session, table = open_game(app)
    click(app, centre(table, 4, 2))                  # all four sides open
    settle(app)
    bang = find_button(app, "Bang head", enabled=False)
    assert bang is not None and not bang.enabled
    assert bang.disabled_reason.startswith("No wall to bang: every side of your cell is open.")
    click(app, bang.rect.center)
    settle(app)
    assert app.stack.top is table and session.rules.state.players[0].alive
    click_button(app, "← West")                      # (3, 2): the store, no wall either
    settle(app)
    click_button(app, "↑ North")                     # (3, 1): the map's edge is a wall
    settle(app)
    assert session.rules.state.players[0].pos == (3, 1, 1)
    assert find_button(app, "Bang head") is not None


def test_digit_keys_type_the_shot_amount_and_never_pick_the_ammunition(app):
    session, table = open_game(app)
    click(app, centre(table, 4, 2))
    settle(app)
    key(app, pygame.K_1)                              # text input is off: the key alone
    assert table.hand.typing_amount == "1" and table.hand.ammo == "bullets"
    assert find_button(app, "1_") is not None
    key(app, pygame.K_2)
    type_text(app, "2")                               # now on: the text types it
    assert table.hand.typing_amount == "12"
    key(app, pygame.K_RETURN)
    assert table.hand.amount == 12 and table.hand.typing_amount is None
    assert session.rules.state.players[0].pos == (4, 2, 1)   # Enter fired nothing
    key(app, pygame.K_3)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_5)
    type_text(app, "5")
    click_button(app, "Shoot N")                      # a click elsewhere sets it, and fires
    settle(app)
    assert table.hand.amount == 5 and table.hand.ammo == "bullets"
    assert find_button(app, "Bullets ▸") is not None
