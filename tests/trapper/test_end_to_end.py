"""Dungeon Trapper from the launcher to the end screen at a new player's settings (issue 19
§1): the real loop's frame times and idle waits, people acting only by clicks on what is
drawn (`tests.trapper.people`), alone against the computer. (`people.Twin` is the
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



HOT_SEED = 44        # typed on the seats screen: a 3-turn game between two people


def test_two_people_on_one_couch_from_the_launcher_to_the_end_screen(app, monkeypatch):
    """Hot-seat: the screen-privacy oracle (the frame must not change when the secrets of
    the seats it may not show change) checks every frame the app draws, from the seats
    screen to the end screen, animation frames included."""
    table = people.start_from_launcher(app, 2, HOT_SEED, typed_seed=HOT_SEED)
    assert [s.bot for s in table.rules.seats] == [None, None]
    frame = play.frame
    oracle = people.Twin(app, table)
    start = app.redraws

    def watched(app, *args, **kwargs):
        drawn = app.redraws
        wall = frame(app, *args, **kwargs)
        if app.redraws != drawn:
            oracle.check()
        return wall

    monkeypatch.setattr(play, "frame", watched)
    handoffs = people.play_to_end(app, table, {0: people.Person(0), 1: people.Person(1)})
    assert isinstance(app.stack.top, EndScene) and table.rules.is_over()
    assert handoffs >= 2 and oracle.checked == app.redraws - start > 300, \
        (oracle.checked, app.redraws - start)


def test_the_oracle_sees_a_trap_type_on_screen(app):
    """The oracle can fail: at a seat's private moment its own traps are on screen, so a
    twin with its trap types changed differs (the rival's, not on screen, change nothing)."""
    from game.catalog import game_info
    from game.core.protocol import Seat
    from game.core.session import Session
    from game.ui.tables.trapper import open_table
    from tests.trapper.helpers import FILLER, build
    session = Session.start(game_info("trapper"), [Seat("Ann"), Seat("Bo")], 3)
    build(session.rules, 0, FILLER)
    build(session.rules, 1, FILLER)
    table = open_table(app, session)
    app.stack.push(table)
    play.until(app, lambda: app.stack.top is not table, 5, "the hand-off")
    play.pass_hand_off(app)
    play.settle(app)
    me = table.screen_seat()
    assert me is not None and table.mine()["traps"]
    oracle = people.Twin(app, table)
    oracle.check()
    oracle.check([1 - me])
    try:
        oracle.check([me])
    except AssertionError:
        return
    raise AssertionError("the seat's own trap types are on its screen, yet the twin was the same")
