"""The Rial table driven by posted mouse and key events at a new player's settings."""
from __future__ import annotations

import pygame

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.save import FORMAT_VERSION
from game.core.session import Session
from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.rial import open_table
from tests import play
from tests.rial.helpers import put
from tests.rial.screen import (HOT, at_trade_step, open_session, ready, refresh, roll,
                               roll_and_move, roll_label, scripted)
from tests.ui.helpers import double_click


def test_capabilities_with_plus_and_minus_and_no_hand_off(app):
    """rial §3.6: the sum shows live, an illegal total is explained; rial §6 (rule 25): the
    next human seat's turn needs no hand-off screen."""
    session, table = open_session(app)
    places = [b.rect.copy() for b in table.panel_buttons]
    play.click_button(app, "+")                           # Health 3: the sum is 13
    assert [b.rect for b in table.panel_buttons] == places, "the +/- rows moved"
    go = play.find_button(app, "Set out", enabled=False)
    assert not go.enabled and "add up to 13" in go.disabled_reason
    assert any("now 13" in line for line in table.panel_lines)
    play.click_button(app, "−  Luck")                     # 12 again
    play.click_button(app, "Set out")
    assert session.rules.state.players[0].caps["health"] == 3
    assert session.rules.state.players[0].caps["luck"] == 1
    assert not isinstance(app.stack.top, HandoffScene) and table.viewer == 1
    play.click_button(app, "Set out")
    assert session.rules.state.phase == "play"
    assert not isinstance(app.stack.top, HandoffScene)


def test_roll_lights_the_move_ends_and_a_click_walks_the_route(app):
    session, table = ready(app)
    seat = roll(app, table)
    assert session.rules.state.stage == "move"
    ends = sorted(table.lit())
    assert ends
    target = ends[0]
    play.move(app, table.geo.centre(target))
    route = table.hovered_route()
    assert route and route[-1] == target
    play.click(app, table.geo.centre(target))
    play.settle(app)
    player = session.rules.state.players[seat]
    assert player.pos == target or session.rules.state.stage != "move"


def test_a_click_off_the_lit_squares_explains_why(app):
    session, table = scripted(app, at=("B2", "L12"))
    roll(app, table, 1)
    far = session.rules.layout.square_at("K11")
    play.move(app, table.geo.centre(far))
    assert table.hovered_refusal() is not None and "K11" in table.hovered_refusal()[1]
    play.click(app, table.geo.centre(far))
    assert table.hovered_refusal() is not None and "cannot end a move of 1" in \
        table.hovered_refusal()[1]
    assert not app.toasts, "the refusal shows twice: the hover bubble and a toast"


def blocker_table(app, strength):
    session, table = scripted(app, at=("A1", "L12"))
    rules = session.rules
    p = rules.state.players[0]
    p.caps["strength"], p.caps["luck"] = strength, 0
    put(rules, "B1", "door", 4)
    refresh(table)
    roll_and_move(app, table, 1, "B1")
    return session, table, 0


def test_blocker_panel_shows_the_number_and_pass_or_fail(app):
    session, table, seat = blocker_table(app, 4)
    assert session.rules.state.stage == "blocker"
    labels = [b.label for b in table.panel_buttons]
    assert "Strength 4 vs 4: passes" in labels
    play.click_button(app, "Strength 4")
    assert session.rules.state.players[seat].pos == session.rules.layout.square_at("B1")
    session, table, seat = blocker_table(app, 3)
    assert "Strength 3 vs 4: fails" in [b.label for b in table.panel_buttons]


def test_undo_names_whose_move_it_takes_back_on_the_shared_screen(app):
    """The undo policy: on Ben's turn the button reads "Undo Ann's move" (never a plain
    "Undo" that looks like Ben's own), takes back Ann's move that turned nothing up, and
    is gone once Ben has rolled."""
    session, table = scripted(app, at=("B2", "L12"))
    rules = session.rules
    roll_and_move(app, table, 1, "B3")
    assert rules.state.players[0].pos == rules.layout.square_at("B3")
    assert rules.state.active == 1 and table.viewer == 1
    assert play.find_button(app, "Undo Ann's move") is not None
    assert "Undo" not in play.labels(app)
    play.click_button(app, "Undo Ann's move")
    play.settle(app)
    assert rules.state.players[0].pos == rules.layout.square_at("B2")
    assert rules.state.stage == "move" and rules.state.active == 0
    play.click(app, table.geo.centre(rules.layout.square_at("B3")))
    play.settle(app)
    roll(app, table, 2)                                 # Ben rolls: Ann's move is final
    assert play.find_button(app, "Undo Ann's move") is None
    play.key(app, pygame.K_z, pygame.KMOD_CTRL)         # Ctrl+Z has nothing to take back
    assert rules.state.players[0].pos == rules.layout.square_at("B3")


def test_trade_both_seats_confirm(app):
    session, table = at_trade_step(app)
    rules = session.rules
    me, them = rules.state.players
    play.click_button(app, "Give: Rope")
    play.click_button(app, "Get: Key")
    play.click_button(app, "Offer")
    play.settle(app)
    assert rules.state.stage == "answer" and table.viewer == 1
    play.click_button(app, "Accept")
    assert me.items == ["key"] and them.items == ["rope"]


