"""The notebook's fragments as the table lays them out (lab §6): how far each one reaches (it
grows as she draws at its edge), which layer a point of the page or the tray belongs to,
where loose fragments lie in the tray beside the page (never over each other), and what a
fragment dropped on the page or on another fragment would do, before and as it merges.

Everything here reads the seat's notebook view (`notebook.sheet_to_dict`) and returns
cells; the table turns them into pixels. Nothing here changes the notebook: a merge is the
`Sketch` edit `merge_edits` names.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from game.games.lab.notebook import Layer

BASE = ((0, 0), (2, 2))
"""A new fragment's cells: 3×3 round her cell (0, 0)."""
REACH = 0.35
"""How far beyond its last cell a fragment still owns a point, in cells: its outer sides
are its own (the table's side finder takes sides within 0.3 of the pointer)."""
GAP = 1
"""Cells between fragments in the tray, and above each row for the fragments' handles."""
SMALLEST = 12
"""The tray's smallest cell, in pixels, when many fragments must fit."""

Box = tuple[int, int, int, int]
"""(x0, y0, x1, y1): the first and last cells, inclusive, in the layer's own cells."""


def layer_of(data: dict[str, Any]) -> Layer:
    """A layer of the notebook view back as a `Layer`."""
    return Layer(edges={(x, y, k): m for x, y, k, m in data.get("edges", [])},
                 stamps={(x, y): s for x, y, s in data.get("stamps", [])},
                 notes={(x, y): t for x, y, t in data.get("notes", [])},
                 strokes=[tuple(s) for s in data.get("strokes", [])],
                 unsure={(x, y): r for x, y, r in data.get("unsure", [])})


def extent(layer: dict[str, Any]) -> Box:
    """The cells a fragment covers: its first 3×3, every cell she drew in with a free cell
    of room round it (a stamp, "?" or note at the edge adds a row or column beyond it), both
    cells beside each side she marked (a mark on the outer side takes in the cell beyond)
    and the cells her pen went through, and her marker's cell with room round it."""
    cells = list(BASE)
    drawn = layer.get("stamps", []) + layer.get("notes", []) + layer.get("unsure", [])
    if layer.get("me"):          # her marker, where it followed her
        drawn = drawn + [layer["me"]]
    for x, y, *_ in drawn:
        cells += [(x - 1, y - 1), (x + 1, y + 1)]
    for x, y, k, _ in layer.get("edges", []):
        cells += [(x, y), (x + 1, y) if k == "E" else (x, y + 1)]
    for stroke in layer.get("strokes", []):
        cells += [(math.floor(stroke[i] / 10), math.floor(stroke[i + 1] / 10))
                  for i in range(0, len(stroke) - 1, 2)]
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return min(xs), min(ys), max(xs), max(ys)


def size(layer: dict[str, Any]) -> tuple[int, int]:
    """(columns, rows) of a fragment's extent."""
    x0, y0, x1, y1 = extent(layer)
    return x1 - x0 + 1, y1 - y0 + 1


def holds(layer: dict[str, Any], fx: float, fy: float, reach: float = REACH) -> bool:
    """Does the point (fx, fy), in the fragment's own cells (cell (x, y) spans x..x+1), lie
    on the fragment or within `reach` of its outline (on one of its outer sides)?"""
    x0, y0, x1, y1 = extent(layer)
    return x0 - reach <= fx < x1 + 1 + reach and y0 - reach <= fy < y1 + 1 + reach


def placed(sheet: dict[str, Any], level: int) -> dict[int, tuple[int, int]]:
    """Where each fragment of `level` lies over the page as she last dragged it (its cell
    (0, 0) on page cell (x, y)): `owner`'s places for fragments shown on the page."""
    return {int(k): (f["x"], f["y"]) for k, f in sheet.get("fragments", {}).items()
            if f["level"] == level}


def owner(sheet: dict[str, Any], level: int, places: dict[int, tuple[float, float]],
          fx: float, fy: float, exclude: int | None = None
          ) -> tuple[int, tuple[float, float]]:
    """(layer, origin) a point belongs to: the newest fragment of `level` (but `exclude`)
    that `holds` it, with `places[id]` where its cell (0, 0) lies in the point's cells; else
    the page (-1, (0, 0)). A side on a fragment's outline is the fragment's, not the page's
    under it."""
    for key in sorted(sheet.get("fragments", {}), key=int, reverse=True):
        frag = sheet["fragments"][key]
        fid = int(key)
        if fid == exclude or frag["level"] != level or fid not in places:
            continue
        ox, oy = places[fid]
        if holds(frag["layer"], fx - ox, fy - oy):
            return fid, (ox, oy)
    return -1, (0, 0)


