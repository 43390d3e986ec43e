"""The doodle table driven by synthetic mouse and key events (SDL dummy driver)."""
from __future__ import annotations

import json

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.doodle.actions import BuildWall, FinishPath, PathStep, PlayCard
from game.games.doodle.state import Phase
from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.doodle import open_table, shot_scenes
from tests import play
from tests.doodle.helpers import STRAIGHT, cells, walk_path
from tests.doodle.mouse import do, ghost_pose
from tests.ui.helpers import button, click, key, move, pass_handoffs, press, release, wheel

HOT = [Seat("Ann"), Seat("Bo")]


def open_session(app, seats=HOT, seed=4):
    session = Session.start(game_info("doodle"), seats, seed)
    table = open_table(app, session)
    app.stack.push(table)
    pass_handoffs(app)
    assert app.stack.top is table and table.looking
    return session, table


def give(session, table, card):
    """Script the draft: the seat to pick gets `card` now."""
    s = session.rules.state
    if card not in s.display:
        s.display[0] = card
    table.changed()
    seat = s.to_pick[0]
    click(table.app, dict(table.display_rects())[card].center)
    assert s.building is not None and s.building.card == card
    return seat


def test_clicking_a_display_card_picks_it(app):
    session, table = open_session(app)
    seat = session.rules.state.to_pick[0]
    card = session.rules.state.display[1]
    click(app, dict(table.display_rects())[card].center)
    assert f"{session.rules.seat_name(seat)} takes card #{card}." in session.log_for(None)


def test_the_wall_ghost_turns_mirrors_shows_red_reasons_and_places(app):
    session, table = open_session(app)
    seat = give(session, table, 16)                           # L4, Orc
    pos = table.sheet.centre(3 * 8 + 3)                      # D4
    move(app, pos)
    first = table.ghost_cells()
    wheel(app, pos)
    assert table.ghost.turns == 1 and table.ghost_cells() != first
    click(app, pos, button=3)
    assert table.ghost.turns == 2
    key(app, pygame.K_m)
    assert table.ghost.mirrored
    # a formation that would seal H1 off is red with the reason and the rules' section
    sheet = session.rules.state.sheets[seat]
    sheet.cells[6] = "wall"                                  # G1
    table.changed()
    target = BuildWall(seat, (14, 15, 23, 31))               # G2 H2 H3 H4: H1 sealed
    turns, mirrored, cell = ghost_pose(table, target)
    table.ghost.turns, table.ghost.mirrored = turns, mirrored
    move(app, table.sheet.centre(cell))
    verdict = table.verdict(table.ghost_action())
    assert not verdict.legal and "cut H1 off" in verdict.reason and "doodle §4.3" in \
        verdict.reason
    click(app, table.sheet.centre(cell))
    assert sheet.cells[15] == "" and any("doodle §4.3" in t.text for t in app.toasts)
    do(app, table, BuildWall(seat, (27, 28, 29, 35)))         # a legal L4
    assert [sheet.cells[i] for i in (27, 28, 29, 35)] == ["wall"] * 4


def test_lit_spaces_piece_reasons_undo_and_done(app):
    session, table = open_session(app)
    seat = give(session, table, 57)                           # Orc, Trap
    sheet = session.rules.state.sheets[seat]
    assert len(table.lit_cells()) == 78                       # all but A1 and H10
    click(app, table.sheet.centre(20))                        # E3
    assert sheet.cells[20] == "orc"
    assert 21 not in table.lit_cells() and 28 not in table.lit_cells()
    click(app, table.sheet.centre(21))                        # F3 touches the orc
    assert sheet.cells[21] == "" and any("never touch" in t.text for t in app.toasts)
    key(app, pygame.K_z, pygame.KMOD_CTRL)                    # undo the orc
    sheet = session.rules.state.sheets[seat]                  # undo restores a copy
    assert sheet.cells[20] == ""
    click(app, table.sheet.centre(20))
    click(app, table.sheet.centre(29))                        # F4: diagonal is fine
    assert sheet.cells[29] == "trap"
    click(app, button(table, "Done"))
    assert session.rules.state.building is None
    assert isinstance(app.stack.top, HandoffScene)            # the next human seat


def test_an_element_that_fits_nowhere_is_declared_lost(app):
    session, table = open_session(app)
    seat = session.rules.state.to_pick[0]
    full = ["goblin"] * 80
    full[0] = full[79] = ""
    session.rules.state.sheets[seat].cells = full
    give(session, table, 38)                                  # Trap, Improvement
    app.step(dt=0.0)
    assert any("loses a trap: it fits nowhere" in t.text for t in app.toasts)
    assert table.element() == "improvement"


