"""A DungeonLab replay shows each seat's notebook as it was at that moment (issue 30 §2),
through the same table as play: Records' Watch (the replay player) of a two-seat hot-seat
game, stepped back and forward with its buttons and jumped along its counter, shows at
every move exactly the edits each seat had made by then, never a later one. Privacy: a
finished game's replay may show every seat's notebook (lab §5 reveals them at the end),
each only as it stood; a game that never ended shows no notebook at any move."""
from __future__ import annotations

import json

from game.catalog import game_info
from game.core.log import ActionRecord
from game.core.protocol import Seat
from game.core.save import parse_save
from game.core.session import Session
from game.games.lab import notebook as nb
from game.games.lab.actions import Land, Move, Resign, Sketch
from game.ui.replay import start_replay_data
from tests import play

NAMES = ("Ann", "Bo")


def a_record(finished: bool = True):
    """Ann and Bo land, note, move and note again, each at her own moments (the second
    seat's first note only after the first seat's second); then both resign. The save, as
    Records keeps it."""
    session = Session.start(game_info("lab"), [Seat("Ann"), Seat("Bo")], 5,
                            {"size": 5, "levels": 1})
    rules = session.rules

    def turn(notes: list[tuple]) -> None:
        seat = rules.state.active
        for op, *args in notes:
            session.apply(Sketch(seat, op, tuple(args)))
        if rules.state.players[seat].pos is None:
            session.apply(next(a for a in rules.legal_actions(seat) if isinstance(a, Land)))
        else:
            session.apply(next(a for a in rules.legal_actions(seat) if isinstance(a, Move)))

    turn([("stamp", 1, -1, 1, 1, "question")])
    turn([])
    turn([("note", 1, -1, 2, 2, "shop?"), ("edges", 1, -1, "simple", (3, 3, "E"))])
    turn([("stamp", 1, -1, 4, 4, "pit"), ("stamp", 1, -1, 5, 5, "lion"), ("undo",)])
    if finished:
        session.apply(Resign(rules.state.active))
        session.apply(Resign(rules.state.active))
        assert rules.is_over()
    return parse_save(json.loads(json.dumps(session.save_data().to_dict())))


def actions(data) -> list:
    return [ActionRecord.from_dict(data.game, raw).action for raw in data.log]


def as_of(data, seat: int, moves: int) -> dict:
    """Her notebook as the first `moves` moves of the record made it: her edits, and her
    marker where the gamemaster's answers put it (the game's follows)."""
    rules = Session.start(game_info("lab"), [Seat("Ann"), Seat("Bo")], 5,
                          {"size": 5, "levels": 1}).rules
    for action in actions(data)[:moves]:
        rules.apply(action)
    return nb.sheet_to_dict(rules.sheet(seat))


def shown(app, seat: int) -> dict:
    """The notebook the replay's table shows once the watcher picks `seat`'s tab."""
    play.click_button(app, f"{NAMES[seat]}'s notebook")
    play.settle(app)
    return app.stack.top.sheet()


def test_the_replay_shows_each_notebook_as_it_was_at_every_move(app):
    data = a_record()
    total = len(data.log)
    play.open_launcher(app)
    assert start_replay_data(app, data)
    play.frame(app)
    play.click_button(app, "Pause")
    replay = app.stack.top.replay
    for at in (total - 1, 1, 4, 7, 3, 0):
        replay.jump(at)                   # as a click on the counter does
        play.settle(app)
        table = app.stack.top
        assert len(table.rules.log) == at and (table.watching or table.rules.is_over())
        for seat in (0, 1):
            assert shown(app, seat) == as_of(data, seat, at), (at, seat)
    replay.jump(2)
    play.settle(app)
    seen = []
    while len(app.stack.top.rules.log) < total - 1:  # step on with Forward, move by move
        play.click_button(app, "Forward ▶")
        play.settle(app)
        at = len(app.stack.top.rules.log)
        seen.append(at)
        for seat in (0, 1):
            assert shown(app, seat) == as_of(data, seat, at), (at, seat)
    assert seen == list(range(3, total))
    play.click_button(app, "◀ Back")
    play.settle(app)
    assert len(app.stack.top.rules.log) == total - 2
    assert shown(app, 1) == as_of(data, 1, total - 2)


