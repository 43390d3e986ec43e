"""The Trapper table driven by synthetic mouse and key events (SDL dummy driver)."""
from __future__ import annotations

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.trapper.actions import UseLayout
from game.games.trapper.state import Phase
from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.trapper import open_table, shot_scenes
from game.ui.tables.trapper.shots import drive
from tests import play
from tests.trapper.helpers import FILLER, build, settled_button, settled_click, settled_key
from tests.ui.helpers import button, click, drag_to, key, pass_handoffs, press, release


def show(app, session, steps=3):
    """Open the session's table and click through any hand-off."""
    table = open_table(app, session)
    app.stack.push(table)
    pass_handoffs(app, steps)
    return table


def open_session(app, seats, seed=4):
    session = Session.start(game_info("trapper"), seats, seed)
    table = show(app, session)
    assert app.stack.top is table and table.looking
    return session, table


HOT = [Seat("Ann"), Seat("Bo")]


def test_dragging_paints_a_wall_stroke_and_ctrl_z_takes_it_back(app):
    session, table = open_session(app, HOT)
    p = table.painter
    press(app, p.centre((3, 3)))
    drag_to(app, p.centre((4, 3)))
    drag_to(app, p.centre((5, 3)))
    release(app, p.centre((5, 3)))
    assert session.rules.state.dungeons[0].walls == {(3, 3), (4, 3), (5, 3)}
    assert "Ann paints 3 walls (3/20)." in session.log_for(0)
    assert "3/20" in [c.note for c in table.chips if c.key == "walls"][0]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.rules.state.dungeons[0].walls == set()
    press(app, p.centre((3, 3)))                       # a stroke starting on floor paints,
    release(app, p.centre((3, 3)))
    press(app, p.centre((3, 3)))                       # one starting on a wall erases
    release(app, p.centre((3, 3)))
    assert session.rules.state.dungeons[0].walls == set()


def test_a_wall_that_would_cut_tiles_off_shows_them_red_with_the_reason(app):
    session, table = open_session(app, HOT)
    session.apply(UseLayout(0, "serpent-gallery"))
    table.changed()
    p = table.painter
    press(app, p.centre((2, 1)))                       # (1,1) would be sealed off
    preview = table.preview()
    assert preview is not None and not preview.legal
    assert preview.cut_off == ((1, 1),) and "cut (1,1) off" in preview.reason
    release(app, p.centre((2, 1)))
    assert (2, 1) not in session.rules.state.dungeons[0].walls


def test_tools_place_the_heirloom_and_traps_and_right_click_or_wheel_turns_a_fan(app):
    session, table = open_session(app, HOT)
    chip = {c.key: c for c in table.chips}
    click(app, chip["heirloom"].rect.center)
    click(app, table.painter.centre((9, 1)))
    assert session.rules.state.dungeons[0].heirloom == (9, 1)
    click(app, {c.key: c for c in table.chips}["fan"].rect.center)
    assert table.hand.tool == "fan" and table.hand.facing == "E"
    press(app, table.painter.centre((5, 5)), button=3)
    assert table.hand.facing == "S"
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)])
    assert table.hand.facing == "W"
    click(app, table.painter.centre((5, 5)))
    trap = session.rules.state.dungeons[0].traps[(5, 5)]
    assert (trap.kind, trap.facing) == ("fan", "W")
    lit = table.lit_cells()
    assert (5, 5) not in lit and (1, 6) not in lit and (9, 1) not in lit and (4, 4) in lit


def test_confirm_names_the_problems(app):
    session, table = open_session(app, HOT)
    confirm = next(b for b in table.bar.buttons if b.label == "Confirm dungeon")
    click(app, confirm.rect.center)
    assert any("no Prized Heirloom placed" in t.text for t in app.toasts)
    assert session.rules.state.builder == 0


