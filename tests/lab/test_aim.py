"""Shots need a deliberate press (issue 34 §2): I, J, K and L only aim, and Enter or a click
on the aimed Shoot button fires; a word typed with no note open, or in a note, never shoots.
Posted key and text events at a new player's settings, through the real table."""
from __future__ import annotations

import pygame

from game.games.lab.actions import Shoot
from tests.lab.test_trust import centre, open_game
from tests.play import click, click_button, find_button, key, settle, type_text


def shots(session) -> list[Shoot]:
    return [r.action for r in session.rules.log if isinstance(r.action, Shoot)]


def typed(app, text: str) -> None:
    """Letters as a keyboard sends them: a key press, then its text."""
    for ch in text:
        key(app, pygame.K_SPACE if ch == " " else getattr(pygame, f"K_{ch}"), gap=0.05)
        type_text(app, ch)


def enter_fires_nothing(app, session) -> None:
    key(app, pygame.K_RETURN)
    settle(app)
    assert shots(session) == []


def landed(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    settle(app)
    assert table.me()["phase"] == "act"
    return session, table


def test_a_word_typed_with_no_note_open_never_shoots(app):
    session, table = landed(app)
    bullets = session.rules.state.players[0].ammo["bullets"]
    typed(app, "kill jill")
    key(app, pygame.K_RETURN)            # a word, not an aim: Enter fires nothing
    typed(app, "pl")                     # P picks the pen, L is the word's second letter
    key(app, pygame.K_RETURN)
    settle(app)
    assert shots(session) == [] and session.rules.state.players[0].ammo["bullets"] == bullets


def test_a_key_aims_and_enter_fires_the_aimed_shot(app):
    session, table = landed(app)
    key(app, pygame.K_l)
    settle(app)
    assert shots(session) == [], "a key alone only aims"
    assert find_button(app, "Shoot E: Enter") is not None
    assert find_button(app, "Shoot N (I)") is not None
    key(app, pygame.K_RETURN)
    settle(app)
    assert shots(session) == [Shoot(0, "bullets", 5, "E")]
    assert find_button(app, "Shoot E (L)") is not None, "the aim goes with the shot"


def test_another_key_lowers_the_aim(app):
    session, table = landed(app)
    key(app, pygame.K_i)
    assert find_button(app, "Shoot N: Enter") is not None
    key(app, pygame.K_o)
    assert find_button(app, "Shoot N (I)") is not None and table.hand.aim is None
    enter_fires_nothing(app, session)


def test_letters_typed_in_a_note_never_shoot_nor_aim(app):
    session, table = landed(app)
    click_button(app, "Note")
    click(app, centre(table, 2, 2))
    typed(app, "ijkl jill")
    key(app, pygame.K_RETURN)            # ends the note, never fires
    settle(app)
    page = session.rules.view(0)["me"]["notebook"]["pages"]["1"]
    assert [2, 2, "ijkl jill"] in page["notes"], page["notes"]
    assert shots(session) == [] and table.hand.aim is None
    enter_fires_nothing(app, session)


def test_a_click_on_a_shoot_button_fires_at_once(app):
    session, table = landed(app)
    click_button(app, "Shoot S")
    settle(app)
    assert shots(session) == [Shoot(0, "bullets", 5, "S")]
