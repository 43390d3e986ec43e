"""The computer opponent (trapper §7), driven only by its view and legal actions."""
from __future__ import annotations

import random

import pytest

from game.core.bots import bot_rng
from game.games.trapper.actions import RollAP, StartRaid
from game.games.trapper.board import walking_distances
from game.games.trapper.bots import BOTS, EasyBot, TrapperBot
from game.games.trapper.setup import problems
from tests.trapper.helpers import FILLER, match, new_rules


def test_bots_are_listed_default_first():
    from game.games.trapper import INFO
    assert list(BOTS) == list(INFO.bots) and BOTS["random"] is EasyBot


@pytest.mark.parametrize("seed", range(8))
def test_setup_builds_a_winding_valid_dungeon_with_the_heirloom_far_away(seed):
    rules = new_rules(seed)
    bot = TrapperBot(0, bot_rng(seed, 0))
    for _ in range(20):
        if rules.state.dungeons[0].ready:
            break
        rules.apply(bot.choose(rules.view(0), rules.legal_actions(0)))
    dungeon = rules.state.dungeons[0]
    assert dungeon.ready and problems(dungeon, rules.content) == []
    assert 16 <= len(dungeon.walls) <= 20
    grid = rules.content.board.grid
    dist = walking_distances(grid, dungeon.walls, (1, 6))
    assert dist[dungeon.heirloom] == max(dist.values())     # presets too: it moves it
    assert any(rules.content.trap(t.kind).tier == 3 for t in dungeon.traps.values())


@pytest.mark.parametrize("ap,spends", [((6, 6), True), ((4, 5), True), ((4, 4), False),
                                       ((1, 1), False)])
def test_trapping_spends_down_to_7_only_from_9_ap(ap, spends):
    rules = match(FILLER, FILLER)
    bot = TrapperBot(0, random.Random(1))
    rules.dice.script(list(ap))
    rules.apply(RollAP(0))
    while True:
        action = bot.choose(rules.view(0), rules.legal_actions(0))
        if isinstance(action, StartRaid):
            break
        rules.apply(action)
    spent = rules.state.spent
    assert (spent > 0) is spends
    assert rules.state.ap - spent >= min(7, rules.state.ap)


def test_the_raid_heads_for_the_farthest_fog_around_other_fog():
    bo = """
#c#d.pp..
.........
.........
.........
.k.......
@.k.....H
"""
    rules = match(FILLER, bo)
    bot = TrapperBot(0, random.Random(1))
    rules.dice.script([4, 4])
    rules.apply(RollAP(0))
    rules.apply(StartRaid(0))
    first = bot.choose(rules.view(0), rules.legal_actions(0))
    # the farthest fog is (7,1), 11 steps away; the way north along column 1 avoids the
    # fogged Skeleton at (2,5)
    assert first.direction == "N"
    path = []
    rules.dice.script([1] * 12)
    while rules.state.adventurer and rules.state.adventurer != (7, 1) and len(path) < 12:
        action = bot.choose(rules.view(0), rules.legal_actions(0))
        rules.apply(action)
        path.append(rules.state.adventurer)
    assert (2, 5) not in path and path[-1] == (7, 1) and len(path) == 11


@pytest.mark.parametrize("seed", range(4))
def test_the_easy_computer_draws_its_dungeon_in_a_few_moves_and_its_games_end(seed):
    """issue 16 §7: the easy computer ("random") took hundreds of wall strokes to draw a
    dungeon and wandered for thousands of steps; now a dungeon takes a few moves and a raid
    explores new tiles first, so a whole game is a few hundred moves."""
    from game.core.protocol import Seat
    from game.games.trapper.rules import TrapperRules
    rules = TrapperRules.new_game(seed, [Seat("A", "random"), Seat("B", "random")])
    bots = [EasyBot(0, bot_rng(seed, 0)), EasyBot(1, bot_rng(seed, 1))]
    moves = 0
    while not all(d.ready for d in rules.state.dungeons):
        seat = min(rules.to_act())
        rules.apply(bots[seat].choose(rules.view(seat), rules.legal_actions(seat)))
        moves += 1
    assert moves <= 2 * 8
    while not rules.is_over() and moves < 3000:
        seat = min(rules.to_act())
        rules.apply(bots[seat].choose(rules.view(seat), rules.legal_actions(seat)))
        moves += 1
    assert rules.is_over()
