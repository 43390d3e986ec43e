"""The sheet as of the event on screen, without a window (issue 30 §2): a hero's roll or
walk folded event by event onto the sheet of before ends on the sheet the rules give after
it, for every such move of seeded games between computers."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.maker.actions import RollHero, Walk
from game.games.maker.fold import folded

SHOWN = ("souls", "crossed", "fates", "score")
HERO = ("kind", "name", "hp", "max_hp", "stats", "roll", "status", "notes")


def shown_of(player: dict) -> tuple:
    hero = player["hero"]
    return tuple(player[k] for k in SHOWN) + \
        (tuple(repr(hero[k]) for k in HERO) if hero is not None else None,)


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_a_heros_roll_and_walk_fold_onto_the_sheet_they_make(seed):
    seats = [Seat("A", bot="greedy"), Seat("B", bot="greedy")]
    session = Session.start(game_info("maker"), seats, seed)
    rules, numbers = session.rules, session.rules.content.numbers
    folds = 0
    while not rules.is_over():
        seat = session.next_bot()
        assert seat is not None
        before = rules.view(None)["players"]
        events = session.step_bot(seat)
        action = rules.log[-1].action
        if isinstance(action, (RollHero, Walk)):
            after = rules.view(None)["players"][action.seat]
            assert shown_of(folded(before[action.seat], events, numbers)) == shown_of(after), \
                (action, events)
            folds += 1
    assert folds >= 10
