"""A Hard computer at the Maker table decides beside the loop in every phase (issue 23 §1):
setup and the stairs, played by everyone at once, included. The window stays responsive,
the pause menu stops everything, and "Computer 1 is thinking" shows under its seat's tab
at 1280x720 and at 1920x1080."""
from __future__ import annotations

import pygame
import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.ui.scenes.pause import PauseScene
from tests import play
import game.ui.tables.maker.panels as panels
from tests.play import GatedBot

INFO = game_info("maker")
HARD = next(k for k in INFO.bots if INFO.bot_label(k) == "Hard")


def against_a_gated_computer(app):
    """Ann against one computer that decides only when the test lets it."""
    play.open_launcher(app)
    app.start_game(INFO, [Seat("Ann"), Seat("Computer 1", HARD)], 4)
    table = app.stack.top
    bot = GatedBot()
    table.session.bots[1] = bot
    play.frame(app)
    return table, bot


def tag_below(app, table, seat: int) -> bool:
    """The thinking tag's frame, in the seat's colour, just under the seat's tab."""
    anchor = table.seat_anchor(seat)
    assert anchor is not None and app.screen.get_rect().contains(anchor)
    colour = app.theme.colours.seat_colour(seat)[:3]
    return any(app.screen.get_at((anchor.x + 1, y))[:3] == colour
               for y in range(anchor.bottom + 2, anchor.bottom + 40))


def test_setup_is_decided_beside_the_loop_and_the_window_answers_meanwhile(app):
    table, bot = against_a_gated_computer(app)
    play.until(app, lambda: table.thinker is not None, what="the computer to think")
    moves = len(table.rules.log)
    drawn = app.redraws
    play.wait(app, 1.0)                         # the loop runs on, redrawing only the dots
    assert drawn < app.redraws <= drawn + 4 and len(table.rules.log) == moves
    assert "Computer 1 is thinking" in play.drawn_text(app)
    assert tag_below(app, table, 1)
    play.click_button(app, "Roll for loot")     # Ann plays her setup meanwhile
    assert any(e.action.seat == 0 for e in table.rules.log[moves:])
    play.until(app, lambda: table.thinker is not None, what="the computer to think again")
    play.key(app, 27)                           # Esc: the pause menu, at once
    assert isinstance(app.stack.top, PauseScene)
    bot.go.set()
    table.thinker.join(5)
    moves = len(table.rules.log)
    play.wait(app, 1.0)
    assert len(table.rules.log) == moves, "paused means paused"
    play.click_button(app, "Resume")
    play.until(app, lambda: any(e.action.seat == 1 for e in table.rules.log),
               what="the computer's move")
    assert next(e.action for e in table.rules.log if e.action.seat == 1) == bot.chose


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_thinking_tag_is_under_the_computers_tab(tmp_path, size):
    from game.ui.app import App
    from game.ui.settings import Settings
    app = App(size=size, settings=Settings(), strict=True, save_path=tmp_path / "a.json")
    table, bot = against_a_gated_computer(app)
    play.until(app, lambda: table.thinker is not None, what="the computer to think")
    play.frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, size[1] - 5), rel=(0, 0),
                                        buttons=(0, 0, 0))])
    play.wait(app, 0.5)
    assert tag_below(app, table, 1)
    bot.go.set()


class WaitsToBuild(GatedBot):
    """A searching computer that sets up at once and then, in the building rounds, decides
    only when the test lets it."""

    def choose(self, view, legal):
        if view["phase"] == "setup":
            return legal[0]
        self.asked += 1
        assert self.go.wait(10), "the test never let the computer decide"
        self.chose = legal[-1]
        return self.chose


def test_at_a_big_table_a_searching_computer_builds_beside_the_loop(app):
    """Five seats: the computers' turns are not watched one by one but played in the
    background; a Hard one among them still decides beside the loop, one at a time."""
    play.open_launcher(app)
    normal = INFO.bots[0]
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", normal) for i in (1, 2, 3)] + \
        [Seat("Computer 4", HARD)]
    app.start_game(INFO, seats, 4)
    table = app.stack.top
    bot = WaitsToBuild()
    table.session.bots[4] = bot
    assert not table.watching()
    play.click_button(app, "Roll for loot")
    play.until(app, lambda: table.me() is not None and not table.showing_move, 60, "loot")
    play.click(app, table.sheet.rect_of((1, 1)).center)
    play.click(app, dict(panels.panel_rects(table.parts.panel, table.content).spells)[
        "curse"].center)
    play.until(app, lambda: table.view()["phase"] == "building" and bool(table.game_buttons()),
               60, "round 1")
    play.click_button(app, "Build")
    play.until(app, lambda: table.thinking_seat() == 4, 60, "Computer 4 to think")
    moves = len(table.rules.log)
    drawn = app.redraws
    play.wait(app, 1.0)
    assert drawn < app.redraws <= drawn + 4 and len(table.rules.log) == moves
    play.key(app, 27)
    assert isinstance(app.stack.top, PauseScene)
    bot.go.set()
    table.thinker.join(5)
    play.wait(app, 1.0)
    assert len(table.rules.log) == moves, "paused means paused"
    play.click_button(app, "Resume")
    play.until(app, lambda: any(e.action.seat == 4 and e.action == bot.chose
                                for e in table.rules.log[moves:]), 60, "Computer 4's move")
