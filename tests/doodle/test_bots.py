"""The computer dungeon masters (doodle §7, rule check §8.26) and how they fare."""
from __future__ import annotations

import copy
import os
import random

import pytest

from game.core.bots import RandomBot, bot_rng
from game.games.doodle.bots import BOTS, GreedyBot
from game.games.doodle.odds import rage_win_chance, win_chance
from tests.doodle.helpers import new_game


def test_bot_kinds_match_the_game_info():
    from game.games.doodle import INFO
    assert list(BOTS) == list(INFO.bots) and BOTS["random"] is RandomBot


def test_fight_odds():
    assert win_chance(0) == 1 / 100                 # a level-1 Goblin needs 10 + 10
    assert abs(win_chance(4) - 15 / 100) < 1e-9     # a level-1 Dragon needs 16
    assert win_chance(18) == 1.0
    assert win_chance(2, dice=3) > win_chance(2) and rage_win_chance(2) > win_chance(2)


def _secrets_changed(rules, seat):
    """A copy whose other seats hold different treasure notes and hands."""
    other = copy.deepcopy(rules)
    for s in range(len(rules.seats)):
        if s == seat:
            continue
        sheet = other.state.sheets[s]
        sheet.treasures = [(t + 37) % 80 for t in sheet.treasures]
        if other.state.hands:
            other.state.hands[s] = [(c % 60) + 1 for c in other.state.hands[s]]
    return other


def test_rule_26_a_bot_chooses_the_same_whatever_the_others_secrets():
    rules = new_game(2, seed=11, bots=True)
    bots = {s: GreedyBot(s, bot_rng(11, s)) for s in range(2)}
    assert play_blind_to_secrets(rules, bots) > 100


def play_blind_to_secrets(rules, bots):
    """Play the match to its end, checking at every decision that the bot chooses the same
    in a copy where the other seats' secrets differ; the number of decisions."""
    decisions = 0
    while not rules.is_over():
        seat = min(rules.to_act())
        legal = rules.legal_actions(seat)
        other = _secrets_changed(rules, seat)
        assert other.view(seat) == rules.view(seat)
        twin = copy.deepcopy(bots[seat])
        action = bots[seat].choose(rules.view(seat), legal)
        assert twin.choose(other.view(seat), other.legal_actions(seat)) == action
        rules.apply(action)
        decisions += 1
    return decisions


def _play(kinds, seed):
    from game.core.protocol import Seat
    from game.games.doodle.rules import DoodleRules
    rules = DoodleRules.new_game(seed, [Seat(f"p{i}", bot=k) for i, k in enumerate(kinds)],
                                 None, undo=False)
    players = [BOTS[k](i, random.Random(f"{seed}:{i}")) for i, k in enumerate(kinds)]
    while not rules.is_over():
        seat = min(rules.to_act())
        rules.apply(players[seat].choose(rules.view(seat), rules.legal_actions(seat)))
    return rules.result()


def test_the_greedy_bot_beats_random_bots_in_both_seat_orders():
    wins = 0
    for seed in range(12):
        kinds = ["greedy", "random"] if seed % 2 else ["random", "greedy"]
        result = _play(kinds, seed)
        greedy = kinds.index("greedy")
        wins += result.winners == [greedy]
    assert wins >= 9


def test_greedy_games_end_at_every_table_size():
    for seats in (2, 3, 4):
        result = _play(["greedy"] * seats, seed=seats)
        assert len(result.seats) == seats and result.winners


def test_the_bot_rerolls_its_lowest_die_only_when_it_can_still_win():
    from game.games.doodle.actions import PassCard, PlayCard, Reroll
    from tests.doodle.helpers import heroes_game
    from tests.doodle.test_rules_heroes import BLANK, DOWN_A, STRAIGHT, sheet
    bot = GreedyBot(0, random.Random(1))
    rules, _ = heroes_game([sheet(("A3", "o")), BLANK], [DOWN_A, STRAIGHT],
                           script=[9, 3], hands=[[4], []])
    rules.apply(PlayCard(0, 4))                                  # Rage: 9 + 3 + 2 = 14
    assert bot.choose(rules.view(0), rules.legal_actions(0)) == Reroll(0, 1)
    rules, _ = heroes_game([sheet(("A3", "g")), BLANK], [DOWN_A, STRAIGHT],
                           script=[2, 3], hands=[[4], []])
    rules.apply(PlayCard(0, 4))                                  # 2 + 3: even a 10 fails
    assert bot.choose(rules.view(0), rules.legal_actions(0)) == PassCard(0)


# --- doodle §7 'Install': monsters and traps where the hero will cross -----------------------
CORRIDOR = """
.#......
.#......
.#......
.#......
.#......
.#......
.#......
.#......
.#......
........
"""


def _dungeon(picture, ticks=None):
    from game.games.doodle.bot_build import Dungeon
    from tests.doodle.helpers import cells
    rules = new_game(2, seed=3)
    rules.state.sheets[0].cells = cells(picture)
    rules.state.sheets[0].ticks = dict(ticks or {})
    return rules, Dungeon.of(rules.view(0), 0)


