"""Replays: a saved game played back at its own table, each seat driven by the log."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.log import ActionRecord
from game.core.protocol import Seat
from game.core.save import SaveData, SaveError
from game.core.session import Session

if TYPE_CHECKING:
    from game.ui.app import App


class LogBot:
    """A 'bot' that plays the recorded actions of the log in order."""

    def __init__(self, queue: list[Action]) -> None:
        self.queue = queue

    @property
    def exhausted(self) -> bool:
        return not self.queue

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return self.queue.pop(0)


def replay_session(app: "App", data: SaveData) -> Session:
    """A session that starts the saved match afresh; every seat replays its logged moves."""
    from game.catalog import game_info
    try:
        info = game_info(data.game)
    except KeyError:
        raise SaveError(f"The save is of an unknown game {data.game!r}.") from None
    rules_cls = info.load_rules()  # importing the rules registers the game's actions
    try:
        records = [ActionRecord.from_dict(data.game, raw) for raw in data.log]
    except ValueError as exc:
        raise SaveError(f"The save is damaged: {exc}") from None
    queue = [r.action for r in records]
    spectators = [Seat(s.name, "replay") for s in data.seats]
    rules = rules_cls.new_game(data.seed, spectators, data.options,
                               content=app.game_content(info))
    session = Session(info, rules)
    shared = LogBot(queue)
    session.bots = {i: shared for i in range(len(spectators))}
    return session


def open_replay(app: "App", data: SaveData, delay: float = 0.6) -> None:
    import importlib
    session = replay_session(app, data)
    table = importlib.import_module(session.info.table).open_table(app, session)
    table.bot_delay = delay
    app.stack.push(table)
