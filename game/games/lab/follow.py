"""The "me" marker follows her (lab §6): where the gamemaster's answer puts her beyond doubt,
her notebook's marker goes there with her, so a mapping turn needs no click for it.

- a landing puts it on the page cell she landed on;
- a walked step (or a ridden jump) moves it as far as she went, on the page or the fragment
  it lies on;
- a climb, or a marmar's throw in the same cell, turns it to the same cell of the other
  level's page (a marker on a fragment comes off: a fragment belongs to its level);
- an answer that says she no longer knows where she is (a pit, a river, a carry, a
  teleport) takes it off the page; a new fragment she then draws takes it.

The game writes it as a ("follow", ...) edit of her notebook, read like her own "me" edit;
the notebook's Undo never takes one back (it takes back her own drawing)."""
from __future__ import annotations

from typing import Sequence

Spot = tuple[int, int, int]
Marker = tuple[int, int, int, int]
"""(level, layer: -1 for the page or a fragment, x, y)."""


def followed(me: Marker | None, start: Spot | None, spots: Sequence[Spot],
             walked: Sequence[bool], landed: bool, lost: bool) -> Marker | None:
    """Where her marker goes after an action that took her from `start` through `spots`
    (`walked`: each one a step of her own), `landed` when the first is a landing she chose
    and `lost` when an answer told her she does not know where she is."""
    if lost:
        return None
    cur, prev = me, start
    for i, (spot, step) in enumerate(zip(spots, walked)):
        x, y, level = spot
        if landed and i == 0:
            cur = (level, -1, x, y)
        elif cur is None or prev is None:
            cur = None
        elif step and prev[2] == level:
            cur = (cur[0], cur[1], cur[2] + x - prev[0], cur[3] + y - prev[1])
        elif (prev[0], prev[1]) == (x, y) and cur[1] == -1:
            cur = (level, -1, cur[2], cur[3])
        else:
            cur = None
        prev = spot
    return cur


def follow_op(me: Marker | None, new: Marker | None) -> tuple | None:
    """The notebook edit that moves the marker from `me` to `new` (None: nothing to do)."""
    if new == me:
        return None
    return ("follow", *new) if new is not None else ("follow",)
