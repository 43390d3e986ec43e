"""The Rial dice tray at the real table (issue 36 §2): each roll names whose it is and what
it was for, so the roll left in the tray after the move never reads as the next player's;
the beginning player's d10 stays beside the move's d4 instead of showing only briefly."""
from __future__ import annotations

from game.core.protocol import Seat
from tests import play
from tests.rial.helpers import place
from tests.rial.screen import ready, refresh, roll, scripted


def tray_text(app) -> str:
    """The tray's caption as drawn this frame (its one or two lines joined)."""
    play.frame(app)
    return " ".join(play.drawn_text(app))


def test_the_d10_stays_beside_the_d4_and_each_roll_names_its_seat(app):
    session, table = scripted(app, at=("B2", "L12"))
    rules = session.rules
    roll(app, table, 2)                                   # Ann begins: d10 1, then the d4
    play.wait(app, 3.0)
    assert table.dice.roll is not None and table.dice.roll.sides == [10, 4]
    assert table.dice.roll.values == [1, 2]
    text = tray_text(app)
    assert "Ann: d10 1, no raise" in text and "moves 2" in text
    assert "total" not in text, "two dice of different meaning are never added up"
    play.click(app, table.geo.centre(rules.layout.square_at("B4")))
    play.settle(app)
    assert rules.state.active == 1
    assert "Ann: d10 1" in tray_text(app), "after the move the roll still says it was Ann's"
    assert "Ben:" not in tray_text(app)
    roll(app, table, 3)                                   # Ben is not beginning: his d4 alone
    assert table.dice.roll.sides == [4]
    text = tray_text(app)
    assert "Ben: the move" in text and "Ann:" not in text


def test_a_computers_move_die_after_a_jump_reads_as_its_move(app):
    """Ann jumps from an entrance, then the computer moves: the tray names the computer's
    move under its die, never the jump left from before (issue 36 §2)."""
    session, table = ready(app, seats=[Seat("Ann"), Seat("Computer 1", "explorer")])
    rules = session.rules
    s = rules.state
    s.cards = {}
    s.beginning = s.active = 0
    s.stage, s.cycle, s.cycles, s.skipping = "turn", 1, 1, False
    ann = s.players[0]
    ann.pos, ann.status = -1, "exited"
    place(rules, 1, "L12")
    refresh(table)
    play.settle(app)
    rules.dice.script([3, 2])                          # Ann's jump: entrance 3; the computer: 2
    play.click_button(app, "Jump to another entrance")
    play.until(app, lambda: table.dice.roll is not None and "jump" in table.dice.roll.label
               and not table.dice.busy, what="Ann's jump in the tray")
    assert "Ann: a jump" in tray_text(app)
    play.until(app, lambda: s.active == 0 and not table.busy and table.acting() == 0,
               what="the computer's move")
    text = tray_text(app)
    assert table.dice.roll.values == [2] and "Computer 1: the move" in text
    assert "a jump" not in text


def test_a_d10_alone_says_its_result(app):
    """The beginning player's d10 of 10 lies alone in the tray while everyone raises: it
    says what it gave, not only what it was for."""
    session, table = scripted(app, at=("B2", "L12"))
    table.rules.dice.script([10, 2])
    play.click_button(app, "Roll")
    play.until(app, lambda: table.rules.state.stage == "festival" and not table.busy,
               what="the festival")
    assert table.dice.roll.sides == [10]
    assert "Ann: a 10: everyone raises" in tray_text(app)
