"""Idle means idle: at a person's turn, once the table has settled, nothing redraws while
nobody touches anything (no caret, clock or dot repaints a still screen), in every game,
at default settings, through the real scenes and the loop's own idle waits."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from tests import play
from tests.table.games import TABLES, WITH_COMPUTERS


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_settled_table_at_a_persons_turn_redraws_nothing(app, game):
    info = game_info(game)
    seats = [Seat("Ann")] + ([Seat("Computer 1", info.bots[0])] if game in WITH_COMPUTERS
                             else [])
    play.open_launcher(app)
    app.start_game(info, seats, 11)
    play.pass_hand_offs(app)
    table = app.stack.top
    play.until(app, lambda: table.acting_here() and not table.showing_move, 60, "Ann's turn")
    play.settle(app)
    before = app.redraws
    play.wait(app, 3.0)
    assert app.redraws == before, f"{app.redraws - before} redraws of a still table"
    play.move(app, (table.board_rect.centerx, table.board_rect.bottom - 3))
    assert app.redraws > before, "a pointer moving over the board is drawn (the count counts)"
