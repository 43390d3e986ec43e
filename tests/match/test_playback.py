"""The match model's playback, seating and pacing, without a window."""
from __future__ import annotations

from game.core.events import Event
from game.ui.match.computers import GRACE, GRACE_FLOOR, Pacing, grace_seconds
from game.ui.match.playback import LastMove, Playback


class Shown(Event):
    pass


def test_a_moves_views_are_held_until_its_events_have_played():
    playback = Playback()
    before = {None: {"turn": 1}}
    playback.begin([Shown(), Shown()], before, hold=True)
    assert playback.view(None, lambda seat: {"turn": 2}) == {"turn": 1}
    animating = [True]
    taken: list[Event] = []
    assert playback.take(lambda: bool(taken) and animating[0], taken.append)
    assert len(taken) == 1 and playback.queue, "the second waits for the first to play"
    assert not playback.settle_due(busy=True)
    animating[0] = False
    playback.take(lambda: False, taken.append)
    assert len(taken) == 2 and playback.settle_due(busy=False)
    assert playback.view(None, lambda seat: {"turn": 2}) == {"turn": 2}
    assert not playback.settle_due(busy=False), "it settles once"


def test_the_log_counts_an_event_once_it_has_played():
    playback = Playback()
    playback.begin([Shown(), Shown(), Shown()], {}, hold=False)
    assert playback.shown_events(taken=10, pending=0, busy=False) == 7
    playback.take(lambda: playback.queue.__len__() < 3, lambda e: None)
    assert playback.playing
    assert playback.shown_events(taken=10, pending=0, busy=True) == 7, \
        "the event on screen is logged when it has played"
    assert playback.shown_events(taken=10, pending=0, busy=False) == 8


def test_a_computers_last_move_stays_until_a_persons_move_is_shown():
    playback = Playback()
    playback.moved(1, person=False, words="Bob builds.", where=(2, 3))
    assert playback.last_move == LastMove(1, "Bob builds.", (2, 3))
    playback.moved(2, person=False, words="")
    assert playback.last_move is not None, "a move told in no words leaves it"
    playback.moved(0, person=True)
    assert playback.last_move is None


def test_a_move_made_alongside_stays_while_everyone_plays_at_once():
    playback = Playback()
    playback.moved(1, person=False, words="Bob draws the entrance.", together=True)
    playback.moved(0, person=True, together=True)
    assert playback.last_move is not None
    playback.together_over()
    assert playback.last_move is None


def test_the_undo_grace_is_three_seconds_scaled_never_under_two():
    assert grace_seconds(1.0) == GRACE == 3.0
    assert grace_seconds(0.5) == 6.0
    assert grace_seconds(4.0) == GRACE_FLOOR == 2.0
    assert grace_seconds(0.0) == 0.0


def test_pacing_waits_the_grace_and_a_hold_stops_it():
    pacing = Pacing()
    assert not pacing.tick(1.0, 1.0, undoable=True, held=False)
    assert 1.9 < pacing.left() <= 2.0
    assert not pacing.tick(5.0, 1.0, undoable=True, held=True), "held on Undo"
    assert not pacing.tick(1.5, 1.0, undoable=True, held=False)
    assert pacing.tick(0.6, 1.0, undoable=True, held=False)
    assert pacing.waited == 0.0
    assert not pacing.tick(0.3, 1.0, undoable=False, held=False) and \
        pacing.tick(0.3, 1.0, undoable=False, held=False), "a computer's step: 0.5 s"
    assert pacing.tick(0.0, 0.0, undoable=True, held=False), "animations off: at once"
