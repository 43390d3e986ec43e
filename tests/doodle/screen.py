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
    person is asked at every window that is hers, doodle §4.6, solo or hot-seat)."""
    from tests import play

    def check() -> bool:
        if table.acting_here() and not table.showing_move and app.stack.top is table:
            label = "Play no card" if play.find_button(app, "Play no card") else "Keep the dice"
            if play.find_button(app, label):
                play.click_button(app, label)
        return done()
    return check


def held_table(tmp_path, phase, size=(1280, 720)):
    """Ann against Computer 1 at the real table, the game first set by `phase(session)`;
    every decision of the computer waits until `bot.go` is set."""
    from game.catalog import game_info
    from game.core.protocol import Seat
    from game.core.session import Session
    from game.ui.app import App
    from game.ui.settings import Settings
    from game.ui.tables.doodle import open_table
    from tests import play
    from tests.play import GatedBot
    app = App(size=size, settings=Settings(), strict=True, save_path=tmp_path / "a.json")
    play.open_launcher(app)
    session = Session.start(game_info("doodle"), [Seat("Ann"), Seat("Computer 1", "search")],
                            4)
    bot = GatedBot()
    session.bots[1] = bot
    phase(session)
    table = open_table(app, session)
    app.stack.push(table)
    return app, session, table, bot
