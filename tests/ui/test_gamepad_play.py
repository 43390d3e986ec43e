"""Couch proof (issue 10 §6): every playable game, from the launcher to the end screen, with
synthetic controller events only (no mouse event is ever posted), against the computer
(hot-seat, hand-offs passed with A, where the seats screen offers humans only); and a
hot-seat game where two pads pass the hand-off screens with A.

The launcher and the seats screen are crossed with the d-pad; at the table the left stick
steers the pointer onto what a player would click and A presses (X turns, Y mirrors). Which
move to make is chosen by a computer advisor for the human seat; each game's own mouse
player (in its tests) says where that move is clicked, with its mouse helpers swapped for
`PadHands`, so the pad does exactly what the mouse player does."""
from __future__ import annotations

import random

import pygame
import pytest

from game.catalog import all_games
from game.core.bots import bot_rng
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.end import EndScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.seats import SeatsScene
from game.ui.table import TableScene
from game.ui.widgets.button import clock
from tests import play
from tests.ui.test_gamepad import PACE, PadDriver
from game.ui.gamepad import A, X, Y, BACK, START

PLAYABLE = [g.key for g in all_games() if g.playable]
HOT_SEAT_BY_DEFAULT = ("lab",)
"""Games whose seats screen offers humans only: their proof is a hot-seat game."""


class PadHands:
    """`tests.ui.helpers`' mouse functions done with a controller: the stick steers the
    pointer onto the spot, A is the left button, X the right one (turn) and the wheel
    (turn), Y the M key (mirror), Back Ctrl+Z, Start Esc, A Enter (over a hand-off)."""

    NAMES = ("click", "press", "release", "move", "drag_to", "wheel", "key", "pass_handoffs")

    def __init__(self, driver: PadDriver) -> None:
        self.d = driver

    def patch(self, monkeypatch, module) -> None:
        for name in self.NAMES:
            if hasattr(module, name):
                monkeypatch.setattr(module, name, getattr(self, name))

    def move(self, app, pos, held=False) -> None:
        self.d.steer(tuple(pos))   # held: A is already down (a drag)

    def drag_to(self, app, pos) -> None:
        self.d.steer(tuple(pos))

    def press(self, app, pos, button=1, pace=PACE) -> None:
        clock.offset += pace
        play.approach(self.d.app, pos, self.d.steer)   # a hand comes to a button from beside it
        self.d.steer(tuple(pos))
        self.d.send(pygame.CONTROLLERBUTTONDOWN, instance_id=None,
                    button=A if button == 1 else X)
        if button != 1:
            self.d.up(X)

    def release(self, app, pos) -> None:
        self.d.steer(tuple(pos))
        self.d.up(A)

    def click(self, app, pos, button=1, pace=PACE) -> None:
        self.press(app, pos, button, pace)
        if button == 1:
            self.release(app, pos)

    def wheel(self, app, pos, amount=1) -> None:
        self.d.steer(tuple(pos))
        self.d.tap(X)

    def pass_handoffs(self, app, limit=4) -> None:
        pass_handoffs(self.d)

    def key(self, app, k, mod=0) -> None:
        if k == pygame.K_z and mod & pygame.KMOD_CTRL:
            self.d.tap(BACK)
        else:
            self.d.tap({pygame.K_m: Y, pygame.K_r: X, pygame.K_ESCAPE: START,
                        pygame.K_RETURN: A}[k])


MOUSE = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


def pad_only(app, monkeypatch) -> PadDriver:
    """A pad plugged in, and a guard: any mouse event reaching the app fails the test."""
    real = app.process

    def process(event):
        assert event.type not in MOUSE, f"a mouse event reached the app: {event}"
        real(event)
    monkeypatch.setattr(app, "process", process)
    driver = PadDriver(app)
    driver.plug()
    return driver


def dpad_to(driver: PadDriver, rect: pygame.Rect) -> None:
    """Jump with the d-pad until the pointer is on `rect` (as a player watching it)."""
    for _ in range(40):
        x, y = driver.app.pads.point()
        if rect.collidepoint(x, y):
            return
        dx, dy = rect.centerx - x, rect.centery - y
        driver.dpad(("E" if dx > 0 else "W") if abs(dx) > abs(dy) else ("S" if dy > 0 else "N"))
    raise AssertionError(f"the d-pad never reached {rect}")


def press_labelled(driver: PadDriver, scene, prefix: str) -> None:
    """D-pad onto the scene's button starting with `prefix`, then A."""
    target = next(b for b in scene.bar.buttons if b.label.startswith(prefix) and b.visible)
    dpad_to(driver, target.rect)
    driver.tap(A)


