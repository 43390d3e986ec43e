"""The table shell's undo: one policy, enforced here for every game (a part of `TableScene`,
in its own room).

The policy is written once, in `game.core.protocol`: Ctrl+Z / Undo takes back the last move
of `undo_seat()`, a human seat whose move nobody has acted after, nothing was rolled or
revealed since, and (with secrets) no hand-off was passed since. On a shared screen the
button names whose move it takes back ("Undo Ann's move"); alone it is greyed with a
reason. After a person's move is shown a computer waits the undo grace (`Pacing`: 3 s at
speed 1, never under 2 s unless animations are off); Undo shows the seconds left
(`undo_countdown`), and a pointer resting on Undo holds the computers (`undo_held`).
"""
from __future__ import annotations

from game.ui.match import seating
from game.ui.table_part import TablePart


REFUSED = ("No move to take back: a move is final once another seat acts or something is "
           "rolled or revealed.")
"""The greyed Undo's tip: why no move may be taken back."""

UNDONE = "Nothing to undo: you took back your last move."
"""The greyed Undo's tip right after a take-back (the state, not a refusal)."""


class UndoPart(TablePart):
    """Whose move Undo takes back, its words, taking it back, and its grace."""

    _taken_back: tuple[int, int] | None = None
    """How many take-backs the session has counted, and the log's length at the last one
    seen here (None: not looked yet; a continued match's earlier take-backs do not count)."""

    def undo_reason(self) -> str:
        """The greyed Undo's tip: right after a take-back (nothing moved since) it says so;
        else why no move may be taken back."""
        taken = self.session.lines_taken_back
        if self._taken_back is None:
            self._taken_back = (taken, -1)
        elif taken != self._taken_back[0]:
            self._taken_back = (taken, len(self.rules.log))
        return UNDONE if self._taken_back[1] == len(self.rules.log) else REFUSED

    def undo_seat(self) -> int | None:
        """The human seat whose last move Undo takes back now: the viewer's own if it may,
        else (a shared screen) the person whose move nobody has acted after; None if no
        move may be taken back (see the policy in `game.core.protocol`)."""
        return seating.undo_seat(self.rules, self.human_seats(), self.viewer, self.looking)

    def undo_label(self, seat: int | None) -> str:
        """The Undo button's words: on a shared screen it names whose move it takes back."""
        if seat is not None and self.shared_screen():
            return f"Undo {self.name(seat)}'s move"
        return "Undo"

    def board_undo(self, pos: tuple[int, int] | None) -> bool:
        """Board hook: Undo where game moves are final; True if the board answered it."""
        return False

    def undo(self, pos: tuple[int, int] | None = None) -> None:
        if self.board_undo(pos):
            return
        refused = self.coach.refuse_undo() if self.coach is not None else None
        if refused:
            self.say_error(refused, pos)
            return
        seat = self.undo_seat()
        if seat is None or self.rules.is_over():
            self.say_error("No move to take back: a move is final once another seat acts, "
                           "something is rolled or revealed, or the screen is passed on.", pos)
            return
        self.skip_animations()      # the move being shown is the one taken back
        self.playback.drop()
        self.session.undo(seat)
        if self.coach is not None:
            self.coach.taken_back()
        self.pacing.reset()
        self.playback.moved(seat, True)
        self.changed()

    def undo_held(self) -> bool:
        """A pointer resting on an enabled Undo holds the computers (its grace stops)."""
        button = self.undo_button
        return button.enabled and button.visible and button.hit(self.pointer_at)

    def undo_countdown(self) -> int:
        """Whole seconds left of the undo grace before a computer answers (0: none)."""
        left = self.pacing.left()
        return int(left + 0.999) if left > 0 and self.session.next_bot() is not None else 0
