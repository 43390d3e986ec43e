"""Rial's main button at the real table (issue 30, Enter and Space): the button Enter and
Space press is the turn's roll, never a decision's; the table's own intents never press it
a second time."""
from __future__ import annotations

from game.games.rial import actions as A
from game.ui.intents import Intent
from tests import play
from tests.rial.helpers import caps, put
from tests.rial.screen import at_trade_step, refresh, roll, scripted


def test_the_main_button_is_the_roll_on_the_bar(app):
    session, table = scripted(app)
    button = table.main_button()
    assert button is not None and button.label == "Roll the d4"
    assert button in table.bar.buttons and button.enabled


def test_no_main_button_while_a_move_or_a_challenge_waits(app):
    session, table = scripted(app, at=("A2", "L12"))
    rules = session.rules
    roll(app, table, 2)
    assert rules.state.stage == "move"
    assert table.main_button() is None, "the move is chosen on the board, not by Enter"
    put(rules, "A3", "door", 5, up=True)                  # a door Ann cannot open
    caps(rules, 0, luck=1)
    refresh(table)
    play.settle(app)
    table.act(A.Move(0, (rules.layout.square_at("A3"),)))
    play.settle(app)
    assert rules.state.stage == "blocker"
    assert table.main_button() is None, "a challenge is a decision: Enter never passes it"


def test_no_main_button_in_the_trade_step_or_an_answer(app):
    session, table = at_trade_step(app)
    rules = session.rules
    assert play.find_button(app, "No (more) trades") is not None
    assert table.main_button() is None, "No (more) trades is a decision, like Buy nothing"
    table.act(A.Propose(0, 1, ("rope",), ("key",)))
    play.settle(app)
    assert rules.state.stage == "answer"
    assert table.main_button() is None


def test_the_forced_miss_is_the_main_button_but_not_beside_a_potion(app):
    session, table = scripted(app)
    rules = session.rules
    rules.state.skipping = True
    refresh(table)
    play.settle(app)
    legal = rules.legal_actions(0)
    assert legal == [A.MissTurn(0)]
    button = table.main_button()
    assert button is not None and button.label == "Miss this turn"
    rules.state.players[0].items.append("healing")
    refresh(table)
    play.settle(app)
    assert A.UseItem(0, "healing") in rules.legal_actions(0)
    assert table.main_button() is None, "drink or miss is the person's choice"


def test_a_confirm_reaching_the_board_presses_nothing(app):
    session, table = scripted(app)
    rules = session.rules
    moves = len(rules.log)
    table.on_board_intent(Intent("confirm", (5, 5)))
    play.settle(app)
    assert len(rules.log) == moves and rules.state.stage == "turn"
