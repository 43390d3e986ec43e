"""The words of a move name the squares the pawn really walks (issue 36 §2): a door that
stops the walk short is named where it stands ("sets off for A4; stopped at A3 (locked
door)."), with no list of squares after it and never the rest of the route not taken."""
from __future__ import annotations

from tests.rial.helpers import put
from tests.rial.screen import refresh, roll_and_move, scripted


def test_a_door_that_stops_the_walk_is_said(app):
    session, table = scripted(app, at=("A2", "L12"))
    rules = session.rules
    put(rules, "A3", "door", 4)
    refresh(table)
    events = []
    session_apply = session.apply

    def keep(action, *args, **kwargs):
        made = session_apply(action, *args, **kwargs)
        events.extend(made or [])
        return made
    session.apply = keep
    roll_and_move(app, table, 2, "A4")
    assert rules.state.stage == "blocker"
    words = [e.describe(rules.names()) for e in events
             if getattr(e, "what", "") == "route"]
    assert words == ["Ann sets off for A4; stopped at A3 (locked door)."]
    shown = [line for line in table.log_lines() if "sets off" in line]
    assert shown and shown[-1].endswith("sets off for A4; stopped at A3 (locked door)."), \
        "the table's log reads the same words"
    move = rules.log[-1].action
    where = table.last_move_where(move)
    assert where == (rules.layout.square_at("A3"),), "a computer's trace ends at the door"
    assert len(move.route) == 2


def test_a_chest_turned_up_mid_walk_ends_the_words_there(app):
    """A chest turned up part-way waits on the choice (open it or move on): the words name
    the squares walked and the chest, not the rest of the route as if walked."""
    session, table = scripted(app, at=("A2", "L12"))
    rules = session.rules
    put(rules, "A3", "chest", 2)
    refresh(table)
    roll_and_move(app, table, 2, "A4")
    assert rules.state.stage == "passing_chest"
    shown = [line for line in table.log_lines() if "sets off" in line]
    assert shown[-1].endswith("sets off for A4: A3, where a chest turns up."), shown[-1]


def test_a_second_entrance_roll_is_not_read_as_its_value():
    """'(roll 2)' read as a roll of 2: the count of an entrance roll is said in words."""
    from game.core.protocol import Seat
    from game.games.rial import actions as A
    from game.games.rial.rules import RialRules
    rules = RialRules.new_game(4, [Seat("Ann"), Seat("Ben")])
    rules.dice.script([4, 4, 3])
    rules.apply(A.SetCapabilities(0, (2, 2, 2, 2, 2, 1, 1)))
    events = rules.apply(A.SetCapabilities(1, (2, 2, 2, 2, 2, 1, 1)))
    words = [e.purpose for e in events if getattr(e, "purpose", "")]
    assert words == ["an entrance", "an entrance (entrance 4 is taken, roll again)",
                     "an entrance (second roll)"], words


def test_a_one_step_move_says_the_step_without_repeating_its_square(app):
    """'Computer 2 sets off for K6: K6.' said the square twice: one step reads as a step."""
    session, table = scripted(app, at=("A2", "L12"))
    roll_and_move(app, table, 1, "A3")
    shown = [line for line in table.log_lines() if "A3" in line]
    assert "Ann steps to A3." in shown, shown
    assert not any("sets off for A3" in line for line in shown)
