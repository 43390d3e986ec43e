"""rial §3.6, §4.1: capabilities, entrances, the beginning player, options."""
from __future__ import annotations

import random

import pytest

from game.core.dice import Dice
from game.core.errors import IllegalAction
from game.core.protocol import Seat
from game.games.rial import actions as A
from game.games.rial.bots import BOT_CAPS, Explorer
from game.games.rial.rules import RialRules
from game.games.rial.setup import allocation_problem, allocations


def fresh(seats: int = 2, script=(), options=None) -> RialRules:
    return RialRules.new_game(1, [Seat(f"P{i + 1}") for i in range(seats)], options,
                              dice=Dice(1, script=list(script)))


def test_rule_06_capabilities_sum_to_twelve_each_at_least_one():
    """rial §3.6: a sum other than 12 or any capability below 1 is rejected."""
    rules = fresh()
    for bad in [(2, 2, 2, 2, 2, 1, 0), (2, 2, 2, 2, 2, 1, 2), (2, 2, 2, 2, 1, 1, 1),
                (0, 3, 2, 2, 2, 2, 1), (2, 2, 2, 2, 2, 2)]:
        with pytest.raises(IllegalAction) as caught:
            rules.apply(A.SetCapabilities(0, bad))
        assert caught.value.rule == "rial §3.6"
    assert "add up to 13 (remove 1)" in allocation_problem((2, 2, 2, 2, 2, 1, 2))
    assert "below 1" in allocation_problem((2, 2, 2, 2, 2, 2, 0))
    rules.apply(A.SetCapabilities(0, (2, 2, 2, 2, 2, 1, 1)))
    assert rules.state.players[0].caps["strength"] == 1
    assert len(allocations()) == 462 and all(sum(a) == 12 and min(a) >= 1
                                             for a in allocations())


def test_rule_07_taken_entrance_is_rerolled_and_lowest_begins():
    """rial §4.1: seat 2 rolls the taken 3, rerolls 1 and begins (lowest kept roll)."""
    rules = fresh(2, script=[3, 3, 1])
    rules.apply(A.SetCapabilities(0, (2, 2, 2, 2, 2, 1, 1)))
    events = rules.apply(A.SetCapabilities(1, (2, 2, 2, 2, 2, 1, 1)))
    assert [p.home for p in rules.state.players] == [3, 1]
    assert [p.pos for p in rules.state.players] == [-3, -1]
    assert rules.state.beginning == 1 and rules.state.active == 1
    rolls = [e for e in events if type(e).__name__ == "DiceRolled"]
    assert [r.values for r in rolls] == [(3,), (3,), (1,)] and "3 is taken" in rolls[1].purpose
    other = fresh(2, script=[2, 4])
    other.apply(A.SetCapabilities(0, (2, 2, 2, 2, 2, 1, 1)))
    other.apply(A.SetCapabilities(1, (2, 2, 2, 2, 2, 1, 1)))
    assert other.state.beginning == 0


def test_rule_26_bot_capabilities():
    assert sum(BOT_CAPS) == 12 and min(BOT_CAPS) >= 1
    rules = fresh()
    bot = Explorer(0, random.Random(0))
    action = bot.choose(rules.view(0), rules.legal_actions(0))
    assert action == A.SetCapabilities(0, (2, 2, 3, 2, 1, 1, 1))


def test_rule_29_round_limit_range():
    """rial §4.1: round limits 9 and 101 are rejected; 10 and 100 accepted."""
    for bad in (9, 101):
        with pytest.raises(ValueError):
            fresh(options={"end": "rounds", "round_limit": bad})
    for good in (10, 100):
        assert fresh(options={"end": "rounds", "round_limit": good}).round_limit() == good
    assert fresh().round_limit() == 100           # the alarm, with its backstop
    with pytest.raises(ValueError):
        fresh(options={"alarm_minutes": 4})
    with pytest.raises(ValueError):
        fresh(options={"team_goal": 61})


def test_setup_deals_face_down_and_hides_it():
    rules = fresh()
    view = rules.view(None)
    assert all(c in (None, "?") for c in view["cards"])
    assert set(view["piles"]) == {"chance", "items", "item_discards", "chests"}
    assert all(isinstance(v, int) for v in view["piles"].values())
