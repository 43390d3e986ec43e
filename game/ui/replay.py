"""Replays: a saved game played back at its own table, each seat driven by the log, with a
player's controls (`ReplayPlayer`): a "Replay" banner, pause and play, a step forward or
back one move, a speed (½×, 1×, 2×, 4×) and a move counter to drag or click to jump. The
table shows no game buttons during a replay, and its menu offers Resume, Rules and
"Leave the replay" only.

Records' "Watch" opens one with `start_replay_data(app, data)`.

Before playback starts, the save goes through exactly the checks Continue makes (`App.
load_session`: the game is playable, the seats and options fit it, every move's fields
have their declared types, every move is legal, every roll and the setup dice are as
recorded, and the replay reaches the saved table). A refusal gives the same words as
Continue, under the title "Cannot replay". When the log runs out, the replay stops asking
for moves and the table shows the final position (or the end of the game).
"""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from game.content import ContentError
from game.core.actions import Action
from game.core.log import ActionRecord
from game.core.protocol import Seat
from game.core.save import SaveData, SaveError, read_save
from game.core.session import Session

if TYPE_CHECKING:
    from game.ui.services import Services


class LogBot:
    """A 'bot' that plays the recorded actions of the log in order; once the last one is
    taken it calls `on_exhausted` (the session then stops asking it)."""

    def __init__(self, queue: list[Action], on_exhausted: Callable[[], None] = lambda: None
                 ) -> None:
        self.queue = queue
        self.on_exhausted = on_exhausted
        if not queue:
            on_exhausted()

    @property
    def exhausted(self) -> bool:
        return not self.queue

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        action = self.queue.pop(0)
        if not self.queue:
            self.on_exhausted()
        return action


def replay_session(app: "Services", data: SaveData, at: int = 0, checked: bool = False
                   ) -> Session:
    """A session that starts the saved match afresh, its first `at` moves made (their
    events already shown); every seat replays the rest of its logged moves. Raises
    SaveError (or ContentError) for anything Continue would refuse (`checked`: the save
    was checked before)."""
    info = app.playable_info(data) if checked else app.load_session(data, None).info
    queue = [ActionRecord.from_dict(data.game, raw).action for raw in data.log]
    spectators = [Seat(s.name, "replay", s.title) for s in data.seats]
    rules = info.load_rules().new_game(data.seed, spectators, data.options,
                                       content=app.game_content(info))
    show_clock(rules, data, at)
    session = Session(info, rules)
    for action in queue[:at]:
        session.apply(action, save=False)
    session.drain()
    bots: dict[int, Any] = {}
    shared = LogBot(queue[at:], on_exhausted=bots.clear)
    if shared.queue:
        bots.update(dict.fromkeys(range(len(spectators)), shared))
    session.bots = bots
    return session


def show_clock(rules: Any, data: SaveData, at: int) -> None:
    """A game with a real-time clock (its rules keep `clock_marks`) shows the clock as it
    was: the save's marks go to the rules, which read rather than record them, and the
    clock starts as it stood after move `at` (a save without marks: at its start)."""
    if not hasattr(rules, "clock_marks"):
        return
    rules.marks_clock = False
    rules.clock_marks = list(data.clock_marks)
    rules.clock_used = clock_at(rules.clock_marks, at) or 0.0


def clock_at(marks: list[float | None], moves: int) -> float | None:
    """The clock's seconds as they stood after `moves` moves (None: not known)."""
    return marks[moves - 1] if 0 < moves <= len(marks) else None


SPEEDS = (0.5, 1.0, 2.0, 4.0)
"""The replay's speeds, as the player offers them (½×, 1×, 2×, 4×)."""


class ReplayPlayer:
    """The controls of a replay at its table: what the table asks of it is `playing`,
    `speed`, `buttons()` and the counter's jumps. A jump (a step back, a click or a drag
    on the counter) opens the table afresh at that move."""

    def __init__(self, app: "Services", data: SaveData, delay: float = 0.6) -> None:
        self.app, self.data, self.delay = app, data, delay
        self.total = len(data.log)
        self.playing = True
        self.speed = 1.0
        self.dragging = False
        """The move counter is held: the pointer's motion jumps along it."""
        self.table: Any = None

    def open(self, at: int) -> Any:
        """The table of the replay at move `at` (not pushed)."""
        session = replay_session(self.app, self.data, at, checked=True)
        table = importlib.import_module(session.info.table).open_table(self.app, session)
        table.replay = self
        table.bot_delay = self.delay
        self.table = table
        return table

    def moves_shown(self) -> int:
        return len(self.table.rules.log) if self.table is not None else 0

    def jump(self, at: int) -> None:
        """Show the match as it stood after `at` moves (paused there)."""
        at = max(0, min(self.total, at))
        if at == self.moves_shown():
            return
        self.playing = False
        self.app.stack.replace(self.open(at))

    def step(self, by: int) -> None:
        """One move on (made at the table, so its events play) or back (a jump)."""
        table = self.table
        self.playing = False
        if by < 0:
            self.jump(self.moves_shown() - 1)
        elif table is not None and self.moves_shown() < self.total:
            table.finish_showing()
            seat = table.session.next_bot()
            if seat is not None:
                table.computer_moves(seat)

    def toggle(self) -> None:
        self.playing = not self.playing
        if self.table is not None:
            self.table.layout(self.table.size)

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        if self.table is not None:
            self.table.layout(self.table.size)

    def banner(self) -> str:
        shown = self.moves_shown()
        state = "the end" if shown >= self.total else ("playing" if self.playing
                                                        else "paused")
        return f"Replay · move {shown} of {self.total} · {state}"

    def at_fraction(self, fraction: float) -> int:
        """The move a point along the counter stands for."""
        return round(max(0.0, min(1.0, fraction)) * self.total)


def open_replay(app: "Services", data: SaveData, delay: float = 0.6) -> None:
    """Push the playback table of a save (raises SaveError / ContentError first)."""
    replay_session(app, data)          # the whole log, checked as Continue checks it
    app.stack.push(ReplayPlayer(app, data, delay).open(0))


def refusal(exc: Exception, path: Path | None = None) -> str:
    """The text of a "Cannot continue" / "Cannot replay" message."""
    text = exc.problems[0] if isinstance(exc, ContentError) else str(exc)
    text = text or "The save cannot be used."
    if path is not None:
        text += f"\n\nThe save file was left as it is: {path}"
    return text


def start_replay(app: "Services", path: Path, delay: float = 0.6) -> bool:
    """`main.py replay FILE`: open the playback, or say plainly why not ("Cannot replay",
    the same words as Continue). Never raises for a bad save."""
    try:
        open_replay(app, read_save(path), delay)
    except (SaveError, ContentError) as exc:
        app.show_message("Cannot replay", refusal(exc, path))
        return False
    return True


def start_replay_data(app: "Services", data: SaveData, delay: float = 0.6) -> bool:
    """A stored game (Records' "Watch") played back, or "Cannot replay" and why."""
    try:
        open_replay(app, data, delay)
    except (SaveError, ContentError) as exc:
        app.show_message("Cannot replay", refusal(exc))
        return False
    return True
