"""Pointer state per seat: on a shared screen, every seat keeps its own tool in hand,
facing, selection, hover, half-drawn stroke and scroll. A hand-off never shows the next seat
the previous seat's choices (trapper §6, doodle §6)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass
class PointerState:
    """The default per-seat pointer state (a game may use its own class instead)."""

    tool: str = ""
    facing: str = ""
    selection: Any = None
    hover: Any = None
    stroke: list[Any] = field(default_factory=list)
    scroll: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


class SeatStates:
    """One pointer state per seat (None: the public screen), made by `factory` on first use."""

    def __init__(self, factory: Callable[[], Any]) -> None:
        self.factory = factory
        self._states: dict[int | None, Any] = {}

    def of(self, seat: int | None) -> Any:
        state = self._states.get(seat)
        if state is None:
            state = self._states[seat] = self.factory()
        return state

    def reset(self, seat: int | None) -> Any:
        """Forget `seat`'s state; returns the fresh one."""
        self._states.pop(seat, None)
        return self.of(seat)

    def seats(self) -> list[int | None]:
        return list(self._states)
