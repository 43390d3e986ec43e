"""Trapper's content and preset maps (trapper §3.2, §4.1; maps/README.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.content import ContentError
from game.games.trapper.content import load
from game.games.trapper.maps import check_map
from game.paths import CONTENT, MAPS
from game.tiled import MapData, TileLayer, MapObject, load_map


def test_the_content_loads_with_the_chart():
    content = load(CONTENT / "trapper")
    assert [t.tier for t in content.traps.values()] == [1, 1, 1, 2, 2, 3]
    assert content.board.starting_traps == {1: 2, 2: 2, 3: 2}


def test_a_broken_trap_chart_names_file_entry_and_field(tmp_path: Path):
    folder = tmp_path / "trapper"
    folder.mkdir()
    (folder / "board.yaml").write_text((CONTENT / "trapper" / "board.yaml").read_text())
    text = (CONTENT / "trapper" / "traps.yaml").read_text().replace("  dice: 5\n", "")
    (folder / "traps.yaml").write_text(text.replace("buy: 6", "buy: lots"))
    with pytest.raises(ContentError) as err:
        load(folder)
    joined = "\n".join(err.value.problems)
    assert "entry 'shark', field 'buy'" in joined
    text = (CONTENT / "trapper" / "traps.yaml").read_text().replace("  dice: 5\n", "")
    (folder / "traps.yaml").write_text(text)
    with pytest.raises(ContentError, match="entry 'darts', field 'dice'"):
        load(folder)


def test_every_preset_map_is_a_valid_dungeon():
    paths = sorted((MAPS / "trapper").glob("*.tmx"))
    assert len(paths) >= 4
    for path in paths:
        assert check_map(load_map(path)) == [], path.name


def _map(rows: list[str], heirlooms: int = 1) -> MapData:
    kinds = {".": "floor", "#": "wall", "@": "entrance"}
    layer = TileLayer("dungeon", len(rows[0]), len(rows),
                      tuple(tuple(kinds[ch] for ch in row) for row in rows))
    objects = tuple(MapObject("h", "heirloom", 128, 0, 16, 16) for _ in range(heirlooms))
    return MapData("bad.tmx", len(rows[0]), len(rows), 16, 16, {}, {"dungeon": layer}, objects)


def test_check_map_names_each_problem():
    sealed = [".......#.", "........#", ".........", ".........", ".........", "@........"]
    assert any("(9,1) cut off" in p for p in check_map(_map(sealed)))
    on_wall = ["........#", ".........", ".........", ".........", ".........", "@........"]
    assert any("heirloom at (9,1) is not on a floor" in p for p in check_map(_map(on_wall)))
    too_many = ["#########", "#########", "#########", ".........", ".........", "@........"]
    assert any("at most 20" in p for p in check_map(_map(too_many, heirlooms=0)))
    assert any("exactly 1 'heirloom'" in p for p in check_map(_map(too_many, heirlooms=0)))
    assert "9×6" in check_map(_map(["@...."] * 3))[0]


def test_the_player_rules_show_every_trap_with_its_picture():
    text = (CONTENT / "trapper" / "rules.md").read_text(encoding="utf-8")
    for trap in load(CONTENT / "trapper").traps.values():
        assert f"](sprite:{trap.sprite})" in text and trap.name in text
    import json
    from game.paths import SPRITES
    atlas = json.loads((SPRITES / "trapper.json").read_text())
    needed = {t.sprite for t in load(CONTENT / "trapper").traps.values()}
    needed |= {f"trap_fan_{d}" for d in "nesw"} | {"cover_trapper", "trapper_heirloom",
                                                   "trapper_adventurer", "trapper_entrance",
                                                   "trapper_disabled", "trapper_fog"}
    assert needed <= set(atlas)


def test_presets_suit_the_computer_opponent_too():
    """§7 wants 16–20 walls for the computer's dungeon; it also picks presets."""
    for preset in load(CONTENT / "trapper").presets.values():
        assert 16 <= len(preset.walls) <= 20, preset.id
