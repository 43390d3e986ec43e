"""`main.py replay`: a saved game plays back at its own table, move by move, to its end."""
from __future__ import annotations

import json

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.save import SaveError, parse_save
from game.core.session import Session
from game.ui.replay import open_replay
from game.ui.scenes.end import EndScene
from game.ui.scenes.launcher import LauncherScene


def finished_save(tmp_path):
    info = game_info("trapper")
    session = Session.start(info, [Seat("Ann", "greedy"), Seat("Bo", "greedy")], 11)
    while not session.rules.is_over():
        session.step_bot(session.next_bot())
    return json.loads(json.dumps(session.save_data().to_dict())), session


def test_a_finished_game_replays_to_the_same_end(app, tmp_path):
    raw, original = finished_save(tmp_path)
    app.stack.push(LauncherScene(app))
    open_replay(app, parse_save(raw), delay=0.0)
    for _ in range(3000):
        app.step(dt=0.05)
        if isinstance(app.stack.top, EndScene):
            break
    assert isinstance(app.stack.top, EndScene)
    assert app.stack.top.result.headline == original.rules.result().headline


def test_a_damaged_replay_is_refused_plainly(app, tmp_path):
    raw, _ = finished_save(tmp_path)
    raw["log"][3]["action"]["type"] = "Teleport"
    with pytest.raises(SaveError, match="damaged"):
        open_replay(app, parse_save(raw))
