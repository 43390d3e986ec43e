"""Undo after setting out (rial §4.1): a person's capabilities may be taken back at the
real table until another player acts or the entrance dice are rolled; the last one to set
out rolls them, so that set-out is final at once."""
from __future__ import annotations

from game.core.protocol import Seat
from game.games.rial import actions as A
from tests import play
from tests.rial.screen import open_session


def set_outs(rules) -> list:
    return [r.action for r in rules.log if isinstance(r.action, A.SetCapabilities)]


def test_a_set_out_is_taken_back_until_the_other_person_sets_out(app):
    session, table = open_session(app)
    rules = session.rules
    first = table.acting()
    play.click_button(app, "Set out")
    play.settle(app)
    name = rules.names()[first]
    assert rules.can_undo(first)
    play.click_button(app, f"Undo {name}'s move")
    play.settle(app)
    assert set_outs(rules) == [] and rules.state.phase == "caps"
    assert table.acting() == first, "the capabilities are theirs to set again"
    play.click_button(app, "Set out")
    play.settle(app)
    second = table.acting()
    assert second is not None and second != first
    play.click_button(app, "Set out")                   # the last set-out rolls the entrances
    play.settle(app)
    assert rules.state.phase == "play"
    assert not any(rules.can_undo(s) for s in range(2))
    assert not [label for label in play.labels(app) if label.startswith("Undo ")]


def test_against_a_computer_the_set_out_that_rolls_the_entrances_is_final(app):
    session, table = open_session(app, seats=[Seat("Ann"), Seat("Computer", "explorer")],
                                  seed=5)
    play.until(app, lambda: table.acting() == 0, what="Ann's capabilities")
    play.click_button(app, "Set out")
    play.settle(app)
    assert session.rules.state.phase == "play"
    assert not session.rules.can_undo(0)
    undo = play.find_button(app, "Undo", enabled=False)
    assert undo is None or not undo.enabled
