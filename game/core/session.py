"""A match at the table: the rules, the seats' bots, autosave and the event queue.

The table scene talks to a `Session`; the session talks to the `Rules`. It is pure (no
pygame), so the simulator and the tests drive it the same way the screen does.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from game.core.actions import Action
from game.core.bots import Bot, decide, make_players
from game.core.events import Event
from game.core.log import ActionRecord
from game.core.protocol import GameInfo, Rules, Seat
from game.core.save import SaveData, replay, snapshot, write_save


CONTINUED = "— Continued —"
"""The log's divider between a saved game's moves and those played after Continue."""


@dataclass
class LogLine:
    """One game-log sentence and who may read it (None = everyone)."""

    text: str
    visible_to: frozenset[int] | None
    event: int = -1
    """Index of the event that wrote it in the session's event stream (-1: none)."""
    record: ActionRecord | None = None
    """The logged action whose event wrote it (its line goes when the action is undone)."""

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


def restated(line: LogLine, after: LogLine | None) -> bool:
    """`after` is a private line that restates the public `line` with its secret: "Ann
    draws 2 cards." before "Ann draws 2 cards (#3, #9).", not before "Ann draws 1 card."."""
    return (after is not None and line.visible_to is None and after.visible_to is not None
            and line.text.endswith(".") and after.text.startswith(line.text[:-1] + " "))


def make_bots(info: GameInfo, rules: Rules) -> dict[int, Bot]:
    """The bots of the computer seats, from the game's `bots` module (`BOTS` by kind)."""
    if not any(s.bot for s in rules.seats):
        return {}
    factories = info.load_bots()
    kinds = {i: s.bot if s.bot in factories else info.bots[0]
             for i, s in enumerate(rules.seats) if s.bot}
    return make_players(factories, kinds, rules.seed)


