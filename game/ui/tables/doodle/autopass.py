"""Solo card windows with nothing to choose (doodle §4.5 step 3, the player rules' solo line).

In a game with one person at the table nobody else shares the screen, so nothing is given
away by passing for them: at a card window where no card of their hand fits the stop, the
table passes for them and says so, instead of waiting on a "Play no card" that is no
choice. Where a card fits, the window waits for them as in hot-seat. With several people at
the table every window is asked (a pass that came by itself would tell the others that a
hand holds nothing that fits, doodle §6). A card window's decision is final (no undo), and
each window is tried once. A lesson passes nothing by itself: its windows are taught."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from game.core.actions import Action
from game.games.doodle.actions import PassCard

if TYPE_CHECKING:
    from game.ui.tables.doodle.scene import DoodleTable

PASSED = "No card of yours fits this stop: passed."
"""What the table says when it passed a window for the person."""


def nothing_fits(legal: Sequence[Action]) -> bool:
    """A card window whose only move is to play no card (no Rage reroll either)."""
    return bool(legal) and all(isinstance(a, PassCard) for a in legal)


def pass_for_the_person(t: "DoodleTable") -> bool:
    """Pass the card window on screen for the one person at the table when nothing of their
    hand fits it, once the stop is shown; say so at the panel's foot. True when it passed."""
    if len(t.human_seats()) != 1 or t.replay is not None or t.lesson is not None \
            or t.phase() != "heroes":      # a lesson's windows are there to be taught
        return False
    if not t.acting_here() or t.showing_move or t.busy or t.event_queue:
        return False
    window = t.decision()
    if window is None or window == t.solo_passed or not nothing_fits(t.legal()):
        return False
    t.solo_passed = window
    seat = t.viewer
    assert seat is not None
    if not t.act(PassCard(seat)):
        return False
    t.caption, t.caption_owner = PASSED, None
    t.dirty = True
    return True