def test_a_later_edit_never_shows_early_and_the_followed_seat_is_the_last_to_act(app):
    """Privacy within a finished game's replay: at the moment before the second seat's
    first note her notebook is blank, though the record holds her later notes; following
    the turn shows the notebook of whoever acted last, as of then."""
    data = a_record()
    play.open_launcher(app)
    assert start_replay_data(app, data)
    play.frame(app)
    play.click_button(app, "Pause")
    replay = app.stack.top.replay
    done = actions(data)
    bo = done[-1].seat            # the second seat resigned last
    first_of_bo = next(i for i, a in enumerate(done) if isinstance(a, Sketch) and a.seat == bo)
    replay.jump(first_of_bo)
    play.settle(app)
    assert play.find_button(app, "Follow the turn") is not None
    blank = shown(app, bo)
    assert not any(blank["pages"]["1"].values()) and not blank["fragments"]
    assert any(as_of(data, bo, len(data.log))["pages"]["1"].values())
    play.click_button(app, "Follow the turn")
    play.settle(app)
    table = app.stack.top
    last = table.rules.log[-1].action.seat
    assert table.hand.whose == last
    assert table.sheet() == as_of(data, last, first_of_bo)


def test_a_replay_of_a_game_that_never_ended_shows_no_notebook_at_any_move(app):
    data = a_record(finished=False)
    play.open_launcher(app)
    assert start_replay_data(app, data)
    play.frame(app)
    play.click_button(app, "Pause")
    replay = app.stack.top.replay
    for at in (len(data.log), 3, 0):
        replay.jump(at)
        play.settle(app)
        table = app.stack.top
        assert not table.watching and table.sheet() is None and table.real_map() is None
        assert play.find_button(app, "Ann's notebook") is None


def paused_at(app, data, moves: int) -> None:
    """Records' Watch of `data`, paused, jumped to `moves` moves in."""
    play.open_launcher(app)
    assert start_replay_data(app, data)
    play.frame(app)
    play.click_button(app, "Pause")
    app.stack.top.replay.jump(moves)
    play.settle(app)


def test_the_notebook_the_watcher_picked_stays_picked_across_a_step_back(app):
    data = a_record()
    paused_at(app, data, 8)
    last = app.stack.top.rules.log[-1].action.seat
    other = 1 - last
    assert app.stack.top.hand.whose == last          # following the turn at first
    shown(app, other)
    for moves in (7, 6):
        play.click_button(app, "◀ Back")             # a new table at that move
        play.settle(app)
        table = app.stack.top
        assert len(table.rules.log) == moves
        assert table.hand.whose == other and not table.hand.follow
        assert table.sheet() == as_of(data, other, moves)
    play.click_button(app, "Follow the turn")
    play.click_button(app, "◀ Back")
    play.settle(app)
    table = app.stack.top
    assert table.hand.follow and table.hand.whose == table.rules.log[-1].action.seat


def test_the_replay_controls_and_banner_keep_clear_of_the_log_and_her_status(app):
    """Found watching a 3-seat game under Xvfb: the log lay over the replay's buttons and
    counter, and the Replay banner over the followed seat's status."""
    data = a_record()
    play.open_launcher(app)
    assert start_replay_data(app, data)
    play.frame(app)
    table = app.stack.top
    controls = [b for b in table.bar.buttons if b.label in
                ("◀ Back", "Pause", "Forward ▶", "½×", "1×", "2×", "4×")]
    assert len(controls) == 7
    for rect in [b.rect for b in controls] + [table.counter]:
        assert table.side_rect.contains(rect), rect
        assert not rect.colliderect(table.log_panel.rect), rect
    banner_bottom = table.board_rect.y + 6 + 30
    assert table.status_rect.y >= banner_bottom
    play.click_button(app, "Pause")
    assert not table.replay.playing


def test_the_seat_shown_is_the_notebook_on_screen_the_followed_one_or_the_picked_one(app):
    """The shell's `shown_seat()` names whose notebook the replay shows (no seat's screen
    is up): the seat who acted last while following the turn, the watcher's pick after a
    tab."""
    data = a_record()
    paused_at(app, data, 8)
    table = app.stack.top
    last = table.rules.log[-1].action.seat
    assert table.watching and table.viewer is None
    assert table.shown_seat() == last
    shown(app, 1 - last)
    assert app.stack.top.shown_seat() == 1 - last
    play.click_button(app, "Follow the turn")
    play.settle(app)
    assert app.stack.top.shown_seat() == last