def test_treasure_notes_and_improvement_boxes_by_click(app):
    session, table = open_session(app)
    seat = give(session, table, 47)                           # Improvement, Improvement
    box = table.track.boxes[("treasure", 1)]
    click(app, box.center)                                    # not the first box
    assert session.rules.state.sheets[seat].ticks.get("treasure", 0) == 0
    assert any("next one is box 1" in t.text for t in app.toasts)
    click(app, table.track.boxes[("treasure", 0)].center)
    click(app, table.track.boxes[("treasure", 1)].center)
    assert table.view()["sheets"][seat]["levels"]["treasure"] == 2
    key(app, pygame.K_RETURN)                                 # Enter = Done
    pass_handoffs(app)
    seat = give(session, table, 25)                           # Goblin, Treasure
    click(app, table.sheet.centre(10))
    click(app, table.sheet.centre(10))                        # the treasure under it
    assert session.rules.state.sheets[seat].treasures == [10]
    assert table.view()["private"]["treasures"] == [10]
    other = 1 - seat
    assert json.dumps(session.rules.view(other)).count('"treasures"') == 1
    assert session.rules.view(other)["private"]["treasures"] == []


def _to_paths(session, table):
    s = session.rules.state
    s.phase, s.building, s.to_pick, s.display = Phase.PATH, None, [], []
    s.drawers = [1, 0]
    for sheet in s.sheets:
        sheet.path = [0]
    s.sheets[0].cells = cells("""
        .#......
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        ........
        ........""")
    table.changed()
    pass_handoffs(table.app)


def test_dragging_draws_the_hero_path_and_dragging_back_erases(app):
    session, table = open_session(app)
    _to_paths(session, table)
    assert table.viewer == 1 and table.shown_owner() == 0
    def path():
        return session.rules.state.sheets[0].path                 # undo restores a copy
    p = table.sheet
    press(app, p.centre(0))
    for name in ["A2", "A3", "B3", "C3"]:
        move(app, p.centre(session.rules.geo.parse(name)), held=True)
    assert path() == walk_path(session.rules, ["A1", "A2", "A3", "B3", "C3"])
    move(app, p.centre(session.rules.geo.parse("B3")), held=True)   # back along the line
    assert path() == walk_path(session.rules, ["A1", "A2", "A3", "B3"])
    geo = session.rules.geo
    move(app, p.centre(geo.parse("B2")), held=True)
    move(app, p.centre(geo.parse("B1")), held=True)                 # a wall: refused
    release(app, p.centre(geo.parse("B1")))
    assert path()[-1] == geo.parse("B2")
    press(app, p.centre(geo.parse("B2")))
    move(app, p.centre(geo.parse("B3")), held=True)                 # back: erases B2
    release(app, p.centre(geo.parse("B3")))
    assert path()[-1] == geo.parse("B3") and len(path()) == 4
    for name in ["B4", "B5", "B6", "B7", "B8", "B9", "B10", "C10", "D10", "E10", "F10",
                 "G10", "H10"]:
        do(app, table, PathStep(1, session.rules.geo.parse(name)))
    assert path()[-1] == 79
    key(app, pygame.K_RETURN)
    assert session.rules.state.sheets[0].path_done
    assert session.rules.state.sheets[0].path_done and session.rules.to_act() == {0}


def test_a_quick_drag_that_skips_cells_draws_every_step(app):
    session, table = open_session(app)
    _to_paths(session, table)
    geo = session.rules.geo
    press(app, table.sheet.centre(0))
    move(app, table.sheet.centre(geo.parse("A5")), held=True)      # four cells at once
    move(app, table.sheet.centre(geo.parse("D6")), held=True)      # a diagonal jump
    release(app, table.sheet.centre(geo.parse("D6")))
    assert session.rules.state.sheets[0].path == walk_path(
        session.rules, ["A1", "A2", "A3", "A4", "A5", "B5", "C5", "D5", "D6"])


def to_decision(app, table) -> None:
    """Let the walk play at a new player's speed and pass the hand-offs, until the table
    waits for a person's decision."""
    play.until(app, lambda: (isinstance(app.stack.top, HandoffScene) and
                             play.pass_hand_off(app) is None) or (
        app.stack.top is table and table.acting_here() and not table.showing_move),
        what="a person's card decision")


