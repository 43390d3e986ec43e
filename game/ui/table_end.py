"""The table shell's end and menu: the results after the final board, Again, questions before
what cannot be taken back, and the pause menu (a part of `TableScene`, in its own room).

When the game is over and the last moves have played (a click skips), the end screen opens;
from its "Look at the board" a "Back to the results" button returns to it. A replay's and a
lesson's menu offer nothing that saves or restarts a game that is never saved.
"""
from __future__ import annotations

import random
from typing import Callable

from game.ui.table_part import TablePart


class EndPart(TablePart):
    """The results, Again, `ask`, and the pause menu."""

    def show_end(self) -> None:
        from game.ui.scenes.end import EndScene, computer_levels
        result = self.rules.result()
        if result is None:
            return
        self.end_shown = True
        self._set_viewer(None, True)
        people = self.human_seats()
        won = any(s in result.winners for s in people) if people else bool(result.winners)
        self.app.sounds.play("victory" if won else "defeat")
        seats = self.replay.data.seats if self.replay is not None else self.rules.seats
        levels = computer_levels(self.info, seats)
        self.app.stack.push(EndScene(self.app, self.info.title, result, self.play_again,
                                     on_board=self.layout_after_end,
                                     notes=self.session.notes, levels=levels))

    def layout_after_end(self) -> None:
        self.layout(self.size)

    def ask(self, question: str, yes: str, on_yes: Callable[[], None],
            pos: tuple[int, int] | None = None, detail: str = "") -> None:
        """Ask before something that cannot be taken back (Concede, Restart): a dialog whose
        confirm button is away from `pos`, the click that asked."""
        from game.ui.scenes.confirm import ConfirmScene
        self.app.stack.push(ConfirmScene(self.app, question, yes, on_yes,
                                         origin=pos or self.app.mouse_pos(), detail=detail))

    def play_again(self) -> None:
        """Again: the same seats on a new deal; a lesson from its start; a replay from its
        first move."""
        if self.replay is not None:
            while self.app.stack.top is not self and self.app.stack.top is not None:
                self.app.stack.pop()
            self.replay.playing = True
            self.app.stack.replace(self.replay.open(0))
            return
        if self.lesson is not None:   # a lesson starts again: never a recorded game
            from game.ui.coach import start_lesson
            start_lesson(self.app, self.info, self.lesson)
            return
        seats = list(self.rules.seats)
        self.app.start_game(self.info, seats, random.randrange(1_000_000),
                            dict(self.rules.options))

    def before_menu(self) -> None:
        """Board hook: what the game keeps before the pause menu opens (its save may follow)."""

    def open_menu(self) -> None:
        """The pause menu; a replay's and a lesson's offer nothing that saves or restarts
        (a replay: Resume, Rules, "Leave the replay")."""
        self.before_menu()
        from game.ui.scenes.launcher import LauncherScene
        from game.ui.scenes.pause import PauseScene
        leave = lambda: self.app.stack.clear_to(LauncherScene(self.app))  # noqa: E731
        if self.replay is not None or self.lesson is not None:
            self.app.stack.push(PauseScene(
                self.app, self.info, on_restart=None, on_quit=leave,
                quit_label="Leave the replay" if self.replay is not None
                else "Leave the lesson", settings=self.replay is None,
                title="Replay paused" if self.replay is not None else "Lesson paused"))
            return
        self.app.stack.push(PauseScene(
            self.app, self.info, on_restart=self.play_again,
            restart_note=None if self.rules.is_over() else
            "The game in progress ends and a new one starts with the same seats.",
            on_quit=leave))
