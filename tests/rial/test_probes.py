"""Rial's probe players (probes.py): the strategies people use against Hard, each in a
scripted position, and a sim game of each against Hard."""
from __future__ import annotations

import random

from game.catalog import game_info
from game.core.sim import run_sim
from game.games.rial import actions as A
from game.games.rial.bot_search import HardBot
from game.games.rial.probes import COPIED_BUILD, PROBES
from game.games.rial.rules import RialRules
from game.core.protocol import Seat
from game.games.rial.trading import legal as trade_legal
from tests.rial.helpers import caps, match, place, put, roll, sq, touch


def test_the_copycat_sets_out_as_hard_does_and_heads_for_a_chest():
    rules = RialRules.new_game(3, [Seat("Ann"), Seat("Ben")])
    copycat = PROBES["copycat"](0, random.Random(1))
    assert copycat.choose(rules.view(0), rules.legal_actions(0)) == \
        A.SetCapabilities(0, COPIED_BUILD) and COPIED_BUILD[5:] == (5, 2)
    rules = match(1)
    place(rules, 0, "E8")
    caps(rules, 0, strength=5)
    put(rules, "H5", "chest", 3, up=True)
    put(rules, "D8", "blank")
    roll(rules, 2)
    for seed in range(6):
        move = PROBES["copycat"](0, random.Random(seed)).choose(rules.view(0),
                                                               rules.legal_actions(0))
        assert sq(rules, "D8") not in move.route, seed


def test_the_trader_offers_and_takes_every_trade_it_gains_by():
    """Her Key for its Sword: it gains (a Key is worth 2 to it, a Sword 1), she loses; it
    offers anyway. For its Map (worth 1) it refuses her 1-point Chest card and takes her
    3-point one."""
    rules = match(2)
    place(rules, 0, "A1")
    place(rules, 1, "B1")
    s = rules.state
    s.players[0].items, s.players[1].items = ["sword"], ["key"]
    s.stage = "trade"
    touch(rules)
    trader = PROBES["trader"](0, random.Random(1))
    assert trader.choose(rules.view(0), trade_legal(rules, 0)) == \
        A.Propose(0, 1, ("sword",), ("key",))
    s.players[0].items = ["map"]
    s.players[1].chests = [(1, False)]
    s.stage, s.trade = "answer", {"from": 1, "to": 0, "give": ["1"], "get": ["map"]}
    s.active = 1
    touch(rules)
    assert trader.choose(rules.view(0), rules.legal_actions(0)) == A.Answer(0, False)
    s.trade = {"from": 1, "to": 0, "give": ["3"], "get": ["map"]}
    s.players[1].chests = [(3, False)]
    touch(rules)
    assert trader.choose(rules.view(0), rules.legal_actions(0)) == A.Answer(0, True)


def test_hard_does_not_tell_a_probe_from_a_normal_seat():
    """The view names each seat's kind; Hard's choice is the same whatever it says."""
    rules = RialRules.new_game(4, [Seat("Ann", "search"), Seat("Ben", "probe:copycat")])
    rules.apply(A.SetCapabilities(0, COPIED_BUILD))
    rules.apply(A.SetCapabilities(1, COPIED_BUILD))
    while rules.state.stage != "move":
        seat = min(rules.to_act())
        rules.apply(HardBot(seat, random.Random(2)).choose(rules.view(seat),
                                                           rules.legal_actions(seat)))
    seat = rules.state.active
    view = rules.view(seat)
    renamed = dict(view, players=[dict(p, bot="explorer") for p in view["players"]])
    picks = []
    for shown in (view, renamed):
        bot = HardBot(seat, random.Random(5))
        bot.search.think_ms = 1e9
        bot.search.iterations = 6
        picks.append(bot.choose(shown, rules.legal_actions(seat)))
    assert picks[0] == picks[1]


def test_hard_plays_each_probe_to_the_end():
    for name in PROBES:
        report = run_sim(game_info("rial"), 2, 777, 2, ["hard", f"probe:{name}"],
                         think_ms=20, swap=True)
        assert report["errors"] == 0 and report["unfinished"] == 0, report
