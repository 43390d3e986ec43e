"""Screen helpers of the Doodle table tests: what the model's last computer move adds to a
frame."""
from __future__ import annotations

from typing import Any

import pygame

from tests.play import picture, pixels


def last_move_shows(app, table: Any, rect: pygame.Rect) -> bool:
    """The computer's last move (the model's one record) is drawn within `rect`: the pixels
    there differ from the same screen drawn without it."""
    with_it = picture(app)
    kept = table.playback.last_move
    table.playback.last_move = None
    try:
        without = picture(app)
    finally:
        table.playback.last_move = kept
    return pixels(with_it, rect) != pixels(without, rect)


def passing(app, table, done):
    """`done`, once checked, after the person passes the card window up now, if any (a
    person is asked at every window: doodle §4.6)."""
    from tests import play

    def check() -> bool:
        if table.acting_here() and not table.showing_move and app.stack.top is table:
            label = "Play no card" if play.find_button(app, "Play no card") else "Keep the dice"
            if play.find_button(app, label):
                play.click_button(app, label)
        return done()
    return check