@dataclass
class Session:
    info: GameInfo
    rules: Rules
    content_version: str = ""
    save_path: Path | None = None
    pending: list[Event] = field(default_factory=list)
    lines: list[LogLine] = field(default_factory=list)
    bots: dict[int, Bot] = field(default_factory=dict)
    unsaved: bool = False
    events_taken: int = 0
    resumed_events: list[Event] = field(default_factory=list)
    """The events of the moves replayed when the session was resumed from a save."""
    on_over: Callable[["Session"], None] | None = None
    """Called once when a move ends the game (the app keeps the records with it)."""
    over_reported: bool = False
    notes: list[str] = field(default_factory=list)
    """What the finished game means (new bests, wins), set by `on_over` for the end screen."""
    hints_used: int = 0
    """How many times the person asked what the computer would do (noted in the records)."""
    lines_taken_back: int = 0
    """How many times lines were taken out of the log (an undo): a log cache's key."""

    @classmethod
    def start(cls, info: GameInfo, seats: Sequence[Seat], seed: int,
              options: dict[str, Any] | None = None, content: Any = None,
              content_version: str = "", save_path: Path | None = None) -> "Session":
        rules = info.load_rules().new_game(seed, seats, options, content=content)
        session = cls(info, rules, content_version, save_path)
        session.bots = make_bots(info, rules)
        session.autosave()
        return session

    @classmethod
    def resume(cls, info: GameInfo, data: SaveData, content: Any = None,
               content_version: str = "", save_path: Path | None = None) -> "Session":
        """A saved match, replayed from its log (raises SaveError). The game log is rebuilt
        from the replayed moves' events, each line tied to the move that wrote it (as in
        play), and closed by a divider line; those events are kept
        in `resumed_events` (not queued for animation) so the table can set its dice tray
        and caption as they were."""
        events: list[Event] = []
        owners: list[ActionRecord | None] = []
        rules = replay(data, info.load_rules(), content, events=events, owners=owners)
        session = cls(info, rules, content_version, save_path)
        session.bots = make_bots(info, rules)
        for event, record in zip(events, owners):   # each line tied to its move, so an
            session._take([event], record)         # undo after Continue takes it out too
        session.pending = []
        session.resumed_events = events
        session.lines.append(LogLine(CONTINUED, None))
        return session

    # --- acting -------------------------------------------------------------------------
    def apply(self, action: Action, save: bool = True) -> list[Event]:
        """Apply an action (raises IllegalAction), queue its events, autosave (at once, or at
        the next `flush` when `save` is False)."""
        events = self.rules.apply(action)
        self._take(events, self.rules.log[-1] if self.rules.log else None)
        self.unsaved = True
        if save:
            self.flush()
        if self.rules.is_over():
            self.report_over()
        return events

    def report_over(self) -> None:
        """Tell `on_over` (once) that the game is over."""
        if self.on_over is not None and not self.over_reported and self.rules.is_over():
            self.over_reported = True
            self.flush()
            self.on_over(self)

    def undo(self, seat: int) -> None:
        """Take back `seat`'s last move: its lines go from every seat's log (a private line
        must not stay to tell anyone what was first meant); the table reads only that the
        seat took a move back."""
        self.rules.undo(seat)
        kept = {id(record) for record in self.rules.log}
        self.lines = [line for line in self.lines
                      if line.record is None or id(line.record) in kept]
        self.lines_taken_back += 1
        self.pending = []   # the undone move's events are never shown
        self.lines.append(LogLine(f"{self.rules.seat_name(seat)} takes back a move.", None))
        self.autosave()

    def seal_undo(self) -> None:
        """Every move so far is final (the table calls it when a hand-off is passed)."""
        self.rules.seal_undo()

    def next_bot(self) -> int | None:
        """A computer seat that may act now, if any."""
        for seat in self.rules.bot_seats_to_act():
            if seat in self.bots and not getattr(self.bots[seat], "exhausted", False):
                return seat
        return None

    def step_bot(self, seat: int) -> list[Event]:
        """One computer move; saved at the next `flush` (the table flushes every frame, so a
        crowd of bots does not write the save once per move)."""
        return self.apply(decide(self.bots[seat], self.rules, seat), save=False)

    def drive(self, until: Callable[["Session", list[Event]], bool], limit: int = 20000
              ) -> None:
        """Play every seat with the game's default bot until `until(session, events)` holds
        after a move, or the game ends (shots, tests and demos set scenes up this way)."""
        players = make_players(self.info.load_bots(),
                               dict.fromkeys(range(len(self.rules.seats)), self.info.bots[0]),
                               self.rules.seed)
        for _ in range(limit):
            if self.rules.is_over():
                return
            seat = min(self.rules.to_act())
            if until(self, self.apply(decide(players[seat], self.rules, seat))):
                return

    def _take(self, events: list[Event], record: ActionRecord | None = None) -> None:
        names = self.rules.names()
        for event in events:
            self.pending.append(event)
            text = event.describe(names)
            if text:
                self.lines.append(LogLine(text, event.visible_to, self.events_taken, record))
            self.events_taken += 1

    def drain(self) -> list[Event]:
        """Events not yet shown by the table, oldest first."""
        events, self.pending = self.pending, []
        return events

    def log_for(self, seat: int | None, upto: int | None = None) -> list[str]:
        """The game log as `seat` may read it (None: what the whole table may read), up to
        the event numbered `upto` (a table shows a line once its event is on screen). A
        secret's public line ("Ann hides a treasure.") gives way to the next line when that
        one is the seat's own private version of it ("Ann hides a treasure on D4."): the
        owner reads only hers, everyone else only the public one."""
        lines = [line for line in self.lines if line.visible(seat)
                 and (upto is None or line.event < upto)]
        return [line.text for line, after in zip(lines, [*lines[1:], None])
                if not restated(line, after)]

    # --- saving -------------------------------------------------------------------------
    def save_data(self) -> SaveData:
        return snapshot(self.rules, self.content_version)

    def autosave(self) -> None:
        if self.save_path is not None:
            write_save(self.save_path, self.save_data())
        self.unsaved = False

    def flush(self) -> None:
        """Write the autosave if anything happened since the last one."""
        if self.unsaved:
            self.autosave()


def content_version_of(folder: Path) -> str:
    """A short fingerprint of a game's content files (saves record it)."""
    digest = hashlib.sha256()
    if folder.is_dir():
        for path in sorted(folder.rglob("*.yaml")):
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:12]
