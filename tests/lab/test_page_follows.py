"""The notebook turns to the level an answer told about (a climb, a pit's fall), played by
posted clicks at default settings: she draws on the page of the level she is on without
hunting for its tab; another seat's page stays where she left it."""
from __future__ import annotations

from tests.lab.helpers import notebook
from tests.lab.test_trust import centre, open_game
from tests.play import click, click_button, find_button, pass_hand_offs, settle


def chosen_tab(table) -> str:
    """The level tab drawn as chosen."""
    return next(b.label for b in table.bar.buttons
                if b.label.startswith("Level ") and b.rect in table._selected)


def test_a_climb_and_a_fall_turn_the_page_to_the_level_told(app):
    session, table = open_game(app)
    click(app, centre(table, 2, 3))
    settle(app)
    assert table.hand.level == 1 and chosen_tab(table) == "Level 1"
    click_button(app, "Down (PgDn)")
    settle(app)
    assert session.rules.state.players[0].pos == (2, 3, 2)
    assert table.hand.level == 2 and chosen_tab(table) == "Level 2"
    click(app, next(rect for n, rect in table.palette if n == "pit").center)
    click(app, centre(table, 4, 4))                 # drawn on the level she is on
    assert [4, 4, "pit"] in notebook(session)["pages"]["2"]["stamps"]
    click_button(app, "Up (PgUp)")
    settle(app)
    click_button(app, "↑ North")                    # (2, 2, 1): a pit, down to (4, 5, 2)
    settle(app)
    assert session.rules.state.players[0].pos == (4, 5, 2)
    assert table.hand.level == 2 and chosen_tab(table) == "Level 2"


def pass_on(app, table) -> int:
    """She says Done; the next seat passes the hand-off: the seat now on screen."""
    click_button(app, "Done: pass to")
    pass_hand_offs(app)
    return table.viewer


def test_another_seats_page_stays_where_she_left_it(app):
    session, table = open_game(app, seats=2)
    first = table.viewer
    click(app, centre(table, 2, 3))
    settle(app)
    second = pass_on(app, table)
    assert second != first and table.hand.level == 1
    click_button(app, "Level 2")
    click(app, centre(table, 4, 2))                 # she lands on level 2
    settle(app)
    for seat, climb, level in ((first, "Down", 2), (second, "Up", 1)):
        assert pass_on(app, table) == seat
        click_button(app, climb)
        settle(app)
        assert table.hand.level == level
    assert pass_on(app, table) == first and table.hand.level == 2   # her own page
