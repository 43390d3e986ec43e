"""The undo grace is a clock, not an animation: while a computer waits out a person's
undo grace (and its step pause) nothing moves on screen but the Undo button's seconds, so
the loop polls without drawing and repaints a handful of times a second, never each
frame, in every game where a computer answers a move that may still be taken back."""
from __future__ import annotations

import pytest

from tests import play
from tests.table.test_undo_grace import (UNDOABLE_ANSWERED, before_a_computers_answer,
                                         until_a_computer_answers)


@pytest.mark.parametrize("game", UNDOABLE_ANSWERED)
def test_the_undo_grace_redraws_only_as_its_seconds_count_down(app, game):
    table = before_a_computers_answer(app, game, 77)
    made = until_a_computer_answers(app, table)
    play.move(app, (table.board_rect.centerx, 5))    # the pointer off Undo: it runs
    undo = play.find_button(app, "Undo")
    assert undo is not None and undo.note, "Undo counts the grace down"
    notes, frames, before = {undo.note}, 0, app.redraws
    while len(table.rules.log) == made and table.undo_countdown() > 0:
        play.frame(app)
        frames += 1
        notes.add(undo.note)
    drawn = app.redraws - before
    assert frames > 40, f"the grace ran {frames} frames of the loop"
    assert len(notes) >= 2, f"Undo's seconds counted down: {notes}"
    assert drawn <= len(notes) + 2, \
        f"{drawn} redraws in {frames} frames of the grace (Undo showed {sorted(notes)})"
