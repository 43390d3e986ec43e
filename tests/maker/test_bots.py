"""The computer rivals (maker §7): legal, affordable choices, and better than random."""
from __future__ import annotations

from game.catalog import game_info
from game.core.bots import bot_rng
from game.core.protocol import Seat
from game.core.sim import run_sim
from game.games.maker.actions import Build, CastSpell, Collect, DeclareBuild
from game.games.maker.bots import BOTS, GreedyBot, fail_chance
from game.games.maker.rules import MakerRules


def test_rule_29_a_bot_never_buys_what_it_cannot_afford_or_place():
    builds = 0
    for seed in range(3):
        rules = MakerRules.new_game(seed, [Seat(f"B{i}", "greedy") for i in range(4)])
        bots = {i: GreedyBot(i, bot_rng(seed, i)) for i in range(4)}
        while not rules.is_over():
            seat = min(rules.to_act())
            legal = rules.legal_actions(seat)
            action = bots[seat].choose(rules.view(seat), legal)
            assert action in legal
            if isinstance(action, Build):
                builds += 1
                coin = rules.state.players[seat].coin
                assert rules.content.items[action.item].cost <= coin
                rules.check(action)
            rules.apply(action)
    assert builds > 20


def test_the_bots_module_offers_greedy_first_then_random_then_search():
    assert list(BOTS) == list(game_info("maker").bots) == ["greedy", "random", "search"]


def test_greedy_scores_more_than_random_on_average():
    report = run_sim(game_info("maker"), 12, seed=100, seats=2, bots=["greedy", "random"])
    assert report["errors"] == 0 and report["unfinished"] == 0
    greedy, rand = report["score_mean_by_seat"]
    assert greedy > rand + 5


def test_bot_follows_the_action_rule_collect_a_gem_when_short_of_coin():
    rules = MakerRules.new_game(3, [Seat("B", "greedy")])
    bot = GreedyBot(0, bot_rng(3, 0))
    while rules.state.phase.value == "setup":
        rules.apply(bot.choose(rules.view(0), rules.legal_actions(0)))
    assert isinstance(bot.choose(rules.view(0), rules.legal_actions(0)), DeclareBuild)
    rules.state.players[0].coin = 5
    choice = bot.choose(rules.view(0), rules.legal_actions(0))
    assert isinstance(choice, Collect) and not choice.spell


def test_fail_chance_matches_two_dice():
    assert fail_chance(14, 8) == 10 / 36      # needs 6+: fails on 2..5
    assert fail_chance(2, 0) == 0.0 and fail_chance(30, 0) == 1.0
    assert fail_chance(7, 0) == 15 / 36


def test_curse_names_the_stat_of_the_hardest_check():
    bot = GreedyBot(0, bot_rng(1, 0))
    tiles = [["", "", "", ""] for _ in range(36)]
    tiles[0] = ["entrance", "EW", "", ""]
    tiles[1] = ["path", "EW", "spikes", ""]
    tiles[2] = ["stairs", "", "", ""]
    tiles[7] = ["skeleton", "", "", ""]
    me = {"tiles": tiles, "route": [[1, 1], [2, 1]],
          "hero": {"stats": {"str": 6, "int": 3, "dex": 4}, "status": "ready", "hp": 10}}
    legal = [CastSpell(0, "curse", s) for s in ("str", "int", "dex")]
    assert bot._hardest_stat(me) == "str"
    assert bot._hero_phase(me, legal) == CastSpell(0, "curse", "str")


def test_each_computer_has_its_own_seeded_style_and_a_replay_keeps_it():
    from game.games.maker.bots import Style
    styles = [Style.draw(bot_rng(7, seat)) for seat in range(4)]
    assert len(set(styles)) == 4
    assert GreedyBot(2, bot_rng(7, 2)).style == GreedyBot(2, bot_rng(7, 2)).style


def test_two_computers_at_one_table_build_different_dungeons():
    for seed in range(4):
        rules = MakerRules.new_game(seed, [Seat("C1", "greedy"), Seat("C2", "greedy")])
        bots = {i: GreedyBot(i, bot_rng(seed, i)) for i in range(2)}
        while not rules.is_over():
            seat = min(rules.to_act())
            rules.apply(bots[seat].choose(rules.view(seat), rules.legal_actions(seat)))
        a, b = ([t.kind for t in p.tiles] for p in rules.state.players)
        built = [i for i in range(36) if a[i] or b[i]]
        assert sum(a[i] == b[i] for i in built) < len(built) / 2, seed


def test_normal_keeps_room_for_the_stairs_at_the_end_of_its_route():
    from tests.maker.helpers import paint
    rules = MakerRules.new_game(1, [Seat("C", "greedy")])
    paint(rules, 0, ["E:EW P:EW P:EW . . .",
                     "A A A A A A",
                     ". . . . . .",
                     ". . . . . .",
                     ". . . . . .",
                     ". . . . . ."])
    p = rules.state.players[0]
    p.loot_rolled, p.last_built = True, (3, 1)
    p.spells["curse"] = "owned"
    rules.state.phase = rules.state.phase.BUILDING
    rules.state.round = 5
    p.status, p.dice, p.coin = "build", (5, 5), 4
    bot = GreedyBot(0, bot_rng(1, 0))
    choice = bot.choose(rules.view(0), rules.legal_actions(0))
    assert not (isinstance(choice, Build) and (choice.x, choice.y) == (4, 1)), choice
