"""Boards from `maps/rial/*.tmx` (maps/README.md, "Rial's Dungeon"): `check_map` validates
one by rial §3.1-§3.2, `layout_from_map` turns it into a Layout."""
from __future__ import annotations

from pathlib import Path

from game.games.rial.board import PASSAGE, ROCK, ROOM, Layout, label_of, unreachable
from game.tiled import MapData

LAYER, ENTRANCE = "board", "entrance"
KINDS = {"room": ROOM, "passage": PASSAGE, "rock": ROCK}
MIN_ROOMS, MIN_PASSAGES = 44, 18
"""The non-blank white and green cards (rial §3.2): a board needs a square for each."""


def _entrances(data: MapData) -> tuple[dict[int, tuple[int, int]], list[str]]:
    where = Path(data.path).name
    found: dict[int, tuple[int, int]] = {}
    problems = []
    for obj in data.objects_of(ENTRANCE):
        if obj.name not in ("1", "2", "3", "4"):
            problems.append(f"{where}: an entrance object is named {obj.name!r}; name them "
                            "1, 2, 3 and 4 (rial §3.1)")
            continue
        if int(obj.name) in found:
            problems.append(f"{where}: two entrances named {obj.name} (rial §3.1)")
        found[int(obj.name)] = obj.cell(data.tile_width, data.tile_height)
    return found, problems


def check_map(data: MapData) -> list[str]:
    """Every reason the map is not a playable Rial board (rial §3.1, §3.2)."""
    where = Path(data.path).name
    if LAYER not in data.layers:
        return [f"{where}: no tile layer named '{LAYER}' (maps/README.md)"]
    layer = data.layers[LAYER]
    problems = []
    for r, line in enumerate(layer.kinds):
        for c, kind in enumerate(line):
            if kind not in KINDS:
                problems.append(f"{where}: {label_of(c, r)} is {kind or 'empty'}; every cell "
                                "must be room, passage or rock (rial §3.1)")
    if problems:
        return problems[:5]
    entrances, problems = _entrances(data)
    if sorted(entrances) != [1, 2, 3, 4]:
        problems.append(f"{where}: needs four 'entrance' objects named 1-4, has "
                        f"{sorted(entrances)} (rial §3.1)")
    for n, (c, r) in sorted(entrances.items()):
        inside = 0 <= c < data.width and 0 <= r < data.height
        if not inside or layer.kind_at(c, r) == "rock":
            problems.append(f"{where}: entrance {n} is not on a room or passage square "
                            "(rial §3.1)")
        elif c not in (0, data.width - 1) and r not in (0, data.height - 1):
            problems.append(f"{where}: entrance {n} at {label_of(c, r)} is not on the board's "
                            "edge (rial §3.1)")
    if len(set(entrances.values())) < len(entrances):
        problems.append(f"{where}: two entrances share an edge square (rial §3.1)")
    if problems:
        return problems
    layout = layout_from_map(data)
    rooms, passages = len(layout.squares(ROOM)), len(layout.squares(PASSAGE))
    if rooms < MIN_ROOMS:
        problems.append(f"{where}: {rooms} room squares, the room cards need at least "
                        f"{MIN_ROOMS} (rial §3.2)")
    if passages < MIN_PASSAGES:
        problems.append(f"{where}: {passages} passage squares, the passage cards need at "
                        f"least {MIN_PASSAGES} (rial §3.2)")
    cut = unreachable(layout)
    if cut:
        names = ", ".join(layout.label(sq) for sq in cut[:8])
        problems.append(f"{where}: {len(cut)} square(s) cut off from the entrances: {names}"
                        " (rial §3.1)")
    return problems


def layout_from_map(data: MapData) -> Layout:
    """The Layout of a valid map (call `check_map` first)."""
    layer = data.layers[LAYER]
    kinds = tuple(KINDS[k] for line in layer.kinds for k in line)  # type: ignore[index]
    entrances, _ = _entrances(data)
    title = str(data.properties.get("title") or Path(data.path).stem)
    return Layout.build(Path(data.path).stem, title, data.width, data.height, kinds,
                        {n: r * data.width + c for n, (c, r) in entrances.items()})
