"""The table shell's pace: computer turns, one step at a time, and what waits for what (a part
of `TableScene`, in its own room).

Each frame (`_advance`) the events being shown play first; when the game is over the final
board shows for `end_pause` seconds (scaled by the animation speed) before the results; then
the computer to move takes its step after its pause (`Pacing`: a step's pause, and the undo
grace after a person's move), through the one call the sims make (`bots.decide`): a
searching one thinks beside the loop on a copy of the match (`Thinker`, its tag at the
seat), a quick one at once. The seats the board names in `background_seats` move at once,
a few per frame. Then the screen goes to the seat it should show.
"""
from __future__ import annotations

import time
from typing import Any

from game.ui.match.computers import Thinker, thinks_aside
from game.ui.table_drawing import THINKING_DOT
from game.ui.table_part import TablePart


BACKGROUND_BUDGET_S = 0.006
"""Time per frame spent on computer moves the screen does not show (`background_seats`)."""


class PacePart(TablePart):
    """The frame's pace, and the computers' turns."""

    @property
    def works_aside(self) -> bool:   # type: ignore[override]
        """A computer (or the hint) is deciding beside the loop."""
        return self.thinker is not None or self._adviser is not None

    @property
    def waiting(self) -> bool:   # type: ignore[override]
        """Nothing to redraw but a clock's shown figure: a computer (or the hint) deciding
        beside the loop (the thinking thread keeps the CPU), or only the pace clock
        running (a step's pause, the undo grace, the final board's moment). The loop then
        polls without drawing; the Undo button's seconds and the thinking dots mark the
        scene dirty when they change. A board's own clock counts too (`board_clock`)."""
        return self.works_aside or self._on_the_clock or self.board_clock()

    def board_clock(self) -> bool:
        """Board hook: only the board's own clock runs (a pause it times itself, drawing
        nothing until it ends), so the loop may poll without drawing. Default: none."""
        return False

    def _pace_thinking(self, dt: float) -> None:
        """Step the thinking indicator's dots (a redraw each `THINKING_DOT` seconds only),
        only while a computer or the hint thinks (never while only the pace clock runs)."""
        if not self.works_aside:
            self._think_age, self._think_dot = 0.0, 0
            return
        self._think_age += dt
        dot = int(self._think_age / THINKING_DOT) % 3
        if dot != self._think_dot:
            self._think_dot = dot
            self.dirty = True

    def _advance(self, dt: float) -> bool:
        """One frame of the table's pace: the events being shown, then the final board's
        moment before the results, then the computers (each after its pause, the undo grace
        first), then the screen to the next seat. True when anything moved or changed on
        screen; while only the pace clock runs it is False and the loop polls (`waiting`)."""
        self._on_the_clock = False
        moving = self._play_events(dt)
        if self.busy or self.event_queue:
            return True
        if self.rules.is_over():
            if not self.end_shown:
                self._end_wait += dt
                if self._end_wait < self.seconds(self.end_pause):
                    self._on_the_clock = not moving   # the final board, a moment first
                    return moving
                if self.app.stack.top is self:   # never over a menu the player opened
                    self.show_end()
            return moving
        seat = self.session.next_bot()
        if self.thinker is not None and (seat != self.thinker.seat
                                         or self.thinker.key != self.bot_key()):
            self.drop_thinker()     # the game moved on (an undo): that thought is stale
        if self.replay is not None and not self.replay.playing:
            return moving
        if self.thinker is None and self.undo_seat() is None and self._background_moves():
            return True     # (never while a person's move may be taken back: its grace)
        if seat is not None:
            if self.thinker is not None:
                return self._take_thought() or moving
            grace = self.undo_seat() is not None
            if self.pacing.tick(dt, self.speed(), grace, self.undo_held(), self.bot_delay):
                self.computer_moves(seat)
                return True
            self._on_the_clock = not moving   # (the Undo button's seconds: `update`)
            return moving
        if self.desired_viewer() != self.viewer or not self.looking:
            if self.app.stack.top is self:
                self.sync_viewer()
        return moving

    def computer_moves(self, seat: int) -> None:
        """A computer's step, through the one call the sims make (`bots.decide`): a
        searching one thinks beside the loop on a copy of the match, a quick one at once."""
        bot = self.session.bots[seat]
        if thinks_aside(bot):
            self.thinker = Thinker(bot, self.rules, seat, self.bot_key())
            self.dirty = True
            self._take_thought()
            return
        events = self.session.step_bot(seat)
        self._moved(self.rules.log[-1].action, events)

    def background_seats(self) -> list[int]:
        """Hook: computer seats whose moves the screen does not show now (a big table's
        other sheets): they move at once, a few per frame, without a pause."""
        return []

    def _background_moves(self) -> bool:
        """Step the background seats within a small time budget; True if any moved. The
        table is laid out once after the batch, not after each move."""
        start, moved = time.perf_counter(), False
        self._batch_moves, self._relayout_due = True, False
        try:
            while time.perf_counter() - start < BACKGROUND_BUDGET_S \
                    and not self.rules.is_over():
                seats = [s for s in self.background_seats()
                         if s in self.session.bots and not thinks_aside(self.session.bots[s])]
                if not seats:
                    break
                events = self.session.step_bot(seats[0])
                self._moved(self.rules.log[-1].action, events)
                moved = True
                if self.busy or self.event_queue:
                    break
        finally:
            self._batch_moves = False
            if self._relayout_due:
                self._relayout_due = False
                self.layout(self.size)
        return moved

    def bot_key(self) -> tuple[Any, ...]:
        """Where the game is: a computer's thought applies only where it began."""
        return (len(self.rules.log), id(self.rules.state))

    def _take_thought(self) -> bool:
        """Apply the computer's decision once it is made (the loop runs on meanwhile)."""
        thinker = self.thinker
        assert thinker is not None
        if not thinker.done:
            return False    # the loop polls (`waiting`) without redrawing meanwhile
        self.thinker = None
        self.dirty = True
        if thinker.error is not None:
            raise thinker.error
        assert thinker.action is not None
        events = self.session.apply(thinker.action, save=False)
        self._moved(thinker.action, events)
        return True

    def drop_thinker(self) -> None:
        """Forget a thought in progress (its thread ends on its own; its result is unused)."""
        if self.thinker is not None:
            self.thinker = None
            self.dirty = True

    def thinking_seat(self) -> int | None:
        """The computer seat deciding now (its indicator shows), or None."""
        return self.thinker.seat if self.thinker is not None else None
