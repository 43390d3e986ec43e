"""Enter and Space at the Trapper table: `main_button` is the bar's Roll; None in a raid,
while the last move is shown and while a question is open; confirming the dungeon or
starting the raid is the board's key, which asks first. Also: a refusal never covers the
dungeon's header, and a refused tile's reason touches it."""
from __future__ import annotations


from game.core.protocol import Seat
from game.games.trapper.actions import PlaceTrap
from game.ui.intents import Intent
from game.ui.scenes.confirm import ConfirmScene
from game.ui.tables.trapper.draw import title_rect
from tests import play
from tests.play import changed_box, picture
from tests.trapper.helpers import FILLER, settled_button, table_for

ALONE = [Seat("Ann"), Seat("Bo", "greedy")]


def test_the_main_button_is_roll_and_starting_the_raid_is_the_boards_key_that_asks(app):
    session, table = table_for(app, ALONE, 0)
    play.settle(app)
    roll = table.main_button()
    assert roll is not None and any(b is roll for b in table.bar.buttons)
    session.rules.dice.script([3, 4])
    roll.on_click()                                # what Enter does: it rolls
    assert session.rules.state.ap == 7
    play.settle(app)
    assert table.main_button() is None, "Start raid is never pressed outright by a key"
    confirm_key(table)                             # the board's key asks first
    assert isinstance(app.stack.top, ConfirmScene)
    assert table.main_button() is None, "no main button while the question is open"
    app.stack.top.confirm()
    play.settle(app)
    assert session.rules.state.phase.value == "raid"
    assert table.main_button() is None, "Concede is never pressed by a key"


def test_no_main_button_while_the_last_move_is_shown(app):
    session, table = table_for(app, ALONE, 0)
    play.settle(app)
    session.rules.dice.script([3, 4])
    table.main_button().on_click()
    play.frame(app)
    assert table.showing_move, "the dice are still rolling"
    assert table.main_button() is None


def confirm_key(table) -> None:
    table.on_board_intent(Intent("confirm"))


def test_a_confirm_key_alone_presses_the_main_button(app):
    session, table = table_for(app, ALONE, 0)
    play.settle(app)
    session.rules.dice.script([2, 2])
    confirm_key(table)
    assert session.rules.state.ap == 4


def trapping(app):
    session, table = table_for(app, ALONE, 0, (FILLER, FILLER))
    session.rules.dice.script([6, 6])
    settled_button(app, table, "Roll")
    play.settle(app)
    return session, table


def test_a_refusal_never_covers_the_dungeons_header(app):
    session, table = trapping(app)
    header = title_rect(table, table.shown_board())
    start = (header.x + 4, header.y - 6)           # the pointer rests just over its start
    play.move(app, start)
    table.refuse("No trap may go on the heirloom (rules 3.2).", start)
    with_toast = picture(app)
    app.toasts.clear()
    without = picture(app)
    box = changed_box(with_toast, without)
    assert box is not None, "the refusal is drawn"
    assert not box.colliderect(header), f"the refusal {box} covers the header {header}"


def test_a_refused_tiles_reason_touches_the_tile(app):
    from game.ui.tables.trapper.pointer import Preview
    session, table = trapping(app)
    table.hand.tool = "shark"
    cell = (5, 3)
    session.rules.apply(PlaceTrap(0, "shark", cell, None))  # the tile holds a trap now
    table.dirty = True
    play.move(app, table.painter.rect_of(cell).center)
    play.settle(app)
    preview = table.preview()
    assert preview is not None and not preview.legal and preview.reason
    with_reason = picture(app)
    table.preview = lambda: Preview(preview.action, False, "")   # the same wash, no words
    try:
        without = picture(app)
    finally:
        del table.preview
    box = changed_box(with_reason, without)
    tile = table.painter.rect_of(cell)
    assert box is not None, "the reason is drawn"
    assert box.inflate(2, 2).colliderect(tile), f"the reason {box} does not touch {tile}"
