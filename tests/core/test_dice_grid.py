from game.core.dice import Dice
from game.core.grid import (Grid, distances, flood_fill, is_connected, mirror, normalize,
                            orientations, rotate90, shortest_path)


def test_seeded_dice_repeat_and_record():
    a, b = Dice(5), Dice(5)
    assert a.rolls(10, 6) == b.rolls(10, 6)
    assert len(a.take_drawn()) == 10 and a.drawn == []


def test_scripted_dice_and_range_check():
    d = Dice.scripted([3, 12])
    assert d.roll(6) == 3 and d.roll(12) == 12
    import pytest
    with pytest.raises(ValueError):
        Dice.scripted([7]).roll(6)


def test_shuffle_is_seeded():
    a, b = list(range(20)), list(range(20))
    Dice(1).shuffle(a)
    Dice(1).shuffle(b)
    assert a == b and sorted(a) == list(range(20))


def test_grid_bounds_and_neighbours():
    g = Grid(9, 6, origin=1)
    assert g.contains((1, 1)) and g.contains((9, 6)) and not g.contains((0, 1))
    assert g.neighbours((1, 6)) == [(1, 5), (2, 6)]
    assert len(list(g.cells())) == 54


def test_flood_fill_and_connectivity():
    g = Grid(3, 3)
    walls = {(1, 0), (1, 1), (1, 2)}
    floor = {c for c in g.cells() if c not in walls}
    assert flood_fill((0, 0), floor) == {(0, 0), (0, 1), (0, 2)}
    assert not is_connected(floor)
    assert is_connected(floor - {(2, 0), (2, 1), (2, 2)})


def test_paths():
    g = Grid(3, 3)
    floor = set(g.cells()) - {(1, 1)}
    assert distances((0, 0), floor)[(2, 2)] == 4
    path = shortest_path((0, 0), [(2, 2)], floor)
    assert path[0] == (0, 0) and path[-1] == (2, 2) and len(path) == 5


def test_orientations_counts():
    assert len(orientations([(0, 0)])) == 1
    assert len(orientations([(0, 0), (1, 0)])) == 2
    assert len(orientations([(0, 0), (1, 0), (0, 1), (1, 1)])) == 1
    assert len(orientations([(0, 0), (0, 1), (0, 2), (1, 2)])) == 8  # L4
    assert len(orientations([(1, 0), (2, 0), (0, 1), (1, 1)])) == 4  # S4
    assert len(orientations([(0, 0), (1, 0), (2, 0), (1, 1)])) == 4  # T4
    assert rotate90(rotate90(rotate90(rotate90([(0, 0), (1, 0), (0, 1)])))) == \
        normalize([(0, 0), (1, 0), (0, 1)])
    assert mirror(mirror([(0, 0), (2, 1)])) == normalize([(0, 0), (2, 1)])