def test_double_click_on_roll_rolls_once(app):
    session, table = ready(app)
    before = len(session.rules.log)
    b = play.find_button(app, roll_label(session.rules))
    double_click(app, b.rect.center)
    assert len(session.rules.log) == before + 1


def test_the_alarm_rings_and_play_stops_at_once(app, tmp_path):
    """rial §5: when the time runs out play stops at once, and the end screen follows."""
    from game.sound.player import recording
    session, table = ready(app, options={"alarm_minutes": 5}, tmp_path=tmp_path)
    assert table.clock.running and 285 < table.clock.left() <= 300
    heard = recording(app.sounds)
    play.until(app, lambda: table.clock.left() < 61, limit=320.0, what="the last minute")
    assert "alarm_tick" not in heard()          # silent until its last minute
    play.until(app, session.rules.is_over, limit=320.0, what="the alarm to ring")
    assert session.rules.state.ended_by == "alarm"
    alarm = [name for name in heard() if name.startswith("alarm")]
    assert 55 <= alarm.count("alarm_tick") <= 61 and alarm[-1] == "alarm_ring"
    play.until(app, lambda: table.end_shown, what="the end screen")


def test_round_limit_option_shows_rounds_not_a_clock(app):
    session, table = ready(app, options={"end": "rounds", "round_limit": 10})
    assert not table.clock.running
    assert any("Round 1 of 10" in line for line in table.status())


def test_animated_walks_flips_and_chance_cards_play_without_a_hitch(tmp_path):
    """At normal speed: pawns hop square by square, cards flip, Chance cards show; the
    panels keep the view of before the move until its events have played."""
    from game.ui.app import App
    from game.ui.settings import Settings
    app = App(size=(1280, 720), settings=Settings(animation_speed=1.0), strict=True,
              save_path=tmp_path / "a.json")
    seats = [Seat("Ann", "explorer"), Seat("Ben", "explorer"), Seat("Cy", "explorer")]
    session = Session.start(game_info("rial"), seats, 3, {"end": "rounds", "round_limit": 10})
    table = open_table(app, session)
    app.stack.push(table)
    seen = set()
    for _ in range(600):
        app.step(dt=0.05)
        if table.animations:
            seen.add(table.animations[0].kind)
        if table.walking:
            seen.add("walking")
    assert {"step", "flip", "walking"} <= seen
    assert session.rules.state.round > 1


def start_alarm_game(app):
    """A hot-seat game with a 10-minute alarm, started as the launcher does, set out."""
    app.start_game(game_info("rial"), HOT, 21, {"alarm_minutes": 10})
    table = app.stack.top
    play.frame(app)
    while table.rules.state.phase == "caps":
        play.click_button(app, "Set out")
    return table


def test_save_and_quit_then_continue_resumes_the_alarm_with_the_time_left(app):
    """rial §5: Save and quit, then Continue: the clock goes on from where it stopped (the
    seconds used are in the save itself, no file beside it)."""
    import json
    from game.ui.tables.rial.scene import RialTable
    table = start_alarm_game(app)
    play.wait(app, 12.0)
    left = table.clock.left()
    assert 578 < left < 589         # 12 s of play (and the machine's own time, at most a few)
    play.key(app, pygame.K_ESCAPE)
    play.wait(app, 20.0)                               # paused: not counted
    play.click_button(app, "Save and quit")
    saved = json.loads(app.save_path_for("rial").read_text())
    assert abs(saved["clock_used"] - (600 - left)) < 1.0
    assert not list(app.saves_dir.glob("*.alarm"))
    play.click(app, play.tile_button(app, "rial", "Continue").rect.center)
    again = app.stack.top
    assert isinstance(again, RialTable) and again is not table
    assert 0 < left - again.clock.left() < 4.0   # the Esc key's moment, not the pause
    play.wait(app, 5.0)
    assert 4.0 <= left - again.clock.left() <= 12.0


def test_a_save_from_before_the_alarm_field_takes_the_old_side_file_once(app):
    """Format 1 saves kept the alarm beside the save (`<save>.alarm`, keyed by seed and
    names): Continue reads it once and removes it."""
    import json
    table = start_alarm_game(app)
    play.click_button(app, "Menu")
    play.click_button(app, "Save and quit")
    path = app.save_path_for("rial")
    old = json.loads(path.read_text())
    old["format_version"] = 1
    del old["clock_used"]
    path.write_text(json.dumps(old))
    side = path.with_name(path.name + ".alarm")
    side.write_text(json.dumps({"key": "21:Ann,Ben", "used": 120.0}))
    play.click(app, play.tile_button(app, "rial", "Continue").rect.center)
    again = app.stack.top
    assert 474 < again.clock.left() <= 480
    assert not side.exists()
    play.click_button(app, "Menu")
    play.click_button(app, "Save and quit")
    assert json.loads(path.read_text())["format_version"] == FORMAT_VERSION
