"""Right after a take-back the greyed Undo tells the state, not a refusal: a person who
pressed Undo and rests the pointer on it (now greyed) reads "Nothing to undo: you took back
your last move.", in every game whose moves may be taken back; DungeonLab, whose game moves
are final, keeps saying so."""
from __future__ import annotations

import random

import pytest

from game.ui.table_undo import UNDONE
from tests import play
from tests.table.games import TABLES
from tests.table.test_busy_tip import at_a_persons_turn, rest_on
from tests.table.test_prompt_place import open_table, played


def undoable(app, table) -> bool:
    return app.stack.top is table and not table.showing_move \
        and table.undo_button.enabled and table.undo_button.visible


def take_back_all(app, table) -> None:
    """Undo clicked until it greys (a turn of several moves takes them back one by one)."""
    for _ in range(12):
        if not table.undo_button.enabled:
            return
        taken = table.session.lines_taken_back
        play.click(app, table.undo_button.rect.center)
        play.until(app, lambda: table.session.lines_taken_back > taken, 30, "the take-back")
        play.settle(app)
    raise AssertionError("Undo never greyed")


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_greyed_undo_after_a_take_back_says_nothing_is_left(app, game, monkeypatch):
    if game == "lab":
        table = at_a_persons_turn(app, game)
    else:
        table = open_table(app, game, 5)
        played(app, table, random.Random(5), lambda: undoable(app, table))
        assert undoable(app, table), f"no move of {game} could be taken back"
        take_back_all(app, table)
    undo = table.undo_button
    assert undo.visible and not undo.enabled
    rest_on(app, table, undo, monkeypatch)
    assert table.hover_bubble is not None, "the greyed Undo's tip is shown"
    reason = table.bar.hovered_reason(undo.rect.center)
    if game == "lab":
        assert "final" in reason.lower() and reason != UNDONE, reason
        return
    assert reason == UNDONE, reason
