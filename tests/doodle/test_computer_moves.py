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
from tests.doodle.screen import last_move_shows
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
    """The computer's last move is told in the notes panel (the log may tell it too)."""
    return last_move_shows(app, table, table.plan.info)


def marked(table):
    """The computer's last move as the table's model tells it (the one record)."""
    return table.last_computer_move


def cells_of(table) -> tuple[int, ...]:
    """The spaces the computer's turn drew on so far (its last move's `where`)."""
    last = marked(table)
    return last.where[0] if last is not None and last.where else ()


def fresh_of(table) -> tuple[int, ...]:
    last = marked(table)
    return last.where[1] if last is not None and last.where else ()


def box_of(table):
    last = marked(table)
    return last.where[2] if last is not None and last.where else None


def words_of(table) -> str:
    last = marked(table)
    return last.words if last is not None else ""


def said(table) -> str:
    """The words at the foot of the notes panel over the sheet on screen."""
    return table.news(table.shown_owner())


def marked_here(app, table) -> bool:
    """The computer's marked spaces look different from the same screen unmarked."""
    cells = cells_of(table)
    rect = table.sheet.cell_rect(cells[0]).unionall([table.sheet.cell_rect(c) for c in cells])
    return last_move_shows(app, table, rect)


def test_a_computer_building_is_shown_where_it_draws_with_a_caption_in_its_name(app):
    session, table = computer_first(app)
    play.until(app, lambda: bool(fresh_of(table)),
               what="the computer to draw on its sheet")
    assert table.shown_owner() == 1, "shown on the computer's sheet as it happens"
    caption = words_of(table)
    assert caption.startswith("Computer 1 draws") and said(table) == caption
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
    assert marked(table) is not None and marked(table).seat == 1 and cells_of(table)
    caption = words_of(table)
    assert caption.startswith("Computer 1") and said(table) == caption
    assert captioned(app, table)
    play.click(app, dict(table.plan.tabs)[1].center)     # a look at the computer's sheet
    play.settle(app)
    assert table.shown_owner() == 1 and marked_here(app, table)
    play.click(app, dict(table.plan.tabs)[1].center)     # back to her own
    card = session.rules.state.display[0]
    play.click(app, dict(table.display_rects())[card].center)
    play.settle(app)
    assert session.rules.state.building.seat == 0
    assert marked(table) is None and caption not in play.drawn_text(app)


def test_a_computers_card_decision_in_the_walk_is_captioned_in_its_name(app):
    session, table = computer_first(app, to_walk)
    heard = []

    def told() -> bool:
        if table.acting_here() and not table.showing_move:
            play.click_button(app, "Play no card" if play.find_button(app, "Play no card")
                              else "Keep the dice")
        caption = words_of(table)
        if caption and said(table) == caption and captioned(app, table):
            heard.append(caption)
        return bool(heard)
    play.until(app, told, what="a computer's card decision")
    assert heard[0].startswith("Computer 1 ")


def test_the_track_box_a_computer_ticks_is_ringed(app):
    def ticks(session):          # every card on display has a box to tick
        content, s = session.rules.content, session.rules.state
        ticking = [c for c in sorted(content.cards) if "improvement" in content.card(c).build]
        s.display = ticking[:len(s.display)]
    session, table = computer_first(app, ticks)
    play.until(app, lambda: box_of(table) is not None, what="the computer to tick a box")
    box = table.track.boxes.get(box_of(table))
    assert box is not None, f"{box_of(table)} names no box on the track"
    assert last_move_shows(app, table, box.inflate(6, 6))
    ticked = box_of(table)
    play.until(app, lambda: "turns card" in words_of(table), what="its card turned")
    assert box_of(table) == ticked, "the box stays marked with the rest of its turn"


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
    words = words_of(table)
    play.click(app, dict(table.display_rects())[table.public()["display"][0]].center)
    play.settle(app)
    assert marked(table) is None and said(table) != words    # (the log still tells it)
    table.exit()
    app.stack.clear()
    app.stack.push(LauncherScene(app))
    play.frame(app)
    app.continue_game(app.save_path_for("doodle"))
    again = app.stack.top
    play.settle(app)
    assert marked(again) is None and said(again) != words