def open_game(app, driver: PadDriver, key: str, options=(), seed: int = 0) -> TableScene:
    """Launcher -> the game's tile Play -> the seats screen (options set by pad) -> Start.
    The seats screen's random seed is made from `seed` (a pad types no seed)."""
    random.seed(seed)
    app.stack.push(LauncherScene(app))
    app.step()
    launcher = app.stack.top
    play = next(b for b in launcher.tile_buttons[[g.key for g in launcher.games].index(key)]
                .buttons if b.label in ("Play", "New game"))
    dpad_to(driver, play.rect)
    driver.tap(A)
    seats = app.stack.top
    assert isinstance(seats, SeatsScene) and seats.info.key == key
    for option, value in options:
        spec = next(o for o in seats.info.options if o.key == option)
        for _ in range(len(spec.values())):   # A steps an option forward through every value
            if seats.options[option] == value:
                break
            press_labelled(driver, seats, spec.label)
        assert seats.options[option] == value
    press_labelled(driver, seats, "Start game")
    pass_handoffs(driver)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.info.key == key
    assert table.rules.seats[0].bot is None
    return table


def pass_handoffs(driver: PadDriver) -> int:
    """Pass any hand-off screens on top with A; how many were passed."""
    passed = 0
    for _ in range(4):
        driver.app.step(dt=0.0)
        if not isinstance(driver.app.stack.top, HandoffScene):
            break
        driver.tap(A)
        passed += 1
    return passed


def wait_for_end(app) -> None:
    for _ in range(20):
        if isinstance(app.stack.top, EndScene):
            return
        app.step(dt=0.5)
    assert isinstance(app.stack.top, EndScene)


# --- each game: the human seat's moves, made with the pad ---------------------------------
def play_doodle(app, driver, table, hands, monkeypatch, limit=None) -> int:
    import tests.doodle.mouse as mouse
    from game.games.doodle.bots import GreedyBot
    hands.patch(monkeypatch, mouse)
    me = GreedyBot(0, bot_rng(99, 0))
    rules, moves = table.session.rules, 0
    for _ in range(3000):
        if rules.is_over() or moves == limit:
            break
        if table.acting_here():
            action = me.choose(table.view(), table.legal())
            before = len(rules.log)
            mouse.do(app, table, action)
            assert rules.log[before].action == action, action
            moves += 1
        else:
            app.step(dt=0.1)
    return moves


def play_maker(app, driver, table, hands, monkeypatch, limit=None) -> int:
    import tests.maker.test_table as maker
    from game.games.maker.bots import GreedyBot
    hands.patch(monkeypatch, maker)
    monkeypatch.setattr(maker, "hold", lambda app, table, build: maker_hold(hands, table, build))
    me = GreedyBot(0, bot_rng(8, 0))
    rules, moves = table.rules, 0
    for _ in range(3000):
        if rules.is_over() or moves == limit:
            break
        if 0 in rules.to_act() and table.viewer == 0:
            action = me.choose(rules.view(0), rules.legal_actions(0))
            before = len(rules.log)
            maker.mouse_does(app, table, action)
            assert rules.log[before].action == action, action
            moves += 1
        else:
            app.step(dt=0.1)
    return moves


def maker_hold(hands: PadHands, table, build) -> None:
    """The market item in hand, its path shape picked, turned with X (as the mouse player's
    `hold`, whose turns are right clicks)."""
    import game.ui.tables.maker.panels as panels
    from game.ui.tables.maker.sheet import turns_of
    app = hands.d.app
    chips = panels.market_chips(table.parts.market, table.content)
    shape = turns_of(build.openings)[0] if build.openings else ""
    chip = next(c for c in chips if c.item == build.item and c.shape in ("", shape))
    hands.click(app, chip.rect.center)
    shapes = list(table.content.items[build.item].shapes)
    for _ in range(4):
        if not shapes or table.hand.shape == shape:
            break
        hands.click(app, chip.rect.center)
    hands.move(app, table.sheet.rect_of((build.x, build.y)).center)
    for _ in range(4):
        if table.hand.openings(shapes) == build.openings:
            break
        hands.d.tap(X)


