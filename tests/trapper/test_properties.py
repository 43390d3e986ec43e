"""Rule properties over many seeds (issue 12 §3), checked with an independent breadth-first
search: in every dungeon the game generates or ships, and in every dungeon the setup rules
let a player draw, every floor tile reaches the Entrance and the heirloom is reachable
(trapper §4.1 steps 1–2: "All non-wall tiles must form one orthogonally connected area";
the seed's Setup Phase: "The heirloom must have an accessible path to the entrance")."""
from __future__ import annotations

from collections import deque

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.bots import bot_rng
from game.core.errors import IllegalAction
from game.games.trapper.actions import PaintWalls, PlaceHeirloom, UseLayout
from game.games.trapper.bots import BOTS
from game.games.trapper.mazes import maze_pool
from game.games.trapper.setup import problems
from game.games.trapper.state import Dungeon
from tests.trapper.helpers import new_rules

COLUMNS, ROWS, ENTRANCE = 9, 6, (1, 6)
FAST = settings(max_examples=30, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])
CELLS = st.tuples(st.integers(1, COLUMNS), st.integers(1, ROWS))


def reached(walls: set) -> set:
    """Every tile a walk from the Entrance reaches (written apart from the rules' search)."""
    seen = {ENTRANCE}
    todo = deque([ENTRANCE])
    while todo:
        c, r = todo.popleft()
        for n in ((c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)):
            if 1 <= n[0] <= COLUMNS and 1 <= n[1] <= ROWS and n not in walls \
                    and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def assert_connected(walls: set, heirloom) -> None:
    """trapper §4.1: no floor tile is sealed off and the heirloom can be walked to."""
    floor = {(c, r) for c in range(1, COLUMNS + 1) for r in range(1, ROWS + 1)} - set(walls)
    assert ENTRANCE not in walls
    assert floor <= reached(set(walls)), f"cut off: {sorted(floor - reached(set(walls)))}"
    if heirloom is not None:
        assert heirloom in floor and heirloom in reached(set(walls))


@FAST
@given(st.integers(0, 10**6))
def test_every_random_dungeon_is_connected_and_its_heirloom_reachable(seed):
    """trapper §4.1: 'Random dungeon' (UseLayout random) with any seed."""
    rules = new_rules(seed)
    rules.apply(UseLayout(0, "random"))
    dungeon = rules.state.dungeons[0]
    assert_connected(dungeon.walls, dungeon.heirloom)
    assert problems(dungeon, rules.content) == []


def test_every_preset_and_every_computer_maze_is_connected():
    """trapper §4.1 for the shipped presets and the computer's maze library (§7 'Setup')."""
    rules = new_rules()
    assert rules.content.presets
    for preset in rules.content.presets.values():
        assert_connected(set(preset.walls), preset.heirloom)
    for maze in maze_pool(COLUMNS, ROWS, ENTRANCE, 20):
        assert_connected(set(maze), None)


@FAST
@given(st.integers(0, 10**6), st.sampled_from(sorted(BOTS)))
def test_every_computer_dungeon_is_connected_and_its_heirloom_reachable(seed, kind):
    """trapper §4.1 and §7 'Setup': whatever a computer seat draws and confirms."""
    rules = new_rules(seed)
    bot = BOTS[kind](0, bot_rng(seed, 0))
    for _ in range(60):
        if rules.state.dungeons[0].ready:
            break
        rules.apply(bot.choose(rules.view(0), rules.legal_actions(0)))
    dungeon = rules.state.dungeons[0]
    assert dungeon.ready
    assert_connected(dungeon.walls, dungeon.heirloom)


@FAST
@given(st.lists(st.tuples(st.lists(CELLS, min_size=1, max_size=4), st.booleans()),
                max_size=30),
       CELLS)
def test_no_sequence_of_strokes_the_rules_accept_seals_a_tile_off(strokes, heirloom):
    """trapper §4.1 step 1: the rules refuse every stroke that would cut tiles off, so any
    dungeon a player can draw stays one connected area (and its heirloom reachable)."""
    rules = new_rules()
    for cells, wall in strokes:
        try:
            rules.apply(PaintWalls(0, tuple(cells), wall))
        except IllegalAction:
            pass
        assert_connected(rules.state.dungeons[0].walls, None)
    try:
        rules.apply(PlaceHeirloom(0, heirloom))
    except IllegalAction:
        return
    assert_connected(rules.state.dungeons[0].walls, rules.state.dungeons[0].heirloom)


def test_the_independent_search_notices_a_sealed_tile():
    """The property's own search is not blind: a corner walled in is found."""
    dungeon = Dungeon(walls={(8, 1), (9, 2)})
    try:
        assert_connected(dungeon.walls, (9, 1))
    except AssertionError:
        return
    raise AssertionError("a sealed corner passed the check")
