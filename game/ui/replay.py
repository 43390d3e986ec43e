"""Replays: a saved game played back at its own table, each seat driven by the log.

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
    from game.ui.app import App


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


def replay_session(app: "App", data: SaveData) -> Session:
    """A session that starts the saved match afresh; every seat replays its logged moves.
    Raises SaveError (or ContentError) for anything Continue would refuse."""
    checked = app.load_session(data, None)  # the whole log, replayed and checked
    info = checked.info
    queue = [ActionRecord.from_dict(data.game, raw).action for raw in data.log]
    spectators = [Seat(s.name, "replay", s.title) for s in data.seats]
    rules = info.load_rules().new_game(data.seed, spectators, data.options,
                                       content=app.game_content(info))
    session = Session(info, rules)
    bots: dict[int, Any] = {}
    shared = LogBot(queue, on_exhausted=bots.clear)
    if shared.queue:
        bots.update(dict.fromkeys(range(len(spectators)), shared))
    session.bots = bots
    return session


def open_replay(app: "App", data: SaveData, delay: float = 0.6) -> None:
    """Push the playback table of a save (raises SaveError / ContentError first)."""
    session = replay_session(app, data)
    table = importlib.import_module(session.info.table).open_table(app, session)
    table.bot_delay = delay
    app.stack.push(table)


def refusal(exc: Exception, path: Path | None = None) -> str:
    """The text of a "Cannot continue" / "Cannot replay" message."""
    text = exc.problems[0] if isinstance(exc, ContentError) else str(exc)
    text = text or "The save cannot be used."
    if path is not None:
        text += f"\n\nThe save file was left as it is: {path}"
    return text


def start_replay(app: "App", path: Path, delay: float = 0.6) -> bool:
    """`main.py replay FILE`: open the playback, or say plainly why not ("Cannot replay",
    the same words as Continue). Never raises for a bad save."""
    try:
        open_replay(app, read_save(path), delay)
    except (SaveError, ContentError) as exc:
        app.show_message("Cannot replay", refusal(exc, path))
        return False
    return True


def start_replay_data(app: "App", data: SaveData, delay: float = 0.6) -> bool:
    """A stored game (Records' "Watch") played back, or "Cannot replay" and why."""
    try:
        open_replay(app, data, delay)
    except (SaveError, ContentError) as exc:
        app.show_message("Cannot replay", refusal(exc))
        return False
    return True
