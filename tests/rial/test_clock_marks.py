"""Watch shows Rial's alarm as it was (issue 36 §2): each move's clock mark is recorded as
it is made, kept in the save (old saves without marks still load), restored by Continue,
and a replay sets the alarm to the mark of the move on screen."""
from __future__ import annotations

import json
import random

import pytest

from game.catalog import game_info
from game.core.bots import RandomBot
from game.core.protocol import Seat
from game.core.save import SaveError, parse_save, replay
from game.core.session import Session
from game.games.rial import actions as A
from game.games.rial.rules import RialRules
from game.ui.replay import ReplayPlayer, clock_at
from tests import play
from tests.rial.helpers import match

ALARM = {"end": "alarm", "alarm_minutes": 15}
MOVES = 30


def test_each_move_records_the_clock_and_an_undone_move_gives_its_place_up():
    rules = match(1)
    start = len(rules.log)
    assert rules.clock_marks == [0.0] * start, "setup moves at 0 s"
    rules.clock_used = 12.34
    rules.dice.script([1, 2])
    rules.apply(A.Roll(0))
    assert rules.clock_marks[-1] == 12.3 and len(rules.clock_marks) == len(rules.log)
    rules.clock_marks.extend([99.0, 98.0])           # marks of moves taken back
    rules.clock_used = 20.0
    rules.apply(rules.legal_actions(0)[0])
    assert rules.clock_marks[start:] == [12.3, 20.0]
    assert len(rules.clock_marks) == len(rules.log)


def test_a_move_made_after_marks_were_lost_leaves_none_before_it():
    rules = match(1)
    rules.clock_marks = []                           # continued from a save without marks
    rules.clock_used = 7.0
    rules.dice.script([1, 2])
    rules.apply(A.Roll(0))
    assert rules.clock_marks == [None] * (len(rules.log) - 1) + [7.0]


def a_timed_record():
    """Two people's game with an alarm, `MOVES` moves in, the clock 10 s on at each move."""
    session = Session.start(game_info("rial"), [Seat("Ann"), Seat("Ben")], 31, ALARM)
    people = {seat: RandomBot(seat, random.Random(seat)) for seat in (0, 1)}
    while len(session.rules.log) < MOVES and not session.rules.is_over():
        session.rules.clock_used = 10.0 * len(session.rules.log)
        seat = min(session.rules.to_act())
        session.apply(people[seat].choose(session.rules.view(seat),
                                          list(session.rules.legal_actions(seat))))
    return parse_save(json.loads(json.dumps(session.save_data().to_dict())))


def test_the_save_keeps_the_marks_and_continue_restores_them():
    data = a_timed_record()
    assert data.clock_marks == [10.0 * i for i in range(MOVES)]
    rules = replay(data, RialRules)
    assert rules.clock_marks == data.clock_marks
    rules.clock_used = 999.0
    legal = rules.legal_actions(min(rules.to_act()))
    rules.apply(legal[0])
    assert rules.clock_marks[:MOVES] == data.clock_marks, "the earlier marks stay"
    assert rules.clock_marks[MOVES] == 999.0


def test_an_old_save_without_marks_loads_and_replays():
    raw = a_timed_record().to_dict()
    del raw["clock_marks"]
    data = parse_save(json.loads(json.dumps(raw)))
    assert data.clock_marks == []
    rules = replay(data, RialRules)
    assert len(rules.log) == MOVES and rules.clock_marks == []


@pytest.mark.parametrize("marks", ["soon", [1.0, "x"], [-1.0], [0.0] * (MOVES + 1)])
def test_damaged_marks_are_refused_in_words(marks):
    raw = a_timed_record().to_dict()
    raw["clock_marks"] = marks
    with pytest.raises(SaveError, match="clock_marks"):
        parse_save(raw)


def test_clock_at_reads_the_mark_after_so_many_moves():
    assert clock_at([0.0, 5.0, None], 2) == 5.0
    assert clock_at([0.0, 5.0, None], 3) is None
    assert clock_at([0.0, 5.0], 0) is None and clock_at([0.0, 5.0], 3) is None


def test_watch_shows_the_alarm_as_it_was_at_each_move(app):
    data = a_timed_record()
    play.open_launcher(app)
    player = ReplayPlayer(app, data)
    app.stack.push(player.open(20))
    play.frame(app)
    table = app.stack.top
    assert table.clock.used == 190.0
    assert "Alarm: 11:50 left." in table.status()
    player.step(1)
    play.settle(app)
    assert len(table.rules.log) == 21 and table.clock.used == 200.0
    assert "Alarm: 11:40 left." in table.status()
    play.wait(app, 2.0)
    assert table.clock.used == 200.0, "a Watch never runs the alarm on"
    player.jump(5)
    play.frame(app)
    assert app.stack.top.clock.used == 40.0