def test_phase_c_cards_are_played_from_the_hand_and_passing_by_button(app):
    session, table = open_session(app)
    s = session.rules.state
    s.phase, s.building, s.to_pick, s.drawers = Phase.PATH, None, [], [s.first]
    for sheet in s.sheets:
        sheet.path, sheet.path_done = walk_path(session.rules, STRAIGHT), True
        sheet.cells[2] = "trap"                               # C1
    session.apply(FinishPath(s.first))
    table.changed()
    to_decision(app, table)
    owner = s.stop.owner
    assert table.viewer == owner and table.hand()
    card = s.hands[owner][0]
    verdict = table.verdict(PlayCard(owner, card))
    click(app, dict(table.hand_rects())[card].center)
    if verdict.legal:
        assert card in s.action_discard or card in s.hands[owner]
        assert any("plays" in line for line in session.log_for(None))
    else:
        assert any(verdict.reason in t.text for t in app.toasts)
        click(app, button(table, "Play no card"))
    assert f"{session.rules.seat_name(owner)} plays" in " ".join(session.log_for(None))


def test_each_rival_card_window_comes_behind_a_hand_off(app):
    session, table = open_session(app, [Seat("Ann"), Seat("Bo"), Seat("Cy")])
    s = session.rules.state
    s.phase, s.building, s.to_pick, s.drawers = Phase.PATH, None, [], [s.first]
    for sheet in s.sheets:
        sheet.path, sheet.path_done = walk_path(session.rules, STRAIGHT), True
        sheet.cells[2] = "trap"
    session.apply(FinishPath(s.first))
    table.changed()
    to_decision(app, table)
    owner = s.stop.owner
    assert s.stop.windows[0] == ("blue", owner) and table.viewer == owner
    play.click_button(app, "Play no card")
    play.until(app, lambda: isinstance(app.stack.top, HandoffScene), what="the hand-off")
    rival = (owner + 1) % 3
    assert app.stack.top.name == session.rules.seat_name(rival)
    assert "red card" in app.stack.top.note
    play.key(app, pygame.K_RETURN)
    play.frame(app)
    assert table.viewer == rival and table.looking
    assert table.view()["private"]["hand"] == s.hands[rival]


def test_a_save_resumes_in_phase_c_at_the_same_place(app, tmp_path):
    from game.core.save import read_save
    session = Session.start(game_info("doodle"), [Seat("Ann"), Seat("Bo", bot="greedy")], 8,
                            save_path=tmp_path / "doodle.json")
    from game.ui.tables.doodle.shots import drive
    drive(session, lambda s, e: s.rules.view(None)["phase"] == "heroes", wander=True)
    again = Session.resume(game_info("doodle"), read_save(tmp_path / "doodle.json"))
    assert again.rules.state == session.rules.state
    table = open_table(app, again)
    app.stack.push(table)
    pass_handoffs(app)
    assert table.public()["phase"] in ("heroes", "over")


@pytest.mark.parametrize("index", range(11))
def test_every_shot_scene_renders(app, index):
    from game.ui.shots import render_scene
    scenes = shot_scenes(app)
    name, scene = scenes[index]
    surface = render_scene(app, scene)
    assert surface.get_size() == (1280, 720), name


def test_hovering_a_card_tells_what_it_does(app):
    session, table = open_session(app)
    card, rect = table.display_rects()[0]
    move(app, rect.center)
    app.render()
    name = session.rules.content.action_of(card).name
    assert table.note.startswith(f"Card #{card}. Build, left to right:") and name in table.note


def test_the_owner_reads_where_she_hid_her_treasure_and_only_that(app):
    """Ann's log read both "Ann hides a treasure." and "Ann hides a treasure on C2.": she
    reads only the second, Bo only the first."""
    session, table = open_session(app)
    ann = give(session, table, 25)                            # Goblin, Treasure
    name = session.rules.seat_name(ann)
    click(app, table.sheet.centre(10))
    click(app, table.sheet.centre(10))                        # the treasure under it
    play.settle(app)
    mine = table.log_lines()
    assert f"{name} hides a treasure on C2." in mine
    assert f"{name} hides a treasure." not in mine
    if table.public()["building"] is not None:
        key(app, pygame.K_RETURN)                             # Enter = Done
    pass_handoffs(app)
    assert table.viewer == 1 - ann and table.looking
    play.settle(app)
    theirs = table.log_lines()
    assert f"{name} hides a treasure." in theirs
    assert not any("hides a treasure on" in line for line in theirs)


def test_a_public_line_gives_way_only_to_its_own_secret_line():
    from game.core.session import LogLine, restated
    public = LogLine("Ann draws 2 cards.", None)
    assert restated(public, LogLine("Ann draws 2 cards (#3, #9).", frozenset({0})))
    assert not restated(public, LogLine("Ann draws 1 card.", frozenset({0})))
    assert not restated(public, LogLine("Ann draws 2 cards (two).", None))   # both public
    treasure = LogLine("Bo hides a treasure.", None)
    assert not restated(treasure, LogLine("Bo hides a treasured map.", frozenset({1})))
    assert not restated(treasure, None)
