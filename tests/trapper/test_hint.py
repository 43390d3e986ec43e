""""What would the computer do?" at the Trapper table (issue 23 §3): the Hard computer's
move for a person alone is drawn as a ghost on its tiles (a wall stroke, a trap, the
adventurer's next step) and ringed; a click on the ghost makes exactly that move, and the
ghost goes once the game has moved on."""
from __future__ import annotations

import random

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.trapper.actions import PaintWalls
from game.ui.tables.trapper import open_table
from game.ui.tables.trapper.ghost import ghost_cells
from tests import play
from tests.play import ask_hint, picture, pixels
from tests.trapper.helpers import FILLER, table_for
from tests.trapper.test_bot_fortitude import CORRIDOR

ALONE = [Seat("Ann"), Seat("Computer 1", "greedy")]
TWO_WAYS = """
#c#d....H
.........
.........
.........
.k.......
@...k..pp
"""
"""Fog up the west side and along the bottom: Hard searches between the two ways at the
Entrance, then walks its way without searching."""


def quick_hints(app, table):
    """The table's Hard adviser, thinking briefly for the test."""
    play.until(app, lambda: table.advice_offered(), what="Ann's move")
    table._advice_bot = game_info("trapper").load_bots()[table.advice_kind()](
        table.viewer, random.Random(1))
    table._advice_bot.think_ms = 100
    return table


def raiding_alone(app, board: str):
    """Ann alone against a computer, her raid on `board` begun with fortitude 12."""
    session, table = table_for(app, ALONE, first=0, boards=(FILLER, board))
    session.rules.dice.script([6, 6])
    play.click_button(app, "Roll")
    play.settle(app)
    play.click_button(app, "Start raid")
    play.settle(app)
    return session, table


def take_ghost(app, table):
    """Ask for the hint; a move on the board has its ghost change the pixels of its first
    tile (inside the ring) against the frame before, and a click there makes it; a move
    made with a button has its button ringed, and a click on it makes it. Returns the
    hinted move."""
    before = picture(app)
    action = ask_hint(app, table)
    ring = table.advice_target(action)
    assert ring is not None, f"{action} is neither drawn nor ringed"
    cells = ghost_cells(table, action)
    if cells:
        rect = table.painter.rect_of(cells[0])
        assert pixels(before, rect) != pixels(picture(app), rect), "no ghost on its tile"
        assert ring.contains(rect)
    played = len(table.rules.log)
    play.click(app, table.painter.rect_of(cells[0]).center if cells else ring.center)
    play.settle(app)
    assert table.rules.log[played].action == action, "the click made the hinted move"
    assert table.advice is None, "the ghost goes once the game has moved on"
    return action


def test_the_hint_in_setup_draws_its_stroke_and_a_click_on_it_paints_those_walls(app):
    play.open_launcher(app)
    session = Session.start(game_info("trapper"), ALONE, 3)
    app.stack.push(open_table(app, session))
    table = quick_hints(app, app.stack.top)
    action = take_ghost(app, table)
    assert isinstance(action, PaintWalls)
    walls = {tuple(c) for c in session.rules.view(0)["dungeons"][0]["walls"]}
    assert set(action.cells) <= walls


def test_the_hint_in_a_trapping_stage_and_a_raid_is_taken_from_its_ghost(app):
    play.open_launcher(app)
    session, table = table_for(app, ALONE, first=0, boards=(CORRIDOR, CORRIDOR))
    quick_hints(app, table)
    session.rules.dice.script([4, 4])     # 8 AP: 3 kept for a hopeless raid, 5 for traps
    play.click_button(app, "Roll")
    play.settle(app)
    taken = [type(take_ghost(app, quick_hints(app, table))).__name__ for _ in range(8)]
    assert "Step" in taken, f"no raid step hinted: {taken}"
    assert {"PlaceTrap", "Reactivate"} & set(taken), f"no trap hinted: {taken}"


def test_the_hints_figures_are_those_of_the_search_for_its_position(app):
    """Two hints at two positions quote the same figures only when the search for each
    really gave them; a hint for which no search ran quotes none."""
    play.open_launcher(app)
    session, table = raiding_alone(app, TWO_WAYS)
    bot = quick_hints(app, table)._advice_bot
    searched, choose = [], bot.search.choose

    def spy(*args):
        searched.append(choose(*args))
        return searched[-1]
    bot.search.choose = spy
    said = []
    while len(said) < 6 and session.rules.state.phase.name == "RAID" and \
            session.rules.state.active == 0:
        play.until(app, lambda: table.advice_offered(), what="Ann's step")
        before = len(searched)
        action = ask_hint(app, table)
        says, fresh = table.advice.says, searched[before:]
        said.append(says)
        if fresh:
            assert f"{fresh[-1].iterations} sample games" in says, says
        else:
            assert "sample games" not in says, f"no search ran for this step: {says}"
        play.click(app, table.painter.rect_of(ghost_cells(table, action)[0]).center)
        play.settle(app)
    assert len(said) >= 2, said
