""""What would the computer do?" at the Doodle table (issue 23 §3): the Hard computer's move
for a person alone is ringed where it happens, and a click there makes it."""
from __future__ import annotations

import random

from game.catalog import game_info
from game.core.protocol import Seat
from game.games.doodle.actions import PickCard, PlacePiece
from tests import play


def alone(app, seed=4):
    play.open_launcher(app)
    info = game_info("doodle")
    app.start_game(info, [Seat("Ann"), Seat("Computer 1", "greedy")], seed)
    play.frame(app)
    table = app.stack.top
    play.until(app, lambda: table.advice_offered(), what="Ann's move")
    table._advice_bot = info.load_bots()[table.advice_kind()](0, random.Random(1))
    table._advice_bot.think_ms = 100                  # a quick think for the test
    return table


def hint(app, table):
    play.click_button(app, "Hint")
    play.until(app, lambda: table.advice is not None, what="the hint")
    return table.advice.action


def test_the_hint_rings_the_card_to_take_and_a_click_there_takes_it(app):
    table = alone(app)
    action = hint(app, table)
    assert isinstance(action, PickCard) and action in table.rules.legal_actions(0)
    ring = table.advice_target(action)
    assert ring == dict(table.display_rects())[action.card]
    assert table.board_rect.contains(ring)
    play.click(app, ring.center)
    play.settle(app)
    assert table.rules.state.building is not None and \
        table.rules.state.building.card == action.card
    assert table.advice is None, "a hint goes once the game has moved on"


def test_the_hint_for_a_piece_rings_its_space(app):
    table = alone(app)
    s = table.rules.state
    if 25 not in s.display:                           # script the draft: a Goblin first
        s.display[0] = 25
        table.changed()
    play.click(app, dict(table.display_rects())[25].center)
    play.settle(app)
    action = hint(app, table)
    assert isinstance(action, PlacePiece) and action.kind == "goblin"
    ring = table.advice_target(action)
    assert ring == table.sheet.cell_rect(action.cell)
    play.click(app, ring.center)
    play.settle(app)
    assert s.sheets[0].cells[action.cell] == "goblin"
