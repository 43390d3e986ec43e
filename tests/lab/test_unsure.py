"""Unsure cells by posted mouse events at a new player's settings: the Unsure tool puts a
"?" on a cell with the other thing its stamp may be, the side list beside the page names
it, a second click takes it off, and the reveal judges it (right if either reading fits)."""
from __future__ import annotations

from game.games.lab.actions import Land, Resign, Sketch
from game.games.lab.compare import reveal_words
from game.ui.scenes.end import EndScene
from game.ui.tables.lab import open_table
from game.ui.tables.lab.shots import session as showcase_session
from tests.lab.helpers import notebook
from tests.lab.test_trust import centre, open_game
from tests.play import click, click_button, drawn_text, pass_hand_offs, until


def test_the_unsure_tool_marks_a_cell_lists_it_and_takes_it_off(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    click(app, next(rect for n, rect in table.palette if n == "pit").center)
    click(app, centre(table, 2, 2))
    click_button(app, "Unsure (U)")
    click(app, centre(table, 2, 2))
    page = notebook(session)["pages"]["1"]
    assert [2, 2, "hanging"] in page["unsure"]
    text = " ".join(drawn_text(app)).lower()
    assert "unsure: (2,2) pit or hanging" in text          # the side list beside the page
    click(app, centre(table, 2, 2))
    assert notebook(session)["pages"]["1"]["unsure"] == []


def test_the_reveal_judges_an_unsure_cell(app):
    s = showcase_session()
    s.apply(Land(0, 3, 3, 1))
    s.apply(Sketch(0, "stamp", (1, -1, 2, 2, "pit")))
    s.apply(Sketch(0, "unsure", (1, -1, 2, 2, "hanging")))
    s.apply(Resign(0))
    table = open_table(app, s)
    app.stack.push(table)
    pass_hand_offs(app)
    until(app, lambda: isinstance(app.stack.top, EndScene), what="the end screen")
    click_button(app, "Look at the board")
    until(app, lambda: app.stack.top is table, what="the board")
    reveal = s.rules.view(0)["reveal"]
    words = reveal_words(reveal["notebooks"][0]["pages"]["1"], reveal, 1, "Ann")
    assert "1 of 1 unsure cell right" in words
    assert words in drawn_text(app)
