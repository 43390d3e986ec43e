"""Hot-seat's "Your turn: <name>" banner (rial §6): the turn passing from one person to the
other at this screen shows the banner with the next one's name; a game against computers
(one person) has no banner, the status line says whose turn it is."""
from __future__ import annotations

from game.core.protocol import Seat
from tests import play
from tests.rial.screen import ready


def banner(app) -> list[str]:
    return [t for t in play.drawn_text(app) if t.startswith("Your turn:")]


def test_the_turn_passing_to_the_other_person_shows_their_banner(app):
    _session, table = ready(app)
    rules = table.rules
    first = rules.state.active
    play.frame(app)
    assert banner(app) == [f"Your turn: {rules.names()[first]}"]
    play.wait(app, 5.0)
    assert banner(app) == [], "the banner goes after a moment"
    for _ in range(40):                        # the first person plays until the turn passes
        if rules.state.active != first or rules.is_over():
            break
        if play.find_button(app, "Enter: roll") or play.find_button(app, "Roll"):
            play.click_button(app, "Enter: roll" if play.find_button(app, "Enter: roll")
                              else "Roll")
        elif table.lit():
            play.click(app, table.geo.centre(next(iter(table.lit()))))
        elif table.panel_buttons:
            live = [b for b in table.panel_buttons if b.enabled and b.visible]
            play.click(app, live[-1].rect.center)
        play.settle(app)
    other = rules.state.active
    assert other != first
    play.frame(app)
    assert banner(app) == [f"Your turn: {rules.names()[other]}"]


def test_no_banner_against_computers(app):
    _session, table = ready(app, seats=[Seat("Ann"), Seat("Computer 1", "explorer")], seed=5)
    play.until(app, lambda: table.acting() == 0 and not table.showing_move, what="Ann's move")
    assert banner(app) == []


def test_the_banner_greets_a_turn_once_not_after_each_of_its_moves(app):
    _session, table = ready(app)
    rules = table.rules
    play.wait(app, 5.0)
    assert banner(app) == []
    label = "Enter: roll" if play.find_button(app, "Enter: roll") else "Roll"
    play.click_button(app, label)
    play.settle(app)
    assert rules.state.active == table.rules.state.active and banner(app) == [], \
        "the person's own roll does not greet them again"
