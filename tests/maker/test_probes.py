"""Maker's probe players: strategies people use, played by the sims against Hard."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.bots import make_players, sim_factories
from game.core.protocol import Seat
from game.core.sim import play_out, run_sim
from game.games.maker.content import default_content
from game.games.maker.probes import PROBES


def test_each_probe_names_its_strategy_in_one_line():
    assert set(PROBES) == {"bosswall", "hoarder"}
    for factory in PROBES.values():
        assert len((factory.__doc__ or "").strip().splitlines()) == 1


@pytest.mark.parametrize("probe", sorted(PROBES))
def test_each_probe_plays_whole_games_against_normal(probe):
    report = run_sim(game_info("maker"), games=2, seats=2, seed=4100,
                     bots=["normal", f"probe:{probe}"], swap=True)
    assert report["errors"] == 0 and report["unfinished"] == 0


def finished(kinds: list[str], seed: int):
    """A two-seat game of Maker played to its end by these seat kinds."""
    info = game_info("maker")
    rules = info.load_rules().new_game(seed, [Seat(f"P{i}") for i in range(len(kinds))])
    play_out(rules, sim_factories(info), kinds, seed)
    return rules


def boss_tiles(sheet_view: dict) -> list[tuple[int, int]]:
    items = default_content().items
    size = int(len(sheet_view["tiles"]) ** 0.5)
    return [(i % size + 1, i // size + 1) for i, t in enumerate(sheet_view["tiles"])
            if t[0] in items and items[t[0]].category == "boss"]


def test_the_boss_wall_stands_by_the_entrance():
    near = built = 0
    for seed in range(4):
        rules = finished(["probe:bosswall", "greedy"], 500 + seed)
        me = rules.view(0)["players"][0]
        ex, ey = me["entrance"]
        for x, y in boss_tiles(me):
            built += 1
            near += abs(x - ex) + abs(y - ey) <= 3
    assert built >= 4, "it builds bosses"
    assert near >= built * 3 // 4, "by the entrance"


def test_the_hoarder_ends_with_more_coin_than_normal():
    coin = {"probe:hoarder": 0, "greedy": 0}
    for seed in range(4):
        rules = finished(["probe:hoarder", "greedy"], 600 + seed)
        players = rules.view(0)["players"]
        coin["probe:hoarder"] += players[0]["coin"]
        coin["greedy"] += players[1]["coin"]
    assert coin["probe:hoarder"] > 2 * coin["greedy"]


def test_make_players_seats_a_probe():
    players = make_players(sim_factories(game_info("maker")), {0: "probe:hoarder"}, 1)
    assert type(players[0]).__name__ == "CoinHoarder"
