"""Where a computer's move is said (issue 30 §2): a caption shows only with the sheet it is
about, and on the mover's tab until a person moves."""
from __future__ import annotations

from typing import Any, Iterable

from game.core.actions import Action
from game.games.maker.actions import CastSpell, Pass


def concerns(action: Action, seats: int) -> frozenset[int]:
    """The sheets a move is about: the mover's, and for a Jinx (cast, or passed: maker
    §4.6) every rival's, for a Curse or Fireball aimed at a dungeon that one's too."""
    if isinstance(action, Pass) or isinstance(action, CastSpell) and action.spell == "jinx":
        return frozenset(range(seats))
    aimed = getattr(action, "dungeon", None) if isinstance(action, CastSpell) else None
    return frozenset({action.seat} | ({aimed} if aimed is not None else set()))


def moved_since_person(log: list[Any], humans: Iterable[int]) -> set[int]:
    """The seats that acted after the last move by a person, by the log (so a resumed
    game's captions speak of nothing a person has since moved past)."""
    people, out = set(humans), set()
    for record in reversed(log):
        if record.action.seat in people:
            break
        out.add(record.action.seat)
    return out


def on_tabs(captions: dict[int, str], fresh: set[int], log: list[Any],
            humans: Iterable[int], shown: int) -> dict[int, str]:
    """Each computer's last move as its tab says it: those made since a person's last move,
    but for the sheet on screen (its caption is under it)."""
    moved = moved_since_person(log, humans)
    return {s: captions[s] for s in fresh & moved if s != shown and s in captions}
