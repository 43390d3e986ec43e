"""Maker's Hard computer (issue 23 §1): a sample is the seat's view with fresh dice, it reads
nothing but the view (Maker hides only the dice), it weighs its moves on common dice, and it
plays whole games in `main.py sim`."""
from __future__ import annotations

import copy
import random

import pytest

from game.core.bots import bot_rng
from game.core.protocol import Seat
from game.core.sim import run_sim
from game.games.maker import INFO
from game.games.maker.actions import Build, Decline, DeclareBuild
from game.games.maker.bot_search import (CANDIDATES, HardBot, RoundDice, determinize,
                                         expected_score)
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
    assert first == second and set(first[1].values()) == {3}


def _searched(rules: MakerRules) -> tuple:
    """Hard's choice, samples and play-outs at seat 0, capped by samples, not time."""
    bot = HardBot(0, random.Random(5))
    bot.samples, bot.think_ms = 3, 600_000
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
    assert all(-30.0 < expected_score(p, sample.content) < 120.0 for p in sample.state.players)


def test_the_shortlist_is_normals_best_few_and_decline():
    rules = _at_purchase(77, 1)
    legal = rules.legal_actions(0)
    bot = HardBot(0, random.Random(1))
    shortlist = bot.candidates(rules.view(0), legal)
    builds = [a for a in shortlist if isinstance(a, Build)]
    assert 1 <= len(builds) <= CANDIDATES and all(a in legal for a in shortlist)
    assert shortlist == builds + [Decline(0)]


def test_out_of_time_every_move_has_the_same_samples():
    """With no time left Hard still plays each weighed move once, on the same dice."""
    rules = _at_purchase(78, 2)
    bot = HardBot(0, random.Random(4))
    shortlist = bot.candidates(rules.view(0), rules.legal_actions(0))
    bot = HardBot(0, random.Random(4))
    bot.think_ms = 0
    assert bot.choose(rules.view(0), rules.legal_actions(0)) in shortlist
    assert bot.last is not None and set(bot.last.visits.values()) == {1}
    assert bot.last.iterations == 1 and set(bot.last.means) == set(shortlist)


@pytest.mark.parametrize("seats,bots", [(1, ["hard"]), (2, ["hard", "normal"])])
def test_hard_is_the_games_hard_level_and_plays_whole_games(seats, bots):
    assert INFO.bot_label("search") == "Hard"
    report = run_sim(INFO, 1, seed=92_001, seats=seats, bots=bots, think_ms=5)
    assert report["errors"] == 0 and report["unfinished"] == 0, report.get("first_error")
    assert report["levels"][0] == "Hard" and report["bots"][0] == "search"


def test_hard_stops_at_its_time_budget():
    rules = _at_purchase(17, 2)
    bot = HardBot(0, random.Random(3))
    bot.samples, bot.think_ms = 1000, 20
    bot.choose(rules.view(0), rules.legal_actions(0))
    assert bot.last is not None and 1 <= bot.last.iterations < bot.samples


def test_the_rounds_choice_is_weighed_over_build_a_gem_and_windfall():
    """Build, Collect (one Gem: which Gem changes little) and Windfall are looked ahead
    on, each on the same samples."""
    from game.games.maker.actions import CastSpell, Collect
    rules = MakerRules.new_game(83, [Seat("P1")], undo=False)
    normal = GreedyBot(0, bot_rng(83, 0))
    while not (DeclareBuild(0) in rules.legal_actions(0) and len(rules.legal_actions(0)) > 1):
        rules.apply(normal.choose(rules.view(0), rules.legal_actions(0)))
    rules.state.players[0].spells["windfall"] = "owned"
    legal = rules.legal_actions(0)
    gems = [a for a in legal if isinstance(a, Collect)]
    assert len(gems) == 4
    bot = HardBot(0, random.Random(6))
    bot.samples, bot.think_ms = 3, 600_000
    assert bot.choose(rules.view(0), legal) in legal
    assert bot.last is not None
    assert set(bot.last.visits) == {DeclareBuild(0), gems[0], CastSpell(0, "windfall")}
    assert set(bot.last.visits.values()) == {3}


def test_a_round_rolls_the_same_market_whatever_came_before():
    """Common dice: two play-outs that differ in this round's move see the same rolls in
    the rounds after it (one collects, the other builds and rolls now)."""
    rules = _at_purchase(55, 1)
    seen = []
    for first in (Decline(0), rules.legal_actions(0)[0]):
        sample = determinize(rules.view(0), 0, random.Random(1))
        sample.dice = RoundDice(99, sample)
        sample.apply(first)
        rolls = []
        while len(rolls) < 3:
            sample.apply(DeclareBuild(0))
            rolls.append((sample.state.round, sample.state.players[0].dice))
            sample.apply(Decline(0))
        seen.append(rolls)
    assert seen[0] == seen[1] and len({d for _, d in seen[0]}) > 1


def test_hard_starts_with_windfall_and_mends_first_from_a_potion():
    """Hard's habits where it does not look ahead (measured in solo games: Windfall's Coin
    comes back as dungeon; an uncrossed HP box keeps the hero phase going)."""
    from game.games.maker.actions import ChooseSpell, Collect, RollLoot
    from tests.maker.helpers import LOOT, new, paint
    rules = new(seats=2, script=LOOT)
    rules.apply(RollLoot(0))
    hard = HardBot(0, random.Random(1))
    normal = GreedyBot(0, random.Random(1))
    spells = [a for a in rules.legal_actions(0) if isinstance(a, ChooseSpell)]
    assert hard.planner._setup(rules.view(0)["players"][0], spells) == ChooseSpell(0, "windfall")
    assert normal._setup(rules.view(0)["players"][0], spells) == ChooseSpell(0, "mend")
    paint(rules, 0, ["E:EW P:EW . . . .",
                     ". . . . . .",
                     ". . . . . .",
                     ". . . . . .",
                     ". p . . . .",
                     ". . . . . ."])
    p = rules.state.players[0]
    p.gems, p.upgraded, p.coin, p.spells["windfall"] = 4, True, 12, "owned"
    me = rules.view(0)["players"][0]
    potions = [Collect(0, 2, 5, s) for s in ("fireball", "curse", "mend", "jinx")]
    assert hard.planner._round_action(me, potions + [DeclareBuild(0)]) == Collect(0, 2, 5, "mend")
    assert normal._round_action(me, potions + [DeclareBuild(0)]) == Collect(0, 2, 5, "fireball")


def test_hard_collects_gems_while_its_coin_is_below_ten():
    from game.games.maker.actions import Collect
    hard = HardBot(0, random.Random(1))
    tiles = [["", "", "", ""] for _ in range(36)]
    tiles[8] = ["", "", "", "gem"]
    me = {"tiles": tiles, "coin": 9, "spells": {}}
    legal = [Collect(0, 3, 2, ""), DeclareBuild(0)]
    assert hard.planner._round_action(me, legal) == Collect(0, 3, 2, "")
    assert GreedyBot(0, random.Random(1))._round_action(me, legal) == DeclareBuild(0)
