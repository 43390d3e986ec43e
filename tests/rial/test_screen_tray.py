"""The Rial dice tray at the real table (issue 36 §2): each roll names whose it is and what
it was for, so the roll left in the tray after the move never reads as the next player's;
the beginning player's d10 stays beside the move's d4 instead of showing only briefly."""
from __future__ import annotations

from tests import play
from tests.rial.screen import roll, scripted


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
