"""The table shell's seats: who is looking, hand-offs and each seat's own pointer state (a
part of `TableScene`, in its own room).

- **Who is looking** (`viewer`): the human seat to act, or the only human at the table, or
  nobody (the public view); a board's `reading_seat` keeps the screen for a seat that
  reads. When the screen must change to another human seat and the game has secrets, a
  hand-off screen comes first, so nothing private shows to the wrong person; passing it
  seals the undo points (`_look`).
- **Per-seat pointer state**: `new_pointer_state()` (a board hook) makes a seat's state
  (tool in hand, facing, selection, hover, half-drawn stroke, scroll); `pointer_state` is
  the state of the seat on screen. A viewer change brings the next seat its own last state
  (or a fresh one), never the previous seat's; `on_viewer_change(before, after)` (a board
  hook, call super) drops what belonged to the previous seat's moment.
"""
from __future__ import annotations

from typing import Any

from game.ui.match import seating
from game.ui.scenes.handoff import HandoffScene
from game.ui.table_part import TablePart
from game.ui.widgets.seat_state import PointerState


class SeatsPart(TablePart):
    """Who is looking, the hand-offs between seats, and each seat's pointer state."""

    def new_pointer_state(self) -> Any:
        """A fresh pointer state for one seat (override to return the game's own: tool in
        hand, facing, selection, hover, a half-drawn stroke, scroll)."""
        return PointerState()

    @property
    def pointer_state(self) -> Any:
        """The pointer state of the seat on screen (its own, kept across hand-offs)."""
        return self.seat_states.of(self.screen_seat())

    def on_viewer_change(self, before: int | None, after: int | None) -> None:
        """The screen changes hands: drop what belonged to the previous seat's moment
        (override to drop the game's own banners and captions; call super)."""
        self.legality.invalidate()
        self.app.toasts.clear()
        self.dice.forget_unless_visible(after)
        self._log_scroll[before] = self.log_panel.scroll
        self.log_panel.scroll = self._log_scroll.get(after, 0)
        self.bar.forget()   # every button is new to the next seat: none takes a stray click

    def _set_viewer(self, seat: int | None, looking: bool) -> None:
        before = self.viewer
        self.viewer, self.looking = seat, looking
        if seat != before:
            self.on_viewer_change(before, seat)

    def desired_viewer(self) -> int | None:
        """The seat whose screen should show now (a board's `reading_seat` keeps it)."""
        reading = self.reading_seat()
        if reading is not None:
            return reading
        return seating.desired_viewer(self.rules, self.human_seats(), self.viewer,
                                      self.has_secrets)

    def reading_seat(self) -> int | None:
        """Board hook: a seat that keeps the screen while she reads (None: the usual)."""
        return None

    def needs_handoff(self, seat: int | None) -> bool:
        return seating.needs_handoff(self.has_secrets, seat, self.human_seats())

    def handoff_note(self, seat: int) -> str:
        """What the hand-off screen says under "Pass to <name>" (override per phase)."""
        return "Your private screen comes next."

    def sync_viewer(self) -> None:
        desired = self.desired_viewer()
        if desired == self.viewer and (self.looking or desired is None):
            self.looking = True
            return
        if self.needs_handoff(desired):
            assert desired is not None
            self._set_viewer(desired, False)
            self.app.stack.push(HandoffScene(
                self.app, self.name(desired), self.handoff_note(desired),
                on_continue=self._look, colour=self.app.theme.colours.seat_colour(desired),
                on_menu=self.open_menu))
        else:
            self._set_viewer(desired, True)
        self.dirty = True
        self.layout(self.size)

    def _look(self) -> None:
        """The hand-off was passed: what came before is final (undo never brings another
        seat's private screen back), and the next seat looks."""
        self.session.seal_undo()
        self.looking = True
        self.dirty = True
        self.layout(self.size)

    def shared_screen(self) -> bool:
        """More than one person sits at this screen."""
        return len(self.human_seats()) > 1

    def acting_here(self) -> bool:
        """The person whose screen this is may act now."""
        return self.looking and self.viewer is not None and \
            self.viewer in self.rules.to_act() and self.viewer in self.human_seats()
