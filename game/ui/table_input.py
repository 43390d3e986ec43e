"""The table shell's input: a press, a key or a gesture, through the guards to the panel's
buttons or the board (a part of `TableScene`, in its own room).

A click does what it says, once: a press within `GUARD_SECONDS` of a press that changed
the screen, on the same spot, is swallowed (`double_press`; a board's marks never are), and
so is Enter / Space within `GUARD_SECONDS` of any change of the screen (`fresh_screen`);
buttons new in their slot ignore presses and Enter as long, and a button whose action
changed under a still pointer ignores presses until the pointer has left it, or for 1 s
(`ButtonBar.point`). Enter and Space press the board's `main_button()`, the main action of
the moment, as a click on it would (never in a replay, nor while the table takes typed
text); otherwise they go on to the board. A press while a
move is shown skips its animations. Esc opens the pause menu; Ctrl+Z is Undo.
"""
from __future__ import annotations

from typing import Any

from game.ui.intents import Intent
from game.ui.table_part import TablePart
from game.ui.widgets.button import GUARD_SECONDS, Button, clock


LEGACY_GESTURES = {"doodle": frozenset({"draw", "rotate", "mirror"}),
                   "trapper": frozenset({"draw", "rotate"}), "lab": frozenset({"draw"})}
"""The gestures of the tables that do not name their own yet (`TableScene.gestures`):
draw (A held while moving), rotate (X, the R key), mirror (Y, the M key)."""


OFF = (-1, -1)
"""Where the table takes the pointer to be while another scene covers it: on nothing."""


class InputPart(TablePart):
    """What a press, a key or a gesture does at the table."""

    covered_looking = True
    """Whether the screen was up when a scene last covered the table (False: a hand-off)."""

    def state_key(self) -> tuple[Any, ...]:
        """Changes whenever what is under the pointer may have changed."""
        return (len(self.rules.log), id(self.rules.state), self.viewer, self.looking,
                len(self.app.stack.scenes))

    def double_press(self, pos: tuple[int, int]) -> bool:
        """Is this press the second half of a double click whose first half changed the
        screen? Then it is swallowed: the click did what it said, once. A board's mark
        (`press_marks`) is never swallowed."""
        if self.press_marks(pos):
            return False
        now = clock.now()
        last = self._last_press
        if last is not None and now - last[0] < GUARD_SECONDS \
                and abs(pos[0] - last[1][0]) <= 8 and abs(pos[1] - last[1][1]) <= 8 \
                and last[2] != self.state_key():
            return True
        self._last_press = (now, pos, self.state_key())
        return False

    def press_marks(self, pos: tuple[int, int]) -> bool:
        """Board hook: is a press at `pos` a mark on the board (quick marks all count)?"""
        return False

    def fresh_screen(self) -> bool:
        """True for `GUARD_SECONDS` after the screen changed (a move, a viewer change, the
        end of a move being shown): Enter or Space then is the rest of the double press that
        changed it, not a decision about the new screen."""
        key = self.state_key() + (self.showing_move,)
        now = clock.now()
        if key != self._screen_key:
            self._screen_key, self._screen_since = key, now
        return now - self._screen_since < GUARD_SECONDS

    def on_intent(self, intent: Intent) -> None:
        if intent.kind == "menu":
            self.open_menu()
            return
        if intent.kind == "confirm" and self.fresh_screen():
            return
        if intent.kind == "confirm" and self.replay is None and not self.takes_text \
                and self.press_main():
            return   # (while a field takes text, Enter and Space are the field's)
        if intent.kind == "undo":
            if self.replay is None:
                self.undo(intent.pos)
            return
        if intent.pos is not None and intent.kind in ("motion", "press"):
            self.bar.point(intent.pos)   # a button changed under a still pointer waits
        if self.replay is not None and self._replay_intent(intent):
            return
        if intent.pos is not None and intent.kind in ("motion", "press"):
            self.pointer_at = intent.pos
        if intent.kind == "motion":
            for toast in self.app.toasts:
                toast.moved_to(intent.pos)
        if intent.kind == "press" and self.on_press(intent.pos):
            return
        if intent.kind == "wheel" and self.log_panel.on_wheel(intent.pos, intent.amount):
            return
        self.on_board_intent(intent)

    def cover(self) -> None:
        """A question or a menu over the table: no hover of the table's shows beneath it
        (the pointer is taken off the board and the panel until `resume`)."""
        self.covered_looking = self.looking
        self.point_at(OFF)

    def point_at(self, pos: tuple[int, int]) -> None:
        """The pointer is at `pos` without a motion event (it moved while another scene
        was on top): the board's and the panel's hovers follow it."""
        self.on_intent(Intent("motion", pos=pos))
        self.dirty = True

    def main_button(self) -> Button | None:
        """Board hook: the button Enter and Space press now, the main action of the moment;
        None while a decision or question is open, so Enter twice never passes a decision
        (None: Enter and Space go on to the board's `on_board_intent`)."""
        return None

    def press_main(self) -> bool:
        """Enter or Space presses the main button as a click on it would (the bar's guards,
        its sound; `act` then undo and the coach); True if a live, enabled one took it."""
        button = self.main_button()
        return button is not None and self.bar.press(button)

    def _replay_intent(self, intent: Intent) -> bool:
        """A press on the replay's move counter jumps there, and dragging it on (the button
        held) jumps along with the pointer until the release; the board takes nothing."""
        from game.ui.widgets.replay_bar import counter_fraction
        player = self.replay
        pressed = intent.kind == "press" and self.counter.collidepoint(intent.pos)
        if pressed or (player.dragging and intent.kind in ("motion", "release")):
            player.dragging = intent.kind == "press" or (intent.kind == "motion"
                                                         and intent.held)
            player.jump(player.at_fraction(counter_fraction(self.counter, intent.pos)))
            return True
        if intent.kind == "press":
            return self.bar.click(intent.pos) or True
        return intent.kind not in ("motion", "wheel", "next", "move")

    def on_press(self, pos: tuple[int, int]) -> bool:
        """The table's part of a press; True if it was used (the board never sees it)."""
        if self.board_press(pos):
            return True
        if self.double_press(pos):
            return True
        if not self.busy and self.take_hint(pos):
            return True
        button = self.bar.button_at(pos)
        if button is not None and button.enabled:
            return self.bar.click(pos)
        if self.busy and not self.press_skips_move:
            self.skip_animations()
            return True
        if self.busy:
            self.finish_showing()
            if not self.acting_here():
                return True
            self._last_press = None   # the same press now acts on what is shown
            return self.on_press(pos)
        if self.rules.is_over() and not self.end_shown:
            self.show_end()  # a click skips the last look at the board
            return True
        return self.bar.click(pos)

    def board_press(self, pos: tuple[int, int]) -> bool:
        """Board hook: a press the board answers before the shell's; True if used."""
        return False

    def gestures(self) -> frozenset[str]:
        """Hook: the board's gestures for the pad hints: "draw" (a drag draws), "rotate",
        "mirror" (the piece in hand)."""
        return LEGACY_GESTURES.get(self.info.key, frozenset())
