"""Every computer move can be watched (issue 23 §3): at a new player's settings each move a
computer makes is shown, where it happened (the spaces it drew on washed, its turn's
outlined) with a caption in its name, for the table's bot delay at the animation speed
before the next; with animations off it appears at once but stays marked, with its caption,
until the person moves."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.ui.tables.doodle import open_table
from tests import play
from tests.play import shows
from tests.doodle.test_thinking_tag import to_walk

ALONE = [Seat("Ann"), Seat("Computer 1", "greedy")]


def computer_first(app, to=None):
    """A solo table where Computer 1 moves first (picks first in the draft)."""
    play.open_launcher(app)
    session = Session.start(game_info("doodle"), ALONE, 4)
    session.rules.state.to_pick = [1, 0]
    if to is not None:
        to(session)
    table = open_table(app, session)
    app.stack.push(table)
    return session, table


def captioned(app, table) -> bool:
    """The table's caption is drawn in the notes panel (the log may tell it too)."""
    return shows(app, table, "caption", table.plan.info)


def marked_here(app, table) -> bool:
    """The computer's marked spaces look different from the same screen unmarked."""
    cells = table.marked.cells
    rect = table.sheet.cell_rect(cells[0]).unionall([table.sheet.cell_rect(c) for c in cells])
    return shows(app, table, "marked", rect)


def test_a_computer_building_is_shown_where_it_draws_with_a_caption_in_its_name(app):
    session, table = computer_first(app)
    play.until(app, lambda: table.marked is not None and bool(table.marked.fresh),
               what="the computer to draw on its sheet")
    assert table.shown_owner() == 1, "shown on the computer's sheet as it happens"
    caption = table.marked.caption
    assert caption.startswith("Computer 1 draws") and table.caption == caption
    assert captioned(app, table)
    assert marked_here(app, table)
    moves = len(session.rules.log)
    play.wait(app, table.seconds(table.bot_delay) / 2)
    assert len(session.rules.log) == moves, "the next move waits: this one is seen"
    assert captioned(app, table) and marked_here(app, table)


@pytest.mark.animations_off
def test_with_animations_off_the_computers_turn_stays_marked_until_the_person_moves(app):
    session, table = computer_first(app)
    play.until(app, lambda: table.acting_here(), what="Ann's turn")
    assert table.marked is not None and table.marked.seat == 1 and table.marked.cells
    caption = table.marked.caption
    assert caption.startswith("Computer 1") and table.caption == caption
    assert captioned(app, table)
    play.click(app, dict(table.plan.tabs)[1].center)     # a look at the computer's sheet
    play.settle(app)
    assert table.shown_owner() == 1 and marked_here(app, table)
    play.click(app, dict(table.plan.tabs)[1].center)     # back to her own
    card = session.rules.state.display[0]
    play.click(app, dict(table.display_rects())[card].center)
    play.settle(app)
    assert session.rules.state.building.seat == 0
    assert table.marked is None and caption not in play.drawn_text(app)


def test_a_computers_card_decision_in_the_walk_is_captioned_in_its_name(app):
    session, table = computer_first(app, to_walk)
    said = []

    def heard() -> bool:
        if table.acting_here() and not table.showing_move:
            play.click_button(app, "Play no card" if play.find_button(app, "Play no card")
                              else "Keep the dice")
        caption = table.marked.caption if table.marked is not None else ""
        if caption and table.caption == caption and captioned(app, table):
            said.append(caption)
        return bool(said)
    play.until(app, heard, what="a computer's card decision")
    assert said[0].startswith("Computer 1 ")


def test_the_track_box_a_computer_ticks_is_ringed(app):
    def ticks(session):          # every card on display has a box to tick
        content, s = session.rules.content, session.rules.state
        ticking = [c for c in sorted(content.cards) if "improvement" in content.card(c).build]
        s.display = ticking[:len(s.display)]
    session, table = computer_first(app, ticks)
    play.until(app, lambda: table.marked is not None and table.marked.box is not None,
               what="the computer to tick a box")
    box = table.track.boxes.get(table.marked.box)
    assert box is not None, f"{table.marked.box} names no box on the track"
    assert shows(app, table, "marked", box.inflate(6, 6))
    ticked = table.marked.box
    play.until(app, lambda: "turns card" in table.marked.caption, what="its card turned")
    assert table.marked.box == ticked, "the box stays marked with the rest of its turn"


@pytest.mark.animations_off
def test_continue_brings_back_no_computer_move_the_person_has_moved_after(app):
    """The replayed events of a continued game: once the person moved after the computer,
    the computer's move is no longer the last one, as it was not before Save & quit."""
    from game.ui.scenes.launcher import LauncherScene
    info = game_info("doodle")
    seed = next(s for s in range(50)
                if Session.start(info, ALONE, s).rules.state.to_pick[0] == 1)
    play.open_launcher(app)
    assert app.start_game(info, ALONE, seed)
    table = app.stack.top
    play.until(app, lambda: table.acting_here(), what="Ann's turn")
    said = table.marked.caption
    play.click(app, dict(table.display_rects())[table.public()["display"][0]].center)
    play.settle(app)
    assert table.marked is None and table.caption != said    # (the log still tells it)
    table.exit()
    app.stack.clear()
    app.stack.push(LauncherScene(app))
    play.frame(app)
    app.continue_game(app.save_path_for("doodle"))
    again = app.stack.top
    play.settle(app)
    assert again.marked is None and again.caption != said
