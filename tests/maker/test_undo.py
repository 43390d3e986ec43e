"""Undo at the Maker table, as the one policy says (issue 19 §2): a seat takes back its
own last move until another seat acts or something is rolled; on a shared screen the
button names whose move it takes back; a computer waits a thinking moment first."""
from __future__ import annotations

from game.core.protocol import Seat
from game.games.maker.actions import Build
import game.ui.tables.maker.panels as panels
from game.ui.tables.maker.pointer import target_cells
from game.ui.tables.maker.scene import MakerTable
from tests import play
from tests.maker.test_table_text import mouse_set_up
from tests.maker.test_watch import open_at_table


def build_something(app, table: MakerTable) -> Build:
    """The viewer picks a lit chip with no path to turn and clicks its first lit cell."""
    play.until(app, lambda: not table.showing_move and table.legal(), 20, "the roll")
    me = table.view()["players"][table.viewer]
    chip = next(c for c in panels.market_chips(table.parts.market, table.content)
                if c.item in me["offered"] and not table.content.items[c.item].shapes
                and table.content.items[c.item].cost <= me["coin"])
    play.click(app, chip.rect.center)
    cell = target_cells(table.legal(), table.hand)[0]
    play.click(app, table.sheet.rect_of(cell).center)
    action = table.rules.log[-1].action
    assert isinstance(action, Build)
    return action


def test_hot_seat_a_misplaced_build_is_taken_back_after_the_screen_passed(app):
    table = open_at_table(app, [Seat("Ann"), Seat("Bo")], seed=3)
    mouse_set_up(app, table)
    play.until(app, lambda: table.viewer == 1 and table.me() is not None, 10)
    mouse_set_up(app, table)
    for _ in range(2):   # Ann, then Bo: Build; then the shared roll
        play.until(app, lambda: table.legal() and not table.showing_move, 10)
        play.click_button(app, "Build")
    play.until(app, lambda: table.viewer == 0 and not table.showing_move, 10)
    built = build_something(app, table)
    play.until(app, lambda: table.viewer == 1 and not table.showing_move, 10, "Bo's turn")
    assert table.banner == "Next: Bo"
    play.click_button(app, "Undo Ann's move")
    sheet = table.view()["players"][0]
    assert not sheet["tiles"][(built.y - 1) * 6 + built.x - 1][0] == built.item
    play.until(app, lambda: table.viewer == 0, 10, "the screen back to Ann")
    assert table.rules.log[-1].action != built
    assert 0 in table.rules.to_act()


def test_against_a_computer_undo_stays_live_through_its_thinking_moment(app):
    table = open_at_table(app, [Seat("Ann"), Seat("Computer 1", "greedy")], seed=3)
    mouse_set_up(app, table)
    play.until(app, lambda: table.legal() and not table.showing_move, 20)
    play.click_button(app, "Build")
    built = build_something(app, table)
    play.wait(app, 0.5)    # a moment to see the misplaced tile
    assert table.rules.log[-1].action == built, "the computer is still thinking"
    play.click_button(app, "Undo")
    assert table.rules.log[-1].action != built
    assert table.me() is not None and 0 in table.rules.to_act()


def test_at_a_big_table_the_computers_wait_while_your_build_may_be_taken_back(app):
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", "greedy") for i in range(1, 6)]
    table = open_at_table(app, seats, seed=3)
    assert not table.watching()
    mouse_set_up(app, table)
    play.until(app, lambda: table.legal() and not table.showing_move, 30)
    play.click_button(app, "Build")
    built = build_something(app, table)
    play.wait(app, 0.5)
    assert table.rules.log[-1].action == built
    play.click_button(app, "Undo")
    assert table.rules.log[-1].action != built and table.me() is not None
