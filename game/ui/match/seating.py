"""Who is watching the table and whose move may be taken back (pure)."""
from __future__ import annotations

from typing import Collection

from game.core.protocol import Rules


def human_seats(rules: Rules, bots: Collection[int]) -> list[int]:
    """The seats people play (no computer kind, no computer playing them)."""
    return [i for i, s in enumerate(rules.seats) if s.bot is None and i not in bots]


def desired_viewer(rules: Rules, humans: list[int], viewer: int | None,
                   has_secrets: bool) -> int | None:
    """The seat whose screen should show now: the person to act (the one on screen while
    they still may), else the only person at the table, else (no secrets) whoever is on
    screen; None: the public screen."""
    acting = [s for s in sorted(rules.to_act()) if s in humans]
    if acting:
        return viewer if viewer in acting else acting[0]
    if len(humans) == 1:
        return humans[0]
    if not has_secrets and viewer in humans:
        return viewer
    return None


def needs_handoff(has_secrets: bool, seat: int | None, humans: list[int]) -> bool:
    """A private screen for `seat` comes only after a hand-off when people share it."""
    return has_secrets and seat is not None and len(humans) > 1


def undo_seat(rules: Rules, humans: list[int], viewer: int | None,
              looking: bool) -> int | None:
    """The person whose last move Undo takes back now: the viewer's own if it may, else
    (a shared screen) the person whose move nobody has acted after; None if none may."""
    if viewer in humans and looking and rules.can_undo(viewer):  # type: ignore[arg-type]
        return viewer
    return next((s for s in humans if rules.can_undo(s)), None)
