"""A hurried player can trust the Trapper table (issue 16), through the real scene with
synthetic mouse events: each seat's own pointer state across hand-offs, looking at the
rival's dungeon and back, double clicks that act once, Concede that asks, the raid shown
before the next turn, the winning grab before the results with both dungeons revealed, fast
wall drags, lit steps and the odds of a revealed trap."""
from __future__ import annotations

import pytest

import pygame

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.trapper.actions import ConfirmSetup, UseLayout
from game.games.trapper.odds import odds_text
from game.games.trapper.state import Phase
from game.ui.app import App
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.settings import Settings
from tests import play
from tests.trapper.helpers import FILLER, build, settled_button, settled_click, settled_key
from tests.ui.helpers import (button, click, double_click, drag_to, pass_handoffs, press,
                              release, wheel)

HOT = [Seat("Ann"), Seat("Bea")]


def hot_table(app, seed=2, first_board=FILLER, second_board=FILLER, active=0):
    """A hot-seat match past setup where `active` is to roll, on screen after its hand-off."""
    for s in range(seed, seed + 60):
        session = Session.start(game_info("trapper"), HOT, s)
        build(session.rules, 0, first_board)
        build(session.rules, 1, second_board)
        if session.rules.state.active == active:
            break
    from game.ui.tables.trapper import open_table
    table = open_table(app, session)
    app.stack.push(table)
    pass_handoffs(app, 4)
    assert app.stack.top is table and table.viewer == active and table.looking
    return session, table


def settle(app, table, steps=400, dt=1 / 30):
    """Let the animations and any bot play out (the app's own loop steps)."""
    for _ in range(steps):
        app.step(dt=dt)
        if not table.showing_move and not table.busy and not table.event_queue:
            break


def quick_double_click(app, pos, gap=0.05):
    """Two presses `gap` seconds apart on the same spot, however slow the machine is (the
    hand came to the spot first, as a person's does)."""
    double_click(app, pos, gap)


def animated_app(tmp_path):
    return App(size=(1280, 720), settings=Settings(animation_speed=1.0), strict=True,
               save_path=tmp_path / "a.json")


# --- §1 each seat's own pointer state -------------------------------------------------------
def test_a_hand_off_shows_the_next_seat_nothing_of_the_previous_seats_pointer(app):
    """trapper §6, issue 16 §1: Ann's Fan facing W, her preset choice, her look at Bea's
    dungeon and her hover never reach Bea's screen; Ann gets hers back on her next turn."""
    session, table = hot_table(app)
    session.rules.dice.script([3, 3])
    settled_button(app, table, "Roll")
    assert session.rules.state.phase is Phase.TRAPPING
    chips = {c.key: c for c in table.chips}
    settled_click(app, chips["fan"].rect.center)
    wheel(app, table.painter.centre((5, 3)), 1)           # the Fan turns to N
    assert (table.hand.tool, table.hand.facing) == ("fan", "N")
    table.hand.preset = 2
    settled_click(app, table.painter.centre((5, 3)))               # buys a Fan facing N
    assert session.rules.state.dungeons[0].traps[(5, 3)].facing == "N"
    wheel(app, table.painter.centre((6, 3)), 1)            # now facing W, still in hand
    settled_button(app, table, "Start raid")
    settle(app, table)
    settled_button(app, table, "Concede")
    settled_button(app, app.stack.top, "Concede")
    settle(app, table)
    assert isinstance(app.stack.top, HandoffScene) and table.viewer == 1
    assert not table.looking and table.chips == [] and table.caption == ""
    pass_handoffs(app)
    assert table.viewer == 1 and table.looking
    hand = table.hand
    assert (hand.tool, hand.facing, hand.stroke, hand.viewing, hand.preset) == \
        ("walls", "E", [], None, 0), "Bea's hand is fresh"
    assert table.pointer == (-1, -1) and table.preview() is None and not app.toasts
    assert table.shown_board()["owner"] == 1
    session.rules.dice.script([3, 3])
    settled_button(app, table, "Roll")
    assert table.hand.tool == "spikes" and table.hand.facing == "E"
    fan_chip = next(c for c in table.chips if c.key == "fan")
    assert fan_chip.sprite == "trap_fan_e", "the palette shows no trace of Ann's Fan"
    settled_button(app, table, "Start raid")
    settle(app, table)
    settled_button(app, table, "Concede")
    settled_button(app, app.stack.top, "Concede")
    settle(app, table)
    pass_handoffs(app)
    assert table.viewer == 0
    assert (table.hand.tool, table.hand.facing, table.hand.preset) == ("fan", "W", 2), \
        "Ann gets her own hand back"


