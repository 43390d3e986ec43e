"""Trapper's table defects found by people playing at the default settings (issue 19 §3),
each through the real scenes, driven as `tests.play` drives them: the real loop's frame
times and idle waits, posted mouse and keyboard events."""
from __future__ import annotations

import pygame

from game.core.protocol import Seat
from game.games.trapper.actions import RollAP, StartRaid, Step
from game.games.trapper.state import Phase
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.handoff import HandoffScene
from tests import play
from tests.trapper.helpers import FILLER, table_for
from tests.trapper.people import _set_aside

PUSHY = FILLER.replace("@.k.k....", "@>.s.....")     # a Fan E at (2,6), Floor Spikes at (4,6)


HOT = [Seat("Ann"), Seat("Bea")]


def test_enter_pressed_three_times_never_skips_the_trapping_stage(app):
    """issue 19: Enter twice on Roll, then once more half a second later, started the raid
    with every AP unspent. Now the key asks first, and only a click on the dialog starts."""
    session, table = table_for(app, HOT, 0)
    play.key(app, pygame.K_RETURN)
    play.key(app, pygame.K_RETURN, gap=0.1)
    play.key(app, pygame.K_RETURN, gap=0.5)
    play.wait(app, 1.0)
    state = session.rules.state
    assert state.phase is Phase.TRAPPING and state.spent == 0, "the trapping stage goes on"
    if not isinstance(app.stack.top, ConfirmScene):   # the third Enter skipped the dice
        play.key(app, pygame.K_RETURN)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene) and state.phase is Phase.TRAPPING
    play.key(app, pygame.K_RETURN)                  # Enter alone never confirms it
    assert app.stack.top is dialog and state.phase is Phase.TRAPPING
    play.click(app, dialog.yes_button.rect.center)
    play.settle(app)
    assert session.rules.state.phase is Phase.RAID and session.rules.state.fortitude == \
        session.rules.state.ap


def test_a_trap_a_fan_pushes_onto_stays_fogged_until_the_adventurer_gets_there(app):
    """issue 19: the Spikes the Fan pushes onto showed through their fog before the
    adventurer reached them. Every frame before the adventurer is on (4,6) is the same
    whatever trap lies there."""
    session, table = table_for(app, HOT, 0, boards=(FILLER, PUSHY))
    session.rules.dice.script([3, 3])
    play.click_button(app, "Roll")
    play.settle(app)
    play.click_button(app, "Start raid")
    play.settle(app)
    session.rules.dice.script([1])                    # the Spikes roll 1 + 1: survives
    play.click(app, table.painter.centre((2, 6)))     # onto the Fan: blown E to (4,6)
    assert session.rules.state.adventurer == (4, 6)
    trap = session.rules.state.dungeons[1].traps[(4, 6)]
    target = table.painter.centre((4, 6))
    frames = 0

    def swap(kind):
        before, trap.kind = trap.kind, kind
        _set_aside(table)   # the caches drawn from the state go
        return before

    while table.adventurer_at() != target:
        assert play.same_frame(app, lambda: swap("shark"), swap), \
            f"the trap at (4,6) shows before the adventurer gets there (frame {frames})"
        play.frame(app)
        frames += 1
    assert frames > 10
    play.settle(app)
    assert not play.same_frame(app, lambda: swap("shark"), swap), "then it shows"


def test_continue_in_the_middle_of_a_hot_seat_raid_says_the_raid_goes_on(app):
    """issue 19: the hand-off after Continue in a raid spoke of rolling for AP."""
    session, table = table_for(app, HOT, 1, save=True)
    session.apply(RollAP(1))
    session.apply(StartRaid(1))
    session.apply(Step(1, "N"))
    session.flush()
    app.stack.scenes.clear()
    launcher = play.open_launcher(app)
    play.click(app, play.tile_button(app, "trapper", "Continue").rect.center)
    assert launcher is not app.stack.top
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene) and handoff.name == "Bea"
    assert "raid" in handoff.note and "Ann's dungeon" in handoff.note
    assert "roll" not in handoff.note.lower()


