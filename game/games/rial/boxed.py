"""Boxed in (Hard's habit, rial §7): the squares a player reaches from where it stands
without passing a face-up blocker it cannot pass hold nothing a move is worth (no face-down
card, no chest it can open) while squares beyond do. The way on is its Luck on one of
those blockers, or stepping out onto an entrance in reach to jump (rial §4.10), never
shuttling beside the blockers."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.games.rial.bot_normal import chest_methods, layout_of

BLOCKING = ("door", "puzzle_door", "climb", "trap")
"""Face-up cards that stop a walk (a standing trap among them)."""


@dataclass(frozen=True)
class Box:
    """Where a boxed-in player stands: the squares it reaches (with their steps from it),
    the blockers it cannot pass at the box's edge, and the entrances in reach (their
    steps)."""

    steps: dict[int, int]
    walls: frozenset[int]
    exits: dict[int, int]

    def lucky_walls(self, view: dict[str, Any], me: dict[str, Any]) -> frozenset[int]:
        """The walls Luck passes (a door or climb; never a standing trap), with Luck > 0."""
        if me["caps"].get("luck", 0) <= 0:
            return frozenset()
        return frozenset(sq for sq in self.walls if view["cards"][sq][0] != "trap")


def barred(view: dict[str, Any], me: dict[str, Any], sq: int) -> bool:
    """A face-up blocker on `sq` that `me` cannot pass by capability, Key or rope."""
    card = view["cards"][sq]
    return isinstance(card, list) and card[0] in BLOCKING and \
        not chest_methods(me, card[0], card[1])


def openable(view: dict[str, Any], me: dict[str, Any], sq: int) -> bool:
    """A face-up chest on `sq` that the player can open."""
    card = view["cards"][sq]
    return isinstance(card, list) and card[0] in ("chest", "puzzle_chest") and \
        bool(chest_methods(me, card[0], card[1]))


def worth_a_move(view: dict[str, Any], me: dict[str, Any], sq: int) -> bool:
    """A face-down card, or a face-up chest the player can open."""
    return view["cards"][sq] == "?" or openable(view, me, sq)


def boxed_in(view: dict[str, Any], me: dict[str, Any], start: int,
             shut: int | None = None) -> Box | None:
    """The box around `start` (a square on the board), `shut` (a blocker being met) closed
    too; None when something in reach is worth a move."""
    neighbours = layout_of(view).neighbours
    steps = {start: 0}
    walls: set[int] = set() if shut is None else {shut}
    exits: dict[int, int] = {}
    ring = [start]
    while ring:
        nxt = []
        for cur in ring:
            for sq in neighbours[cur]:
                if sq < 0:
                    exits.setdefault(-sq, steps[cur] + 1)
                    continue
                if sq in steps or sq in walls:
                    continue
                if worth_a_move(view, me, sq):
                    return None
                if barred(view, me, sq):
                    walls.add(sq)
                    continue
                steps[sq] = steps[cur] + 1
                nxt.append(sq)
        ring = nxt
    if worth_a_move(view, me, start) or \
            not any(worth_a_move(view, me, sq) for sq in range(len(view["cards"]))):
        return None     # nothing anywhere: no way out is worth a turn
    return Box(steps, frozenset(walls), exits)
