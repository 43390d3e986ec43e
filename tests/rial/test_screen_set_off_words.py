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