def test_roll_start_raid_and_steps_by_arrow_key_and_click(app):
    from game.games.trapper.actions import ConfirmSetup
    for seed in range(30):
        session, table = open_session(app, [Seat("Ann"), Seat("Bo", bot="greedy")], seed)
        session.apply(UseLayout(0, "random"))
        session.apply(ConfirmSetup(0))
        drive(session, lambda s, e: s.rules.state.phase is not Phase.SETUP)
        if session.rules.state.active == 0:
            break
    table.changed()
    app.step(dt=0.0)
    settled_button(app, table, "Roll")
    assert session.rules.state.phase is Phase.TRAPPING
    settled_button(app, table, "Start raid")
    assert session.rules.state.phase is Phase.RAID and session.rules.state.adventurer == (1, 6)
    app.step(dt=0.0)
    assert table.shown_board()["owner"] == 1 and not table.shown_board()["full"]
    walls = session.rules.state.dungeons[1].walls
    before = len(session.rules.log)
    settled_key(app, pygame.K_UP)
    if (1, 5) in walls:
        assert len(session.rules.log) == before and any("wall" in t.text for t in app.toasts)
    else:
        assert len(session.rules.log) == before + 1
        assert any("steps to (1,5)" in line for line in session.log_for(None))
        if session.rules.state.phase is Phase.RAID and session.rules.state.active == 0:
            here = session.rules.state.adventurer
            back = (here[0], here[1] + 1)
            settled_click(app, table.painter.centre(back))
            assert session.rules.state.adventurer in (back, None) or \
                session.rules.state.phase is not Phase.RAID


@pytest.mark.parametrize("index", range(10))
def test_every_shot_scene_renders(app, index):
    from game.ui.shots import render_scene
    name, scene = shot_scenes(app)[index]
    surface = render_scene(app, scene)
    assert surface.get_size() == (1280, 720)


def test_a_save_resumes_mid_raid(app):
    from game.core.save import parse_save
    import json
    s = Session.start(game_info("trapper"), [Seat("Ann"), Seat("Bo", bot="greedy")], 5)
    drive(s, lambda s, e: s.rules.state.phase is Phase.RAID and s.rules.state.active == 0
          and s.rules.state.adventurer != (1, 6))
    data = parse_save(json.loads(json.dumps(s.save_data().to_dict())))
    resumed = app.load_session(data, None)
    table = open_table(app, resumed)
    app.stack.push(table)
    play.settle(app)
    if isinstance(app.stack.top, HandoffScene):       # a raid is public: none is needed
        play.pass_hand_off(app)
        play.settle(app)
    assert app.stack.top is table
    assert table.shown_board()["owner"] == 1 and not table.shown_board()["full"]
    assert table.adventurer_at() == table.painter.centre(s.rules.state.adventurer)


@pytest.mark.animations_off   # a whole game's moves: about the replay's final state, not
def test_a_finished_game_replays(app):   # the animations (minutes of frames at the default)
    from game.core.save import parse_save
    from game.ui.replay import replay_session
    import json
    s = Session.start(game_info("trapper"), [Seat("Ann"), Seat("Bo", bot="greedy")], 5)
    drive(s, lambda s, e: False)
    replay = replay_session(app, parse_save(json.loads(json.dumps(s.save_data().to_dict()))))
    scene = open_table(app, replay)
    app.stack.push(scene)
    for _ in range(len(s.rules.log) + 5):
        app.step(dt=0.0)
    assert replay.rules.is_over() and replay.rules.state == s.rules.state


def test_the_watched_raid_screen_shows_only_the_public_log(app):
    from game.games.trapper.actions import PlaceTrap, RollAP, StartRaid
    session = Session.start(game_info("trapper"), HOT, 2)
    build(session.rules, 0, FILLER)
    build(session.rules, 1, FILLER)
    seat = session.rules.state.active
    session.rules.dice.script([6, 6])
    session.apply(RollAP(seat))
    session.apply(PlaceTrap(seat, "spikes", (5, 3), None))
    assert any("buys Floor Spikes" in line for line in session.log_for(seat))
    session.apply(StartRaid(seat))
    table = show(app, session)
    play.settle(app)
    assert table.viewer == seat and table.public_screen()
    shown = table.log_panel._lines
    assert shown and not any("buys" in line for line in shown)
    assert any("fogs a tile at (5,3)" in line for line in shown)


