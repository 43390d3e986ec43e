"""After a hand-off the next seat's panel shows no tip of the pointer's: the panel's hovers
follow the pointer the table was told of (none, after a hand-off), not wherever the mouse
happens to rest. Ann's pointer left on the panel must not open a greyed button's reason
over Bo's new turn before Bo has moved it. Played in DungeonLab hot-seat with posted events."""
from __future__ import annotations

import pygame

from game.ui.scenes.handoff import HandoffScene
from tests.lab.test_trust import land_and_read, open_game
from tests.play import frame, key, move, settle, wait


def greyed_with_reason(table):
    return next((b for b in table.bar.buttons if b.visible and not b.enabled
                 and b.disabled_reason), None)


def test_no_tip_after_a_hand_off_until_the_pointer_moves(app, monkeypatch):
    _session, table = open_game(app, seats=2)
    land_and_read(app, table, (3, 3))
    wait(app, 1.0)
    key(app, pygame.K_RETURN)                       # Done: pass to the next seat
    assert isinstance(app.stack.top, HandoffScene)
    wait(app, 1.0)
    key(app, pygame.K_RETURN)                       # the next seat takes the table
    settle(app)
    assert app.stack.top is table and table.looking
    button = greyed_with_reason(table)
    assert button is not None, "no greyed button with a reason"
    monkeypatch.setattr(app, "mouse_pos", lambda: button.rect.center)   # the mouse rests there
    table.dirty = True
    frame(app)
    assert table.hover_bubble is None, "a tip opened under a pointer nobody moved"
    move(app, button.rect.center)                   # the next seat moves onto the button
    wait(app, 0.5)
    assert table.hover_bubble is not None, "the greyed button's reason did not show"
