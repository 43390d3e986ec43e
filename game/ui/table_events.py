"""The table shell's events: a move's events shown one at a time, with their animations and
sounds (a part of `TableScene`, in its own room).

Events are drained from the session after every change (`changed`) and shown one at a time:
`DiceRolled` animates in the dice tray to the real result, a board starts its own with
`on_event` / `animate`, and later events wait until earlier animations finish (a click
skips: `skip_animations`, `finish_showing`). Until the move's events have played,
`shown_view` keeps the views of before and the game buttons wait; once they have
(`_settled`), panels and buttons move on and the computers' pause starts.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.events import DiceRolled, Event
from game.ui.table_part import TablePart


@dataclass
class Animation:
    """A timed animation a table draws itself (`progress` runs 0 -> 1)."""

    kind: str
    duration: float
    data: Any = None
    age: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.age / self.duration)

    @property
    def done(self) -> bool:
        return self.age >= self.duration


class EventsPart(TablePart):
    """The events still to show, their animations and sounds."""

    def changed(self) -> None:
        """The state changed: take the new events, refresh widgets. Until the new events
        have played, `shown_view` keeps the views of before and the buttons wait."""
        before, self._before_move = self._before_move, None
        self.playback.begin(self.session.drain(),
                            self._cached_views() if before is None else before,
                            hold=self.speed() > 0)
        if self._batch_moves:    # (a batch's moves: the views built since this one stay)
            key = (len(self.rules.log), id(self.rules.state))
            self._views = {seat: built for seat, built in self._views.items()
                           if built[0] == key}
        else:
            self._views.clear()
        self.legality.invalidate()
        self.app.toasts = [t for t in self.app.toasts if not getattr(t, "error", False)]
        self.dirty = True
        self._pump()
        if self.showing_move:    # the move is still being shown: the buttons wait
            self._relayout()

    def _pump(self) -> bool:
        """Start the queued events' animations while none is playing; settle when all have
        played. True if an event was taken."""
        heard: list[str] = []

        def show(event: Event) -> None:
            self._sound_of(event, heard)
            self.on_event(event)
        took = self.playback.take(lambda: self.busy, show)
        if self.playback.settle_due(self.busy):
            self._settled()
        return took

    def finish_showing(self) -> None:
        """Play every queued event at once: the screen catches up with the game."""
        for _ in range(10_000):
            if not self.busy and not self.event_queue:
                break
            self.skip_animations()
            self.animations.clear()
            self._pump()
        self._pump()
        self.on_shown_all()

    def on_shown_all(self) -> None:
        """Hook: every event of the moves made so far has been shown at once."""

    SOUNDS_AT_ONCE = 2
    """Events that start together (animations off, or events with no animation) sound at
    most this many distinct sounds, so a whole move at once is not a din."""

    def _sound_of(self, event: Event, heard: list[str]) -> None:
        """Play the sound of an event as its animation starts. What a watcher may not see
        she may not hear: an event the screen's seat may not see, or any private event when
        more than one person sits at the table, makes the game's one private sound."""
        seat = self.viewer if self.looking else None
        secret = event.visible_to is not None and (
            len(self.human_seats()) > 1 or not event.visible(seat))
        name = self.app.sounds.sound_for(self.info.key, event, secret)
        if name and name not in heard and len(heard) < self.SOUNDS_AT_ONCE:
            heard.append(name)
            self.app.sounds.play(name)

    def _settled(self) -> None:
        """The last move's events have played: panels and buttons move on, and the
        computers' pause (a person's undo grace) starts from here."""
        self.pacing.reset()
        self.dirty = True
        self._relayout()

    def _relayout(self) -> None:
        """Lay the table out again after a change; during a batch of moves the screen does
        not show (`_background_moves`), once after the batch."""
        if self._batch_moves:
            self._relayout_due = True
        else:
            self.layout(self.size)

    def on_event(self, event: Event) -> None:
        """Start the animation of one event (override and call super for your own)."""
        if isinstance(event, DiceRolled) and event.visible(self.viewer if self.looking
                                                           else None):
            self.dice.speed = self.speed()
            self.dice.show(event, colours=self.dice_colours(event))

    def dice_colours(self, event: DiceRolled) -> tuple[str | None, ...]:
        """Each die's colour name ("red", "white"; None: the usual), for games whose dice
        differ by colour (override; an event's own `colours` field is used otherwise)."""
        return tuple(getattr(event, "colours", ()) or ())

    def animate(self, kind: str, base_seconds: float, data: Any = None) -> None:
        """Queue a table animation (drawn by the table from `self.animations`)."""
        duration = self.seconds(base_seconds)
        if duration > 0:
            self.animations.append(Animation(kind, duration, data))

    @property
    def busy(self) -> bool:
        return self.dice.busy or bool(self.animations)

    def skip_animations(self) -> None:
        self.dice.skip()
        for a in self.animations:
            a.age = a.duration

    def _play_events(self, dt: float) -> bool:
        """Age the animation playing and start the next events' (True while any moves)."""
        moving = self.dice.update(dt)
        if self.animations:
            self.animations[0].age += dt
            if self.animations[0].done:
                self.animations.pop(0)
            moving = True
        return self._pump() or moving