def test_the_computers_raid_never_tells_the_person_to_click_a_tile(app):
    """issue 19: while the computer's raid was still shown, the panel told the human to
    "Click a lit tile beside the adventurer"."""
    ann = FILLER.replace("@.k.k....", "@s.......").replace(
        ".........\n@", "s#.......\n@")                 # Spikes on both ways in
    session, table = table_for(app, [Seat("Ann"), Seat("Bo", bot="greedy")], 1,
                               boards=(ann, FILLER))
    session.rules.dice.script([1, 1, 12])             # 2 AP, and the Spikes kill
    hinted = []
    seen_raid = False
    spent = 0.0
    while not (session.rules.state.active == 0 and not table.showing_move):
        assert spent < 120 and not session.rules.is_over()
        spent += play.frame(app)
        raiding = session.rules.state.phase is Phase.RAID
        seen_raid = seen_raid or (raiding and session.rules.state.active == 1)
        if any("Click a lit tile" in line for line in table.status()):
            hinted.append((session.rules.state.phase, table.status()))
    assert seen_raid and not hinted, hinted[:2]
    assert table.status()[0] == "Ann's turn 1"


def test_behind_the_pause_menu_the_computer_and_the_screen_stand_still(app):
    """issue 19: behind the pause menu the computer rolled, raided, conceded and ended its
    turn. Paused, nothing of the table moves: no move, no animation, not one pixel."""
    session, table = table_for(app, [Seat("Ann"), Seat("Bo", bot="greedy")], 1)
    rules = session.rules
    play.until(app, lambda: len(rules.log) > 0 and table.busy, 10, "the computer's roll")
    play.key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert menu is not table and play.find_button(app, "Resume") is not None
    moves = len(rules.log)
    ages = [a.age for a in table.animations]
    before = pygame.image.tobytes(play.picture(app), "RGB")
    play.wait(app, 20.0)
    assert len(rules.log) == moves, "the computer moved behind the pause menu"
    assert [a.age for a in table.animations] == ages
    assert pygame.image.tobytes(play.picture(app), "RGB") == before, "the screen moved on"
    play.click_button(app, "Resume")
    play.until(app, lambda: len(rules.log) > moves, 10, "the computer's next move")


def side_panel(app, table):
    return pygame.image.tobytes(play.picture(app).subsurface(table.side_rect), "RGB")


def test_tooltips_and_refusals_stay_off_the_log_the_dice_tray_and_the_buttons(app):
    """issue 20 §4: Trapper's bubbles covered the log, the dice tray and the buttons."""
    session, table = table_for(app, HOT, 0)
    play.click_button(app, "Roll")
    play.settle(app)
    chip = next(c for c in table.chips if c.key == "shark")
    play.click(app, chip.rect.center)
    corner = table.painter.centre((9, 1))             # Ann's heirloom: a refused tile
    bare = side_panel(app, table)
    play.move(app, corner)
    preview = table.preview()
    assert preview is not None and not preview.legal and preview.reason
    assert side_panel(app, table) == bare, "the hover reason covers the side panel"
    play.click(app, corner)
    assert any(t.text == preview.reason for t in app.toasts)
    assert side_panel(app, table) == bare, "the refusal covers the side panel"


def test_an_undone_trap_purchase_leaves_no_trace_in_the_rivals_log(app):
    """issue 19 §2: "Ann fogs a tile at (5,3) … Ann takes back a move" told Bea where Ann
    first meant to put a trap. An undone action's lines go from every log."""
    session, table = table_for(app, HOT, 0)
    play.click_button(app, "Roll")
    play.settle(app)
    play.click(app, next(c for c in table.chips if c.key == "spikes").rect.center)
    play.click(app, table.painter.centre((5, 3)))
    play.settle(app)
    assert (5, 3) in session.rules.state.dungeons[0].traps
    assert any("(5,3)" in line for line in session.log_for(1))
    play.click_button(app, "Undo")
    play.settle(app)
    assert (5, 3) not in session.rules.state.dungeons[0].traps
    for seat in (None, 0, 1):
        assert not any("(5,3)" in line for line in session.log_for(seat)), seat
    play.click_button(app, "Start raid")
    play.settle(app)
    assert not any("(5,3)" in line for line in table.log_panel._lines)