def play_rial(app, driver, table, hands, monkeypatch, limit=None) -> int:
    import tests.rial.test_table_game as rial
    from game.games.rial import actions as RA
    from game.games.rial.bots import Explorer
    hands.patch(monkeypatch, rial)
    me = Explorer(0, random.Random(1))
    rules, moves = table.session.rules, 0
    for _ in range(3000):
        if rules.is_over() or moves == limit:
            break
        if 0 not in rules.to_act() or table.acting() != 0:
            app.step(dt=0.5)
            continue
        action = me.choose(rules.view(0), rules.legal_actions(0))
        before = len(rules.log)
        if isinstance(action, RA.Move):
            # the pad has no wheel over the board: the player takes the route shown
            end = table.geo.centre(action.route[-1])
            hands.move(app, end)
            shown = table.hovered_route()
            assert shown, action
            hands.click(app, end)
            done = rules.log[before].action
            assert isinstance(done, RA.Move) and list(done.route) == list(shown), done
        else:
            rial.click_for(app, table, action)
            app.step(dt=0.0)
            assert rules.log[before].action == action, action
        moves += 1
    return moves


def play_trapper(app, driver, table, hands, monkeypatch, limit=None) -> int:
    rules, moves = table.session.rules, 0
    for _ in range(600):
        app.step(dt=0.1)
        top = app.stack.top
        if rules.is_over() or moves == limit:
            break
        if isinstance(top, HandoffScene):
            driver.current = 100 + table.viewer   # the next seat's own pad passes it
            driver.tap(A)
            continue
        if isinstance(top, ConfirmScene):
            dpad_to(driver, top.yes_button.rect)
            driver.tap(A)
            continue
        if top is not table or not table.acting_here() or table.showing_move or table.busy \
                or table.event_queue:
            continue    # a person waits for the last move to be shown
        labels = [b.label for b in table.bar.buttons if b.enabled and b.visible]
        phase = table.phase()
        wanted = {"setup": ["Random dungeon", "Confirm dungeon"], "roll": ["Roll 2d6 for AP"],
                  "raid": ["Concede the raid"]}.get(phase) or \
            [next(n for n in labels if "raid" in n or "End turn" in n)]
        before = len(rules.log)
        for label in wanted:
            press_labelled(driver, table, label)
        moves += len(rules.log) > before
    return moves


def play_lab(app, driver, table, hands, monkeypatch, limit=None) -> int:
    """Hot-seat (the lab has no computer seats by default), as its mouse player does: each
    lands by a click on the notebook and passes the screen (Done, then the hand-off with
    A), each takes a step north, each resigns through the dialog."""
    rules, moves = table.session.rules, 0

    def done_reading() -> None:
        press_labelled(driver, table, "Done: pass to")
        pass_handoffs(driver)
    for _ in range(2):
        hands.click(app, table.pad.at(3.5, 3.5) if rules.state.players[table.viewer].pos
                    is None else table.pad.at(1.5, 3.5))
        done_reading()
        moves += 1
    for _ in range(2):
        step = next(b.label for b in table.bar.buttons if b.enabled and b.visible
                    and b.label[:1] in "↑→↓←")
        press_labelled(driver, table, step)
        done_reading()
        moves += 1
    for _ in range(2):
        press_labelled(driver, table, "Resign")
        assert isinstance(app.stack.top, ConfirmScene)
        dpad_to(driver, app.stack.top.yes_button.rect)
        driver.tap(A)
        pass_handoffs(driver)
        moves += 1
    return moves


PLAYERS = {"lab": (play_lab, ()), "doodle": (play_doodle, ()), "maker": (play_maker, ()),
           "rial": (play_rial, (("end", "rounds"), ("round_limit", 10))),
           "trapper": (play_trapper, (("turn_limit", True),))}


@pytest.mark.animations_off   # whole games by pad: the pad players press as soon as a button
@pytest.mark.parametrize("key", PLAYABLE)   # exists; the people-play tests wait for moves
def test_a_game_from_the_launcher_with_a_pad_only(app, monkeypatch, key, seed=0):
    driver = pad_only(app, monkeypatch)
    player, options = PLAYERS.get(key, (None, ()))
    table = open_game(app, driver, key, options, seed)
    assert all(s.bot for s in table.rules.seats[1:]) or key in HOT_SEAT_BY_DEFAULT
    if player is None:
        pytest.skip(f"{key}: reached its table by pad; no pad player for its moves yet")
    moves = player(app, driver, table, PadHands(driver), monkeypatch)
    assert moves > 0
    assert table.rules.is_over()
    wait_for_end(app)


