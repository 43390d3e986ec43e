"""DungeonLab's quick paths give what the plain definitions give (issue 31 §4): the sides
of the map worked out once, the look-ahead copy of a player, the damage limits and an
empty notebook's view. A speed-up can never change a game."""
from __future__ import annotations

import copy

from game.core.bots import make_players
from game.core.protocol import Seat
from game.catalog import game_info
from game.games.lab.dungeon import DIRS, step
from game.games.lab.generator import generate, map_rng
from game.games.lab.notebook import Layer, Sheet, sheet_to_dict
from game.games.lab.rules import LabRules
from game.games.lab.world import neighbours, standing

INFO = game_info("lab")


def played(seed: int, actions: int) -> LabRules:
    """A 3-seat game of the default computers, `actions` moves in (or to its end)."""
    rules = LabRules.new_game(seed, [Seat(f"b{i}", bot="random") for i in range(3)], {},
                              undo=False)
    players = make_players(INFO.load_bots(), {i: "random" for i in range(3)}, seed)
    for _ in range(actions):
        if rules.is_over():
            break
        seat = min(rules.to_act())
        rules.apply(players[seat].choose(rules.view(seat), rules.legal_actions(seat)))
    return rules


def test_the_sides_worked_out_once_are_the_maps_walls_and_neighbours():
    for seed in range(6):
        d = generate(map_rng(seed), (5, 7, 10)[seed % 3], 2)
        walls, around = d.sides()
        for x, y in d.cells:
            for k in DIRS:
                assert walls[(x, y, k)] == d.wall(x, y, k)
            assert around[(x, y)] == tuple((k, step(x, y, k)) for k in DIRS
                                           if step(x, y, k) in d.cells)


def test_standing_walls_and_neighbours_read_as_the_map_and_the_broken_walls_say():
    rules = played(3, 400)
    d = rules.d
    rules.state.broken = dict.fromkeys(list(d.walls)[:5], 99)
    for x, y in sorted(d.cells) + [(0, 1), (d.width + 1, 2)]:
        for k in DIRS:
            kind = d.wall(x, y, k)
            edge = (x, y, "E") if k == "E" else (x, y, "S") if k == "S" else \
                (x - 1, y, "E") if k == "W" else (x, y - 1, "S")
            plain = "none" if kind in ("simple", "wire") and edge in rules.state.broken \
                else kind
            assert standing(rules, x, y, k) == plain
        assert neighbours(rules, (x, y, 2)) == [
            (k, (*step(x, y, k), 2)) for k in DIRS if step(x, y, k) in d.cells]


def test_the_look_ahead_copy_of_a_game_is_deep_and_plays_on_the_same():
    rules = played(5, 300)
    twin = copy.deepcopy(rules)
    assert twin.state == rules.state
    for p, q in zip(rules.state.players, twin.state.players):
        assert p is not q and p.route is not q.route and p.damage is not q.damage
        q.route.append((9, 9, 9))
        q.damage["bites"] += 5
        assert (9, 9, 9) not in p.route
    assert twin.state != rules.state
    twin = copy.deepcopy(rules)
    s, t = rules.state, twin.state
    assert t.notebooks == s.notebooks and t.notebooks is not s.notebooks
    assert t.mordor is not s.mordor and t.items is not s.items and t.broken is not s.broken
    assert all(a is not b for a, b in zip(s.ontifutlai, t.ontifutlai))
    for spot, c in rules.state.creatures.items():
        assert twin.state.creatures[spot] is not c and twin.state.creatures[spot] == c
    seat = min(rules.to_act())
    move = rules.legal_actions(seat)[0]
    assert rules.apply(move) == twin.apply(move)
    assert twin.state == rules.state


def test_the_damage_limits_are_the_contents_and_an_empty_notebook_views_as_before():
    content = LabRules.default_content()
    for exote in (False, True):
        assert content.limits(exote) == {k: (d.exote_limit if exote else d.limit)
                                         for k, d in content.damage.items()}
    empty = sheet_to_dict(Sheet(pages={1: Layer(), 2: Layer()}, fragments={}))
    assert empty["pages"]["1"] == {"edges": [], "stamps": [], "notes": [], "strokes": [],
                                   "unsure": []}
    drawn = Layer(stamps={(2, 3): "lights"})
    assert sheet_to_dict(Sheet(pages={1: drawn}, fragments={}))["pages"]["1"]["stamps"] == [[2, 3,
                                                                                "lights"]]
