"""Rial's Hard computer (issue 23 §1): it looks ahead over samples of what nobody can see,
and reads only its seat's view: two matches that differ only in the face-down cards and the
piles' order give it the same inputs, and so the same choice for the same seed."""
from __future__ import annotations

import copy
import random

from game.core.protocol import Seat
from game.games.rial.bot_search import HardBot, determinize
from game.games.rial.bots import Explorer
from game.games.rial.rules import RialRules
from game.games.rial.state import Card


def a_move_to_choose(seed: int = 31) -> RialRules:
    """A seeded 2-seat game of Normal computers, stopped at seat 0's move in round 3."""
    rules = RialRules.new_game(seed, [Seat("Ann", "search"), Seat("Ben", "explorer")],
                               {"end": "rounds", "round_limit": 20})
    bots = {s: Explorer(s, random.Random(s)) for s in (0, 1)}
    while True:
        seat = min(rules.to_act())
        s = rules.state
        if seat == 0 and s.phase == "play" and s.stage == "move" and s.round >= 3 and \
                len({a.route[-1] for a in rules.legal_actions(0) if a.route}) > 2:
            return rules
        rules.apply(bots[seat].choose(rules.view(seat), rules.legal_actions(seat)))


def other_secrets(rules: RialRules) -> RialRules:
    """The same match with every face-down card another one and the piles reversed."""
    twin = copy.deepcopy(rules)
    s = twin.state
    for sq, card in list(s.cards.items()):
        if not card.up:
            s.cards[sq] = Card("chest" if card.kind != "chest" else "door", card.level % 5 + 1)
    for pile in (s.chance_pile, s.item_pile, s.chest_pile):
        pile.reverse()
    s.rev += 1
    twin._view = None
    return twin


def searched(rules: RialRules, seed: int = 7):
    bot = HardBot(0, random.Random(seed))
    bot.search.think_ms, bot.search.iterations = 1e9, 24   # a fixed amount of work
    choice = bot.choose(rules.view(0), list(rules.legal_actions(0)))
    return choice, bot.last


def test_hard_reads_only_its_view_no_peeking():
    rules = a_move_to_choose()
    twin = other_secrets(rules)
    assert any(not c.up for c in rules.state.cards.values())
    assert rules.state.cards != twin.state.cards
    assert rules.view(0) == twin.view(0)
    (choice, report), (twin_choice, twin_report) = searched(rules), searched(twin)
    assert report is not None and report.iterations == 24
    assert choice == twin_choice and report.visits == twin_report.visits


def test_a_sample_keeps_what_is_seen_and_draws_what_is_not():
    rules = a_move_to_choose()
    view = rules.view(0)
    sample = determinize(view, 0, random.Random(3))
    assert sample.view(0)["cards"] == view["cards"]       # face-down stays face down
    assert sample.view(0)["players"] == view["players"]
    assert {k: len(v) for k, v in (("chance", sample.state.chance_pile),
                                   ("chests", sample.state.chest_pile))} == \
        {"chance": view["piles"]["chance"], "chests": view["piles"]["chests"]}
    assert sorted(map(str, sample.legal_actions(0))) == sorted(map(str,
                                                                   rules.legal_actions(0)))
    hidden = [sq for sq, c in rules.state.cards.items() if not c.up]
    assert [sample.state.cards[sq].kind for sq in hidden] != \
        [rules.state.cards[sq].kind for sq in hidden]


def test_the_hint_rings_the_hard_computers_square_and_a_click_there_plays_it(app):
    """issue 23 §3 at Rial's table: alone against the computer, Ann rolls and asks "Hint":
    the Hard computer's move comes with its sentence and a ring on the square it ends on;
    clicking that square plays the move it hinted (when its route is the one shown first)."""
    from game.games.rial import actions as A
    from tests import play
    from tests.rial.screen import ready, roll_label
    session, table = ready(app, seats=[Seat("Ann"), Seat("Computer", "explorer")], seed=5)
    play.until(app, lambda: table.acting() == 0 and table.rules.state.stage == "turn",
               what="Ann's turn")
    play.click_button(app, roll_label(table.rules))
    play.settle(app)
    if table.rules.state.stage == "festival":
        play.click(app, table.panel_buttons[0].rect.center)
        play.settle(app)
    assert table.rules.state.stage == "move"
    table._advice_bot = HardBot(0, random.Random(1))
    table._advice_bot.think_ms = 150
    play.click_button(app, "Hint")
    play.until(app, lambda: table.advice is not None, what="the hint")
    hint = table.advice
    assert isinstance(hint.action, A.Move) and hint.action in table.rules.legal_actions(0)
    assert hint.says.startswith("The Hard computer would do this: ")
    ring = table.advice_target(hint.action)
    assert ring == table.geo.rect(hint.action.route[-1])
    first = table.lit()[hint.action.route[-1]][0]
    before = len(table.rules.log)
    play.click(app, ring.center)
    assert table.rules.log[before].action == A.Move(0, first)
