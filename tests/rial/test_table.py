"""The Rial table driven by synthetic mouse and key events (SDL dummy driver)."""
from __future__ import annotations

import pytest

import pygame

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.rial import actions as A
from game.games.rial.state import Card
from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.rial import open_table
from tests.rial.helpers import touch
from tests import play
from tests.ui.helpers import button, click, double_click, key, move

HOT = [Seat("Ann"), Seat("Ben")]


def open_session(app, seats=HOT, seed=4, options=None, tmp_path=None):
    session = Session.start(game_info("rial"), seats, seed, options,
                            save_path=None if tmp_path is None else tmp_path / "rial.json")
    table = open_table(app, session)
    app.stack.push(table)
    app.step(dt=0.0)
    return session, table


def set_out(app, table):
    click(app, button(table, "Set out"))


def test_capabilities_with_plus_and_minus_and_no_hand_off(app):
    """rial §3.6: the sum shows live, an illegal total is explained; rial §6 (rule 25): the
    next human seat's turn needs no hand-off screen."""
    session, table = open_session(app)
    places = [b.rect.copy() for b in table.panel_buttons]
    click(app, button(table, "+"))                        # Health 3: the sum is 13
    assert [b.rect for b in table.panel_buttons] == places, "the +/- rows moved"
    go = next(b for b in table.bar.buttons if b.label.startswith("Set out"))
    assert not go.enabled and "add up to 13" in go.disabled_reason
    assert any("now 13" in line for line in table.panel_lines)
    click(app, button(table, "−  Luck"))                   # 12 again
    set_out(app, table)
    assert session.rules.state.players[0].caps["health"] == 3
    assert session.rules.state.players[0].caps["luck"] == 1
    assert not isinstance(app.stack.top, HandoffScene) and table.viewer == 1
    set_out(app, table)
    assert session.rules.state.phase == "play"
    assert not isinstance(app.stack.top, HandoffScene)


def ready(app, seats=HOT, options=None, tmp_path=None):
    session, table = open_session(app, seats, options=options, tmp_path=tmp_path)
    while session.rules.state.phase == "caps":
        set_out(app, table)
    app.step(dt=0.0)
    return session, table


def roll_label(session) -> str:
    """The roll button of the seat to act: it enters the board first, or moves on it."""
    seat = session.rules.state.active
    return "Enter: roll" if session.rules.state.players[seat].pos < 0 else "Roll"


def roll_to_move(app, session, table) -> int:
    """The seat to act rolls (taking the festival's first choice if it comes): its seat."""
    seat = session.rules.state.active
    click(app, button(table, roll_label(session)))
    if session.rules.state.stage == "festival":
        click(app, table.panel_buttons[0].rect.center)
    return seat


@pytest.mark.animations_off
def test_roll_lights_the_move_ends_and_a_click_walks_the_route(app):
    session, table = ready(app)
    seat = roll_to_move(app, session, table)
    assert session.rules.state.stage == "move"
    ends = sorted(table.lit())
    assert ends
    target = ends[0]
    move(app, table.geo.centre(target))
    route = table.hovered_route()
    assert route and route[-1] == target
    click(app, table.geo.centre(target))
    player = session.rules.state.players[seat]
    assert player.pos == target or session.rules.state.stage != "move"


@pytest.mark.animations_off
def test_a_click_off_the_lit_squares_explains_why(app):
    session, table = ready(app)
    seat = session.rules.state.active
    session.rules.state.players[seat].pos = session.rules.layout.square_at("B2")
    session.rules.state.players[seat].status = "board"
    session.rules.dice.script([1, 1] if session.rules.state.beginning == seat else [1])
    table.act(A.Roll(seat))
    app.step(dt=0.0)
    far = session.rules.layout.square_at("K11")
    move(app, table.geo.centre(far))
    assert table.hovered_refusal() is not None and "K11" in table.hovered_refusal()[1]
    click(app, table.geo.centre(far))
    assert any("cannot end a move of 1" in t.text for t in app.toasts)


