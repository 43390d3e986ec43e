"""The generator (lab §3.1–3.2): every map of every size, level count and option set
passes the validator with the contents table (a few thousand seeds in the everyday run;
DUNGEON_TABLE_SOAK multiplies them)."""
from __future__ import annotations

import os

import pytest

from game.games.lab.dungeon import DIRS
from game.games.lab.generator import generate, map_rng
from game.games.lab.validate import PER_LEVEL, problems

SOAK = int(os.environ.get("DUNGEON_TABLE_SOAK", 0))
SIZES = [(5, 1), (5, 2), (5, 4), (7, 1), (7, 2), (7, 4), (10, 1), (10, 2), (10, 4)]
SEEDS = {5: 500, 7: 250, 10: 60}


def options(seed: int) -> dict:
    bits = [bool(seed >> i & 1) for i in range(8)]
    return dict(zip(("waterfall", "werewolf", "marmar", "cop", "lokh", "exote_beasts",
                     "arnor", "glimpse"), bits))


@pytest.mark.parametrize("size,levels", SIZES)
def test_every_generated_map_satisfies_3_1_and_3_2(size, levels):
    for seed in range(SEEDS[size] * max(1, SOAK // 50)):
        d = generate(map_rng(seed), size, levels, options(seed))
        found = problems(d, counts=True)
        assert found == [], f"{size}x{size}x{levels} seed {seed}: {found}"


def test_the_validator_catches_what_the_generator_must_avoid():
    d = generate(map_rng(5), 7, 2)
    assert problems(d, counts=True) == []
    store = d.spots_of("store")[0]
    del d.things[store]
    assert any("store" in p for p in problems(d, counts=True))
    d2 = generate(map_rng(6), 5, 1)
    (ex, side) = d2.exit
    d2.exit = (ex, next(k for k in DIRS if (ex[0] + DIRS[k][0], ex[1] + DIRS[k][1])
                        in d2.cells))
    assert any("exit" in p for p in problems(d2))
    assert PER_LEVEL["pit"] == (2, 4, 6)


def test_rivers_keep_their_shape_and_pits_their_cycles():
    for seed in range(40):
        d = generate(map_rng(seed), 10, 2)
        assert sorted(len(r) for r in d.rivers) == [4, 4, 5, 5]
        cycles, seen = 0, set()
        pits = d.spots_of("pit")
        for p in pits:
            if p in seen:
                continue
            cycles += 1
            while p not in seen:
                seen.add(p)
                p = d.pits[p]
        assert cycles == 2
        for river in d.rivers:
            assert all(b[1] >= a[1] for a, b in zip(river, river[1:]))
