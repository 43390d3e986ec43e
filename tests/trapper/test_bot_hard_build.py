"""Hard's dungeon (trapper §7 'Setup') through both ways its legal moves may arrive: the
rules' own legal-moves object (the sims) and a plain list of the same moves, in which wall
strokes are listed one tile at a time (how a table may hand them over)."""
from __future__ import annotations

import pytest

from game.core.bots import bot_rng
from game.content.registry import shared_registry
from game.games.trapper.actions import PaintWalls
from game.games.trapper.board import walking_distances
from game.games.trapper.bot_decoy import DECOYS, SHORT, beyond
from game.games.trapper.bots import HardBot, TrapperBot
from game.games.trapper.setup import problems
from tests.trapper.helpers import new_rules

SEEDS = range(6)


def built(seed: int, plain: bool, kind: type = HardBot):
    """Seat 0's dungeon as the bot of `kind` draws it, legal moves as a list or not."""
    rules = new_rules(seed)
    bot = kind(0, bot_rng(seed, 0))
    moves = []
    for _ in range(30):
        if rules.state.dungeons[0].ready:
            break
        legal = rules.legal_actions(0)
        action = bot.choose(rules.view(0), list(legal) if plain else legal)
        moves.append(action)
        rules.apply(action)
    return rules, moves


@pytest.mark.parametrize("plain", [False, True], ids=["rules' object", "plain list"])
def test_hard_draws_a_whole_maze_with_the_heirloom_far_in_and_traps_guarding_it(plain):
    presets = {p.heirloom for p in shared_registry().get("trapper").presets.values()}
    mazes = set()
    for seed in SEEDS:
        rules, moves = built(seed, plain)
        dungeon = rules.state.dungeons[0]
        assert dungeon.ready and problems(dungeon, rules.content) == []
        assert 16 <= len(dungeon.walls) <= 20
        assert isinstance(moves[0], PaintWalls) and len(moves[0].cells) >= 16, \
            "one whole-maze stroke, not a wall tile at a time"
        assert dungeon.heirloom not in presets
        dist = walking_distances(rules.content.board.grid, dungeon.walls, (1, 6))
        assert dist[dungeon.heirloom] >= max(dist.values()) - SHORT, "far in"
        if dist[dungeon.heirloom] < max(dist.values()) - 2:     # short of the farthest:
            farther = beyond(rules.content.board.grid, frozenset(dungeon.walls), (1, 6),
                             dungeon.heirloom)
            assert sum(1 for c in farther if c in dungeon.traps) >= DECOYS, "decoys there"
        kill = {c for c, t in dungeon.traps.items() if t.kind in ("spikes", "darts",
                                                                   "crusher", "shark")}
        around = walking_distances(rules.content.board.grid, dungeon.walls | kill, (1, 6))
        assert dungeon.heirloom not in around, "every way to it crosses a kill trap"
        mazes.add(frozenset(dungeon.walls))
    assert len(mazes) == len(SEEDS), "a new maze every game"


def test_the_same_seed_draws_the_same_dungeon_whichever_way_the_moves_come():
    for seed in SEEDS[:3]:
        sim, _ = built(seed, plain=False)
        table, _ = built(seed, plain=True)
        assert sim.state.dungeons[0] == table.state.dungeons[0]


def test_normal_draws_its_maze_from_a_plain_list_too():
    rules, moves = built(3, plain=True, kind=TrapperBot)
    assert 16 <= len(rules.state.dungeons[0].walls) <= 20
    assert len(moves[0].cells) >= 16
