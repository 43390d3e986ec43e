"""Trust at the table (issue 16), through the real TableScene with the toy dice race:
per-seat pointer state, a click does what it says once, confirmations away from the click,
Esc everywhere, panels as of the move being shown, the last look before the results."""
from __future__ import annotations

import pytest

import pygame

from game.core.protocol import Seat
from game.core.session import Session
from game.ui.scenes.confirm import ConfirmScene, place_buttons
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.pause import PauseScene
from game.ui.widgets.button import GUARD_SECONDS, Button, ButtonBar, clock
from tests.core.toy import Roll, Step, ToyRules
from tests.ui.test_table import ToyTable
from tests.ui.test_table import open_toy as open_table_toy
from tests.play import until
from tests.ui.helpers import button, click, double_click, key, pass_handoffs

INFO = ToyRules.info


class ButtonToy(ToyTable):
    """The toy race with side buttons: Step (slot 1, hidden after two steps) and Roll; a
    click on the board steps."""

    def game_buttons(self):
        if self.viewer is None or self.viewer not in self.rules.to_act() or not self.looking:
            return []
        seat = self.viewer
        step = Button("Step", lambda: self.act(Step(seat)))
        step.visible = Step(seat) in self.rules.legal_actions(seat)
        return [step, Button(f"Roll (score {self.view()['scores'][seat]})",
                             lambda: self.act(Roll(seat)))]

    def on_board_intent(self, intent):
        if intent.kind == "press" and self.viewer is not None:
            self.act(Step(self.viewer), intent.pos)

    def status(self):
        return [f"scores {self.shown_view()['scores']}"]


def open_toy(app, seats, seed=3):
    table = open_table_toy(app, seats, seed, ButtonToy)
    pass_handoffs(app)
    return table


# --- a click does what it says, once --------------------------------------------------------
def test_a_button_new_in_its_slot_ignores_presses_for_the_guard_time():
    fired = []
    bar = ButtonBar([Button("Roll", lambda: fired.append("roll"))])
    bar.buttons[0].rect = pygame.Rect(0, 0, 100, 40)
    bar.observe()
    clock.offset += GUARD_SECONDS + 0.05
    assert bar.click((10, 10)) and fired == ["roll"]
    bar.buttons = [Button("Concede", lambda: fired.append("concede"))]
    bar.buttons[0].rect = pygame.Rect(0, 0, 100, 40)
    assert bar.click((10, 10)) and fired == ["roll"], "a press on a fresh button is swallowed"
    clock.offset += GUARD_SECONDS / 2
    assert bar.click((10, 10)) and fired == ["roll"]
    clock.offset += GUARD_SECONDS
    assert bar.click((10, 10)) and fired == ["roll", "concede"]


def test_a_button_that_becomes_enabled_is_fresh_again_and_a_hidden_one_keeps_its_slot():
    fired = []
    b = Button("Go", lambda: fired.append(1), enabled=False, rect=pygame.Rect(0, 0, 50, 20))
    bar = ButtonBar([b])
    bar.observe()
    clock.offset += 1
    b.enabled = True
    assert bar.click((5, 5)) and not fired
    clock.offset += 1
    assert bar.click((5, 5)) and fired == [1]
    b.visible = False
    assert not bar.click((5, 5)) and bar.button_at((5, 5)) is None


