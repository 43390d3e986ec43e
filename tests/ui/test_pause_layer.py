"""The pause menu draws the paused table once: a hover redraws the menu, not the table,
and the picture is the same as drawing the table beneath every time."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.catalog import game_info
from game.ui.scenes.pause import PauseScene
from tests.play import frame, settle


def _table_with_menu(app):
    app.start_game(game_info("trapper"), [Seat("Ann"), Seat("Computer", bot="greedy")], 7)
    settle(app)
    table = app.stack.top
    table.open_menu()
    frame(app)
    assert isinstance(app.stack.top, PauseScene)
    return table, app.stack.top


def test_a_hover_over_the_pause_menu_does_not_draw_the_table_again(app, monkeypatch):
    table, menu = _table_with_menu(app)
    drawn = []
    monkeypatch.setattr(table, "draw", lambda surface: drawn.append(1))
    for x in range(5):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(menu.box.centerx,
                                                                     menu.box.y + 100 + 50 * x),
                                             rel=(0, 50), buttons=(0, 0, 0)))
        menu.dirty = True
        frame(app)
    assert drawn == []


def test_the_pause_menu_looks_the_same_drawn_from_its_picture(app):
    table, menu = _table_with_menu(app)
    menu.dirty = True
    frame(app)
    held = app.screen.copy()
    menu._under = None            # draw the table beneath again, as before the picture
    menu.dirty = True
    frame(app)
    assert pygame.image.tobytes(held, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def test_back_from_settings_the_table_is_drawn_again_beneath(app, monkeypatch):
    table, menu = _table_with_menu(app)
    menu.settings()
    frame(app)
    drawn = []
    original = table.draw
    monkeypatch.setattr(table, "draw", lambda surface: (drawn.append(1), original(surface)))
    app.stack.pop()               # Settings closes: the menu is on top again
    frame(app)
    assert drawn == [1]


def test_a_question_over_the_table_draws_the_table_once_too(app, monkeypatch):
    """The same picture under every veiled dialog (here Restart's question over the table):
    a hover redraws the dialog only; closing it draws the table again."""
    from game.ui.scenes.confirm import ConfirmScene
    table, menu = _table_with_menu(app)
    app.stack.pop()
    app.stack.push(ConfirmScene(app, "Restart this game?", "Restart", lambda: None))
    frame(app)
    drawn = []
    original = table.draw
    monkeypatch.setattr(table, "draw", lambda surface: (drawn.append(1), original(surface)))
    question = app.stack.top
    for x in range(4):
        question.dirty = True
        frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(100 + 40 * x, 200),
                                       rel=(40, 0), buttons=(0, 0, 0))])
    assert drawn == []
    question.cancel()
    frame(app)
    assert drawn == [1]
