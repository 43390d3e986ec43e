"""Preset dungeons from `maps/trapper/*.tmx` (maps/README.md, 'Dungeon Trapper'):
`check_map` validates one by trapper §4.1, `layout_from_map` turns it into a Layout and
`load_presets` reads every valid one."""
from __future__ import annotations

from pathlib import Path

from game.core.grid import Grid
from game.games.trapper.board import cut_off, label
from game.games.trapper.layout import Layout
from game.tiled import MapData, load_folder

COLUMNS, ROWS = 9, 6
ENTRANCE = (1, 6)
MAX_WALLS = 20
LAYER, HEIRLOOM = "dungeon", "heirloom"


def _cells(data: MapData, kind: str) -> set[tuple[int, int]]:
    """1-based (column, row) tiles of the dungeon layer with this `kind`."""
    return {(c + 1, r + 1) for c, r in data.layers[LAYER].cells_of(kind)}


def check_map(data: MapData) -> list[str]:
    """Every reason the preset is not a valid Trapper dungeon (trapper §3.1, §4.1)."""
    where = Path(data.path).name
    if (data.width, data.height) != (COLUMNS, ROWS):
        return [f"{where}: a Trapper dungeon is {COLUMNS}×{ROWS}, not "
                f"{data.width}×{data.height} (trapper §3.1)"]
    if LAYER not in data.layers:
        return [f"{where}: no tile layer named '{LAYER}' (maps/README.md)"]
    problems = []
    walls = _cells(data, "wall")
    entrances = _cells(data, "entrance")
    if entrances != {ENTRANCE}:
        problems.append(f"{where}: the entrance must be exactly at {label(ENTRANCE)}, "
                        f"found {sorted(entrances)} (trapper §3.1)")
    if len(walls) > MAX_WALLS:
        problems.append(f"{where}: {len(walls)} walls, at most {MAX_WALLS} (trapper §4.1)")
    if ENTRANCE in walls:
        problems.append(f"{where}: a wall on the Entrance (trapper §4.1)")
    sealed = cut_off(Grid(COLUMNS, ROWS, 1), walls, ENTRANCE)
    if sealed and ENTRANCE not in walls:
        problems.append(f"{where}: {', '.join(label(c) for c in sealed)} cut off from the "
                        "Entrance (trapper §4.1)")
    heirlooms = data.objects_of(HEIRLOOM)
    if len(heirlooms) != 1:
        problems.append(f"{where}: needs exactly 1 '{HEIRLOOM}' object, has {len(heirlooms)} "
                        "(trapper §4.1)")
    else:
        cell = _heirloom_cell(data)
        if cell in walls or cell == ENTRANCE or not (1 <= cell[0] <= COLUMNS
                                                     and 1 <= cell[1] <= ROWS):
            problems.append(f"{where}: the heirloom at {label(cell)} is not on a floor tile "
                            "(trapper §4.1)")
    return problems


def _heirloom_cell(data: MapData) -> tuple[int, int]:
    c, r = data.objects_of(HEIRLOOM)[0].cell(data.tile_width, data.tile_height)
    return c + 1, r + 1


def layout_from_map(data: MapData) -> Layout:
    """The Layout of a valid preset (call `check_map` first)."""
    title = str(data.properties.get("title") or Path(data.path).stem)
    return Layout(Path(data.path).stem, title, frozenset(_cells(data, "wall")),
                  _heirloom_cell(data))


def load_presets(folder: Path) -> dict[str, Layout]:
    """The valid preset dungeons of `folder` (broken ones are reported by `main.py check`,
    not here)."""
    presets, _ = load_folder(folder, check_map, layout_from_map)
    return {layout.id: layout for layout in presets}
