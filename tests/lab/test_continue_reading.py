"""Hot-seat Continue: Save and quit while the first player reads and notes what the
gamemaster told her after her move, then Continue on the launcher, gives her the moment
back (her hand-off, her page with the answer, then Done passes on); once the next player
has the screen and has touched his notebook, Continue comes back to him."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from game.games.lab.actions import Land, Sketch
from game.ui.scenes.handoff import HandoffScene
from tests import play
from tests.lab.test_trust import centre


def start_hot_seat(app):
    play.open_launcher(app)
    assert app.start_game(game_info("lab"), [Seat("Ann"), Seat("Bo")], 31)
    play.frame(app)
    assert isinstance(app.stack.top, HandoffScene)
    play.pass_hand_offs(app)
    return app.stack.top


def land(app, table):
    """The seat on screen lands where the rules allow: her move ends her turn."""
    spot = next(a for a in table.rules.legal_actions(table.viewer) if isinstance(a, Land))
    play.click(app, centre(table, spot.x, spot.y))
    play.settle(app)


def save_quit_continue(app):
    """Save and quit from the pause menu, then Continue on the game's tile: the screen
    that comes first (a hand-off, or the table)."""
    play.click_button(app, "Menu")
    play.click_button(app, "Save and quit")
    play.click(app, play.tile_button(app, "lab", "Continue").rect.center)
    play.frame(app)
    return app.stack.top


def test_continue_gives_her_back_the_moment_to_note_what_her_move_told_her(app):
    table = start_hot_seat(app)
    ann, first, second = table.viewer, table.name(table.viewer), table.name(1 - table.viewer)
    land(app, table)
    assert table.reading == ann
    told = [line for line in table.log_lines() if line.startswith("You land")]
    assert told, table.log_lines()
    top = save_quit_continue(app)
    assert isinstance(top, HandoffScene) and top.name == first, "her hand-off first"
    play.pass_hand_offs(app)
    table = app.stack.top
    assert table.viewer == ann and table.looking and table.reading == ann
    assert [line for line in table.log_lines() if line.startswith("You land")] == told
    assert table.status()[0] == f"{first}: read, note, then Done."
    play.click_button(app, f"Done: pass to {second}")
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == second
    play.pass_hand_offs(app)
    assert table.viewer != ann and table.reading is None


def test_once_the_next_player_has_noted_something_continue_comes_back_to_him(app):
    table = start_hot_seat(app)
    ann = table.viewer
    land(app, table)
    play.click_button(app, "Done: pass to")
    play.pass_hand_offs(app)
    bo = table.viewer
    assert bo != ann
    play.click_button(app, "Stamp")
    play.click(app, centre(table, 1, 1))            # a stamp on his page
    stamp = table.rules.log[-1].action
    assert isinstance(stamp, Sketch) and stamp.seat == bo
    top = save_quit_continue(app)
    assert isinstance(top, HandoffScene) and top.name == table.name(bo)
    play.pass_hand_offs(app)
    assert app.stack.top.viewer == bo and app.stack.top.reading is None
