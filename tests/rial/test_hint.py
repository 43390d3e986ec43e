""""What would the computer do?" at the Rial table (issue 23 §3): Hard's move is drawn as a
ghost (its route, half transparent, and the pawn where it would end; the capabilities it
would set out with beside their rows), with the ring and one sentence of why; a click on
what the hint rings makes exactly that move."""
from __future__ import annotations

import random

import pygame

from game.catalog import game_info
from game.core.protocol import Seat
from game.games.rial import actions as A
from game.games.rial.bots import HardBot
from tests import play
from tests.rial.screen import open_session, ready, roll

INFO = game_info("rial")


def quick_hard(table) -> None:
    table._advice_bot = HardBot(0, random.Random(1))
    table._advice_bot.think_ms = 150                 # a quick think for the test


def hint(app, table):
    play.settle(app)
    before = app.screen.copy()
    play.click_button(app, "Hint")
    play.until(app, lambda: table.advice is not None, what="the hint")
    play.settle(app)
    return before, table.advice.action


def capabilities_hint(app):
    """Ann's capability screen against a computer, with Hard's hint drawn on it."""
    _session, table = open_session(app, seats=[Seat("Ann"), Seat("Computer", "explorer")],
                                   seed=5)
    play.until(app, lambda: table.acting() == 0, what="Ann's capabilities")
    quick_hard(table)
    _before, action = hint(app, table)
    assert isinstance(action, A.SetCapabilities)
    return table, action


def differs(before: pygame.Surface, app, point: tuple[int, int]) -> bool:
    box = pygame.Rect(0, 0, 5, 5)
    box.center = point
    return pygame.image.tobytes(before.subsurface(box), "RGB") != \
        pygame.image.tobytes(app.screen.subsurface(box).copy(), "RGB")


def test_a_move_hint_draws_its_route_and_pawn_and_a_click_makes_that_move(app):
    _session, table = ready(app, seats=[Seat("Ann"), Seat("Computer", "explorer")], seed=5)
    play.until(app, lambda: table.acting() == 0 and table.rules.state.stage == "turn",
               what="Ann's turn")
    roll(app, table)
    assert table.rules.state.stage == "move"
    quick_hard(table)
    before, action = hint(app, table)
    assert isinstance(action, A.Move) and action in table.rules.legal_actions(0)
    end = table.geo.rect(action.route[-1])
    assert table.advice_target(action) == end
    assert differs(before, app, end.center), "the pawn's ghost on the square it ends on"
    for sq in action.route[:-1]:
        assert differs(before, app, table.geo.centre(sq)), f"the route's ghost over {sq}"
    play.move(app, end.center)
    assert table.hovered_route() == action.route, "the hover shows the route the click takes"
    moves = len(table.rules.log)
    play.click(app, end.center)
    assert table.rules.log[moves].action == action, "the hinted route, not another"
    play.settle(app)
    assert table.advice is None, "the ghost goes once the game has moved on"


def test_the_capabilities_hint_writes_hards_values_and_set_out_takes_them(app):
    table, action = capabilities_hint(app)
    ring = table.advice_target(action)
    assert ring == play.find_button(app, "Set out").rect
    text = play.drawn_text(app)
    assert all(f"→{v}" in text for v in action.values)
    play.click(app, ring.center)
    play.settle(app)
    assert any(entry.action == action for entry in table.rules.log), "Hard's values"


def test_a_hinted_leave_still_asks_before_leaving_for_good(app):
    """A click on the ring of a hinted Leave goes through its button, which asks first."""
    from game.ui.scenes.confirm import ConfirmScene
    from game.ui.table import Advice
    _session, table = ready(app, seats=[Seat("Ann"), Seat("Computer", "explorer")], seed=5)
    play.until(app, lambda: table.acting() == 0 and table.rules.state.stage == "turn"
               and play.find_button(app, "Leave") is not None, what="Ann's turn")
    play.settle(app)
    table.advice = Advice(A.Leave(0), "The Hard computer would do this: leave.",
                          table.bot_key())
    ring = table.advice_target(A.Leave(0))
    assert ring == play.find_button(app, "Leave").rect
    moves = len(table.rules.log)
    play.click(app, ring.center)
    assert isinstance(app.stack.top, ConfirmScene) and len(table.rules.log) == moves


def test_hovering_the_hinted_square_shows_the_hinted_route_first(app):
    """Two routes of 2 lead from A2 to B1: with the hint on the second one, hovering B1
    draws the hint's route (the wheel still shows the other), and the click takes it."""
    from tests.rial.screen import scripted
    from game.ui.table import Advice
    _session, table = scripted(app)
    roll(app, table, 2)
    b1 = table.rules.layout.square_at("B1")
    routes = table.lit()[b1]
    assert len(routes) == 2
    table.advice = Advice(A.Move(0, routes[1]), "The Hard computer would do this.",
                          table.bot_key())
    play.move(app, table.geo.centre(b1))
    assert table.hovered_route() == routes[1]
    moves = len(table.rules.log)
    play.click(app, table.geo.centre(b1))
    assert table.rules.log[moves].action == A.Move(0, routes[1])


def test_own_values_after_the_capabilities_hint_set_out_as_the_rows_say(app):
    """Hint on the capabilities screen, then values of one's own, then "Set out with
    these": the person's values, not the hint's (a press makes the hinted move only while
    nothing was changed since the hint was drawn)."""
    table, hinted = capabilities_hint(app)
    play.click_button(app, "−  Health")
    strength_plus = table.panel_buttons[2 * 5 + 1]
    assert strength_plus.label == "+"
    play.click(app, strength_plus.rect.center, gap=play.HUMAN_GAP)
    play.settle(app)
    mine = (1, 2, 2, 2, 2, 2, 1)
    assert mine != hinted.values
    play.click_button(app, "Set out")
    play.frame(app)
    made = [e.action for e in table.rules.log if isinstance(e.action, A.SetCapabilities)
            and e.action.seat == 0]
    assert [a.values for a in made] == [mine], "the values the rows said, not the hint's"
