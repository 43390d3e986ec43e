"""Playback (pure): the events a table still has to show, the views as of the event on
screen, how many events the screen has shown, and the computer's last move.

The table takes a move's events from the session into `queue` and shows them one at a time
(an event with an animation holds the next until it has played). Until the queue is empty
the move is still being shown (`settling`) and `held` keeps each seat's view as it was
before the move, so panels and status lines tell the game as it happened. The game log
shows a line once its event has played: `shown_events` is the one counter it reads.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.core.events import Event

View = dict[str, Any]


@dataclass(frozen=True)
class LastMove:
    """A computer's last move as the screen tells it: whose, in words, and where it
    happened (the board's own marks: cells, a card; empty when it names no place).

    One rule for when it goes: it stays until a person's move is shown (`Playback`); one
    made alongside the person's own (everyone plays at once) stays while that lasts."""

    seat: int
    words: str
    where: tuple[Any, ...] = ()
    alongside: bool = False
    """Made while a person was to act too (a phase everyone plays at once)."""


@dataclass
class Playback:
    queue: list[Event] = field(default_factory=list)
    held: dict[int | None, View] | None = None
    """The views as they were before the move whose events are still being shown."""
    settling: bool = False
    """A move's events are queued or animating: buttons and panels wait for them."""
    playing: bool = False
    """The last event taken started an animation still playing: its log line waits."""
    last_move: LastMove | None = None

    def begin(self, events: list[Event], views: dict[int | None, View],
              hold: bool) -> None:
        """A move was made: its events join the queue; with `hold`, the views of before
        are kept until they have been shown."""
        if self.held is None and hold:
            self.held = dict(views)
        self.queue.extend(events)
        self.settling = True

    def take(self, busy: Callable[[], bool], show: Callable[[Event], None]) -> bool:
        """Show queued events while nothing animates (`show` starts an event's
        animation); settle once all have played. True if an event was taken."""
        took = False
        while not busy() and self.queue:
            show(self.queue.pop(0))
            self.playing = busy()
            took = True
        return took

    def settle_due(self, busy: bool) -> bool:
        """True once, when the move's last event has played: the screen moves on."""
        if self.settling and not busy and not self.queue:
            self.settling = False
            self.held = None
            return True
        return False

    def drop(self) -> None:
        """Forget the events still to show (the move is taken back)."""
        self.queue.clear()

    def view(self, seat: int | None, live: Callable[[int | None], View]) -> View:
        """`seat`'s view as of the event on screen."""
        if self.held is not None and seat in self.held:
            return self.held[seat]
        return live(seat)

    def shown_events(self, taken: int, pending: int, busy: bool) -> int:
        """How many of the session's events the screen has shown: those taken, less those
        not yet taken from the session or the queue, less the one animating now."""
        shown = taken - pending - len(self.queue)
        return shown - 1 if self.playing and busy else shown

    def moved(self, seat: int, person: bool, words: str = "",
              where: tuple[Any, ...] = (), together: bool = False) -> None:
        """A move is shown: a person's clears the computer's last move (unless both were
        made `together`, in a stretch everyone plays at once); a computer's (with words)
        becomes it."""
        last = self.last_move
        if person:
            if last is None or not (last.alongside and together):
                self.last_move = None
        elif words:
            self.last_move = LastMove(seat, words, where, together)

    def together_over(self) -> None:
        """The stretch everyone plays at once is over: a move made alongside goes."""
        if self.last_move is not None and self.last_move.alongside:
            self.last_move = None
