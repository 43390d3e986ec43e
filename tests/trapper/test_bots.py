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
    assert dist[dungeon.heirloom] >= max(dist.values()) - 2  # far in, within its spread
    assert any(rules.content.trap(t.kind).tier == 3 for t in dungeon.traps.values())


@pytest.mark.parametrize("ap,spends", [((6, 6), True), ((4, 5), True), ((4, 4), True),
                                       ((3, 3), False), ((1, 1), False)])
def test_trapping_spends_what_is_above_the_fortitude_it_keeps(ap, spends):
    """issue 23 §2: it traps as its AP allow (it bought one trap in 16 turns), keeping the
    fortitude of its style (6 for this seed) for the raid."""
    rules = match(FILLER, FILLER)
    bot = TrapperBot(0, random.Random(1))
    bot.keep = 6
    rules.dice.script(list(ap))
    rules.apply(RollAP(0))
    while True:
        action = bot.choose(rules.view(0), rules.legal_actions(0))
        if isinstance(action, StartRaid):
            break
        rules.apply(action)
    spent = rules.state.spent
    assert (spent > 0) is spends
    assert rules.state.ap - spent >= min(6, rules.state.ap)


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


def setup_of(seed, seat=0):
    """The Normal computer's whole setup for one match seed, with the random source of
    `seat` (drawing seat 0's dungeon): its log and its dungeon."""
    rules = new_rules(seed)
    bot = TrapperBot(0, bot_rng(seed, seat))
    actions = []
    while not rules.state.dungeons[0].ready and len(actions) < 40:
        action = bot.choose(rules.view(0), rules.legal_actions(0))
        actions.append(action)
        rules.apply(action)
    dungeon = rules.state.dungeons[0]
    return actions, (frozenset(dungeon.walls), dungeon.heirloom)


def test_the_normal_computer_draws_its_own_dungeon_different_in_each_game():
    """issue 23 §2: Normal drew the same preset (Winding Halls, heirloom on (9,1)) in two
    games with different seeds. Now no preset, and dungeons differ from game to game and
    seat to seat; the same seed and seat draw the same dungeon (replays stay exact)."""
    from game.games.trapper.actions import UseLayout
    drawn = [setup_of(seed) for seed in range(8)]
    assert not any(isinstance(a, UseLayout) for actions, _ in drawn for a in actions)
    dungeons = [d for _, d in drawn]
    assert len(set(dungeons)) >= 6
    assert len({heirloom for _, heirloom in dungeons}) >= 3
    assert setup_of(3) == setup_of(3)
    assert setup_of(3, seat=0)[1] != setup_of(3, seat=1)[1]


def test_the_normal_computer_buys_its_traps_near_its_heirloom():
    rules = match(FILLER, FILLER)
    bot = TrapperBot(0, random.Random(1))
    bot.keep = 6
    rules.dice.script([6, 6])
    rules.apply(RollAP(0))
    before = set(rules.state.dungeons[0].traps)
    while True:
        action = bot.choose(rules.view(0), rules.legal_actions(0))
        if isinstance(action, StartRaid):
            break
        rules.apply(action)
    bought = set(rules.state.dungeons[0].traps) - before
    assert bought and rules.state.spent >= 4
    dist = walking_distances(rules.content.board.grid, rules.state.dungeons[0].walls, (9, 1))
    assert all(dist[cell] <= 4 for cell in bought), sorted(bought)


def test_the_normal_computer_re_arms_the_dangerous_traps_first():
    """issue 23 §2: a far-off Shark Pit is re-armed before the cheap Spikes by the heirloom."""
    ann = FILLER.replace("#c#d.pp.H", "#c#d..psH").replace("@.k.k....", "@p..k....")
    rules = match(ann, FILLER)
    for cell in ((2, 6), (8, 1)):                         # the Pit and the Spikes went off
        rules.state.dungeons[0].traps[cell].active = False
    rules.board_views.reset()
    bot = TrapperBot(0, random.Random(1))
    bot.keep = 6
    rules.dice.script([5, 5])                             # 10 AP: 4 to spend
    rules.apply(RollAP(0))
    first = bot.choose(rules.view(0), rules.legal_actions(0))
    from game.games.trapper.actions import Reactivate
    assert first == Reactivate(0, (2, 6))