def test_looking_at_the_rivals_dungeon_says_so_and_a_click_offers_the_way_back(app):
    """issue 16 §1: 'Viewing Bea's dungeon'; a click on it does nothing silently."""
    session, table = hot_table(app)
    settled_button(app, table, "Roll")
    settled_button(app, table, "View Bea's dungeon")
    board = table.shown_board()
    assert board["owner"] == 1 and not board["full"]
    assert table.status()[:2] == ["Ann's turn 1", "Viewing Bea's dungeon (fog view)."]
    assert table.chips == [] and table.lit_cells() == []
    before = len(session.rules.log)
    settled_click(app, table.painter.centre((5, 3)))
    assert len(session.rules.log) == before
    assert any("Back to my dungeon" in t.text for t in app.toasts)
    settled_button(app, table, "Back to my dungeon")
    assert table.shown_board()["owner"] == 0 and table.shown_board()["full"]
    assert table.chips and table.viewing() is None


# --- §2 a click does what it says, once -----------------------------------------------------
def test_a_double_click_on_start_raid_never_lands_on_concede(app):
    session, table = hot_table(app)
    settled_button(app, table, "Roll")
    play.settle(app)
    start = button(table, "Start raid")
    quick_double_click(app, start)
    assert session.rules.state.phase is Phase.RAID
    assert session.rules.state.adventurer == (1, 6)
    assert not isinstance(app.stack.top, ConfirmScene)
    assert not any("concedes" in line for line in session.log_for(None))


def test_a_double_click_on_roll_does_not_skip_trapping(app):
    session, table = hot_table(app)
    quick_double_click(app, button(table, "Roll"))
    assert session.rules.state.phase is Phase.TRAPPING and session.rules.state.spent == 0


def test_concede_asks_in_a_dialog_away_from_the_click(app):
    session, table = hot_table(app)
    settled_button(app, table, "Roll")
    settled_button(app, table, "Start raid")
    settle(app, table)
    at = button(table, "Concede")
    quick_double_click(app, at)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene) and session.rules.state.phase is Phase.RAID
    assert not dialog.yes_button.rect.collidepoint(at)
    settled_button(app, dialog, "Cancel")
    assert app.stack.top is table and session.rules.state.phase is Phase.RAID
    settled_click(app, at)
    settled_button(app, app.stack.top, "Concede")
    assert session.rules.state.phase is Phase.ROLL and session.rules.state.active == 1


# --- §3 the screen tells the game as it happened --------------------------------------------
PUSHY = FILLER.replace("@.k.k....", "@>.s.....")     # a Fan E at (2,6), Floor Spikes at (4,6)