def test_hot_seat_two_pads_pass_the_hand_offs_with_a(app, monkeypatch):
    """Two humans at Dungeon Trapper (secrets, so hand-offs), each with a pad: the seats are
    set by pad, every hand-off is passed with A by the next seat's pad, and both seats make
    their moves."""
    driver = pad_only(app, monkeypatch)
    driver.plug(1, "Second pad")
    app.stack.push(LauncherScene(app))
    app.step()
    launcher = app.stack.top
    play = next(b for b in launcher.tile_buttons[[g.key for g in launcher.games]
                                                 .index("trapper")].buttons
                if b.label in ("Play", "New game"))
    dpad_to(driver, play.rect)
    driver.tap(A)
    seats = app.stack.top
    for _ in range(4):
        if seats.rows[1].bot is None:
            break
        press_labelled(driver, seats, "Computer")
    assert seats.rows[1].bot is None
    press_labelled(driver, seats, "Start game")
    assert isinstance(app.stack.top, HandoffScene)
    table = app.stack.scenes[-2]
    rules = table.session.rules
    passed = []
    real = driver.tap

    def tap(button, pad=None):
        if button == A and isinstance(app.stack.top, HandoffScene):
            passed.append(driver.current)
        real(button, pad)
    monkeypatch.setattr(driver, "tap", tap)
    driver.current = 100 + table.viewer
    driver.tap(A)
    play_trapper(app, driver, table, PadHands(driver), monkeypatch, limit=6)
    seats_moved = {r.action.seat for r in rules.log}
    assert seats_moved >= {0, 1}, seats_moved
    assert len(passed) >= 3 and set(passed) == {100, 101}


@pytest.mark.parametrize("key", PLAYABLE)
def test_the_table_follows_the_pad_pointer_for_hover(app, monkeypatch, key):
    """Hover previews work under the pad: the table's pointer is where the stick put the
    pad's pointer, over the board, and the screen draws the pad pointer there."""
    driver = pad_only(app, monkeypatch)
    table = open_game(app, driver, key, PLAYERS.get(key, (None, ()))[1])
    spot = table.board_rect.center
    driver.steer(spot)
    assert app.mouse_pos() == spot
    if hasattr(table, "pointer"):
        assert tuple(table.pointer) == spot


def test_unplugging_mid_game_pauses_nothing_and_loses_nothing(app, monkeypatch):
    """Maker against the computer: a move by pad, the pad unplugged (the table stays, the
    game is as it was, a toast says so), another pad plugged in goes on from there."""
    from game.ui.scenes.pause import PauseScene
    driver = pad_only(app, monkeypatch)
    table = open_game(app, driver, "maker")
    rules = table.rules

    def mine():
        return [r.action for r in rules.log if r.action.seat == 0]
    press_labelled(driver, table, "Roll for loot")
    assert len(mine()) == 1
    corner = table.sheet.rect_of((6, 6)).center
    driver.steer(corner)
    driver.down(A)
    driver.unplug(100)
    for _ in range(3):
        app.step(dt=0.1)
    assert app.stack.top is table and not isinstance(app.stack.top, PauseScene)
    assert "Controller disconnected" in [t.text for t in app.toasts]
    assert app.pads.point() == corner
    second = driver.plug(1, "Second pad")
    driver.current = second
    if len(mine()) == 1:       # the unplugged press was let go where it was: a click
        driver.tap(A)
    assert len(mine()) == 2
    assert app.stack.top is table


def test_a_wall_stroke_painted_with_a_held_is_the_mouse_drag(app, monkeypatch):
    """Trapper's own mouse test of a wall stroke (press, drag, drag, release; Ctrl+Z; a
    stroke from a wall erases), run with the pad: the same walls, log line and undo."""
    import tests.trapper.test_table as trapper
    driver = pad_only(app, monkeypatch)
    PadHands(driver).patch(monkeypatch, trapper)
    trapper.test_dragging_paints_a_wall_stroke_and_ctrl_z_takes_it_back(app)


def test_a_hero_path_drawn_with_a_held_and_back_along_it(app, monkeypatch):
    """Doodle's hero path: A held while the stick moves draws it cell by cell, going back
    along the line takes steps off, as a mouse drag does."""
    import tests.doodle.test_table as doodle
    from tests.doodle.helpers import walk_path
    driver = pad_only(app, monkeypatch)
    hands = PadHands(driver)
    hands.patch(monkeypatch, doodle)
    session, table = doodle.open_session(app)
    doodle._to_paths(session, table)
    geo, sheet = session.rules.geo, table.sheet
    hands.press(app, sheet.centre(0))
    for name in ["A2", "A3", "B3", "C3"]:
        hands.move(app, sheet.centre(geo.parse(name)), held=True)
    assert session.rules.state.sheets[0].path == walk_path(session.rules,
                                                           ["A1", "A2", "A3", "B3", "C3"])
    hands.move(app, sheet.centre(geo.parse("B3")), held=True)
    hands.release(app, sheet.centre(geo.parse("B3")))
    assert session.rules.state.sheets[0].path == walk_path(session.rules,
                                                           ["A1", "A2", "A3", "B3"])
