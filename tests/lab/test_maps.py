"""DungeonLab's Tiled dungeons (maps/README.md): every shipped map is valid and plays; a
broken one is explained by `check_map`."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.core.protocol import Seat
from game.games.lab import INFO
from game.games.lab.explorer import RandomExplorer
from game.games.lab.maps import check_map, dungeon_from_map, dungeon_to_tmx
from game.games.lab.rules import LabRules
from game.paths import MAPS
from game.tiled import load_map

SHIPPED = sorted((MAPS / "lab").glob("*.tmx"))


def test_the_shipped_maps_cover_every_size_branches_and_four_levels():
    dungeons = [dungeon_from_map(load_map(p)) for p in SHIPPED]
    assert {d.width for d in dungeons} >= {5, 7, 10}
    assert any(d.levels == 4 for d in dungeons) and any(d.branches() for d in dungeons)
    assert {p.stem for p in SHIPPED} <= set(next(o for o in INFO.options
                                                 if o.key == "map").choices)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_shipped_map_is_valid_and_plays(path: Path):
    assert check_map(load_map(path)) == []
    rules = LabRules.new_game(3, [Seat("A"), Seat("B")], {"map": path.stem}, undo=False)
    import random
    bots = [RandomExplorer(i, random.Random(i)) for i in range(2)]
    for _ in range(200):
        if rules.is_over():
            break
        seat = rules.state.active
        rules.apply(bots[seat].choose(rules.view(seat), rules.legal_actions(seat)))
    assert rules.d.title


def test_a_broken_map_is_explained(tmp_path: Path):
    text = SHIPPED[0].read_text()
    (tmp_path / "lab.tsx").write_text((MAPS / "lab" / "lab.tsx").read_text())
    (tmp_path / "lab-tiles.png").write_bytes((MAPS / "lab" / "lab-tiles.png").read_bytes())
    broken = tmp_path / "broken.tmx"
    broken.write_text(text.replace('type="treasure"', 'type="dragon"'))
    assert any("unknown encounter class 'dragon'" in p for p in check_map(load_map(broken)))
    broken.write_text(text.replace('name="base_width"', 'name="wide"'))
    assert any("base_width" in p for p in check_map(load_map(broken)))
    no_treasure = "\n".join(line for line in text.splitlines() if 'type="treasure"' not in line)
    broken.write_text(no_treasure)
    assert any("exactly 1 treasure" in p for p in check_map(load_map(broken)))


def test_a_map_written_out_reads_back_the_same(tmp_path: Path):
    d = dungeon_from_map(load_map(SHIPPED[0]))
    for name in ("lab.tsx", "lab-tiles.png"):
        (tmp_path / name).write_bytes((MAPS / "lab" / name).read_bytes())
    (tmp_path / "again.tmx").write_text(dungeon_to_tmx(d))
    again = dungeon_from_map(load_map(tmp_path / "again.tmx"))
    assert (again.things, again.walls, again.exit, again.pits, again.rivers) == \
        (d.things, d.walls, d.exit, d.pits, d.rivers)


def test_a_broken_chosen_map_refuses_to_start_with_the_reason(tmp_path: Path, monkeypatch):
    import game.paths
    from game.content.errors import ContentError
    folder = tmp_path / "lab"
    folder.mkdir()
    for name in ("lab.tsx", "lab-tiles.png"):
        (folder / name).write_bytes((MAPS / "lab" / name).read_bytes())
    (folder / "first-steps.tmx").write_text(
        SHIPPED[0].read_text().replace('type="treasure"', 'type="dragon"'))
    monkeypatch.setattr(game.paths, "MAPS", tmp_path)
    with pytest.raises(ContentError) as err:
        LabRules.new_game(1, [Seat("A")], {"map": "first-steps"})
    assert "first-steps.tmx" in err.value.problems[0] and "dragon" in err.value.problems[0]
    assert isinstance(err.value, ValueError)
