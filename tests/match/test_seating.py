"""Who watches the table, pure."""
from __future__ import annotations

from game.ui.match import seating


class Seat:
    def __init__(self, bot=None):
        self.bot = bot


class Rules:
    def __init__(self, seats, acting, undoable=()):
        self.seats, self.acting, self.undoable = seats, acting, set(undoable)

    def to_act(self):
        return set(self.acting)

    def can_undo(self, seat):
        return seat in self.undoable


def test_the_person_to_act_is_watching():
    rules = Rules([Seat(), Seat("greedy"), Seat()], acting=[2])
    humans = seating.human_seats(rules, bots={1})
    assert humans == [0, 2]
    assert seating.desired_viewer(rules, humans, viewer=0, has_secrets=True) == 2
    rules.acting = [1]
    assert seating.desired_viewer(rules, humans, viewer=0, has_secrets=True) is None
    assert seating.desired_viewer(rules, humans, viewer=0, has_secrets=False) == 0
    assert seating.needs_handoff(True, 2, humans) and not seating.needs_handoff(False, 2, humans)


def test_undo_is_the_viewers_own_first():
    rules = Rules([Seat(), Seat()], acting=[1], undoable=[0, 1])
    assert seating.undo_seat(rules, [0, 1], viewer=1, looking=True) == 1
    assert seating.undo_seat(rules, [0, 1], viewer=1, looking=False) == 0
    rules.undoable = set()
    assert seating.undo_seat(rules, [0, 1], viewer=1, looking=True) is None
