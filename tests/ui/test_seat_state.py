"""Secrets hold on a shared screen (issue 16 §1), for every playable game through its real
table: when the screen passes from one human seat to the next, the next seat's pointer
state is its own (fresh the first time), never the object the previous seat worked with,
and the previous seat gets its own back."""
from __future__ import annotations

import importlib
import random

import pytest

from game.catalog import all_games
from game.core.protocol import Seat
from game.core.session import Session
from game.ui.scenes.launcher import LauncherScene
from tests.play import settle
from tests.ui.helpers import pass_handoffs

GAMES = [info for info in all_games() if info.playable and info.seats[1] >= 2]


def open_hot_seat(app, info, seed=7):
    session = Session.start(info, [Seat("Ann"), Seat("Bea")], seed)
    table = importlib.import_module(info.table).open_table(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    app.step()
    pass_handoffs(app)
    return session, table


def play_until_the_screen_changes_hands(app, session, table, limit=400):
    """Random legal moves of the seat on screen until another seat's screen comes up."""
    rng = random.Random(5)
    first = table.viewer
    for _ in range(limit):
        if session.rules.is_over():
            return False
        seat = table.viewer if table.viewer in session.rules.to_act() \
            else min(session.rules.to_act())
        session.apply(rng.choice(session.rules.legal_actions(seat)))
        table.changed()
        settle(app)          # the move is shown at a new player's speed
        pass_handoffs(app)
        settle(app)
        if table.looking and table.viewer not in (None, first):
            return True
    return False


@pytest.mark.parametrize("info", GAMES, ids=[g.key for g in GAMES])
def test_the_next_seat_never_gets_the_previous_seats_pointer_state(app, info):
    session, table = open_hot_seat(app, info)
    assert table.looking and table.viewer is not None
    ann, ann_state = table.viewer, table.pointer_state
    assert play_until_the_screen_changes_hands(app, session, table), \
        f"{info.key}: the screen never passed to the other seat"
    bea_state = table.pointer_state
    assert bea_state is not ann_state
    shared = [name for name, value in vars(bea_state).items()
              if not isinstance(value, (str, int, float, bool, tuple, frozenset, type(None)))
              and getattr(ann_state, name, None) is value]
    assert not shared, f"{info.key}: Bea's state shares {shared} with Ann's"
    assert table.seat_states.of(ann) is ann_state, "Ann's own state is kept for her"
