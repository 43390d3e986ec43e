"""Per-seat undo for simultaneous phases.

The base class keeps one undo stack and refuses undo once another seat has acted. Here each
seat keeps its own undo points, each holding only that seat's part of the state, so Ann can
take back her build after Bo built his. An action that changes shared state (a phase step,
a shared roll, a Jinx) calls `shared_change()` and clears every seat's points; an action
that rolled dice clears its own seat's points. Undo removes the undone record from the log:
the actions kept drew no dice from it and touched no other seat, so the log still replays.
For any game with simultaneous private building (Maker's builders). A seat's simultaneous
private move touches no other seat's part, so it does not count as "another seat acts" for
the undo policy (`game.core.protocol`); a hand-off passed (`seal_undo`) makes every move final.
"""
from __future__ import annotations

import copy
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.log import ActionRecord
from game.core.protocol import Rules


class SeatUndoRules(Rules):
    """A Rules base whose undo takes back only the seat's own actions."""

    def seat_part(self, seat: int) -> Any:
        """The part of `self.state` that only `seat`'s own actions change."""
        raise NotImplementedError

    def restore_seat_part(self, seat: int, part: Any) -> None:
        raise NotImplementedError

    def shared_change(self) -> None:
        """Called inside `perform` when shared state changes: nobody may undo past it."""
        self.__dict__["_shared_changed"] = True
        self.end_step()

    def _points(self) -> dict[int, list[tuple[Any, ActionRecord]]]:
        return self.__dict__.setdefault("_seat_points", {})

    def apply(self, action: Action) -> list[Event]:
        keep = self.undo_enabled
        part = None
        if keep and 0 <= action.seat < len(self.seats) and self.state is not None:
            part = copy.deepcopy(self.seat_part(action.seat))
        self.__dict__["_shared_changed"] = False
        self.undo_enabled = False
        try:
            events = super().apply(action)
        finally:
            self.undo_enabled = keep
        record = self.log[-1]
        points = self._points()
        if self.__dict__["_shared_changed"]:
            points.clear()
        elif record.irreversible:
            points.pop(action.seat, None)
        elif part is not None:
            points.setdefault(action.seat, []).append((part, record))
        return events

    def can_undo(self, seat: int) -> bool:
        return bool(self._points().get(seat)) and not self.is_over()

    def seal_undo(self) -> None:
        super().seal_undo()
        self._points().clear()

    def undo(self, seat: int) -> list[Event]:
        if not self.can_undo(seat):
            raise IllegalAction("There is nothing of yours to undo here: undo stops at dice "
                                "rolls and at the end of a step.")
        part, record = self._points()[seat].pop()
        self.restore_seat_part(seat, part)
        where = next(i for i, r in enumerate(self.log) if r is record)
        del self.log[where]
        return []
