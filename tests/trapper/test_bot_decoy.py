"""Hard's decoys (trapper §7.1): the heirloom hidden off the way to the farthest tiles, with
fogged traps kept beyond it (`bot_decoy`), on drawn boards, both sides of each count."""
from __future__ import annotations

import random

from game.core.grid import Grid
from game.core.protocol import Seat
from game.games.trapper.actions import PlaceTrap, RollAP
from game.games.trapper.bot_decoy import (DECOYS, ROOM, SHORT, beyond, decoy_move,
                                          decoy_tile)
from game.games.trapper.bot_search import HardBot
from game.games.trapper.rules import TrapperRules
from game.games.trapper.state import Phase
from tests.trapper.helpers import FILLER, match, parse

GRID = Grid(9, 6, 1)
ENTRANCE = (1, 6)
SNAKE = """
.........
.########
.........
########.
.........
@########
"""
"""One corridor: every tile farther than another lies behind it."""
OPEN = """
.........
.........
.........
.........
.........
@........
"""
DECOY = """
#d#d.....
.........
.....H...
.........
........p
@.k.k..p.
"""
"""Ann's heirloom at (6,3), 8 steps in; the Shark Pit at (9,5) (9 steps) is the one fogged
trap beyond it."""


def walls_of(text: str) -> frozenset:
    return frozenset(parse(text)[0])


def test_beyond_is_farther_and_never_through_the_heirloom():
    tiles = beyond(GRID, walls_of(OPEN), ENTRANCE, (6, 3))
    assert tiles[0] == (9, 1), "the farthest first"
    assert (9, 5) in tiles and (8, 5) not in tiles, "farther than 8 steps only"
    assert beyond(GRID, walls_of(SNAKE), ENTRANCE, (5, 3)) == [], "all of it behind it"


def test_a_hiding_place_needs_room_beyond_it_and_stays_far_in():
    rng = random.Random(1)
    assert decoy_tile(GRID, walls_of(SNAKE), ENTRANCE, set(), rng) is None
    cell = decoy_tile(GRID, walls_of(OPEN), ENTRANCE, set(), rng)
    assert cell is not None and len(beyond(GRID, walls_of(OPEN), ENTRANCE, cell)) >= ROOM
    assert cell[0] - cell[1] + 5 >= 13 - SHORT, "at most SHORT steps short of the farthest"
    assert decoy_tile(GRID, walls_of(OPEN), ENTRANCE, {cell}, random.Random(1)) != cell


def trapping_view(rules: TrapperRules) -> dict:
    rules.dice.script([6, 6])
    rules.apply(RollAP(0))
    return rules.view(0)


def test_a_decoy_is_bought_on_the_farthest_tile_until_there_are_enough():
    rules = match(DECOY, FILLER)
    view = trapping_view(rules)
    move = decoy_move(view, 0, 12)
    assert DECOYS == 2 and move == PlaceTrap(0, "spikes", (9, 1), None), move
    assert decoy_move(view, 0, 1) is None, "none within 1 AP"
    rules.apply(move)
    assert decoy_move(rules.view(0), 0, 12) is None, "two fogged traps stand beyond"


def test_a_revealed_decoy_no_longer_counts():
    rules = match(DECOY, FILLER)
    view = trapping_view(rules)
    rules.apply(decoy_move(view, 0, 12))
    rules.state.dungeons[0].traps[(9, 5)].revealed = True
    rules.board_views.reset()
    again = decoy_move(rules.view(0), 0, 12)
    assert again is not None and again.cell not in ((9, 1), (9, 5)), again


def test_hard_hides_its_heirloom_with_two_fogged_traps_beyond_where_there_is_room():
    hidden = 0
    for seed in range(3, 9):
        rules = TrapperRules.new_game(seed, [Seat("Hard", bot="search"), Seat("Bo")])
        bot = HardBot(0, random.Random(seed))
        while rules.state.phase is Phase.SETUP and rules.state.builder == 0:
            rules.apply(bot.choose(rules.view(0), rules.legal_actions(0)))
        mine = rules.state.dungeons[0]
        walls = frozenset(mine.walls)
        tiles = beyond(GRID, walls, ENTRANCE, mine.heirloom)
        room = decoy_tile(GRID, walls, ENTRANCE, set(), random.Random(0)) is not None
        if room:
            assert len(tiles) >= ROOM, seed
            assert sum(1 for c in tiles if c in mine.traps) >= DECOYS, seed
            hidden += 1
    assert hidden >= 3, "most mazes have room for decoys"
