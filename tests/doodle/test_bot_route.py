"""Normal draws a rival's hero path as a person would (issue 23 §2): it sends the hero past
the monsters the hero will likely chase off, and keeps it away from a fight that would
likely get it killed on the way out (a slain hero is 5 points for the rival, doodle §5.1)."""
from __future__ import annotations

import random

import pytest

from game.games.doodle.actions import FinishPath
from game.games.doodle.bots import GreedyBot
from game.games.doodle.state import Phase
from tests.doodle.helpers import at, cells, new_game

# Column A is the only way down (A3 and A7 are traps); B4-B5 is a side loop off A4-A5.
POCKET = """
.#......
.#......
t#......
..#.....
.{m}#.....
.#......
t#......
.#......
.#......
........
"""


def _drawn(sheet_picture, ticks, treasures):
    """Seat 1 (Normal) draws the hero path through seat 0's sheet; the path it draws."""
    rules = new_game(2, seed=4)
    s = rules.state
    s.phase, s.building, s.display, s.to_pick, s.drawers = Phase.PATH, None, [], [], [1]
    sheet = s.sheets[0]
    sheet.cells, sheet.ticks, sheet.treasures = cells(sheet_picture), dict(ticks), treasures
    for each in s.sheets:
        each.path = [rules.geo.entrance]
    bot = GreedyBot(1, random.Random(1))
    while True:
        legal = rules.legal_actions(1)
        action = bot.choose(rules.view(1), legal)
        rules.apply(action)
        if isinstance(action, FinishPath):
            return [rules.geo.name(c) for c in sheet.path]


def test_the_hero_is_sent_to_chase_off_a_weak_monster_and_its_treasure():
    """A level-1 Goblin wins 1 fight in 100: the detour by B5 most likely crosses it off with
    the treasure noted under it, and the hero can afford the walk."""
    path = _drawn(POCKET.format(m="g"), {"trap": 6}, [at(new_game(), "B5")])
    assert "B5" in path and path[-1] == "H10"
    assert all(path[i] != path[i + 2] for i in range(len(path) - 2)), \
        "never straight back onto the space it came from (a drag back erases at the table)"


def test_the_hero_keeps_away_from_a_fight_it_would_likely_not_survive():
    """A Dragon at +12 wins 79 fights in 100 and deals 3: after the trap on A3 (4 damage)
    the hero would likely leave B5 with 3 hit points and die on the trap at A7, which gives
    the rival 5 points; the path goes straight down column A."""
    path = _drawn(POCKET.format(m="d"), {"trap": 6, "dragon": 8}, [at(new_game(), "B5")])
    assert "B5" not in path and path[-1] == "H10"


@pytest.mark.parametrize("seed", [2, 3])
def test_the_drawn_path_crosses_more_monsters_than_the_cheapest_walk(seed):
    """In whole games the Normal drawer's heroes fight: more fights than walks."""
    from game.core.sim import run_sim
    from game.games.doodle import INFO
    figures = run_sim(INFO, 1, seed=92_000 + seed, seats=2, bots=["normal"])["figures"]
    assert figures["fights"] > figures["walks"]