def test_a_double_click_on_a_game_button_acts_once(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bo")])
    double_click(app, button(table, "Roll"))
    assert len(table.rules.log) == 1, "the second click of the double click did nothing"


def test_a_double_click_on_the_board_acts_once_when_the_first_changed_the_screen(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    left = (table.board_rect.x + 20, 200)
    double_click(app, left)
    assert table.rules.state.scores[0] == 1
    click(app, left)
    assert table.rules.state.scores[0] == 2


def test_game_button_slots_and_the_undo_row_never_move(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    roll_at = button(table, "Roll")
    undo_at = button(table, "Undo")
    click(app, button(table, "Step"))
    click(app, button(table, "Step"))
    assert not table.bar.buttons[0].visible  # Step is hidden after two steps...
    assert button(table, "Roll") == roll_at and button(table, "Undo") == undo_at  # ...in place


# --- per-seat pointer state -----------------------------------------------------------------
def test_each_seat_gets_its_own_pointer_state_across_hand_offs(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bo")])
    assert table.viewer == 0
    table.pointer_state.tool = "fan"
    table.pointer_state.facing = "W"
    table.pointer_state.selection = (3, 4)
    click(app, button(table, "Roll"))
    until(app, lambda: isinstance(app.stack.top, HandoffScene), 10.0, "Bo's hand-off")
    pass_handoffs(app)
    assert table.viewer == 1 and table.looking
    mine = table.pointer_state
    assert (mine.tool, mine.facing, mine.selection) == ("", "", None), \
        "Bo's screen shows nothing of Ann's tool, facing or selection"
    mine.tool = "walls"
    click(app, button(table, "Roll"))
    until(app, lambda: isinstance(app.stack.top, HandoffScene), 10.0, "Ann's hand-off")
    pass_handoffs(app)
    assert table.viewer == 0 and table.pointer_state.tool == "fan", "Ann gets hers back"


def test_a_viewer_change_clears_toasts_and_private_dice(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bo")])
    click(app, button(table, "Roll"))
    app.toast("Ann's secret reason", (10, 10), life=60.0)
    until(app, lambda: isinstance(app.stack.top, HandoffScene), 10.0, "Bo's hand-off")
    assert not app.toasts


# --- Esc and confirmations ------------------------------------------------------------------
def test_esc_on_the_hand_off_screen_opens_the_menu(app):
    session = Session.start(INFO, [Seat("Ann"), Seat("Bo")], 3)
    app.stack.push(LauncherScene(app))
    app.stack.push(ButtonToy(app, session))
    app.step()
    assert isinstance(app.stack.top, HandoffScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, HandoffScene), "the menu closes back to the hand-off"


def test_the_confirm_button_is_never_where_the_asking_click_was():
    box = pygame.Rect(300, 200, 560, 250)
    for origin in [(0, 0), (box.right - 60, box.bottom - 40), (box.x + 60, box.bottom - 40)]:
        yes, _ = place_buttons(box, origin)
        assert not yes.inflate(30, 30).collidepoint(origin)


def test_restart_asks_and_a_double_click_does_not_get_through(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bo")])
    restarted = []
    table.play_again = lambda: restarted.append(True)   # the toy has no table package
    click(app, button(table, "Step"))
    click(app, button(table, "Menu"))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    double_click(app, button(pause, "Restart"))
    assert isinstance(app.stack.top, ConfirmScene)
    assert not restarted and app.stack.scenes[-3] is table, "the game is still there"
    click(app, button(app.stack.top, "Cancel"))
    assert app.stack.top is pause
    click(app, button(pause, "Restart"))
    click(app, button(app.stack.top, "Restart"))
    assert restarted == [True] and app.stack.top is table, "a confirmed restart restarts"


# --- the screen tells the game as it happened -----------------------------------------------
def test_panels_and_buttons_wait_for_the_move_to_be_shown(app):
    app.settings.animation_speed = 1.0
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    table.status()          # the panel has looked at the view before the move
    click(app, button(table, "Roll"))
    assert table.dice.busy
    assert table.shown_view()["scores"] == [0, 0], "the panel shows the state before the roll"
    assert table.view()["scores"][0] > 0
    assert all(not b.enabled for b in table.bar.buttons[:2])
    for _ in range(200):
        app.step(dt=0.05)
        if not table.showing_move:
            break
    assert table.shown_view()["scores"] == table.view()["scores"]


def test_the_last_move_shows_before_the_results_and_a_click_skips(app):
    app.settings.animation_speed = 1.0
    session = Session.start(INFO, [Seat("Ann"), Seat("Bot", "random")], 3)
    session.rules.state.scores[0] = 9
    table = ButtonToy(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    app.step()
    click(app, button(table, "Step"))    # Ann wins
    assert table.rules.is_over()
    app.step(dt=0.05)
    assert app.stack.top is table, "the winning move is on screen first"
    click(app, (table.board_rect.centerx, 300))
    assert isinstance(app.stack.top, EndScene)
    click(app, button(app.stack.top, "Look at the board"))
    assert app.stack.top is table
    click(app, button(table, "Back to the results"))
    assert isinstance(app.stack.top, EndScene)


# --- tooltips and toasts ----------------------------------------------------------------------
def test_a_bubble_stays_in_the_window_and_off_the_cells_worked_on():
    from game.ui.widgets.toast import place
    bounds = pygame.Rect(0, 0, 1280, 720)
    cells = pygame.Rect(600, 300, 120, 40)
    for pos in [(610, 310), (1270, 710), (5, 5), (700, 335)]:
        rect = place((360, 80), pos, bounds, avoid=cells)
        assert bounds.contains(rect)
        assert not rect.colliderect(cells) and not rect.collidepoint(pos)


def test_hover_reasons_are_drawn_over_the_side_panel(app):
    from game.ui.widgets.toast import bubbles_on_top, draw_bubble
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    with bubbles_on_top(surface):
        rect = draw_bubble(surface, app.theme, "Not here (toy §1).", (300, 100), (255, 0, 0))
        surface.fill((0, 0, 255))          # a panel drawn after the board
    assert tuple(surface.get_at(rect.center))[:3] != (0, 0, 255)


def test_an_error_toast_fades_once_the_pointer_moves_on_and_goes_with_a_change(app):
    from tests.ui.helpers import move
    table = open_toy(app, [Seat("Ann"), Seat("Bot", "random")])
    left = (table.board_rect.x + 20, 200)
    click(app, left)
    click(app, left)
    click(app, left)   # a third step is illegal: the reason shows where pointed
    assert any("two steps" in t.text for t in app.toasts)
    move(app, (left[0] + 10, left[1] + 5))
    for _ in range(30):
        app.step()
    move(app, (left[0] + 10, left[1] + 5))
    assert any("two steps" in t.text for t in app.toasts), "a small move keeps it"
    move(app, (left[0] + 300, left[1] + 200))
    for _ in range(30):
        app.step()
    assert not any("two steps" in t.text for t in app.toasts)
    click(app, left)
    click(app, left)   # illegal again, then a legal roll changes the state: it goes
    click(app, button(table, "Roll"))
    assert not any("two steps" in t.text for t in app.toasts)


def test_the_status_shrinks_to_fit_above_the_dice_tray(app):
    fonts = app.theme.fonts
    long = ["Ann: " + "a very long hint about what to do next " * 4] * 3
    size, lines = fonts.fit_block(long, 15, 300, 54)
    assert len(lines) * fonts.get(size).get_linesize() <= 54 and lines[-1].endswith("…")


@pytest.mark.animations_off
def test_a_double_click_that_brings_up_the_hand_off_does_not_pass_it(app):
    table = open_toy(app, [Seat("Ann"), Seat("Bo")])
    double_click(app, button(table, "Roll"))     # Ann rolls: Bo's hand-off comes up
    for _ in range(3):
        app.step(dt=0.0)
    assert isinstance(app.stack.top, HandoffScene), "Bo's screen waits for a fresh click"
    assert table.viewer == 1 and not table.looking


def test_esc_does_something_on_every_shared_screen(app):
    from game.catalog import game_info
    from game.core.protocol import GameResult, SeatResult
    from game.ui.scenes.message import MessageScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.seats import SeatsScene
    from game.ui.scenes.settings import SettingsScene
    info = game_info("trapper")
    result = GameResult([SeatResult(0, "Ann", 1, 3)], [0], "Ann wins")
    menu = []
    scenes = [SeatsScene(app, info), SettingsScene(app), RulesScene(app, info),
              MessageScene(app, "Note", "Text."), EndScene(app, "T", result, lambda: None),
              PauseScene(app, info, lambda: None, lambda: None),
              ConfirmScene(app, "Sure?", "Yes", lambda: None),
              HandoffScene(app, "Ann", on_menu=lambda: menu.append(1))]
    for scene in scenes:
        app.stack.clear_to(LauncherScene(app))
        app.stack.push(scene)
        app.step()
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is not scene or menu, type(scene).__name__


@pytest.mark.animations_off
def test_a_double_click_never_acts_for_the_next_seat_on_a_shared_screen(app):
    class Open(ButtonToy):
        has_secrets = False    # no hand-off: the next seat's same button appears in place
    session = Session.start(INFO, [Seat("Ann"), Seat("Bo")], 3)
    table = Open(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    app.step()
    double_click(app, button(table, "Roll"))
    assert [r.action for r in table.rules.log] == [Roll(0)]
    assert table.viewer == 1


def test_the_results_wait_for_an_open_menu_to_close(app):
    session = Session.start(INFO, [Seat("Ann"), Seat("Bot", "random")], 3)
    session.rules.state.scores[0] = 9
    table = ButtonToy(app, session)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    app.step()
    click(app, button(table, "Menu"))
    table.act(Step(0))                 # Ann wins while her menu is open
    for _ in range(5):
        app.step(dt=0.5)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_ESCAPE)
    for _ in range(3):
        app.step(dt=0.5)
    assert isinstance(app.stack.top, EndScene)
