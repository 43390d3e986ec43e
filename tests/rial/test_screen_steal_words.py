"""A monster that steals two Chest cards says each once (issue 36 part 2: "The monster
steals P1's Chest card worth 2." appeared twice): the table's log names the monster, the
first card and then a second card, through a fight lost at the real table."""
from __future__ import annotations

from game.games.rial import actions as A
from tests.rial import mouse
from tests.rial.helpers import caps, put
from tests.rial.screen import refresh, roll_and_move, scripted
from tests import play


def test_a_troll_that_takes_two_cards_of_the_same_worth_says_each_once(app):
    session, table = scripted(app, at=("A2", "L12"))
    rules = session.rules
    put(rules, "A3", "chance")
    rules.state.chance_pile.insert(0, "monster:troll")
    ann = rules.state.players[0]
    ann.chests = [(2, False), (2, False), (1, False)]
    caps(rules, 0, strength=1, health=6)
    refresh(table)
    roll_and_move(app, table, 1, "A3")
    assert rules.state.stage == "monster", rules.state.stage
    mouse.do(app, table, A.Meet(0, "fighting"))
    play.settle(app)
    log = table.log_lines()
    first = [line for line in log if "steals Ann's Chest card worth 2" in line]
    second = [line for line in log if "steals a second Chest card from Ann, worth 2" in line]
    assert len(first) == 1 and len(second) == 1, log[-6:]
    assert [c for c, _ in ann.chests] == [1]
    assert all(log.count(line) == 1 for line in first + second)
