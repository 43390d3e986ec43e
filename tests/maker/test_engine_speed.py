"""The engine's quick paths give what the rules' plain definitions give (issue 31 §4).

The bots and the legal moves read dangers, scores and market offers through tables worked
out once per content and one-pass loops; each is checked here against the definition it
stands for, on many random sheets, so a speed-up can never change a game.
"""
from __future__ import annotations

import copy
import random

import pytest

from game.core.enginebench import PARTS, bench_game
from game.games.maker.actions import Build
from game.games.maker.board import Sheet, Tile, new_tiles, orientations
from game.games.maker.building import market_items
from game.games.maker.bot_normal import BASE_STATS, fail_chance, route_danger
from game.games.maker.content import STATS, default_content
from game.games.maker.route import check_figures, dangers, figures_check, tile_figures
from game.games.maker.scoring import building_lines, building_points
from tests.maker.helpers import new, set_up

CONTENT = default_content()


def random_sheet(rng: random.Random) -> Sheet:
    """A sheet of random market items, paths with random traps, and loot."""
    items = list(CONTENT.items.values())
    traps = sorted(CONTENT.kinds.traps)
    tiles = new_tiles(CONTENT.numbers.size)
    for tile in tiles:
        roll = rng.random()
        if roll < 0.25:
            continue
        if roll < 0.3:
            tile.loot = rng.choice(["gem", "potion"])
            continue
        item = rng.choice(items)
        if item.placed_on == "path":
            tile.kind, tile.openings, tile.trap = "path", "NS", item.id
            continue
        tile.kind = item.id
        if item.network:
            tile.openings = rng.choice(orientations(rng.choice(item.shapes)))
            if rng.random() < 0.3:
                tile.trap = rng.choice(traps)
    if rng.random() < 0.5:
        tiles[0] = Tile("entrance", "EW")
    return Sheet(tiles, CONTENT.kinds, CONTENT.numbers.size)


def slow_route_danger(sheet: Sheet, route: list[tuple[int, int]], pips: dict[str, int]
                      ) -> float:
    """`route_danger` by its definition: `dangers` and `check_figures` per tile."""
    stats = {s: BASE_STATS[s] + pips.get(s, 0) for s in STATS}
    total = 0.0
    for cell in route:
        found = dangers(sheet, CONTENT, cell)
        if found:
            stat, target, damage, _ = check_figures(found, stats)  # type: ignore[arg-type]
            total += fail_chance(target, stats[stat]) * damage
    return total


@pytest.mark.parametrize("seed", range(40))
def test_each_tiles_check_figures_are_those_of_its_dangers(seed):
    rng = random.Random(seed)
    sheet = random_sheet(rng)
    stats = {s: rng.choice([0.0, 3.0, 4.3, 6.0]) for s in STATS}
    seen = 0
    for cell in sheet.cells():
        found = dangers(sheet, CONTENT, cell)
        figures = tile_figures(sheet, CONTENT.checks, cell)
        assert sorted(figures) == sorted((d.stat, d.target, d.damage) for d in found)
        if found:
            seen += 1
            stat, target, damage, _ = check_figures(found, stats)  # type: ignore[arg-type]
            assert figures_check(figures, stats) == (stat, target, damage)
    assert seen > 0, "a random sheet with no danger checks nothing"


@pytest.mark.parametrize("seed", range(20))
def test_route_danger_is_the_sum_of_each_tiles_check_exactly(seed):
    rng = random.Random(seed)
    sheet = random_sheet(rng)
    route = [c for c in sheet.cells() if rng.random() < 0.6]
    pips = {s: rng.randint(0, 3) for s in STATS}
    assert route_danger(sheet, CONTENT, route, pips) == slow_route_danger(sheet, route, pips)


@pytest.mark.parametrize("seed", range(40))
def test_building_points_are_the_score_chart_lines_without_the_coin(seed):
    sheet = random_sheet(random.Random(seed))
    lines = building_lines(sheet, 0, CONTENT.numbers)
    assert building_points(sheet, CONTENT.numbers) == sum(v for _, v in lines)
    with_coin = building_lines(sheet, 17, CONTENT.numbers)
    assert with_coin[-1][1] == 17 // CONTENT.numbers.coin_per_point
    assert with_coin[:-1] == lines[:-1]


def test_the_market_offers_each_dice_pair_as_maker_3_3_says():
    for a in range(1, 7):
        for b in range(1, 7):
            categories = {CONTENT.faces[a], CONTENT.faces[b]}
            wanted = [i.id for i in CONTENT.items.values()
                      if (i.category == "boss" and a + b >= CONTENT.numbers.boss_min_sum
                          and i.min_sum <= a + b)
                      or (i.category != "boss" and i.category in categories)]
            assert market_items(CONTENT, (a, b)) == wanted
            offered = market_items(CONTENT, (a, b))
            offered.clear()   # each call hands out its own list
            assert market_items(CONTENT, (a, b)) == wanted


def test_purchases_offered_again_are_equal_to_fresh_ones():
    rules = new(1, seed=5)
    set_up(rules)
    p = rules.state.players[0]
    p.status, p.dice = "build", (1, 2)
    first = [a for a in rules.legal_actions(0) if isinstance(a, Build)]
    again = [a for a in rules.legal_actions(0) if isinstance(a, Build)]
    assert first and first == again
    assert [Build(a.seat, a.item, a.x, a.y, a.openings) for a in first] == first


def test_a_copied_sheet_and_its_hero_are_its_own():
    rules = new(1, seed=5)
    set_up(rules)
    p = rules.state.players[0]
    twin = copy.deepcopy(rules.state)
    q = twin.players[0]
    q.tiles[7].kind, q.pips["str"], q.spells["mend"] = "path", 3, "owned"
    q.ledger.append(("x", 1))
    assert (p.tiles[7].kind, p.pips["str"], p.spells["mend"]) == ("", 0, "available")
    assert len(p.ledger) == len(q.ledger) - 1
    assert twin.phase is rules.state.phase and twin.round == rules.state.round


def test_the_engine_bench_says_where_the_time_went():
    report = bench_game("maker", 1, games=1, seed=3)
    assert set(report["total_ms"]) == set(PARTS) == set(report["share"])
    assert all(report["total_ms"][part] > 0 for part in PARTS)
    assert sum(report["share"].values()) == pytest.approx(1.0, abs=0.01)
