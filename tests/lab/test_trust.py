"""DungeonLab's trust defects (issue 19), played as people play at a new player's settings:
a double Enter on Done never skips the hand-off, Done never lies where a move button shows,
Undo never silently takes back a drawing in place of a final move, and notes take text
after a name was typed on the seats screen."""
from __future__ import annotations

import pygame

from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.lab.scene import status_lines
from tests.lab.helpers import open_showcase
from tests.play import (click, click_button, find_button, frame, key, settle, type_text,
                        until, wait)


def open_game(app, seats=1):
    session, table = open_showcase(app, seats)
    frame(app)
    pass_hand_off(app)
    assert app.stack.top is table and table.looking
    return session, table


def pass_hand_off(app):
    if isinstance(app.stack.top, HandoffScene):
        key(app, pygame.K_RETURN, gap=0.5)
    settle(app)


def centre(table, x, y):
    return table.pad.at(x + 0.5, y + 0.5)


def land_and_read(app, table, spot):
    """The seat on screen lands by a click and reads the gamemaster's answer."""
    click(app, centre(table, *spot))
    settle(app)
    assert table.reading == table.viewer
    assert status_lines(table.me().get("status"))   # her status stays while she reads


def test_a_double_enter_on_done_stops_at_the_hand_off(app, played_pace):
    """Enter twice, 0.1 s apart, on "Done: pass to Bo": the second Enter never passes the
    hand-off, so nothing of the next seat shows to the one who pressed it."""
    session, table = open_game(app, seats=2)
    first = table.viewer
    land_and_read(app, table, (3, 3))
    wait(app, 1.0)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN, gap=0.1)
    assert isinstance(app.stack.top, HandoffScene), "the second Enter passed the hand-off"
    assert not table.looking and table.viewer != first
    wait(app, 1.0)
    key(app, pygame.K_RETURN)                  # the next seat, in her own time, passes it
    assert app.stack.top is table and table.looking


def test_done_lies_where_no_move_button_ever_shows(app):
    """A habitual click on Done's spot on the next turn does nothing: no move is taken."""
    session, table = open_game(app, seats=2)
    land_and_read(app, table, (3, 3))
    done = find_button(app, "Done: pass to")
    assert done is not None
    area = done.rect.copy()
    spot = (area.x + area.width // 4, area.centery)   # anywhere on Done is a habit
    click(app, done.rect.center)
    pass_hand_off(app)
    land_and_read(app, table, (1, 3))
    click_button(app, "Done: pass to")
    pass_hand_off(app)
    assert table.me()["phase"] == "act"
    moves = [b for b in table.bar.buttons if b.visible and b.rect.colliderect(area)]
    assert moves == [], [b.label for b in moves]
    before = len(session.rules.log)
    click(app, spot)
    assert len(session.rules.log) == before and table.me()["phase"] == "act"


def test_undo_after_a_move_says_it_is_final_and_keeps_the_drawing(app):
    """A misclicked move cannot be taken back: Undo and Ctrl+Z say so plainly, the move
    stays and the notebook keeps its last stamp; the notebook's own Undo takes it back."""
    session, table = open_game(app)
    land_and_read_solo = centre(table, 3, 3)
    click(app, land_and_read_solo)
    settle(app)
    click_button(app, "Stamp")
    click(app, centre(table, 3, 3))
    settle(app)
    stamps = lambda: session.rules.view(0)["me"]["notebook"]["pages"]["1"]["stamps"]  # noqa: E731
    assert stamps() == [[3, 3, "lights"]]
    click_button(app, "↑ North")
    settle(app)
    p = session.rules.state.players[0]
    assert p.pos == (3, 2, 1)
    undo = next(b for b in table.bar.buttons if b.label == "Undo")
    click(app, undo.rect.center)
    frame(app)
    assert p.pos == (3, 2, 1) and stamps() == [[3, 3, "lights"]]
    assert any("final" in t.text for t in app.toasts), [t.text for t in app.toasts]
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert p.pos == (3, 2, 1) and stamps() == [[3, 3, "lights"]]
    click_button(app, "Undo drawing")
    settle(app)
    assert stamps() == [] and p.pos == (3, 2, 1)


def test_notes_take_text_after_a_name_was_typed_on_the_seats_screen(app, monkeypatch):
    """Launcher -> seats (a name typed) -> table: the Note tool's field takes text again
    (text input runs while a scene that takes text has the focus)."""
    from tests.play import open_launcher, tile_button
    active = {"on": True}
    real_start, real_stop = pygame.key.start_text_input, pygame.key.stop_text_input

    def start():
        active["on"] = True
        real_start()

    def stop():
        active["on"] = False
        real_stop()
    monkeypatch.setattr(pygame.key, "start_text_input", start)
    monkeypatch.setattr(pygame.key, "stop_text_input", stop)

    def typed(text):
        """Characters arrive only while text input runs (as SDL does)."""
        if active["on"]:
            type_text(app, text)
        else:
            frame(app)
    open_launcher(app)
    click(app, tile_button(app, "lab", "Play").rect.center)
    seats = app.stack.top
    field = seats.row_rects[0][1]
    click(app, field.center)
    typed("Ann")
    key(app, pygame.K_RETURN)
    assert seats.rows[0].name == "Ann"
    click_button(app, "Start game")
    until(app, lambda: isinstance(app.stack.top, HandoffScene)
          or hasattr(app.stack.top, "pad"), 10, "the table")
    pass_hand_off(app)
    table = app.stack.top
    click(app, centre(table, 3, 3))
    settle(app)
    click_button(app, "Note")
    click(app, centre(table, 2, 2))
    typed("shop?")
    key(app, pygame.K_RETURN)
    notes = table.sheet()["pages"]["1"]["notes"]
    assert [2, 2, "shop?"] in notes, notes
