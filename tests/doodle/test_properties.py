"""Rule properties over many sheets (issue 12 §3), checked against a breadth-first search and
an orientation list written here, apart from the rules' own bit masks: on any sheet reached
by legal building, a wall formation is offered exactly where its cells are free and every
non-wall space still reaches the Entrance and the Exit afterwards (doodle §4.3, seed ch.1
§4); a formation placed through the rules keeps that true."""
from __future__ import annotations

from collections import deque

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.games.doodle.actions import BuildWall
from game.games.doodle.content import PIECES
from game.games.doodle.sheets import legal_piece_cells, legal_walls
from game.games.doodle.state import EMPTY, WALL
from tests.doodle.helpers import CONTENT, new_game, take_card

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
WIDTH, HEIGHT = CONTENT.numbers.columns, CONTENT.numbers.rows
ENTRANCE, EXIT = 0, WIDTH * HEIGHT - 1
SHAPES = sorted(CONTENT.shapes)
CARD_OF_SHAPE = {CONTENT.card(c).build[0]: c for c in sorted(CONTENT.cards, reverse=True)
                 if CONTENT.card(c).build[0] in CONTENT.shapes}
"""A card whose first element is each wall formation."""


def neighbours(cell: int) -> list[int]:
    col, row = cell % WIDTH, cell // WIDTH
    steps = [(col, row - 1), (col + 1, row), (col, row + 1), (col - 1, row)]
    return [r * WIDTH + c for c, r in steps if 0 <= c < WIDTH and 0 <= r < HEIGHT]


def reached(cells: list[str], start: int) -> set[int]:
    """Non-wall spaces reachable from `start` by orthogonal steps (breadth first)."""
    seen, todo = {start}, deque([start])
    while todo:
        for n in neighbours(todo.popleft()):
            if n not in seen and cells[n] != WALL:
                seen.add(n)
                todo.append(n)
    return seen


def connected(cells: list[str]) -> bool:
    """Every non-wall space reaches both the Entrance and the Exit (doodle §4.3)."""
    open_cells = {i for i, what in enumerate(cells) if what != WALL}
    return reached(cells, ENTRANCE) >= open_cells and reached(cells, EXIT) >= open_cells


def orientations(shape: tuple[tuple[int, int], ...]) -> set[tuple[tuple[int, int], ...]]:
    """The 8 rotations and mirrors of a shape, moved to the origin (seed ch.1 §4(2))."""
    out = set()
    for flip in (False, True):
        cells = [(-c, r) if flip else (c, r) for c, r in shape]
        for _ in range(4):
            cells = [(-r, c) for c, r in cells]
            low_c, low_r = min(c for c, _ in cells), min(r for _, r in cells)
            out.add(tuple(sorted((c - low_c, r - low_r) for c, r in cells)))
    return out


def expected_walls(cells: list[str], shape: str) -> set[tuple[int, ...]]:
    """Every placement on free spaces (not the Entrance or Exit) that keeps the sheet
    connected: what the rules must offer (doodle §4.3)."""
    out = set()
    for form in orientations(tuple(map(tuple, CONTENT.shapes[shape].cells))):
        for row in range(HEIGHT):
            for col in range(WIDTH):
                spots = [(col + c, row + r) for c, r in form]
                if any(c >= WIDTH or r >= HEIGHT for c, r in spots):
                    continue
                idx = tuple(sorted(r * WIDTH + c for c, r in spots))
                if any(cells[i] != EMPTY or i in (ENTRANCE, EXIT) for i in idx):
                    continue
                trial = list(cells)
                for i in idx:
                    trial[i] = WALL
                if connected(trial):
                    out.add(idx)
    return out


@st.composite
def built_sheets(draw) -> list[str]:
    """A sheet reached by legal building: wall formations and pieces drawn one by one, each
    at one of the placements the rules allow at that moment."""
    rules = new_game(2)
    geo = rules.geo
    cells = [EMPTY] * geo.size
    for _ in range(draw(st.integers(0, 28))):
        element = draw(st.sampled_from(SHAPES + list(PIECES)))
        if element in CONTENT.shapes:
            options = list(legal_walls(geo, CONTENT, element, cells))
            kind = WALL
        else:
            options = [(c,) for c in legal_piece_cells(geo, cells)]
            kind = element
        if options:
            for i in options[draw(st.integers(0, len(options) - 1))]:
                cells[i] = kind
    return cells


@FAST
@given(built_sheets(), st.sampled_from(SHAPES))
def test_rule_07_walls_are_offered_exactly_where_the_sheet_stays_connected(cells, shape):
    """doodle §4.3 / rule check §8.7-8: the legal placements of a formation are exactly the
    free, in-sheet placements after which every non-wall space reaches A1 and H10."""
    rules = new_game(2)
    assert connected(cells)
    assert set(legal_walls(rules.geo, CONTENT, shape, cells)) == expected_walls(cells, shape)


@FAST
@given(built_sheets(), st.sampled_from(SHAPES), st.integers(0, 10_000))
def test_rule_07_any_wall_drawn_through_the_rules_keeps_every_space_connected(cells, shape,
                                                                              pick):
    """doodle §4.3: after any legal wall formation drawn on any reachable sheet (through the
    real draft and install), every empty space still reaches the Entrance and the Exit."""
    rules = new_game(2)
    rules.state.sheets[0].cells = list(cells)
    take_card(rules, 0, CARD_OF_SHAPE[shape])
    walls = [a for a in rules.legal_actions(0) if isinstance(a, BuildWall)]
    if not walls:
        return  # no room: the element is lost (rule check §8.10, tested elsewhere)
    rules.apply(walls[pick % len(walls)])
    after = rules.state.sheets[0].cells
    assert after.count(WALL) == cells.count(WALL) + len(CONTENT.shapes[shape].cells)
    assert connected(after)
