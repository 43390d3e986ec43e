"""Issue 19's Rial defects, each played through the real scenes at a new player's settings
(animations at normal speed, the real loop's frame times and idle waits)."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.save import FORMAT_VERSION
from tests import play
from tests.rial.screen import ready, refresh, roll_and_move, scripted, set_out


def test_a_roll_at_normal_speed_lights_the_move_ends_and_a_click_moves(app):
    """The lit squares are worked out once the roll has landed, not while it animates."""
    session, table = ready(app)
    rules = session.rules
    seat = rules.state.active
    play.click_button(app, "Enter: roll")
    if rules.state.stage == "festival":
        play.click(app, table.panel_buttons[0].rect.center)
    play.settle(app)
    assert rules.state.stage == "move"
    ends = sorted(table.lit())
    assert ends, "no square is lit after the roll"
    play.click(app, table.geo.centre(ends[0]))
    assert not any("cannot end a move" in t.text for t in app.toasts)
    assert rules.state.stage != "move" or rules.state.active != seat


ALARM = {"end": "alarm", "alarm_minutes": 5}


def test_the_alarm_follows_the_wall_clock_while_nobody_touches_the_mouse(app):
    """rial §5: a real-time alarm. The idle loop waits 0.5 s between frames; the alarm
    still loses one second per second."""
    session, table = ready(app, options=ALARM)
    start = table.clock.left()
    play.wait(app, 60.0)
    assert 58.5 <= start - table.clock.left() <= 68.0   # (the machine's own time adds)


def test_the_alarm_stops_while_the_pause_menu_is_open(app):
    """rial §5: the clock pauses while the game is paused (Esc), and goes on after Resume."""
    import pygame
    from game.ui.scenes.pause import PauseScene
    session, table = ready(app, options=ALARM)
    play.wait(app, 10.0)
    play.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    left = table.clock.left()
    play.wait(app, 60.0)
    assert abs(table.clock.left() - left) < 0.5
    play.click_button(app, "Resume")
    assert app.stack.top is table
    play.wait(app, 10.0)
    assert 9.0 <= left - table.clock.left() <= 18.0


def test_again_on_an_alarm_game_starts_with_the_whole_alarm(app):
    """Records -> "Again" plays the same deal (seed and names) anew: the alarm starts full,
    not at the time a finished game of the same deal had left."""
    from game.ui.scenes.records import RecordsScene
    from game.ui.tables.rial.scene import RialTable
    info = game_info("rial")
    seats = [Seat("Ann"), Seat("Cy", "explorer")]
    app.start_game(info, seats, 77, dict(ALARM))
    table = app.stack.top
    play.frame(app)
    set_out(app, table)
    play.until(app, lambda: table.rules.is_over(), limit=400.0, what="the alarm to ring")
    assert table.rules.state.ended_by == "alarm"
    assert app.records.matches("rial"), "the finished game was not recorded"
    play.until(app, lambda: table.end_shown, what="the end screen")
    from game.ui.scenes.launcher import LauncherScene
    app.stack.clear_to(LauncherScene(app))
    play.click_button(app, "Records")
    records = app.stack.top
    assert isinstance(records, RecordsScene)
    if records.info.key != "rial":
        play.click_button(app, info.title)
    play.click_button(app, "Again")
    again = app.stack.top
    assert isinstance(again, RialTable) and again is not table
    play.frame(app)
    set_out(app, again)
    play.wait(app, 2.0)
    assert not again.rules.is_over(), "the deal played again ended at once"
    assert again.clock.left() > 285


def test_the_clock_field_of_a_save_is_checked():
    """Format 2's `clock_used` is a number of seconds; anything else is a damaged save, and a
    format 1 save reads as None (the alarm then looks for the old side file)."""
    import pytest
    from game.core.save import SaveError, parse_save, snapshot
    from tests.rial.helpers import match
    data = snapshot(match(2), "").to_dict()
    assert data["clock_used"] == 0.0 and data["format_version"] == FORMAT_VERSION
    for bad in ("12", -1, True, [3], 10**9):
        with pytest.raises(SaveError, match="clock_used"):
            parse_save(dict(data, clock_used=bad))
    assert parse_save(dict(data, clock_used=95.5)).clock_used == 95.5
    old = dict(data, format_version=1)
    del old["clock_used"]
    assert parse_save(old).clock_used is None


@pytest.mark.parametrize("mode,hand", [("coop", ["picks", "healing"]),
                                       ("competitive", ["picks", "healing", "key"])])
def test_trade_ticks_follow_the_items_not_their_places(app, mode, hand):
    """rial §4.9: Ann ticks Ben's Healing potion, then ends without offering. Ben drinks it
    on his turn. On Ann's next trade no item is ticked that she never chose (the Key now in
    the potion's place), and a hand that shrank raises nothing (co-op)."""
    session, table = scripted(app, {"mode": mode})
    rules = session.rules
    ann, ben = rules.state.players
    ann.items, ben.items = ["rope"], list(hand)
    refresh(table)
    roll_and_move(app, table, 1, "B2")                 # onto Ben's square
    assert rules.state.stage == "trade"
    play.click_button(app, "Get: Healing")
    assert play.find_button(app, "✓ Get: Healing") is not None
    play.click_button(app, "No (more) trades")
    assert rules.state.active == 1
    play.click_button(app, "Drink a Healing")
    play.settle(app)
    assert "healing" not in ben.items
    roll_and_move(app, table, 1, "B1")
    play.click_button(app, "No (more) trades")
    assert rules.state.active == 0
    roll_and_move(app, table, 1, "B1")                 # beside Ben again
    assert rules.state.stage == "trade"
    assert not [label for label in play.labels(app) if label.startswith("✓")]
    offer = play.find_button(app, "Offer", enabled=False)
    assert offer is not None and not offer.enabled
