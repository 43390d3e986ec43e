"""`main.py play --game G --bots hard`: a level name becomes the game's computer kind, as
the seats screen saves it, so the game plays that level and Continue loads its save; an
unknown level says so instead of starting a game."""
from __future__ import annotations

from game.catalog import game_info
from game.ui.app import _start_from_args
from game.ui.scenes.message import MessageScene
from tests import play


def test_a_level_name_on_the_command_line_plays_that_level_and_saves_its_kind(app):
    play.open_launcher(app)
    _start_from_args(app, "trapper", 2, 5, ["hard"])
    play.frame(app)
    table = app.stack.top
    hard = next(k for k in game_info("trapper").bots
                if game_info("trapper").bot_label(k) == "Hard")
    assert [s.bot for s in table.rules.seats] == [None, hard]
    assert type(table.session.bots[1]).__name__ == "HardBot"


def test_an_unknown_level_is_said_not_started(app):
    play.open_launcher(app)
    _start_from_args(app, "trapper", 2, 5, ["grandmaster"])
    play.frame(app)
    assert isinstance(app.stack.top, MessageScene)
    assert "no computer level 'grandmaster'" in " ".join(play.drawn_text(app))
