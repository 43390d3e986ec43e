"""Watching a finished DungeonLab game (Records' Watch, `main.py replay`): nobody plays at
the table, so every seat's notebook, her answers from the gamemaster and the real map show,
following the seat who acted last. A game played back that never ended keeps its secrets."""
from __future__ import annotations

import copy
from typing import Any, Callable
from weakref import WeakKeyDictionary

from game.core.errors import IllegalAction


CHOSEN: "WeakKeyDictionary[Any, tuple[int, bool, int]]" = WeakKeyDictionary()
"""What the watcher chose at a replay (whose notebook, following the turn or not, the
level), kept by replay player: a step back or a jump opens the table afresh, and the
notebook she picked stays picked."""


class Playback:
    """What a table shows while its game is played back."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self._ends: bool | None = None
        self._recalled: Any = None
        self._held: dict[str, tuple[tuple[int, int], Any]] = {}
        """The real map and the followed notebook as of a log length and a seat, built once
        per move played back, not once per frame."""

    @property
    def watching(self) -> bool:
        seats = self.table.rules.seats
        if not seats or not all(seat.bot == "replay" for seat in seats):
            return False
        if self._ends is None:
            self._ends = self.ends()
        return self._ends

    def ends(self) -> bool:
        """Does the game played back reach its end? (Its remaining logged moves are played
        on a copy of the rules, once.)"""
        rules = self.table.rules
        if rules.is_over():
            return True
        queue = next((list(bot.queue) for bot in self.table.session.bots.values()
                      if hasattr(bot, "queue")), [])
        twin = copy.deepcopy(rules)
        for action in queue:
            if twin.is_over():
                break
            try:
                twin.apply(action)
            except IllegalAction:
                break
        return twin.is_over()

    def remember(self) -> None:
        """Keep the watcher's choice for the replay's next table (after a jump)."""
        replay = getattr(self.table, "replay", None)
        if replay is not None:
            h = self.table.hand
            CHOSEN[replay] = (h.whose, h.follow, h.level)

    def recall(self) -> None:
        """A replay's table opened afresh takes the watcher's last choice, once."""
        replay = getattr(self.table, "replay", None)
        if replay is None or self._recalled is replay:
            return
        self._recalled = replay
        if replay in CHOSEN:
            h = self.table.hand
            h.whose, h.follow, h.level = CHOSEN[replay]

    def followed(self) -> int:
        """The seat a playback shows: the one who acted last (or is to act), unless the
        watcher chose a notebook."""
        h = self.table.hand
        if not h.follow:
            return h.whose
        for record in reversed(self.table.rules.log):
            return record.action.seat
        return self.table.view().get("active") or 0

    def _once(self, what: str, make: Callable[[], Any]) -> Any:
        """`make()` once per move played back and seat followed (a playback moves only
        forward, so the log's length names the moment)."""
        key = (len(self.table.rules.log), self.followed())
        held = self._held.get(what)
        if held is None or held[0] != key:
            held = self._held[what] = (key, make())
        return held[1]

    def real_map(self) -> dict[str, Any]:
        from game.games.lab.views import reveal
        return self._once("map", lambda: reveal(self.table.rules))

    def sheet(self) -> dict[str, Any]:
        from game.games.lab.notebook import sheet_to_dict
        return self._once("notebook",
                          lambda: sheet_to_dict(self.table.rules.sheet(self.followed())))

    def log_lines(self) -> list[str]:
        """The whole story: the public lines and every seat's answers from the gamemaster,
        each private line under its seat's name."""
        session = self.table.session
        shown = session.events_taken - len(session.pending) - len(self.table.event_queue)
        names = self.table.view()["seats"]
        out = []
        for line in session.lines:
            if line.event >= shown:
                continue
            if line.visible_to is None or len(line.visible_to) != 1:
                out.append(line.text)
            else:
                name = names[next(iter(line.visible_to))]
                out.append(line.text if line.text.startswith(name) else f"{name}: {line.text}")
        return out