def test_the_next_turn_shows_only_after_the_push_has_played(tmp_path):
    app = animated_app(tmp_path)
    session, table = hot_table(app, second_board=PUSHY)
    session.rules.dice.script([3, 3])
    click(app, button(table, "Roll"))
    settle(app, table)
    click(app, button(table, "Start raid"))
    settle(app, table)
    session.rules.dice.script([12])                    # the Spikes kill after the push
    table.act(table_step(table, "E"))
    assert session.rules.state.phase is Phase.ROLL     # the rules moved on at once...
    app.step(dt=0.05)
    pushing = False
    for _ in range(200):
        if not table.showing_move:
            break
        assert app.stack.top is table, "no hand-off while the raid is still shown"
        assert table.status()[1].startswith("Raid on Bea"), "the panel waits"
        assert table.shown_board()["owner"] == 1
        pushing = pushing or any(a.kind == "move" for a in table.animations)
        app.step(dt=0.05)
    assert pushing
    settle(app, table)
    assert isinstance(app.stack.top, HandoffScene)     # ...the screen after the push


def table_step(table, direction):
    from game.games.trapper.actions import Step
    return Step(table.viewer, direction)


def test_the_winning_grab_shows_then_the_results_then_both_dungeons_revealed(tmp_path):
    app = animated_app(tmp_path)
    bea = FILLER.replace("#c#d.pp.H", "#c#d.pp..").replace("@.k.k....", "@H.k.k...")
    session, table = hot_table(app, second_board=bea)
    click(app, button(table, "Roll"))
    settle(app, table)
    click(app, button(table, "Start raid"))
    settle(app, table)
    table.act(table_step(table, "E"))
    assert session.rules.is_over()
    app.step(dt=0.05)
    assert app.stack.top is table and (2, 6) in table.pending_reveals(), \
        "the heirloom is still fogged while the grab is shown"
    seen_final = False
    for _ in range(400):
        if isinstance(app.stack.top, EndScene):
            break
        seen_final = seen_final or table.final_look()
        app.step(dt=1 / 30)
    assert isinstance(app.stack.top, EndScene) and seen_final
    click(app, button(app.stack.top, "Look at the board"))
    assert app.stack.top is table and table.final_look()
    assert table.second.rect.x > table.painter.rect.right, "both dungeons side by side"
    for board in table.public()["dungeons"]:
        assert board["fog"] == [] and board["heirloom"] and len(board["traps"]) == 6
    surface = pygame.Surface(app.size)
    table.draw(surface)
    click(app, button(table, "Back to the results"))
    assert isinstance(app.stack.top, EndScene)


# --- §6 drawing with the mouse --------------------------------------------------------------
def test_a_fast_wall_drag_fills_every_tile_the_pointer_crossed(app):
    session = Session.start(game_info("trapper"), HOT, 4)
    from game.ui.tables.trapper import open_table
    table = open_table(app, session)
    app.stack.push(table)
    pass_handoffs(app)
    p = table.painter
    press(app, p.centre((2, 2)))
    drag_to(app, p.centre((7, 2)))                     # one mouse sample five tiles on
    release(app, p.centre((7, 2)))
    assert session.rules.state.dungeons[0].walls == {(c, 2) for c in range(2, 8)}
    press(app, p.centre((2, 4)))
    drag_to(app, p.centre((5, 6)))                     # a diagonal in one sample
    release(app, p.centre((5, 6)))
    drawn = session.rules.state.dungeons[0].walls - {(c, 2) for c in range(2, 8)}
    assert (2, 4) in drawn and (5, 6) in drawn and len(drawn) >= 6
    for cell in drawn - {(2, 4)}:                       # an unbroken, orthogonal line
        assert any(abs(cell[0] - o[0]) + abs(cell[1] - o[1]) == 1 for o in drawn)


