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