@dataclass
class Tray:
    """Where the loose fragments of a level lie in the tray beside the page."""

    cell: int
    """Pixels per cell in the tray (the page's cell, or smaller when the room is short)."""
    places: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Where each fragment's cell (0, 0) lies, in tray cells from the tray's top left."""
    boxes: dict[int, Box] = field(default_factory=dict)
    """Each fragment's cells in tray cells (its extent moved to its place)."""
    columns: int = 0
    rows: int = 0
    """The tray's size in cells, handles included."""


def tray(sheet: dict[str, Any], level: int, room: tuple[int, int], cell: int) -> Tray:
    """Lay the loose fragments of `level` out in a tray `room` pixels (width, height) big,
    oldest first, in rows left to right, `GAP` cells apart with a handle row above each row:
    no two ever overlap. The tray's cell is the page's `cell` unless they would not fit;
    then the largest that fits (at least `SMALLEST`; beyond that the tray runs past the
    room's bottom). Positions depend only on the fragments' sizes, never on where she last
    dragged one. A fragment wider than the room shrinks the cell too."""
    frags = sorted((int(k), f) for k, f in sheet.get("fragments", {}).items()
                   if f["level"] == level)
    best = Tray(cell)
    for c in range(max(cell, SMALLEST), SMALLEST - 1, -1):
        best = _pack(frags, c, max(1, room[0] // c))
        if best.rows * c <= room[1] and best.columns * c <= room[0]:
            return best
    return best


def _pack(frags: list[tuple[int, dict[str, Any]]], cell: int, columns: int) -> Tray:
    out = Tray(cell)
    x = y = tallest = 0
    for fid, frag in frags:
        x0, y0, x1, y1 = extent(frag["layer"])
        w, h = x1 - x0 + 1, y1 - y0 + 1
        if x and x + w > columns:          # the row is full: the next row
            x, y, tallest = 0, y + GAP + tallest, 0
        top = y + GAP                      # the handle's row above it
        out.places[fid] = (x - x0, top - y0)
        out.boxes[fid] = (x, top, x + w - 1, top + h - 1)
        out.columns = max(out.columns, x + w)
        out.rows = max(out.rows, top + h)
        x, tallest = x + w + GAP, max(tallest, h)
    return out


@dataclass
class Preview:
    """What dropping a fragment would do."""

    target: int | None
    """-1: the page; a fragment's id; None: nothing there, it goes back to the tray."""
    at: tuple[int, int]
    """Where the fragment's cell (0, 0) lands, in the target's own cells."""
    cells: list[tuple[int, int]]
    """The target's cells the fragment's extent covers."""
    replaced: list[tuple[int, int]]
    """The target's cells where a stamp, side mark, note or "?" of the fragment replaces a
    different one (a generic stamp over a specific one replaces nothing: it is not laid)."""

    def words(self) -> str:
        """What a drop here does, for the bubble beside the pointer."""
        if self.target is None:
            return "Drop: it goes back to the tray"
        into = "merge it here" if self.target == -1 else \
            f"merge it into fragment {self.target} here"
        n = len(self.replaced)
        return f"Drop: {into}" + (f" ({n} mark{'s' if n > 1 else ''} replaced)" if n else "")


def preview(sheet: dict[str, Any], frag: int, target: int | None, at: tuple[int, int]
            ) -> Preview:
    """What dropping fragment `frag` with its cell (0, 0) on the target's cell `at` does:
    the same laying over for the page (target -1) and for another fragment, the one the
    merge itself uses (`Layer.laid`)."""
    frags = sheet.get("fragments", {})
    if target is None or str(frag) not in frags or (target != -1 and str(target) not in frags):
        return Preview(None, at, [], [])
    mine = frags[str(frag)]["layer"]
    under = layer_of(sheet["pages"].get(str(sheet["fragments"][str(frag)]["level"]), {})
                     if target == -1 else sheet["fragments"][str(target)]["layer"])
    dx, dy = at
    x0, y0, x1, y1 = extent(mine)
    cells = [(x + dx, y + dy) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)]
    replaced: list[tuple[int, int]] = []
    for part, key, value in under.laid(layer_of(mine), dx, dy):
        there = getattr(under, part).get(key)
        if there is not None and there != value and key[:2] not in replaced:
            replaced.append((key[0], key[1]))
    return Preview(target, at, cells, replaced)


def merge_edits(frag: int, target: int, at: tuple[int, int]) -> list[tuple[str, tuple]]:
    """The `Sketch` edits (op, args) that merge fragment `frag` into the page (target -1)
    or fragment `target` with its cell (0, 0) on the target's cell `at`: one merge edit
    that says where, so one Undo takes the whole drop back."""
    return [("merge", (frag, target, at[0], at[1]))]
