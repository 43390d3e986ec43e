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


def replays_to_the_same_end(app, raw, original):
    app.stack.push(LauncherScene(app))
    open_replay(app, parse_save(raw), delay=0.0)
    for _ in range(8000):    # watched at a new player's animation speed (about 3700 for Maker)
        app.step(dt=0.05)
        if isinstance(app.stack.top, EndScene):
            break
    assert isinstance(app.stack.top, EndScene)
    assert app.stack.top.result.headline == original.rules.result().headline


def test_a_finished_game_replays_to_the_same_end(app, tmp_path):
    replays_to_the_same_end(app, *finished_save(tmp_path))


def test_a_damaged_replay_is_refused_plainly(app, tmp_path):
    raw, _ = finished_save(tmp_path)
    raw["log"][3]["action"]["type"] = "Teleport"
    with pytest.raises(SaveError, match="damaged"):
        open_replay(app, parse_save(raw))


def maker_save(seats, moves=None):
    info = game_info("maker")
    session = Session.start(info, [Seat(f"B{i}", "greedy") for i in range(seats)], 12)
    while not session.rules.is_over() and (moves is None or len(session.rules.log) < moves):
        session.step_bot(session.next_bot())
    return json.loads(json.dumps(session.save_data().to_dict())), session


@pytest.mark.animations_off
def test_a_maker_replay_stops_asking_when_the_log_runs_out(app):
    """Issue 15: Maker's quick bots asked the replay for moves after its log ran out
    (IndexError: pop from empty list). The strict app raises on any scene error."""
    raw, original = maker_save(3, moves=60)
    app.stack.push(LauncherScene(app))
    open_replay(app, parse_save(raw), delay=0.0)
    table = app.stack.top
    for _ in range(400):
        app.step(dt=0.05)
    assert len(table.rules.log) == 60 and not table.session.bots
    assert table.rules.state == original.rules.state


def test_a_finished_maker_game_replays_to_its_end(app):
    replays_to_the_same_end(app, *maker_save(3))
