"""The Rial table's alarm clock (rial §5) on the shell: wall time counted while the game is
played on screen, never while the table is covered (the pause menu, a dialog, the rules), kept
in the save; in a lesson it waits while the coach explains."""
from __future__ import annotations

import game.games.rial.actions as A
from game.core.session import Session
from game.ui.replay import clock_at
from game.ui.scenes.pause import PauseScene
from game.ui.table import TableScene
from game.ui.tables.rial.clock import AlarmClock, legacy_used
from game.ui.widgets.button import clock

TICKING = 60
"""The alarm ticks aloud in its last minute."""


class AlarmTable(TableScene):
    """A table with Rial's alarm (`clock`, made from the session in `__init__`)."""

    caption: str
    clock: AlarmClock
    _lesson_clock_set: bool

    @staticmethod
    def _alarm(session: Session) -> AlarmClock:
        """The alarm with the seconds the save kept (a save from before it kept them: the
        old side file's, read once)."""
        rules = session.rules
        options = rules.options
        minutes = options.get("alarm_minutes") if options.get("end") == "alarm" else None
        used = getattr(rules, "clock_used", 0.0)
        legacy = legacy_used(session.save_path, f"{rules.seed}:{','.join(rules.names())}")
        if used is None:
            used = legacy or 0.0
        setattr(rules, "clock_used", used)
        return AlarmClock(minutes, used)

    def alarm_live(self) -> bool:
        """The alarm runs while the game is played on screen; the pause menu, or a screen
        covering the table (the rules), stops it, and the time any scene covered the table
        (a dialog too) is never counted (`board_update`). In a lesson it waits while the
        coach explains (`lesson_clock`)."""
        if not (self.clock.running and self.public()["phase"] == "play"
                and self.human_seats() and self.lesson_clock()):
            return False
        scenes = self.app.stack.scenes
        above = scenes[scenes.index(self) + 1:] if self in scenes else []
        return not any(s.opaque or isinstance(s, PauseScene) for s in above)

    def lesson_clock(self) -> bool:
        """May the alarm run, as far as a lesson goes? Until the lesson's step
        `clock_from` it waits; from there it runs its last `alarm_left` seconds. A normal
        game, or a lesson whose coach stood aside, runs it as usual."""
        coach, lesson = self.coach, self.lesson
        start = getattr(lesson, "clock_from", None)
        if coach is None or start is None or coach.aside:
            return True
        if coach.index < start:
            return False
        if self.clock.total is not None and not self._lesson_clock_set:
            self._lesson_clock_set = True
            self.clock.used = max(self.clock.used, self.clock.total - lesson.alarm_left)
        return True

    def board_update(self, dt: float) -> None:
        """The alarm's step: wall time counts only while the table is played on screen;
        the time it was covered (the pause menu, a dialog, a hand-off) never does."""
        if not self.alarm_live():
            self.clock.stop()
            return
        if self.clock.since is not None and self.uncovered_at >= self.clock.since:
            self.clock.stop()     # covered since the last tick: count from now on
        if self.clock.tick(clock.now()):
            self.dirty = True
            if 0 < self.clock.left() <= TICKING:
                self.app.sounds.play("alarm_tick")
        self._keep_clock(self.clock.due_save())
        if self.clock.left() <= 0 and not self.rules.is_over():
            self.app.sounds.play("alarm_ring")
            self.session.apply(A.TimeUp(min(self.rules.to_act())))
            self.caption = "The alarm rings: play stops at once (rial §5)."
            self._keep_clock(True)
            self.changed()

    def on_moved(self, action: A.Action, person: bool) -> None:
        """A Watch shows the alarm as it was when the move on screen was made (the rules
        record the marks as moves are made; a replay's rules hold the save's)."""
        if self.replay is None:
            return
        used = clock_at(getattr(self.rules, "clock_marks", []), len(self.rules.log))
        if used is not None:
            self.clock.used = used
            self.dirty = True

    def _keep_clock(self, save: bool) -> None:
        """The seconds used go into the rules (and the save, at once when `save`)."""
        setattr(self.rules, "clock_used", self.clock.used)
        if save:
            self.session.unsaved = True
            self.session.flush()

    def before_menu(self) -> None:
        """Before the pause menu: the alarm's seconds up to now go into the save first (Save
        and quit keeps them to the second)."""
        if self.alarm_live():
            self.clock.tick(clock.now())
        self.clock.stop()
        self._keep_clock(True)
