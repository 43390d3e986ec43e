"""Undo after Save & quit and Continue (issue 19 §2, the leftover): a move taken back leaves
every seat's log, whether it was made before Save & quit or after Continue. The game log a
Continue rebuilds from the save is tied, line by line, to the moves that wrote it."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from tests import play
from tests.trapper.helpers import table_for


def save_quit_continue(app, game: str):
    """Save and quit from the pause menu, then Continue on the game's tile."""
    play.click_button(app, "Menu")
    play.click_button(app, "Save and quit")
    play.click(app, play.tile_button(app, game, "Continue").rect.center)
    play.pass_hand_offs(app)
    table = app.stack.top
    assert hasattr(table, "session"), f"no table after Continue: {type(table).__name__}"
    return table


def spikes_at(app, table, cell) -> None:
    play.click(app, next(c for c in table.chips if c.key == "spikes").rect.center)
    play.click(app, table.painter.centre(cell))
    play.settle(app)


def no_line(session, text: str) -> None:
    for seat in (None, 0, 1):
        assert not any(text in line for line in session.log_for(seat)), (seat, text)


def test_trapper_a_trap_bought_after_continue_and_taken_back_leaves_every_log(app):
    play.open_launcher(app)
    session, table = table_for(app, [Seat("Ann"), Seat("Bea")], 0, save=True)
    play.click_button(app, "Roll")
    play.settle(app)
    spikes_at(app, table, (2, 2))                 # a move before Save & quit, kept
    table = save_quit_continue(app, "trapper")
    session = table.session
    spikes_at(app, table, (5, 3))
    assert (5, 3) in session.rules.state.dungeons[0].traps
    assert any("(5,3)" in line for line in session.log_for(1))
    play.click_button(app, "Undo")
    play.settle(app)
    assert (5, 3) not in session.rules.state.dungeons[0].traps
    no_line(session, "(5,3)")
    assert any("(2,2)" in line for line in session.log_for(0))


def test_trapper_a_trap_bought_before_save_and_quit_taken_back_after_continue(app):
    """Against the computer (no hand-off seals the move), the trap bought before Save &
    quit is still Ann's to take back after Continue: its lines go from every log."""
    play.open_launcher(app)
    info = game_info("trapper")
    session, table = table_for(app, [Seat("Ann"), Seat("Computer", info.bots[0])], 0,
                               save=True)
    play.click_button(app, "Roll")
    play.settle(app)
    spikes_at(app, table, (5, 3))
    table = save_quit_continue(app, "trapper")
    session = table.session
    assert session.rules.can_undo(0), "the move is still Ann's to take back"
    play.click_button(app, "Undo")
    play.settle(app)
    assert (5, 3) not in session.rules.state.dungeons[0].traps
    no_line(session, "(5,3)")
    assert session.log_for(None)[-1] == "Ann takes back a move."


def test_maker_an_entrance_drawn_before_save_and_quit_taken_back_after_continue(app):
    play.open_launcher(app)
    app.start_game(game_info("maker"), [Seat("Ann")], 517)
    play.frame(app)
    table = app.stack.top
    play.click_button(app, "Roll for loot")
    play.settle(app)
    play.click(app, table.sheet.rect_of((1, 1)).center)
    play.settle(app)
    table = save_quit_continue(app, "maker")
    play.click_button(app, "Undo")
    play.settle(app)
    assert table.view()["players"][0]["entrance"] is None
    no_line(table.session, "entrance")
    assert any("Potion at" in line for line in table.log_lines())   # the roll stays
