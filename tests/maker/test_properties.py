"""Rule properties over many sheets (issue 12 §3), checked against a breadth-first search
written here, apart from the rules' own: for any Maker sheet, the hero's route is a
shortest walk from the entrance to the stairs (or the fallback (b) exit) through connected
network tiles, and at each step it takes the first of N, E, S, W that stays on a shortest
walk (maker §4.7; the exit by maker §4.5)."""
from __future__ import annotations

from collections import deque

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.games.maker.state import Phase
from tests.maker.helpers import end_building, new

SIZE = 6
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
BACK = {"N": "S", "E": "W", "S": "N", "W": "E"}
NETWORK = {"E", "P", "G", "BS", "B"}
"""Painting codes of network tiles (entrance, path, gate, boss, bridge): see helpers.CODES."""
SHAPES = ["NS", "EW", "NE", "ES", "SW", "NW", "NES", "ESW", "NSW", "NEW", "NESW"]
CORNERS = [(1, 1), (SIZE, 1), (1, SIZE), (SIZE, SIZE)]

network_tile = st.tuples(st.sampled_from(["P", "P", "P", "G", "BS", "B"]),
                         st.sampled_from(SHAPES)).map(lambda t: f"{t[0]}:{t[1]}")
other_tile = st.sampled_from([".", ".", ".", "A", "S", "g"])
tile = st.one_of(network_tile, network_tile, other_tile)


@st.composite
def sheets(draw) -> tuple[list[list[str]], tuple[int, int]]:
    grid = [[draw(tile) for _ in range(SIZE)] for _ in range(SIZE)]
    corner = draw(st.sampled_from(CORNERS))
    grid[corner[1] - 1][corner[0] - 1] = "E:" + draw(st.sampled_from(["NS", "EW"]))
    return grid, corner


def openings(grid: list[list[str]], cell: tuple[int, int]) -> str:
    code, _, opens = grid[cell[1] - 1][cell[0] - 1].partition(":")
    if code == "X":
        return "NESW"  # the stairs open on every side
    return opens if code in NETWORK else ""


def joined(grid: list[list[str]], cell: tuple[int, int], d: str) -> tuple[int, int] | None:
    x, y = cell[0] + STEPS[d][0], cell[1] + STEPS[d][1]
    if not (1 <= x <= SIZE and 1 <= y <= SIZE):
        return None
    if d in openings(grid, cell) and BACK[d] in openings(grid, (x, y)):
        return x, y
    return None


def expected_route(grid: list[list[str]], start: tuple[int, int],
                   goal: tuple[int, int]) -> list[tuple[int, int]]:
    """Breadth-first from the goal, then walk from the start taking N, E, S, W first."""
    dist = {goal: 0}
    todo = deque([goal])
    while todo:
        cell = todo.popleft()
        for d in "NESW":
            n = joined(grid, cell, d)
            if n is not None and n not in dist:
                dist[n] = dist[cell] + 1
                todo.append(n)
    if start not in dist:
        return []
    route = [start]
    while route[-1] != goal:
        here = route[-1]
        route.append(next(n for d in "NESW" if (n := joined(grid, here, d)) is not None
                          and dist.get(n) == dist[here] - 1))
    return route


@FAST
@given(sheets(), st.data())
def test_maker_4_7_the_route_is_a_shortest_walk_with_the_n_e_s_w_tie_break(sheet, data):
    grid, entrance = sheet
    rules = new(1, script=[])
    end_building(rules, [[" ".join(row) for row in grid]], [entrance])
    p = rules.state.players[0]
    if rules.state.phase is Phase.STAIRS:
        spots = rules.legal_actions(0)
        assert spots, "fallback (b) is taken when no tile may hold the stairs (maker §4.5)"
        stairs = data.draw(st.sampled_from(spots))
        rules.apply(stairs)
        grid[stairs.y - 1][stairs.x - 1] = "X"
        walk = expected_route(grid, entrance, (stairs.x, stairs.y))
        assert p.route == walk[:-1]
        assert p.exit_rule in ("last", "a")
    else:
        assert p.exit_rule == "b"
        walk = expected_route(grid, entrance, p.exit)
        assert walk, "fallback (b) takes a tile the entrance reaches"
        assert p.route == walk
        far = max(len(expected_route(grid, entrance, (x, y))) for y in range(1, SIZE + 1)
                  for x in range(1, SIZE + 1))
        assert len(walk) == far, "the farthest network tile by route length (maker §4.5)"
    for a, b in zip(walk, walk[1:]):
        assert any(joined(grid, a, d) == b for d in "NESW")


def test_maker_4_7_the_reference_search_breaks_ties_in_n_e_s_w_order():
    grid = [row.split() for row in [
        "E:EW P:ESW P:SW . . .",
        ". P:NE P:NSW . . .",
        ". . X . . .",
        *[". . . . . ."] * 3]]
    assert expected_route(grid, (1, 1), (3, 3)) == [(1, 1), (2, 1), (3, 1), (3, 2), (3, 3)]
