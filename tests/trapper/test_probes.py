"""Trapper's probe players: strategies people use, played by the sims against Hard."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.catalog import game_info
from game.core.sim import run_sim
from game.games.trapper.actions import Reactivate, RollAP, StartRaid
from game.games.trapper.probes import PROBES, ChokepointRearmer, HeirloomRaider
from game.games.trapper.board import articulation_cells
from tests.trapper.helpers import FILLER, match, new_rules


def trap_until_raid(bot, rules, ap):
    """The active seat rolls `ap` and `bot` traps until it starts the raid: its actions."""
    rules.dice.script(list(ap))
    rules.apply(RollAP(rules.state.active))
    done = []
    while True:
        action = bot.choose(rules.view(rules.state.active),
                            rules.legal_actions(rules.state.active))
        done.append(action)
        if isinstance(action, StartRaid):
            return done
        rules.apply(action)


def test_each_probe_names_its_strategy_in_one_line():
    assert set(PROBES) == {"raider", "rearmer"}
    for factory in PROBES.values():
        assert len((factory.__doc__ or "").strip().splitlines()) == 1


@pytest.mark.parametrize("ap,spent", [((6, 6), 0), ((3, 4), 0), ((2, 3), 5)])
def test_the_raider_raids_with_all_of_a_roll_of_seven_or_more(ap, spent):
    rules = match(FILLER, FILLER)
    rules.state.dungeons[0].traps[(2, 1)].active = False      # a Crushing Walls to re-arm
    rules.state.dungeons[0].traps[(6, 1)].active = False      # and a Shark Pit
    rules.board_views.reset()
    trap_until_raid(HeirloomRaider(0, random.Random(2)), rules, ap)   # 5: re-arms both
    assert rules.state.spent == spent


def test_the_rearmer_builds_a_corridor_of_traps_and_rearms_every_disabled_one():
    rules = new_rules(4)
    bot = ChokepointRearmer(0, random.Random(4))
    while not rules.state.dungeons[0].ready:
        rules.apply(bot.choose(rules.view(0), rules.legal_actions(0)))
    dungeon = rules.state.dungeons[0]
    cuts = articulation_cells(rules.content.board.grid, dungeon.walls)
    assert sum(cell in cuts for cell in dungeon.traps) >= 4, "its traps hold the corridor"
    kinds = {cell: t.kind for cell, t in dungeon.traps.items()}
    assert sorted(kinds.values()).count("shark") == 2


def test_the_rearmer_pays_for_every_disabled_trap_before_it_raids():
    rules = match(FILLER, FILLER)
    for cell in [(2, 1), (6, 1), (3, 6)]:                   # crusher, shark, skeleton
        rules.state.dungeons[0].traps[cell].active = False
    rules.board_views.reset()
    done = trap_until_raid(ChokepointRearmer(0, random.Random(2)), rules, (3, 4))
    rearmed = {a.cell for a in done if isinstance(a, Reactivate)}
    assert rearmed == {(2, 1), (6, 1), (3, 6)}, "3 + 2 + 1 AP: all of a roll of 7 but 1"
    assert rules.state.ap - rules.state.spent == 1


@pytest.mark.parametrize("probe", sorted(PROBES))
def test_each_probe_plays_whole_games_against_normal(probe):
    report = run_sim(game_info("trapper"), games=2, seed=4100,
                     bots=["normal", f"probe:{probe}"], swap=True)
    assert report["errors"] == 0 and report["unfinished"] == 0


def test_hard_never_names_a_probe():
    """A probe tests Hard; Hard must not recognise one."""
    package = Path(__file__).resolve().parents[2] / "game" / "games" / "trapper"
    for name in ("bot_search.py", "bot_build.py", "bot_fortitude.py", "bot_normal.py"):
        text = (package / name).read_text()
        assert "probe" not in text.lower(), name