def blocker_table(app, strength):
    session, table = ready(app)
    rules = session.rules
    seat = rules.state.active
    p = rules.state.players[seat]
    p.pos, p.status = rules.layout.square_at("A1"), "board"
    p.caps["strength"], p.caps["luck"] = strength, 0
    rules.state.cards[rules.layout.square_at("B1")] = Card("door", 4)
    touch(rules)
    rules.dice.script([1, 1] if rules.state.beginning == seat else [1])
    table.act(A.Roll(seat))
    app.step(dt=0.0)
    table.act(A.Move(seat, (rules.layout.square_at("B1"),)))
    app.step(dt=0.0)
    return session, table, seat


@pytest.mark.animations_off
def test_blocker_panel_shows_the_number_and_pass_or_fail(app):
    session, table, seat = blocker_table(app, 4)
    assert session.rules.state.stage == "blocker"
    labels = [b.label for b in table.panel_buttons]
    assert "Strength 4 vs 4: passes" in labels
    click(app, button(table, "Strength 4"))
    assert session.rules.state.players[seat].pos == session.rules.layout.square_at("B1")
    session, table, seat = blocker_table(app, 3)
    assert "Strength 3 vs 4: fails" in [b.label for b in table.panel_buttons]


@pytest.mark.animations_off
def test_undo_takes_back_a_move_that_revealed_nothing(app):
    session, table = ready(app)
    rules = session.rules
    seat = rules.state.active
    p = rules.state.players[seat]
    p.pos, p.status = rules.layout.square_at("B2"), "board"
    for sq in (rules.layout.square_at(x) for x in ("B3", "C3", "C2")):
        rules.state.cards.pop(sq, None)
    other = 1 - seat
    rules.state.players[other].pos = rules.layout.square_at("L12")
    touch(rules)
    rules.dice.script([1, 1] if rules.state.beginning == seat else [1])
    table.act(A.Roll(seat))
    app.step(dt=0.0)
    click(app, table.geo.centre(rules.layout.square_at("B3")))
    assert p.pos == rules.layout.square_at("B3")
    key(app, pygame.K_z, pygame.KMOD_CTRL)             # the turn passed; nobody acted since
    assert rules.state.players[seat].pos == rules.layout.square_at("B2")
    assert rules.state.stage == "move" and rules.state.active == seat


@pytest.mark.animations_off
def test_trade_both_seats_confirm(app):
    session, table = ready(app)
    rules = session.rules
    seat = rules.state.active
    other = 1 - seat
    me, them = rules.state.players[seat], rules.state.players[other]
    me.pos, me.status, me.items = rules.layout.square_at("A1"), "board", ["rope"]
    them.pos, them.status, them.items = rules.layout.square_at("C1"), "board", ["key"]
    rules.state.cards.pop(rules.layout.square_at("B1"), None)
    touch(rules)
    rules.dice.script([1, 1] if rules.state.beginning == seat else [1])
    table.act(A.Roll(seat))
    app.step(dt=0.0)
    click(app, table.geo.centre(rules.layout.square_at("B1")))
    assert rules.state.stage == "trade"
    click(app, button(table, "Give: Rope"))
    click(app, button(table, "Get: Key"))
    click(app, button(table, "Offer"))
    assert rules.state.stage == "answer" and table.viewer == other
    click(app, button(table, "Accept"))
    assert me.items == ["key"] and them.items == ["rope"]


@pytest.mark.animations_off
def test_double_click_on_roll_rolls_once(app):
    session, table = ready(app)
    before = len(session.rules.log)
    double_click(app, button(table, roll_label(session)))
    assert len(session.rules.log) == before + 1


def test_the_alarm_rings_and_play_stops_at_once(app, tmp_path):
    """rial §5: when the time runs out play stops at once, and the end screen follows."""
    session, table = ready(app, options={"alarm_minutes": 5}, tmp_path=tmp_path)
    assert table.clock.running and 299 < table.clock.left() <= 300
    play.until(app, session.rules.is_over, limit=320.0, what="the alarm to ring")
    assert session.rules.state.ended_by == "alarm"
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
    assert json.loads(path.read_text())["format_version"] == 2
