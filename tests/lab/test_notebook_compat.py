"""Notebooks drawn before the notebook learnt new edits fold exactly as they did: a list of
every kind of edit there was (marks, stamps, notes, pen, eraser, undo, fragments dragged and
merged onto the page or each other, across levels, the marker), folded with the code of
that time, pinned below. New edits and new fields leave these pages unchanged."""
from __future__ import annotations

from game.games.lab import notebook as nb

OPS = [
    ("edges", 1, -1, "simple", (1, 1, "E"), (1, 2, "E"), (2, 1, "S")),
    ("edges", 1, -1, "monolith", (0, 1, "E"), (1, 0, "S")),
    ("edges", 1, -1, "unknown", (1, 2, "E")),
    ("stamp", 1, -1, 2, 2, "store"), ("stamp", 1, -1, 3, 2, "lights"),
    ("note", 1, -1, 4, 4, "shop?"), ("note", 1, -1, 5, 5, "x"), ("note", 1, -1, 5, 5, ""),
    ("pen", 1, -1, 12, 15, 30, 28, 41, 44),
    ("me", 1, -1, 2, 2),
    ("fragment", 1, 9, 1),
    ("stamp", 1, 1, 0, 0, "pit"), ("stamp", 1, 1, 1, 0, "eyes"),
    ("edges", 1, 1, "wire", (-1, 0, "E"), (0, -1, "S"), (2, 2, "E"), (2, 2, "S")),
    ("note", 1, 1, 1, 1, "cow?"), ("pen", 1, 1, 5, 5, 15, 25),
    ("me", 1, 1, 1, 1),
    ("fragment", 1, 9, 5),
    ("stamp", 1, 2, 0, 0, "river"), ("stamp", 1, 2, 1, 0, "lion"),
    ("edges", 1, 2, "monolith", (3, 0, "E"), (0, 2, "S")),
    ("undo",), ("edges", 1, 2, "exit", (3, 1, "E")),
    ("drag", 2, 10, 1), ("merge", 2, 1),
    ("fragment", 2, 1, 1), ("stamp", 2, 3, 1, 1, "hospital"),
    ("erase", 2, 3, 1, 1), ("stamp", 2, 3, 1, 1, "gourm"),
    ("drag", 1, 2, 1), ("merge", 1, -1),
    ("stamp", 1, -1, 2, 1, "question"), ("erase", 1, -1, 1, 2),
    ("fragment", 1, 12, 12), ("stamp", 1, 4, 0, 0, "tree"),
    ("merge", 4, 3),
    ("drag", 3, -2, -1), ("merge", 3, -1),
    ("me",), ("me", 2, -1, 1, 1),
    ("fragment", 2, 4, 4), ("undo",), ("undo",), ("undo",),
    ("stamp", 2, -1, 7, 7, "pit"),
]
"""Every old kind of edit, in the order a player could make them."""

BEFORE = {'fragments': {},
 'me': [1, -1, 3, 2],
 'pages': {'1': {'edges': [[0, 1, 'E', 'monolith'], [1, 0, 'S', 'monolith'],
                           [1, 1, 'E', 'wire'], [2, 0, 'S', 'wire'], [2, 1, 'S', 'simple'],
                           [4, 3, 'E', 'wire'], [4, 3, 'S', 'wire'], [6, 2, 'E', 'exit']],
                 'notes': [[3, 2, 'cow?'], [4, 4, 'shop?']],
                 'stamps': [[2, 1, 'question'], [2, 2, 'store'], [3, 1, 'river'],
                            [3, 2, 'lights'], [4, 1, 'lion']],
                 'strokes': [[12, 15, 30, 28, 41, 44], [25, 15, 35, 35]]},
           '2': {'edges': [],
                 'notes': [],
                 'stamps': [[-1, 0, 'gourm'], [7, 7, 'pit'], [9, 10, 'tree']],
                 'strokes': []}}}
"""`sheet_to_dict(fold(OPS, 2))` with the notebook code before the new edits."""


def test_old_edits_fold_to_exactly_the_pages_they_made() -> None:
    now = nb.sheet_to_dict(nb.fold(OPS, 2))
    assert now["fragments"] == BEFORE["fragments"] and now["me"] == BEFORE["me"]
    for level, page in BEFORE["pages"].items():
        kept = {k: v for k, v in now["pages"][level].items() if k in page}
        assert kept == page, level
        assert not any(v for k, v in now["pages"][level].items() if k not in page), \
            "an old notebook shows something new"


def test_old_edits_are_still_accepted_one_by_one() -> None:
    """A save replays its edits through the rules' check: each old edit still passes."""
    for i, (op, *args) in enumerate(OPS):
        why = nb.check_op(op, tuple(args), 2, i, nb.fragment_ids(OPS[:i], 2))
        assert why == "", (i, op, why)