@pytest.mark.animations_off   # sixty turns of hand-offs to the turn limit's draw: about the
def test_a_whole_hot_seat_game_with_the_mouse_reaches_the_end_screen(app):   # count, and
    """(At the default speed the dice of 60 turns alone would take minutes of frames; the
    animated table is played from launcher to end screen in test_end_to_end.)"""
    from game.ui.scenes.confirm import ConfirmScene
    from game.ui.scenes.end import EndScene
    session = Session.start(game_info("trapper"), HOT, 8, options={"turn_limit": True})
    table = open_table(app, session)
    app.stack.push(table)
    handoffs = 0
    for _ in range(400):
        play.settle(app)
        top = app.stack.top
        if isinstance(top, EndScene):
            break
        if isinstance(top, HandoffScene):
            handoffs += 1
            settled_click(app, (640, 360))
            continue
        if isinstance(top, ConfirmScene):
            settled_button(app, top, "Concede")
            continue
        labels = {b.label: b for b in table.bar.buttons}
        phase = table.phase()
        if phase == "setup":
            settled_button(app, table, "Random dungeon")
            settled_button(app, table, "Confirm dungeon")
        elif phase == "roll":
            settled_button(app, table, "Roll 2d6 for AP")
        elif phase == "trapping":
            settled_click(app, next(b for n, b in labels.items() if "raid" in n or "End turn" in n)
                  .rect.center)
        elif phase == "raid":
            settled_button(app, table, "Concede the raid")
    assert isinstance(app.stack.top, EndScene)
    assert session.rules.state.draw and session.rules.state.turn == 60
    assert handoffs >= 61          # before each setup and each turn's private stage


def test_steps_slide_and_fog_lifts_with_an_animation(tmp_path):
    from game.games.trapper.actions import RollAP, StartRaid, Step
    from game.ui.app import App
    from game.ui.settings import Settings
    app = App(size=(1280, 720), settings=Settings(animation_speed=1.0), strict=True,
              save_path=tmp_path / "a.json")
    session = Session.start(game_info("trapper"), HOT, 2)
    bo = FILLER.replace("@.k.k....", "@sk......")          # Floor Spikes at (2,6)
    build(session.rules, 0, bo)
    build(session.rules, 1, bo)
    seat = session.rules.state.active
    session.rules.dice.script([6, 6])
    session.apply(RollAP(seat))
    session.apply(StartRaid(seat))
    table = show(app, session, 5)
    for _ in range(120):                                  # let the dice settle
        app.step(dt=1 / 30)
    session.rules.dice.script([1])
    table.act(Step(seat, "E"))
    start, end = table.painter.centre((1, 6)), table.painter.centre((2, 6))
    app.step(dt=0.05)                                     # the step starts to animate
    app.step(dt=0.05)
    mid = table.adventurer_at()
    assert start[0] < mid[0] < end[0]                     # sliding between the tiles
    for _ in range(4):
        app.step(dt=0.05)
    fog = table.pending_reveals()
    assert (2, 6) in fog and 0 < fog[(2, 6)] < 255         # the fog is fading
    for _ in range(200):
        app.step(dt=1 / 30)
    assert table.pending_reveals() == {} and table.adventurer_at() == end
    assert "Floor Spikes: 1 < fortitude 12" in table.caption


def test_a_tile_just_filled_shows_no_red_refusal_until_the_pointer_leaves_it(app):
    """After a click put the heirloom on a tile, that tile drew at once, in red, 'The
    heirloom is already at (9,1)' under the pointer that had just placed it."""
    session, table = open_session(app, HOT)
    click(app, {c.key: c for c in table.chips}["heirloom"].rect.center)
    click(app, table.painter.centre((9, 1)))
    assert session.rules.state.dungeons[0].heirloom == (9, 1)
    assert table.preview() is None
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=table.painter.centre((8, 1)),
                                 rel=(1, 1), buttons=(0, 0, 0))])
    assert table.preview() is not None and table.preview().legal
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=table.painter.centre((9, 1)),
                                 rel=(1, 1), buttons=(0, 0, 0))])
    assert table.preview() is not None and not table.preview().legal   # back: it says why