@pytest.mark.parametrize("kind", ["trap", "goblin", "dragon"])
def test_install_puts_pieces_where_the_hero_will_cross(kind):
    """doodle §7: with one corridor from the Entrance, the bot draws its trap or monster on
    the one shortest route (A2-A10, then row 10), not in the open room beside it."""
    from game.games.doodle.actions import PlacePiece
    from game.games.doodle.bot_build import choose_piece
    from game.games.doodle.sheets import legal_piece_cells
    from tests.doodle.helpers import CONTENT
    rules, d = _dungeon(CORRIDOR)
    legal = [PlacePiece(0, kind, c) for c in legal_piece_cells(rules.geo, d.cells)]
    corridor = {rules.geo.parse(n) for n in ["A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9",
                                             "A10", "B10", "C10", "D10", "E10", "F10", "G10"]}
    for seed in range(5):
        assert choose_piece(d, legal, CONTENT, random.Random(seed)).cell in corridor


def test_install_walls_off_the_way_round_a_trap():
    """doodle §7: a trap on B1 is avoided by a drawer going down column A; a one-space wall on
    A2 forces every route over the trap, and the dungeon stays connected (doodle §4.3)."""
    from game.games.doodle.actions import BuildWall
    from game.games.doodle.bot_build import choose_wall
    from game.games.doodle.sheets import legal_walls
    from tests.doodle.helpers import CONTENT
    picture = "\n".join([".t......"] + ["........"] * 9)
    rules, d = _dungeon(picture)
    legal = [BuildWall(0, c) for c in legal_walls(rules.geo, CONTENT, "mono", d.cells)]
    chosen = choose_wall(d, legal, CONTENT, random.Random(1))
    assert chosen.cells == (rules.geo.parse("A2"),)


def test_sim_reports_fights_trap_stops_and_deaths_per_walk():
    """`main.py sim doodle` adds what the heroes met (issue 16 §7): sums over the games and
    the rates per hero walk."""
    from game.core.sim import run_sim
    from game.games.doodle import INFO
    figures = run_sim(INFO, 1, seed=1000, seats=4)["figures"]
    assert figures["walks"] == 4
    for key in ("fights", "trap_stops", "hero_deaths"):
        assert figures[f"{key}_per_walk"] == round(figures[key] / 4, 3)
    assert figures["fights"] + figures["trap_stops"] > 0


@pytest.mark.skipif(not os.environ.get("DUNGEON_TABLE_SOAK"), reason="soak only")
def test_soak_four_greedy_bots_make_heroes_fight_and_die():
    """Issue 16 §7: in 40 four-seat games of the default bots (seeds 1000-1039) heroes fight
    at least 0.75 times per walk and some die."""
    from game.core.sim import run_sim
    from game.games.doodle import INFO
    figures = run_sim(INFO, 40, seed=1000, seats=4)["figures"]
    assert figures["fights_per_walk"] >= 0.75 and figures["hero_deaths"] > 0


def _random_sheet(rng: random.Random):
    """A random sheet with walls, dear stops and many equal-cost ties."""
    from game.games.doodle.board import geometry
    from game.games.doodle.state import WALL
    geo = geometry(*rng.choice([(8, 10), (5, 5), (4, 6), (10, 8)]))
    cells, costs = [""] * geo.size, [0.0] * geo.size
    for i in range(1, geo.size - 1):
        r = rng.random()
        if r < 0.2:
            cells[i] = WALL
        elif r < 0.45:
            cells[i] = rng.choice(["trap", "goblin"])
            costs[i] = rng.choice([0.0, 0.3, 0.1 + 0.2, 10 / 3, 4.0, 8.0])
    return geo, cells, costs


def test_the_repaired_route_tree_finds_exactly_the_searched_route():
    """The bots' incremental route (bot_path.RouteTree) equals a fresh Dijkstra
    (`cheapest`) after walls and dearer or cheaper stops are drawn, ties included."""
    from game.games.doodle.bot_path import RouteTree, cheapest
    from game.games.doodle.state import WALL
    rng = random.Random(22)
    for _ in range(150):
        geo, cells, costs = _random_sheet(rng)
        tree = RouteTree(geo, cells, costs, geo.entrance)
        assert tree.route == cheapest(geo, cells, costs, geo.entrance)[1]
        for _ in range(8):
            free = [i for i in range(1, geo.size) if cells[i] != WALL]
            changed = rng.sample(free, rng.choice([1, 1, 2, 3]))
            what = rng.choice([WALL, "trap", "goblin"])
            cost = 0.0 if what == WALL else rng.choice([0.0, 0.3, 10 / 3, 4.0, 12.0])
            trial, trial_costs, route = tree.route_with(changed, what, cost)
            assert route == cheapest(geo, trial, trial_costs, geo.entrance)[1]


# --- Hard's builder: weighed by the path a rival would draw (issue 23) ---------------------
def test_hard_hides_its_treasure_under_the_monster_a_rival_path_leaves_standing():
    """A rival's path crosses off the monsters likely to flee: a Dragon at Strength +4 flees
    85 times in 100, an Orc ticked to +10 only 36. Normal notes its treasure under the
    Dragon (the biggest monster); Hard under the Orc, the one likely to keep it."""
    from game.games.doodle import bot_hard
    from game.games.doodle.actions import HideTreasure
    from tests.doodle.helpers import CONTENT
    picture = "\n".join(["........", "..d.....", "........", "........", "........",
                         "........", ".....o..", "........", "........", "........"])
    rules, d = _dungeon(picture, ticks={"orc": 8})
    assert rules.view(0)["sheets"][0]["values"]["orc"] == 10
    legal = [HideTreasure(0, c) for c in range(80)]
    from game.games.doodle.bot_build import choose_treasure
    assert choose_treasure(d, legal, random.Random(1)).cell == rules.geo.parse("C2")
    hard = bot_hard.choose_treasure(rules.view(0), legal, CONTENT, random.Random(1))
    assert hard.cell == rules.geo.parse("F7")
