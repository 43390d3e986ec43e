"""Content loading and map reading give errors that name the file, the entry and the field."""
from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

from game.content import ContentError, load_document, load_entries
from game.tiled import MapError, load_map

ROOT = Path(__file__).resolve().parents[2]


class Trap(BaseModel):
    id: str
    tier: int
    buy: int


def test_entries_load(tmp_path):
    path = tmp_path / "traps.yaml"
    path.write_text("spikes: {tier: 1, buy: 2}\nshark: {tier: 3, buy: 6}\n")
    traps = load_entries(path, Trap)
    assert traps["shark"].buy == 6 and traps["spikes"].id == "spikes"


def test_bad_field_names_file_entry_and_field(tmp_path):
    path = tmp_path / "traps.yaml"
    path.write_text("spikes: {tier: 1, buy: two}\n")
    with pytest.raises(ContentError) as err:
        load_entries(path, Trap)
    line = err.value.problems[0]
    assert "traps.yaml" in line and "'spikes'" in line and "'buy'" in line
    assert "integer" in line


def test_missing_field_and_broken_yaml(tmp_path):
    path = tmp_path / "traps.yaml"
    path.write_text("spikes: {tier: 1}\n")
    with pytest.raises(ContentError, match="buy"):
        load_entries(path, Trap)
    path.write_text("spikes: {tier: 1, buy: [\n")
    with pytest.raises(ContentError, match="not valid YAML") as err:
        load_entries(path, Trap)
    assert "line" in err.value.problems[0]


def test_document_and_missing_file(tmp_path):
    with pytest.raises(ContentError, match="missing"):
        load_document(tmp_path / "nope.yaml", Trap)
    path = tmp_path / "one.yaml"
    path.write_text("id: x\ntier: 2\nbuy: 4\n")
    assert load_document(path, Trap).tier == 2


def test_yaml_is_loaded_safely(tmp_path):
    path = tmp_path / "evil.yaml"
    path.write_text("spikes: !!python/object/apply:os.system ['true']\n")
    with pytest.raises(ContentError):
        load_entries(path, Trap)


def test_the_shipped_map_loads():
    data = load_map(ROOT / "maps" / "trapper" / "winding-halls.tmx")
    assert (data.width, data.height) == (9, 6)
    assert data.layer("dungeon").kind_at(0, 5) == "entrance"
    assert len(data.objects_of("heirloom")) == 1
    with pytest.raises(MapError, match="no tile layer"):
        data.layer("nope")


def test_broken_maps_say_what_is_wrong(tmp_path):
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map><oops")
    with pytest.raises(MapError, match="bad.tmx"):
        load_map(bad)
    with pytest.raises(MapError, match="missing"):
        load_map(tmp_path / "absent.tmx")
    source = (ROOT / "maps" / "trapper" / "winding-halls.tmx").read_text()
    moved = tmp_path / "moved.tmx"
    moved.write_text(source.replace("../tileset.tsx", "tileset.tsx"))
    (tmp_path / "tileset.tsx").write_text((ROOT / "maps" / "tileset.tsx").read_text())
    with pytest.raises(MapError, match="tileset.png"):
        load_map(moved)


def test_every_shipped_content_and_map_is_valid():
    from game.cli import check_problems
    assert check_problems() == []
