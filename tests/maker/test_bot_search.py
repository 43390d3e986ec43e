"""Maker's Hard computer (issue 23 §1): a sample is the seat's view with fresh dice, it reads
nothing but the view (Maker hides only the dice), and it plays whole games in `main.py sim`."""
from __future__ import annotations

import copy
import random

import pytest

from game.core.bots import bot_rng
from game.core.protocol import Seat
from game.core.sim import run_sim
from game.games.maker import INFO
from game.games.maker.actions import Build, Decline, DeclareBuild
from game.games.maker.bot_search import CANDIDATES, HardBot, determinize, evaluate
from game.games.maker.bots import GreedyBot
from game.games.maker.rules import MakerRules


def _at_purchase(seed: int, seats: int, after_round: int = 4) -> MakerRules:
    """A Normal match played until seat 0 faces a purchase after `after_round`."""
    rules = MakerRules.new_game(seed, [Seat(f"P{i + 1}") for i in range(seats)], undo=False)
    bots = {s: GreedyBot(s, bot_rng(seed, s)) for s in range(seats)}
    while not rules.is_over():
        seat = min(rules.to_act())
        legal = rules.legal_actions(seat)
        if seat == 0 and rules.state.round > after_round \
                and sum(isinstance(a, Build) for a in legal) > 3:
            return rules
        rules.apply(bots[seat].choose(rules.view(seat), legal))
    raise AssertionError("the match never reached a purchase")


def _future_rolls(rules: MakerRules) -> list[int]:
    dice = copy.deepcopy(rules.dice)
    return [dice.roll(6) for _ in range(12)]


@pytest.mark.parametrize("seats", [1, 2])
def test_hard_reads_only_its_view(seats):
    """Two matches that differ only in the dice to come give Hard the same inputs, and so
    the same choice and visit counts for the same seed (issue 23 §1 'No peeking')."""
    one = _at_purchase(230 + seats, seats)
    two = copy.deepcopy(one)
    two.dice.reseed("other future rolls")
    assert one.view(0) == two.view(0)
    assert _future_rolls(one) != _future_rolls(two)
    first, second = _searched(one), _searched(two)
    assert first == second and first[2] == 30


def _searched(rules: MakerRules) -> tuple:
    """Hard's choice, visits and iterations at seat 0, capped by iterations, not time."""
    bot = HardBot(0, random.Random(5))
    bot.search.iterations, bot.think_ms = 30, 600_000
    action = bot.choose(rules.view(0), rules.legal_actions(0))
    assert bot.last is not None
    return action, bot.last.visits, bot.last.iterations


@pytest.mark.parametrize("seats", [1, 3])
def test_a_sample_is_the_view_with_fresh_dice(seats):
    """The sampled match shows every seat exactly its view, offers the same moves, and
    plays on under the real rules."""
    rules = _at_purchase(310 + seats, seats, after_round=8)
    sample = determinize(rules.view(0), 0, random.Random(2))
    for seat in range(seats):
        assert sample.view(seat) == rules.view(seat)
    assert sample.legal_actions(0) == rules.legal_actions(0)
    bots = {s: GreedyBot(s, random.Random(s)) for s in range(seats)}
    for _ in range(60):
        if sample.is_over():
            break
        seat = min(sample.to_act())
        sample.apply(bots[seat].choose(sample.view(seat), sample.legal_actions(seat)))
    values = evaluate(sample)
    assert len(values) == seats and all(0.0 <= v <= 1.0 for v in values)


def test_the_shortlist_is_normals_best_few_and_decline():
    rules = _at_purchase(77, 1)
    legal = rules.legal_actions(0)
    bot = HardBot(0, random.Random(1))
    shortlist = bot.candidates(rules.view(0), legal)
    builds = [a for a in shortlist if isinstance(a, Build)]
    assert 1 <= len(builds) <= CANDIDATES and all(a in legal for a in shortlist)
    assert shortlist == builds + [Decline(0)]


def test_too_little_time_leaves_the_purchase_to_normal():
    """A search too short to tell the choices apart plays Normal's pick (the first)."""
    rules = _at_purchase(78, 2)
    bot = HardBot(0, random.Random(4))
    shortlist = bot.candidates(rules.view(0), rules.legal_actions(0))
    bot = HardBot(0, random.Random(4))
    bot.search.iterations, bot.think_ms = 1, 600_000
    assert bot.choose(rules.view(0), rules.legal_actions(0)) == shortlist[0]


@pytest.mark.parametrize("seats,bots", [(1, ["hard"]), (2, ["hard", "normal"])])
def test_hard_is_the_games_hard_level_and_plays_whole_games(seats, bots):
    assert INFO.bot_label("search") == "Hard"
    report = run_sim(INFO, 1, seed=92_001, seats=seats, bots=bots, think_ms=5)
    assert report["errors"] == 0 and report["unfinished"] == 0, report.get("first_error")
    assert report["levels"][0] == "Hard" and report["bots"][0] == "search"


def test_hard_stops_at_its_time_budget():
    rules = _at_purchase(17, 2)
    bot = HardBot(0, random.Random(3))
    bot.think_ms = 20
    bot.choose(rules.view(0), rules.legal_actions(0))
    assert bot.last is not None and 1 <= bot.last.iterations < bot.search.iterations


def test_the_rounds_choice_is_searched_over_every_move_offered():
    """Build or Collect (which loot) is looked ahead on, over all the moves offered."""
    rules = MakerRules.new_game(83, [Seat("P1")], undo=False)
    normal = GreedyBot(0, bot_rng(83, 0))
    while not (DeclareBuild(0) in rules.legal_actions(0) and len(rules.legal_actions(0)) > 1):
        rules.apply(normal.choose(rules.view(0), rules.legal_actions(0)))
    legal = rules.legal_actions(0)
    bot = HardBot(0, random.Random(6))
    bot.search.iterations, bot.think_ms = 3 * len(legal), 600_000
    assert bot.choose(rules.view(0), legal) in legal
    assert bot.last is not None and set(bot.last.visits) == set(legal)
    assert sum(bot.last.visits.values()) == 3 * len(legal)
