"""Her notebook against the real map, level by level (the end reveal, lab §5): which of the
sides she marked and which of the things she stamped the map says otherwise. Only what she
noted on the page is judged (loose fragments, notes and pen strokes are hers alone); a
generic stamp agrees with every thing it stands for (lights with any lit place, green eyes
with any beast, orc or werewolf, a hole in the darkness with the black rider it is), "?"
and the way up or down with anything. Cells she marked unsure are judged apart: right if
either of her readings fits."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.games.lab.dungeon import GREEN_EYES, LIGHTS, TREES

SAME = {"tree": TREES, "hanging": {"hanging_pit"}, "cop": {"cop", "political_cop"},
        "blade": {"blades"}, "bridle": {"bridles"}, "lights": LIGHTS,
        "eyes": GREEN_EYES | {"marmar"}, "hole": {"rider"}}
"""The map's kinds each stamp stands for, where the names differ."""
ANY = frozenset({"question", "up", "down"})


def real_side(reveal: dict[str, Any], x: int, y: int, k: str) -> str:
    """The map's side east (k "E") or south (k "S") of cell (x, y): none, simple, wire,
    monolith or exit."""
    cells = {tuple(c) for c in reveal["cells"]}
    (ex, ey), side = reveal["exit"]
    other = (x + 1, y) if k == "E" else (x, y + 1)
    exits = {((ex, ey), side)}
    if ((x, y), k) in exits or (other, {"E": "W", "S": "N"}[k]) in exits:
        return "exit"
    if (x, y) not in cells or other not in cells:
        return "monolith"
    for wx, wy, wk, mark in reveal["walls"]:
        if (wx, wy, wk) == (x, y, k):
            return mark
    return "none"


def stamp_agrees(stamp: str, kind: str, ended: str) -> bool:
    """Does her stamp tell the truth about the thing there (kind "" for an empty cell)?"""
    if stamp in ANY:
        return True
    if stamp == "dead":
        return ended == "dead"
    if not kind:
        return False
    return stamp == kind or kind in SAME.get(stamp, ())


def _things(reveal: dict[str, Any], level: int) -> dict[tuple[int, int], tuple[str, str]]:
    return {(x, y): (kind, ended) for x, y, lv, kind, _sign, ended in reveal["things"]
            if lv == level}


def _unsure(page: dict[str, Any]) -> set[tuple[int, int]]:
    return {(x, y) for x, y, _ in page.get("unsure", [])}


def differences(page: dict[str, Any] | None, reveal: dict[str, Any], level: int
                ) -> tuple[list[tuple[int, int]], list[tuple[int, int, str]]]:
    """(cells whose stamp is wrong, sides whose mark is wrong) on her page of `level`; the
    cells she marked unsure are judged by `unsure_cells`, not here."""
    if not page:
        return [], []
    things = _things(reveal, level)
    doubted = _unsure(page)
    cells = [(x, y) for x, y, stamp in page["stamps"] if (x, y) not in doubted
             and not stamp_agrees(stamp, *things.get((x, y), ("", "")))]
    sides = [(x, y, k) for x, y, k, mark in page["edges"]
             if mark != "unknown" and real_side(reveal, x, y, k) != mark]
    return cells, sides


@dataclass(frozen=True)
class Unsure:
    """A cell she marked unsure, against the map."""

    x: int
    y: int
    readings: tuple[str, ...]
    """Her stamp there and her second reading (either may be missing)."""
    kind: str
    """What the map holds there ("" for nothing)."""
    right: bool | None
    """Does either reading fit? None: she named nothing there, only "?"."""


def unsure_cells(page: dict[str, Any] | None, reveal: dict[str, Any], level: int
                 ) -> list[Unsure]:
    """The cells of her page of `level` she marked unsure, each judged: right if either of
    her readings fits the map (a hanging pit read as "pit or hanging pit" is right)."""
    if not page:
        return []
    things = _things(reveal, level)
    stamps = {(x, y): s for x, y, s in page["stamps"]}
    out = []
    for x, y, other in page.get("unsure", []):
        readings = tuple(r for r in (stamps.get((x, y), ""), other) if r)
        kind, ended = things.get((x, y), ("", ""))
        right = any(stamp_agrees(r, kind, ended) for r in readings) if readings else None
        out.append(Unsure(x, y, readings, kind, right))
    return out


def unsure_tally(sheet: dict[str, Any], reveal: dict[str, Any], levels: int
                 ) -> tuple[int, int]:
    """(the unsure cells she named something for, how many of them either reading fits)."""
    named = right = 0
    for level in range(1, levels + 1):
        for cell in unsure_cells(sheet["pages"].get(str(level)), reveal, level):
            if cell.right is not None:
                named += 1
                right += cell.right
    return named, right


def tally(sheet: dict[str, Any], reveal: dict[str, Any], levels: int) -> tuple[int, int]:
    """(the stamps and side marks on her pages, how many of them the map says otherwise);
    stamps on cells she marked unsure count in `unsure_tally` instead."""
    marks = wrong = 0
    for level in range(1, levels + 1):
        page = sheet["pages"].get(str(level))
        if not page:
            continue
        doubted = _unsure(page)
        marks += sum(1 for x, y, _ in page["stamps"] if (x, y) not in doubted) + \
            sum(1 for e in page["edges"] if e[3] != "unknown")
        cells, sides = differences(page, reveal, level)
        wrong += len(cells) + len(sides)
    return marks, wrong


def loose_on(sheet: dict[str, Any], level: int) -> int:
    """How many loose fragments of her notebook's `level` hold something (the reveal
    judges the page only)."""
    return sum(1 for f in sheet.get("fragments", {}).values()
               if f["level"] == level and any(f["layer"].get(k) for k in f["layer"]))


def reveal_words(page: dict[str, Any] | None, reveal: dict[str, Any], level: int,
                 whose: str, loose: int = 0) -> str:
    """The caption under her page at the reveal: how many marks the map says otherwise,
    how her unsure cells fared, or that the page holds only notes and drawings (nothing
    to judge) or nothing at all; `loose` fragments of the level that hold something are
    said apart, never as "nothing noted"."""
    cells, sides = differences(page, reveal, level)
    count = len(cells) + len(sides)
    judged = [u for u in unsure_cells(page, reveal, level) if u.right is not None]
    head = f"{whose}'s notebook, level {level}: "
    page = page or {}
    if count:
        words = f"{count} mark{'s' if count != 1 else ''} the map says otherwise, ringed in red"
    elif page.get("stamps") or page.get("edges"):
        words = "every mark agrees with the map"
    elif page.get("notes") or page.get("strokes") or page.get("unsure"):
        words = "only notes and drawings, nothing to check"
    elif loose:
        words = "nothing on the page itself"
    else:
        return head + "nothing noted on this page."
    if judged:
        right = sum(1 for u in judged if u.right)
        words += f"; {right} of {len(judged)} unsure cell{'s' if len(judged) != 1 else ''}" \
                 " right"
    if loose:
        words += f"; {loose} loose fragment{'s' if loose != 1 else ''} not laid on the page," \
                 " not checked"
    return head + words + "."
