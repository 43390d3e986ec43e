"""The DungeonLab table driven by synthetic mouse and key events: landing by a click,
moves and shots by buttons and keys, the notebook drawn with the mouse (edges, stamps,
pen, notes, fragments dragged and merged, undo), the hand-off keeping secrets, the end
reveal; wild clicks and keys never raise."""
from __future__ import annotations

import json
import random

import pygame

from game.games.lab.actions import Land, Move
from game.ui.scenes.handoff import HandoffScene
from game.ui.tables.lab import shot_scenes
from tests.lab.helpers import open_showcase
from tests.ui.helpers import (button, click, drag_to, key, move, pass_handoffs, press,
                              release, type_text)


def open_game(app, seats=1):
    session, table = open_showcase(app, seats)
    pass_handoffs(app)
    assert app.stack.top is table and table.looking
    return session, table


def centre(table, x, y):
    return table.pad.at(x + 0.5, y + 0.5)


def done_reading(app, table):
    """The seat that just moved presses Done, and the screen passes to the next seat."""
    assert table.reading == table.viewer
    click(app, button(table, "Done: pass to"))
    pass_handoffs(app)


def test_a_click_lands_then_buttons_and_keys_move_and_shoot(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    p = session.rules.state.players[0]
    assert p.pos == (3, 3, 1)
    click(app, button(table, "↑ North"))
    assert p.pos == (3, 2, 1)
    key(app, pygame.K_DOWN)
    assert p.pos == (3, 3, 1)
    before = p.ammo["bullets"]
    key(app, pygame.K_l)                       # aim east (a key alone never shoots)...
    assert p.ammo["bullets"] == before
    key(app, pygame.K_RETURN)                  # ...and fire the chosen ammo
    assert p.ammo["bullets"] == before - 5
    assert any("Green eyes to the east" in line for line in table.log_lines())


def test_the_notebook_draws_edges_stamps_pen_notes_and_undoes(app):
    session, table = open_game(app)
    click(app, centre(table, 2, 3))
    cell = table.pad.cell
    left, top = table.pad.at(2, 3)
    press(app, (left + cell - 2, top + cell // 2))          # the east side of (2, 3)
    drag_to(app, (left + cell - 2, top + cell + cell // 2))  # and of (2, 4)
    release(app, (left + cell - 2, top + cell + cell // 2))
    page = session.rules.view(0)["me"]["notebook"]["pages"]["1"]
    assert [2, 3, "E", "simple"] in page["edges"] and [2, 4, "E", "simple"] in page["edges"]
    press(app, (left + cell - 2, top + cell // 2))
    release(app, (left + cell - 2, top + cell // 2))
    page = session.rules.view(0)["me"]["notebook"]["pages"]["1"]
    assert [2, 3, "E", "none"] in page["edges"]
    click(app, button(table, "Stamp"))
    click(app, centre(table, 4, 4))
    click(app, button(table, "Note"))
    click(app, centre(table, 1, 1))
    type_text(app, "shop?")
    key(app, pygame.K_RETURN)
    click(app, button(table, "Pen"))
    press(app, centre(table, 1, 5))
    drag_to(app, centre(table, 2, 5))
    drag_to(app, centre(table, 3, 6))
    release(app, centre(table, 3, 6))
    page = session.rules.view(0)["me"]["notebook"]["pages"]["1"]
    assert page["stamps"] == [[4, 4, "lights"]] and page["notes"] == [[1, 1, "shop?"]]
    assert len(page["strokes"]) == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.rules.view(0)["me"]["notebook"]["pages"]["1"]["strokes"] == []
    click(app, button(table, "Eraser"))
    click(app, centre(table, 4, 4))
    assert session.rules.view(0)["me"]["notebook"]["pages"]["1"]["stamps"] == []


def test_the_hand_off_hides_the_other_seats_log_status_and_notebook(app):
    session, table = open_game(app, seats=2)
    first = session.rules.state.active
    click(app, centre(table, 3, 3))                        # lands, reads, passes the screen
    assert not isinstance(app.stack.top, HandoffScene) and table.viewer == first
    click(app, button(table, "Done: pass to"))
    assert isinstance(app.stack.top, HandoffScene)
    pass_handoffs(app)
    second = session.rules.state.active
    assert second != first and table.viewer == second
    lines = table.log_lines()
    assert not any(line.startswith(("You land", "Green eyes", "Lights")) for line in lines)
    assert table.me().get("phase") == "land"
    assert table.sheet() == session.rules.view(second)["me"]["notebook"]


def test_the_end_reveals_the_map_with_routes_and_notebooks(app):
    session, table = open_game(app)
    session.apply(Land(0, 4, 3, 1))
    session.apply(Move(0, "E"))
    state = session.rules.state
    state.players[0].treasure = True
    state.treasure_at = None
    session.apply(Move(0, "E"))
    table.changed()
    app.step(dt=0.0)
    assert session.rules.is_over() and session.rules.result().winners == [0]
    view = table.view()
    assert view["reveal"]["routes"][0][-1][:2] == [6, 3]
    table.end_shown = True
    table.layout(app.size)
    app.step(dt=0.0)
    assert any(b.label == "Ann's notebook" for b in table.bar.buttons)


def test_wild_clicks_and_keys_on_the_notebook_never_raise(app):
    session, table = open_game(app)
    click(app, centre(table, 3, 3))
    rng = random.Random(3)
    w, h = app.size
    tools = ["Walls", "Stamp", "Note", "Pen", "Eraser", "Fragment", "Me"]
    for i in range(120):
        if i % 15 == 0:
            click(app, button(table, tools[(i // 15) % len(tools)]))
        pos = (rng.randrange(0, w), rng.randrange(0, h // 2 + 200))
        if session.rules.is_over():
            break
        choice = rng.random()
        if choice < 0.4:
            press(app, pos)
            drag_to(app, (pos[0] + rng.randint(-80, 80), pos[1] + rng.randint(-80, 80)))
            release(app, pos)
        elif choice < 0.6:
            press(app, pos, button=3)
        elif choice < 0.8:
            move(app, pos)
            type_text(app, "x?")
        else:
            key(app, rng.choice([pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_a,
                                 pygame.K_PAGEUP, pygame.K_2, pygame.K_MINUS]))
    json.dumps(session.rules.view(0))


def test_every_shot_scene_renders(app):
    from game.ui.shots import render_scene
    for name, scene in shot_scenes(app):
        render_scene(app, scene, frames=1)


def test_a_pit_suggests_a_fragment_but_never_draws_one(app):
    session, table = open_game(app)
    click(app, centre(table, 2, 3))
    click(app, button(table, "↑ North"))                  # into the pit at (2, 2)
    assert session.rules.state.players[0].pos == (4, 5, 2)
    assert any(b.label.startswith("Lost? Fragment") for b in table.bar.buttons)
    assert session.rules.view(0)["me"]["notebook"]["fragments"] == {}
    click(app, button(table, "Lost? Fragment"))
    click(app, centre(table, 4, 4))
    assert list(session.rules.view(0)["me"]["notebook"]["fragments"]) == ["1"]
    assert any(b.label.startswith("Lost? Fragment") for b in table.bar.buttons)  # till merged


def test_a_whole_hot_seat_game_with_the_mouse_ends_by_resignations(app):
    from game.ui.scenes.confirm import ConfirmScene
    session, table = open_game(app, seats=2)
    for spot in ((3, 3), (1, 3)):                       # both land, each after a hand-off
        click(app, centre(table, *spot))
        done_reading(app, table)
    for _ in range(2):                                  # a move each
        click(app, button(table, "↑ North"))
        done_reading(app, table)
    for _ in range(2):                                  # each resigns through the dialog
        click(app, button(table, "Resign"))
        dialog = app.stack.top
        assert isinstance(dialog, ConfirmScene)
        click(app, dialog.yes_button.rect.center)
        pass_handoffs(app)
    assert session.rules.is_over() and session.rules.result().winners == []
    lines = session.log_for(None)
    assert lines[-1] == "Everybody resigned: no winner."


def test_after_her_move_she_reads_and_notes_it_before_passing_the_screen(app):
    """Hot-seat: the gamemaster's answer to a move shows to the seat that moved, she may
    note it in her notebook (lab §6) while the next seat waits, and Done (or Enter) passes
    the screen; nothing of hers shows after the hand-off."""
    session, table = open_game(app, seats=2)
    first = session.rules.state.active
    click(app, centre(table, 3, 3))
    assert table.viewer == first and table.reading == first
    assert any(line.startswith("You land") for line in table.log_lines())
    assert table.game_buttons() == []              # no move button while she reads
    done = next(b for b in table.bar.buttons if b.label.startswith("Done: pass to"))
    assert not done.rect.colliderect(table.side_rect)
    click(app, button(table, "Stamp"))
    click(app, centre(table, 3, 3))                        # a stamp on her page, off-turn
    stamps = session.rules.view(first)["me"]["notebook"]["pages"]["1"]["stamps"]
    assert [3, 3] in [s[:2] for s in stamps]
    app.step(dt=0.4)
    key(app, pygame.K_RETURN)                              # Enter is Done
    assert isinstance(app.stack.top, HandoffScene)
    pass_handoffs(app)
    second = session.rules.state.active
    assert table.viewer == second and table.reading is None
    assert table.sheet() == session.rules.view(second)["me"]["notebook"]
    assert not any(line.startswith("You land") for line in table.log_lines())


def test_a_sketch_out_of_turn_is_free_but_a_move_is_not(app):
    """The rules take a notebook edit at any moment (it changes nothing at the table) and
    refuse a game move out of turn."""
    from game.core.errors import IllegalAction
    from game.games.lab.actions import Sketch
    session, _ = open_game(app, seats=2)
    rules = session.rules
    other = 1 - rules.state.active
    rules.apply(Sketch(other, "stamp", (1, -1, 2, 2, "lights")))
    assert rules.view(other)["me"]["notebook"]["pages"]["1"]["stamps"]
    try:
        rules.apply(Move(other, "N"))
    except IllegalAction as exc:
        assert "turn" in exc.message()
    else:
        raise AssertionError("a move out of turn was taken")
