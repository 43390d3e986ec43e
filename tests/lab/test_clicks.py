"""Clicks that do what the player meant, by posted mouse and key events at a new player's
settings: landing is its own gesture (the Land tool, or "Land at (3,4)?"); with Note, Pen
or a stamp in hand a page click draws, a note's letters are text and Enter ends the note,
never the turn; quick shot amounts and a typed one; the action panel keeps each button in
its place; Resign and "Bang head" say what happens; Resume keeps the ammunition."""
from __future__ import annotations

import pygame

from game.games.lab.phrases import bang_head_words, resign_words
from game.ui.scenes.confirm import ConfirmScene
from tests.lab.helpers import notebook, shift_key
from tests.lab.test_trust import centre, open_game
from tests.play import click, click_button, drag, find_button, frame, key, settle, type_text


def test_the_land_tool_is_in_hand_at_a_landing_and_walls_after_it(app):
    session, table = open_game(app)
    assert table.hand.tool == "land" and find_button(app, "Land here (L)") is not None
    click(app, centre(table, 3, 3))
    settle(app)
    assert session.rules.state.players[0].pos == (3, 3, 1)
    assert table.hand.tool == "edge" and find_button(app, "Land here") is None


def test_with_note_in_hand_a_landing_click_writes_a_note_and_enter_ends_only_the_note(app):
    session, table = open_game(app)
    click_button(app, "Note")
    click(app, centre(table, 1, 1))
    assert table.me()["phase"] == "land"                    # no landing at (1, 1)
    for ch in "Pit WX":                                     # capitals: text, no shortcut
        k = getattr(pygame, f"K_{ch.lower()}") if ch != " " else pygame.K_SPACE
        if ch.isupper():
            shift_key(app, k, gap=0.05)
        else:
            key(app, k, gap=0.05)
        type_text(app, ch)
    assert table.hand.tool == "note" and table.hand.note[3] == "Pit WX"
    key(app, pygame.K_RETURN)
    assert [1, 1, "Pit WX"] in notebook(session)["pages"]["1"]["notes"]
    assert table.me()["phase"] == "land" and session.rules.state.players[0].pos is None
    assert table.hand.note is None


def test_with_a_stamp_or_the_pen_a_landing_click_draws(app):
    session, table = open_game(app)
    click(app, next(rect for n, rect in table.palette if n == "pit").center)
    click(app, centre(table, 2, 2))
    assert [2, 2, "pit"] in notebook(session)["pages"]["1"]["stamps"]
    click_button(app, "Pen")
    drag(app, [centre(table, 3, 3), centre(table, 4, 3), centre(table, 4, 4)])
    assert notebook(session)["pages"]["1"]["strokes"]
    assert session.rules.state.players[0].pos is None


def test_with_walls_in_hand_a_cell_click_asks_before_landing(app):
    session, table = open_game(app)
    click_button(app, "Walls")
    click(app, centre(table, 3, 4))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene) and dialog.question == "Land at (3,4)?"
    click_button(app, "Land here")
    settle(app)
    assert session.rules.state.players[0].pos == (3, 4, 1)


def test_a_wall_run_along_a_row_marks_only_the_sides_on_its_line(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    south = lambda x: table.pad.at(x + 0.5, 2.98)          # noqa: E731  (south side of row 2)
    drag(app, [south(1), south(2), south(3), south(4), south(5)])
    edges = notebook(session)["pages"]["1"]["edges"]
    assert sorted((x, y, k) for x, y, k, _ in edges) == [(x, 2, "S") for x in range(1, 6)]


def test_a_note_lands_at_the_click_point(app):
    from tests.play import changed_box, picture
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    click_button(app, "Me")
    click(app, centre(table, 3, 3))
    click_button(app, "Note")
    before = picture(app)
    click(app, centre(table, 3, 3))
    type_text(app, "eyes")
    key(app, pygame.K_RETURN)
    box = changed_box(before, picture(app))
    left, top = table.pad.at(3, 3)
    assert box is not None and box.top < top + table.pad.cell // 2   # at the cell's top
    assert box.bottom <= top + table.pad.cell - table.pad.cell * 2 // 5   # above "me"


def test_quick_shot_amounts_and_a_typed_amount(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    held = session.rules.state.players[0].ammo["bullets"]
    click_button(app, "10")
    assert find_button(app, "10", enabled=True) and table.hand.amount == 10
    click_button(app, f"All {held}" if held not in (1, 5, 10) else str(held))
    assert table.hand.amount == held
    amount = next(b for b in table.bar.buttons if b.label == str(held))
    click(app, amount.rect.center)
    type_text(app, "7")
    key(app, pygame.K_RETURN)
    assert table.hand.amount == 7 and table.hand.typing_amount is None
    click_button(app, "Shoot N")
    settle(app)
    assert session.rules.state.players[0].ammo["bullets"] == held - 7


def test_feel_never_pushes_resign_down_a_row(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    before = find_button(app, "Resign").rect.copy()
    me = table.me()
    exote = {**me, "status": {**me["status"], "exote": True}}
    table.me = lambda: exote                             # as a gourm left her
    table.layout(table.size)
    frame(app)
    assert find_button(app, "Feel (F)") is not None
    assert find_button(app, "Resign").rect == before


def test_resign_and_bang_head_say_what_happens(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    click_button(app, "Resign")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene) and dialog.detail == resign_words(session.rules, 0)
    assert dialog.detail
    key(app, pygame.K_ESCAPE)
    click_button(app, "Bang head")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene) and dialog.detail
    assert dialog.detail == bang_head_words(session.rules, 0)


def test_resume_keeps_the_ammunition_and_its_count(app):
    from game.ui.tables.lab import open_table
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    click_button(app, "Bullets ▸")
    click_button(app, "Grenades ▸")                       # blasters
    click_button(app, "1")
    click_button(app, "Shoot W")
    settle(app)
    app.stack.pop()
    again = open_table(app, session)                      # what Resume opens
    app.stack.push(again)
    frame(app)
    from tests.lab.test_trust import pass_hand_off
    pass_hand_off(app)
    assert find_button(app, "Blasters ▸") is not None
    assert any(b.label == "1" for b in again.bar.buttons) and again.hand.amount == 1
