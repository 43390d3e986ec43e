"""The sketch notebook (lab §6): one graph-paper page per level (W×H plus 3 spare cells east
and south), edge marks, stamps, "?" marks, notes, free pen strokes, an eraser, undo,
floating fragments that can be dragged and merged, a "me" marker, and "unsure" cells (a "?"
over a cell's stamp, with a second reading the end reveal accepts too).

The notebook is a list of edit operations, private to its seat and saved with the game as
`Sketch` actions; `fold(ops)` turns it into pages. The game itself never adds an operation.
Layer -1 is the page of a level, any other number a fragment. The edits:

- ("edges", level, layer, mark, (x, y, "E"|"S"), ...): a mark on sides ("unknown" clears);
- ("stamp", level, layer, x, y, stamp), ("note", level, layer, x, y, text) ("" clears),
  ("pen", level, layer, x0, y0, x1, y1, ...) in tenths of a cell, ("erase", level, layer, x, y);
- ("unsure", level, layer, x, y, reading): a "?" over the cell, "reading" (a stamp name or "")
  the other thing it may be; ("sure", level, layer, x, y) takes the "?" off;
- ("fragment", level, x, y), ("drag", fragment, x, y), ("merge", fragment, target -1 or a
  fragment[, x, y]) (x, y: where its cell (0, 0) lands in the target's cells; without
  them, where it lies), ("me", level, layer, x, y) or ("me",), ("undo",);
- ("follow", level, layer, x, y) or ("follow",): the game moves her marker where an answer
  put her beyond doubt (`follow.py`); an undo passes over it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

CYCLE = ("unknown", "simple", "none", "wire", "monolith", "exit")
"""A side's marks in their click cycle: a wall first (the answer a mapper draws most, one
click), then open, then the rarer walls."""
MARKS = frozenset(CYCLE)
STAMPS = ("lights", "eyes", "hole", "store", "arsenal", "hospital", "prison", "political",
          "management", "gourm", "antigourm", "mordor", "eldar", "pit", "river", "lake",
          "treasure", "lion", "tiger", "panther", "crocodile", "cow", "rabbit", "orc",
          "urkh", "werewolf", "eyescorcher", "rider", "ontifutlas", "cop", "marmar", "tree",
          "cache", "blade", "bridle", "dead", "up", "down", "question", "hanging")
GENERIC = frozenset({"lights", "eyes", "hole", "question"})
"""Stamps that say less than any specific one (a merge never lays them over one)."""
ALIKE = {"pit": "hanging", "hanging": "pit"}
"""Stamps whose things tell her exactly the same (a hanging pit reads like a pit): the
second reading an unsure mark offers first."""
SPARE = 3
LIMIT = 20000
COORD = (-60, 99)
MAX_POINTS = 400
MAX_TEXT = 40


def next_mark(mark: str) -> str:
    """The mark after `mark` in the click cycle."""
    return CYCLE[(CYCLE.index(mark) + 1) % len(CYCLE)] if mark in CYCLE else CYCLE[1]


def second_reading(stamp: str) -> str:
    """The reading an unsure mark on a cell stamped `stamp` offers first ("" for none)."""
    return ALIKE.get(stamp, "")


def previous_mark(mark: str) -> str:
    """The mark before `mark` in the click cycle (a right click goes back); from an
    unmarked side it gives a monolith, not the rare exit."""
    if mark not in CYCLE or mark == "unknown":
        return "monolith"
    return CYCLE[CYCLE.index(mark) - 1]


@dataclass
class Layer:
    """What is drawn on a page or a fragment, in its own cell coordinates."""

    edges: dict[tuple[int, int, str], str] = field(default_factory=dict)
    stamps: dict[tuple[int, int], str] = field(default_factory=dict)
    notes: dict[tuple[int, int], str] = field(default_factory=dict)
    strokes: list[tuple[int, ...]] = field(default_factory=list)
    """Pen strokes as flat (x0, y0, x1, y1, ...) in tenths of a cell."""
    unsure: dict[tuple[int, int], str] = field(default_factory=dict)
    """Cells marked unsure, each with its second reading (a stamp name, or "" for none)."""

    def laid(self, other: "Layer", dx: int, dy: int) -> list[tuple[str, tuple, Any]]:
        """What laying `other` over this layer, shifted by (dx, dy), writes: (part, key,
        value) for edges, stamps, notes and unsure cells. What it holds wins, except that
        a generic stamp (lights, green eyes, ?) never covers a specific one."""
        out: list[tuple[str, tuple, Any]] = []
        for (x, y, k), m in other.edges.items():
            out.append(("edges", (x + dx, y + dy, k), m))
        for (x, y), s in other.stamps.items():
            if s in GENERIC and self.stamps.get((x + dx, y + dy), s) not in GENERIC:
                continue
            out.append(("stamps", (x + dx, y + dy), s))
        for (x, y), t in other.notes.items():
            out.append(("notes", (x + dx, y + dy), t))
        for (x, y), r in other.unsure.items():
            out.append(("unsure", (x + dx, y + dy), r))
        return out

    def absorb(self, other: "Layer", dx: int, dy: int) -> None:
        """Lay `other` over this layer, shifted by (dx, dy) (see `laid`)."""
        for part, key, value in self.laid(other, dx, dy):
            getattr(self, part)[key] = value
        for stroke in other.strokes:
            self.strokes.append(tuple(v + (dx if i % 2 == 0 else dy) * 10
                                      for i, v in enumerate(stroke)))

    def erase(self, x: int, y: int) -> None:
        """Clear a cell: its stamp, note, unsure mark, the four edge marks and strokes
        through it."""
        self.stamps.pop((x, y), None)
        self.notes.pop((x, y), None)
        self.unsure.pop((x, y), None)
        for key in ((x, y, "E"), (x, y, "S"), (x - 1, y, "E"), (x, y - 1, "S")):
            self.edges.pop(key, None)
        box = (x * 10, y * 10, x * 10 + 10, y * 10 + 10)
        self.strokes = [s for s in self.strokes if not any(
            box[0] <= s[i] < box[2] and box[1] <= s[i + 1] < box[3]
            for i in range(0, len(s) - 1, 2))]


@dataclass
class Fragment:
    level: int
    x: int
    y: int
    """Where its cell (0, 0) lies over the page, in cells."""
    layer: Layer = field(default_factory=Layer)


@dataclass
class Sheet:
    """The notebook as drawn."""

    pages: dict[int, Layer]
    fragments: dict[int, Fragment]
    me: tuple[int, int, int, int] | None = None
    """(level, fragment or -1 for the page, x, y)."""
    edits: int = 0
    """Her own edits still in it (what her Undo can take back; the game's follows not)."""


def effective(ops: Sequence[Sequence[Any]]) -> list[Sequence[Any]]:
    """The operations left after the undos: an undo takes back her own last edit, never
    the game's "follow" of her marker."""
    out: list[Sequence[Any]] = []
    for op in ops:
        if op[0] == "undo":
            mine = next((i for i in range(len(out) - 1, -1, -1) if out[i][0] != "follow"),
                        None)
            if mine is not None:
                del out[mine]
        else:
            out.append(op)
    return out


def fold(ops: Sequence[Sequence[Any]], levels: int) -> Sheet:
    sheet = Sheet({lv: Layer() for lv in range(1, levels + 1)}, {})
    next_id = 1
    kept = effective(ops)
    sheet.edits = sum(op[0] != "follow" for op in kept)
    for op in kept:
        name, args = op[0], op[1:]
        if name == "fragment":
            level, x, y = args
            sheet.fragments[next_id] = Fragment(level, x, y)
            next_id += 1
            continue
        if name == "drag":
            frag, x, y = args
            if frag in sheet.fragments:
                sheet.fragments[frag].x, sheet.fragments[frag].y = x, y
            continue
        if name == "merge":
            _merge(sheet, *args)
            continue
        if name in ("me", "follow"):
            sheet.me = tuple(args) if args else None  # type: ignore[assignment]
            continue
        layer = _layer(sheet, args[0], args[1])
        if layer is None:
            continue
        rest = args[2:]
        if name == "edges":
            mark, *edges = rest
            for x, y, k in edges:
                if mark == "unknown":
                    layer.edges.pop((x, y, k), None)
                else:
                    layer.edges[(x, y, k)] = mark
        elif name == "stamp":
            x, y, stamp = rest
            layer.stamps[(x, y)] = stamp
        elif name == "note":
            x, y, text = rest
            if text:
                layer.notes[(x, y)] = text
            else:
                layer.notes.pop((x, y), None)
        elif name == "pen":
            layer.strokes.append(tuple(rest))
        elif name == "unsure":
            x, y, reading = rest
            layer.unsure[(x, y)] = reading
        elif name == "sure":
            layer.unsure.pop(tuple(rest), None)
        elif name == "erase":
            layer.erase(*rest)
    return sheet


def _layer(sheet: Sheet, level: int, frag: int) -> Layer | None:
    if frag == -1:
        return sheet.pages.get(level)
    f = sheet.fragments.get(frag)
    return f.layer if f else None


def _merge(sheet: Sheet, frag: int, target: int, *at: int) -> None:
    """Drop fragment `frag` onto the page (target -1) or onto another fragment: where it
    lies, or with its cell (0, 0) on the target's cell `at` when given."""
    f = sheet.fragments.pop(frag, None)
    if f is None:
        return
    t0 = sheet.fragments.get(target)
    if at and (target == -1 or t0 is not None):      # put there first, as a drag would
        f.x, f.y = (at[0], at[1]) if t0 is None else (t0.x + at[0], t0.y + at[1])
    if target == -1:
        sheet.pages[f.level].absorb(f.layer, f.x, f.y)
        dx, dy = f.x, f.y
    else:
        t = sheet.fragments.get(target)
        if t is None:
            sheet.fragments[frag] = f
            return
        t.layer.absorb(f.layer, f.x - t.x, f.y - t.y)
        dx, dy = f.x - t.x, f.y - t.y
    if sheet.me is not None and sheet.me[1] == frag:   # the marker goes with its cell
        level, _, x, y = sheet.me
        sheet.me = (level, target, x + dx, y + dy)


def check_op(op: str, args: Sequence[Any], levels: int, count: int,
             fragments: Sequence[int]) -> str:
    """Why the edit is not valid ("" when it is)."""
    if count >= LIMIT:
        return "The notebook is full."
    ints = lambda vals: all(isinstance(v, int) and not isinstance(v, bool)  # noqa: E731
                            and COORD[0] <= v <= COORD[1] for v in vals)
    level_ok = lambda lv: isinstance(lv, int) and 1 <= lv <= levels  # noqa: E731
    frag_ok = lambda f: f == -1 or f in fragments  # noqa: E731
    if op == "undo":
        return "" if not args else "undo takes nothing"
    if op == "fragment":
        return "" if len(args) == 3 and level_ok(args[0]) and ints(args[1:]) else \
            "a fragment needs a level and a place"
    if op == "drag":
        return "" if len(args) == 3 and args[0] in fragments and ints(args[1:]) else \
            "no such fragment to drag"
    if op == "merge":
        return "" if len(args) in (2, 4) and args[0] in fragments and frag_ok(args[1]) \
            and args[0] != args[1] and ints(args[2:]) else "no such fragments to merge"
    if op == "me":
        return "" if not args or (len(args) == 4 and level_ok(args[0]) and frag_ok(args[1])
                                  and ints(args[2:])) else "the marker needs a place"
    if len(args) < 2 or not level_ok(args[0]) or not frag_ok(args[1]):
        return "a drawing needs a page or a fragment"
    rest = args[2:]
    if op == "edges":
        if not rest or rest[0] not in MARKS or not all(
                isinstance(e, tuple) and len(e) == 3 and ints(e[:2]) and e[2] in ("E", "S")
                for e in rest[1:]) or len(rest) > 200:
            return "edge marks need a mark and sides"
        return ""
    if op == "stamp":
        return "" if len(rest) == 3 and ints(rest[:2]) and rest[2] in STAMPS else \
            "unknown stamp"
    if op == "note":
        return "" if len(rest) == 3 and ints(rest[:2]) and isinstance(rest[2], str) \
            and len(rest[2]) <= MAX_TEXT else f"a note is at most {MAX_TEXT} letters"
    if op == "pen":
        return "" if 4 <= len(rest) <= 2 * MAX_POINTS and len(rest) % 2 == 0 and all(
            isinstance(v, int) and not isinstance(v, bool) and -600 <= v <= 1000
            for v in rest) else "a pen stroke is 2–400 points"
    if op == "erase":
        return "" if len(rest) == 2 and ints(rest) else "the eraser needs a cell"
    if op == "unsure":
        return "" if len(rest) == 3 and ints(rest[:2]) and (
            rest[2] == "" or rest[2] in STAMPS) else "an unsure cell needs a cell and a reading"
    if op == "sure":
        return "" if len(rest) == 2 and ints(rest) else "a sure cell needs a cell"
    return f"unknown notebook edit {op!r}"


def fragment_ids(ops: Sequence[Sequence[Any]], levels: int) -> list[int]:
    return sorted(fold(ops, levels).fragments)


def sheet_to_dict(sheet: Sheet) -> dict[str, Any]:
    """Plain data for the seat's own view."""
    def layer(lay: Layer) -> dict[str, Any]:
        if not (lay.edges or lay.stamps or lay.notes or lay.strokes or lay.unsure):
            return {"edges": [], "stamps": [], "notes": [], "strokes": [], "unsure": []}
        return {"edges": [[x, y, k, m] for (x, y, k), m in sorted(lay.edges.items())],
                "stamps": [[x, y, s] for (x, y), s in sorted(lay.stamps.items())],
                "notes": [[x, y, t] for (x, y), t in sorted(lay.notes.items())],
                "strokes": [list(s) for s in lay.strokes],
                "unsure": [[x, y, r] for (x, y), r in sorted(lay.unsure.items())]}
    def fragment_layer(i: int, lay: Layer) -> dict[str, Any]:
        """A fragment's layer, with the marker's cell when it lies there (it grows to
        hold her as the marker follows her)."""
        out = layer(lay)
        if sheet.me is not None and sheet.me[1] == i:
            out["me"] = [sheet.me[2], sheet.me[3]]
        return out
    return {"pages": {str(lv): layer(p) for lv, p in sheet.pages.items()},
            "fragments": {str(i): {"level": f.level, "x": f.x, "y": f.y,
                                   "layer": fragment_layer(i, f.layer)}
                          for i, f in sheet.fragments.items()},
            "me": list(sheet.me) if sheet.me else None, "edits": sheet.edits}


def unsure_list(sheet: dict[str, Any], level: int) -> list[tuple[int, int, int, tuple[str, ...]]]:
    """The side list of the cells she marked unsure on `level`, from her notebook view:
    (layer, x, y, readings), the page (-1) first, then the fragments by number; the
    readings are her stamp there and her second reading, either of them may be missing."""
    layers = [(-1, sheet["pages"].get(str(level)) or {})] + [
        (int(k), f["layer"]) for k, f in sorted(sheet["fragments"].items(), key=lambda kv:
                                                int(kv[0])) if f["level"] == level]
    out = []
    for layer, data in layers:
        stamps = {(x, y): s for x, y, s in data.get("stamps", [])}
        for x, y, other in data.get("unsure", []):
            out.append((layer, x, y, tuple(r for r in (stamps.get((x, y), ""), other) if r)))
    return out
