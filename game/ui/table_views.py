"""The table shell's views: what the screen may show, as of the event on screen (a part of
`TableScene`, in its own room).

`view()` is the viewer's view once they look, else the public one, cached until the state
changes. While the last move's events are still being shown (`showing_move`),
`shown_view()` / `shown_public()` give the views as they were before that move (the match
model's `Playback` holds them): panels, banners, status lines and hints draw from those;
the board and its animations keep using `view()`.
"""
from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.ui.match.playback import LastMove
from game.ui.table_part import TablePart
from game.ui.widgets.hover import Verdict


class ViewsPart(TablePart):
    """The views the screen draws from, and the events still to show."""

    @property
    def event_queue(self) -> list[Event]:
        """The events still to show (the playback's queue)."""
        return self.playback.queue

    @property
    def _held(self) -> dict[int | None, dict[str, Any]] | None:
        return self.playback.held

    @property
    def last_computer_move(self) -> LastMove | None:
        """The computer's last move the screen tells (one record; it goes when a person's
        move is shown)."""
        return self.playback.last_move

    def view_of(self, seat: int | None) -> dict[str, Any]:
        """`rules.view(seat)`, cached until the state changes."""
        key = (len(self.rules.log), id(self.rules.state))
        cached = self._views.get(seat)
        if cached is None or cached[0] != key:
            cached = (key, self.rules.view(seat))
            self._views[seat] = cached
        return cached[1]

    def view(self) -> dict[str, Any]:
        """What the screen may show: the viewer's view once they look, else the public one."""
        return self.view_of(self.viewer if self.looking else None)

    def public(self) -> dict[str, Any]:
        """What the whole table sees."""
        return self.view_of(None)

    def screen_seat(self) -> int | None:
        """The seat whose private screen is up (None: the public screen)."""
        return self.viewer if self.looking else None

    def shown_seat(self) -> int | None:
        """Board hook: the seat whose sheet or board is on screen (a board that shows
        another seat's, a peek or a computer's turn, says so). Default: the seat whose
        screen is up (None: the public screen)."""
        return self.screen_seat()

    def shown_view(self) -> dict[str, Any]:
        """The viewer's view as of the move on screen: before the last move until its
        animations have played (panels, banners, status and hints draw from this)."""
        return self._held_view(self.screen_seat())

    def shown_public(self) -> dict[str, Any]:
        """The public view as of the move on screen (see `shown_view`)."""
        return self._held_view(None)

    def _held_view(self, seat: int | None) -> dict[str, Any]:
        return self.playback.view(seat, self.view_of)

    @property
    def showing_move(self) -> bool:
        """True while the last move's events are queued or animating."""
        return self.playback.settling

    def _cached_views(self) -> dict[int | None, dict[str, Any]]:
        """The views drawn so far (as of before a move, until it is shown)."""
        return {seat: view for seat, (_, view) in self._views.items()}

    def verdict(self, action: Action) -> Verdict:
        """Is `action` legal now? (cached per state; for hover previews)."""
        return self.legality.verdict(self.rules, action)
