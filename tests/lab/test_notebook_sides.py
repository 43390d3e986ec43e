"""Wall runs in the notebook (lab §6): a drag along a grid line marks only the sides on that
line, never the perpendicular sides at the corners it crosses; a drag across a row marks
the parallel sides it crosses; a click marks the nearest side."""
from __future__ import annotations

import pytest

from game.games.lab.sides import LONGEST, nearest_side, run_sides


@pytest.mark.parametrize("point,side", [
    ((2.95, 3.5), (2, 3, "E")), ((2.05, 3.5), (1, 3, "E")), ((2.5, 3.9), (2, 3, "S")),
    ((2.5, 3.1), (2, 2, "S")), ((2.5, 3.5), None), ((-0.1, 0.5), (-1, 0, "E")),
])
def test_a_click_marks_the_nearest_side(point, side):
    assert nearest_side(*point) == side


def test_a_run_along_a_row_marks_only_the_sides_on_its_line():
    """Along the line under row 2 from x 1.5 to 5.9, wobbling over the corners at x 2, 3,
    4 and 5 (where the nearest side is a vertical one): only the four south sides."""
    path = [(1.5, 3.0), (2.0, 3.02), (3.0, 2.98), (4.01, 3.0), (5.0, 3.0), (5.9, 3.1)]
    for end in path[1:]:
        sides = run_sides(path[0], end)
        assert all(k == "S" and y == 2 for _, y, k in sides)
    assert run_sides(path[0], path[-1]) == [(1, 2, "S"), (2, 2, "S"), (3, 2, "S"),
                                           (4, 2, "S"), (5, 2, "S")]
    # side by side, point after point (the old way), the corners gave vertical sides:
    assert nearest_side(3.0, 2.98) == (2, 2, "E") and nearest_side(2.0, 3.02) == (1, 3, "E")


def test_a_run_along_a_column_line_and_backwards():
    assert run_sides((4.0, 5.5), (4.1, 2.2)) == [(3, 5, "E"), (3, 4, "E"), (3, 3, "E"),
                                                 (3, 2, "E")]
    assert run_sides((4.5, 2.0), (1.2, 2.1)) == [(4, 1, "S"), (3, 1, "S"), (2, 1, "S"),
                                                 (1, 1, "S")]


def test_a_run_across_a_row_marks_the_parallel_sides_it_crosses():
    """Started on a vertical side and dragged east through the cells' middles: the
    vertical sides it crosses, no horizontal one."""
    assert run_sides((2.95, 1.5), (5.1, 1.6)) == [(2, 1, "E"), (3, 1, "E"), (4, 1, "E")]
    assert run_sides((1.5, 1.95), (1.6, 4.05)) == [(1, 1, "S"), (1, 2, "S"), (1, 3, "S")]


def test_a_run_from_no_side_marks_nothing_and_a_long_one_is_capped():
    assert run_sides((2.5, 2.5), (6.0, 2.5)) == []
    assert run_sides((2.0, 2.0), (2.1, 2.05)) in ([(1, 2, "E")], [(2, 1, "S")])
    assert len(run_sides((0.5, 0.0), (400.0, 0.0))) == LONGEST