# --- §8 help at the table -------------------------------------------------------------------
def test_the_raid_lights_the_legal_steps_and_a_revealed_trap_shows_its_odds(app):
    bea = FILLER.replace("@.k.k....", "@s..k....")      # Floor Spikes at (2,6)
    session, table = hot_table(app, second_board=bea)
    session.rules.dice.script([3, 4])
    settled_button(app, table, "Roll")
    settled_button(app, table, "Start raid")
    settle(app, table)
    walls = session.rules.state.dungeons[1].walls
    assert set(table.lit_cells()) == {c for c in [(1, 5), (2, 6)] if c not in walls}
    session.rules.dice.script([1])                     # Spikes at (2,6): 1 < 7, survives
    settled_click(app, table.painter.centre((2, 6)))
    settle(app, table)
    assert session.rules.state.adventurer == (2, 6) and session.rules.state.fortitude == 7
    assert set(table.lit_cells()) >= {(1, 6), (3, 6)}
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=table.painter.centre((2, 6)),
                                 rel=(0, 0), buttons=(0, 0, 0))])
    spikes = session.rules.content.trap("spikes")
    assert table.trap_odds() == odds_text(spikes, 7, 12, active=False)
    session.rules.state.dungeons[1].traps[(2, 6)].active = True   # as if reactivated
    session.rules.board_views.reset()
    table.changed()
    settle(app, table)
    assert table.trap_odds() == odds_text(spikes, 7, 12) and "50% chance" in table.trap_odds()
    surface = pygame.Surface(app.size)
    table.draw(surface)


def test_the_easy_computer_draws_its_dungeon_at_the_table_in_a_few_moves(app):
    """issue 16 §7: the easy computer took ~50 s of table time to draw its dungeon (hundreds
    of single wall strokes, each after the bot delay); now it takes a few moves."""
    session = Session.start(game_info("trapper"), [Seat("Ann"), Seat("Eve", "random")], 6)
    session.apply(UseLayout(0, "random"))
    session.apply(ConfirmSetup(0))
    from game.ui.tables.trapper import open_table
    table = open_table(app, session)
    app.stack.push(table)
    moves = 0
    for _ in range(200):
        if session.rules.state.phase is not Phase.SETUP:
            break
        before = len(session.rules.log)
        app.step(dt=1.0)
        moves += len(session.rules.log) - before
    assert session.rules.state.phase is not Phase.SETUP and moves <= 10
    from game.ui.settings import ANIMATION_SPEEDS
    for speed in ANIMATION_SPEEDS:
        app.settings.animation_speed = speed
        assert table.seconds(table.bot_delay) <= 0.8, "a computer move waits under 1 s"


# --- issue 20: nothing covers the side panel, at both window sizes ----------------------------
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_greyed_buttons_reason_opens_beside_the_panel_and_the_turn_counts_to_30(
        tmp_path, size, monkeypatch):
    """A greyed side button's reason covered the buttons below it (Rules and Menu under
    a greyed Undo), and then sat over tiles beside the panel. It opens in the panel, by its
    button, never over the board, at both sizes; the status counts the turns against the 30-turn limit."""
    app = App(size=size, settings=Settings(), strict=True, save_path=tmp_path / "a.json")
    for seed in range(40):
        session = Session.start(game_info("trapper"), [Seat("Ann"), Seat("Eve", "greedy")],
                                seed, options={"turn_limit": True})
        build(session.rules, 0, FILLER)
        build(session.rules, 1, FILLER)
        if session.rules.state.active == 0:
            break
    from game.ui.tables.trapper import open_table
    table = open_table(app, session)
    app.stack.push(table)
    play.settle(app)
    assert table.status()[0] == "Ann's turn 1 of 30"
    undo = next(b for b in table.bar.buttons if b.label.startswith("Undo"))
    assert undo.visible and not undo.enabled
    spot = [undo.rect.center]                  # SDL's dummy mouse does not follow events
    monkeypatch.setattr(app, "mouse_pos", lambda: spot[0])
    play.move(app, spot[0])
    bubble = table.hover_bubble
    assert bubble is not None and table.side_rect.contains(bubble)
    assert not table.board_rect.colliderect(bubble) and not bubble.colliderect(undo.rect)
    assert abs(bubble.centery - undo.rect.centery) < 80
    assert app.screen.get_rect().contains(bubble)
    spot[0] = table.painter.centre((5, 3))
    play.move(app, spot[0])
    assert table.hover_bubble is None
