"""Enter and Space press the main action of the moment (issue 30 §2), at DungeonLab's
table by posted events at default settings: "Done: pass to …" while she reads what her
move told her; nothing while "Climb it?" waits (Enter twice never answers it), nor while a
note is being written (Enter ends the note); and once the shell presses `main_button()`
itself, Lab's own Enter leaves Done alone, so it is pressed once."""
from __future__ import annotations

import pygame

from game.games.lab.actions import Answer
from game.ui.scenes.handoff import HandoffScene
from tests.lab.test_trust import centre, land_and_read, open_game
from tests.play import click, click_button, key, settle, type_text, wait


def test_done_is_the_main_button_while_she_reads_and_enter_presses_it(app, played_pace):
    session, table = open_game(app, seats=2)
    first = table.viewer
    assert table.main_button() is None               # landing: no one main move
    land_and_read(app, table, (3, 3))
    wait(app, 1.0)
    done = table.main_button()
    assert done is not None and done.label.startswith("Done: pass to")
    assert done in table.bar.buttons and done.enabled
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, HandoffScene) and table.viewer != first
    assert table.main_button() is None               # the next seat has not looked yet


def test_no_main_button_while_climb_it_waits_and_enter_twice_answers_nothing(
        app, played_pace):
    session, table = open_game(app, seats=2)
    seat = table.viewer
    click(app, centre(table, 3, 4))                  # a tree: "Climb it?"
    settle(app)
    assert table.me()["phase"] == "answer" and table.reading is None
    assert table.main_button() is None
    before = len(session.rules.log)
    wait(app, 1.0)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN, gap=0.1)
    key(app, pygame.K_SPACE, gap=0.5)
    assert len(session.rules.log) == before
    assert not any(isinstance(r.action, Answer) for r in session.rules.log)
    assert session.rules.state.players[seat].question is not None
    assert app.stack.top is table and table.viewer == seat


def test_while_a_note_is_open_enter_ends_the_note_not_the_reading(app, played_pace):
    session, table = open_game(app, seats=2)
    seat = table.viewer
    land_and_read(app, table, (3, 3))
    wait(app, 1.0)
    click_button(app, "Note")
    click(app, centre(table, 2, 2))
    key(app, pygame.K_x, gap=0.05)
    type_text(app, "x")
    assert table.hand.note is not None and table.main_button() is None
    key(app, pygame.K_RETURN)
    assert table.hand.note is None and table.reading == seat and app.stack.top is table
    assert table.main_button() is not None           # Done again, for the next Enter


def test_climb_it_opens_above_the_page_never_where_a_move_button_stood(app, played_pace):
    """Issue 30 §2: "Climb it?" answered by a South click the player meant as a move. Yes and
    No stand above the page; the side panel keeps Resign in its place and shows no button
    where North, East, South or West were, so that click answers nothing."""
    session, table = open_game(app, seats=2)
    seat = table.viewer
    land_and_read(app, table, (4, 4))
    wait(app, 1.0)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN, gap=0.6)                  # Bo lands, reads and passes back
    land_and_read(app, table, (1, 1))
    key(app, pygame.K_RETURN, gap=0.6)
    key(app, pygame.K_RETURN, gap=0.6)
    assert app.stack.top is table and table.viewer == seat and table.me()["phase"] == "act"
    moves = {b.label: b.rect.copy() for b in table.bar.buttons if b.visible and b.label[:1]
             in "↑→↓←"}
    resign = next(b.rect.copy() for b in table.bar.buttons if b.label == "Resign")
    assert len(moves) == 4
    click(app, moves["← West"].center)                 # (4,4) to (3,4): the tree
    settle(app)
    assert table.me()["phase"] == "answer" and table.me()["question"] == "Climb the tree?"
    shown = [b for b in table.bar.buttons if b.visible]
    yes = next(b for b in shown if b.label == "Yes: climb (Y)")
    no = next(b for b in shown if b.label == "No: stay (N)")
    for b in (yes, no):
        assert table.status_rect.contains(b.rect) and not table.side_rect.colliderect(b.rect)
    assert not any(b.rect.colliderect(r) for b in shown for r in moves.values()), \
        [b.label for b in shown if any(b.rect.colliderect(r) for r in moves.values())]
    assert next(b.rect for b in shown if b.label == "Resign") == resign
    before = len(session.rules.log)
    click(app, moves["← West"].center)                 # the habit: nothing is answered
    wait(app, 1.0)
    assert len(session.rules.log) == before and table.me()["phase"] == "answer"
    click(app, yes.rect.center)
    before = len(session.rules.log)
    assert isinstance(session.rules.log[-1].action, Answer) and session.rules.log[-1].action.yes
    click(app, yes.rect.center, gap=0.34)            # the pointer still: a click for the last
    assert len(session.rules.log) == before, "a click on a changed button answered"
    settle(app)
    assert table.me()["question"] == "Do you like orcs?"      # the tree asks on
    assert [b.label for b in table.bar.buttons if b.rect == yes.rect] == ["Yes: orcs (Y)"]
