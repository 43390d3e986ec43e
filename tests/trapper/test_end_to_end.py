"""Dungeon Trapper from the launcher to the end screen at a new player's settings (issue 19
§1): the real loop's frame times and idle waits, people acting only by clicks on what is
drawn (`tests.trapper.people`), alone against the computer. (`people.check_privacy` is the
screen-privacy oracle for the hot-seat run: the frame must not change when the trap types
of the seats it must not show change.)

The seeds give short games (the seats screen draws the match seed from `random`)."""
from __future__ import annotations

from game.ui.scenes.end import EndScene
from tests import play
from tests.trapper import people

ALONE_SEED = 50        # 4 turns: the person takes the computer's heirloom


def test_alone_against_the_computer_from_the_launcher_to_the_end_screen(app, monkeypatch):
    table = people.start_from_launcher(app, 1, ALONE_SEED)
    assert [s.bot for s in table.rules.seats] == [None, "greedy"]
    hints: list[str] = []
    frame = play.frame

    def watched(app, *args, **kwargs):
        wall = frame(app, *args, **kwargs)
        mine = table.phase() == "raid" and table.acting_here()
        if not mine and app.stack.top is table:
            hints.extend(line for line in table.status() if line.startswith("Click a lit"))
        return wall

    monkeypatch.setattr(play, "frame", watched)
    handoffs = people.play_to_end(app, table, {0: people.Person(0)})
    assert isinstance(app.stack.top, EndScene) and table.rules.is_over()
    assert handoffs == 0, "no hand-off with one person at the table"
    assert not hints, "a step hint while the person could not step"



HOT_SEED = 50


def test_two_people_on_one_couch_from_the_launcher_to_the_end_screen(app, monkeypatch):
    """Hot-seat: the screen-privacy oracle (the frame must not change when the secrets of
    the seats it may not show change) checks the frame drawn at every new moment: each
    scene, viewer, move, event taken from the queue, animation started and hover. (Every
    in-between animation frame too would cost minutes per game on 2 cores; the fog's own
    frames are checked frame by frame in test_played.)"""
    table = people.start_from_launcher(app, 2, HOT_SEED)
    assert [s.bot for s in table.rules.seats] == [None, None]
    frame = play.frame
    last: list[object] = [None]
    checked = [0]

    def watched(app, *args, **kwargs):
        drawn = app.redraws
        wall = frame(app, *args, **kwargs)
        if app.redraws != drawn:
            moment = (type(app.stack.top).__name__, table.viewer, table.looking,
                      len(table.rules.log), tuple(people.secret_seats(app, table)),
                      len(table.event_queue), len(table.animations), table.dice.busy,
                      app.mouse_pos())
            if moment != last[0]:
                last[0] = moment
                checked[0] += 1
                people.check_privacy(app, table)
        return wall

    monkeypatch.setattr(play, "frame", watched)
    handoffs = people.play_to_end(app, table, {0: people.Person(0), 1: people.Person(1)})
    assert isinstance(app.stack.top, EndScene) and table.rules.is_over()
    assert handoffs >= 2 and checked[0] > 50, checked[0]
