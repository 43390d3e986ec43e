"""A click does what it says, once (issue 16 §2), through the real Maker table: a hurried
player's double click (two presses 50 ms apart) on each button does that button's work once
and never presses what appears under the pointer."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.maker.actions import Decline, DeclareBuild, RollHero, RollLoot, Walk
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.tables.maker import open_table
from game.ui.tables.maker.scene import MakerTable
from game.ui.tables.maker.shots import drive, phase, session
from game.ui.widgets.button import clock
from tests.ui.helpers import PACE, button, click, key, press, release

INFO = game_info("maker")


def hurried(app, pos) -> None:
    """Two clicks 50 ms apart on one spot, however long the machine takes between them."""
    clock.offset += PACE
    first = clock.now()
    click(app, pos, pace=0.0)
    clock.offset -= clock.now() - first - 0.05
    press(app, pos, pace=0.0)
    release(app, pos)


def seat_table(app, s: Session, speed: float = 0.0) -> MakerTable:
    app.settings.animation_speed = speed
    table = open_table(app, s)
    app.stack.push(LauncherScene(app))
    app.stack.push(table)
    app.step()
    return table


def settle(app, table: MakerTable) -> None:
    for _ in range(400):
        if not (table.busy or table.event_queue or table.showing_move):
            return
        app.step(dt=0.05)


def actions(table: MakerTable) -> list:
    return [r.action for r in table.rules.log]


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_a_double_click_on_roll_for_loot_rolls_once_and_opens_nothing(app, speed):
    table = seat_table(app, session(1, 1), speed)
    hurried(app, button(table, "Roll for loot"))
    settle(app, table)
    assert actions(table) == [RollLoot(0)]
    assert app.stack.top is table, type(app.stack.top).__name__


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_a_double_click_on_build_rolls_and_leaves_the_choice_to_the_player(app, speed):
    s = session(1, 1, seed=11)
    drive(s, phase("building", 0, "choose"))
    s.drain()
    table = seat_table(app, s, speed)
    hurried(app, button(table, "Build"))
    settle(app, table)
    assert actions(table)[-1] == DeclareBuild(0)
    assert table.view()["players"][0]["status"] == "build"
    assert Decline(0) in table.rules.legal_actions(0)


def test_a_double_click_on_buy_nothing_never_passes_the_next_seats_round(app):
    s = Session.start(INFO, [Seat("Ann"), Seat("Bea")], 5)
    drive(s, phase("building", 0, "choose"))
    s.apply(DeclareBuild(0))
    s.apply(DeclareBuild(1))
    s.drain()
    table = seat_table(app, s)
    settle(app, table)
    assert table.viewer == 0
    hurried(app, button(table, "Buy nothing"))
    settle(app, table)
    assert actions(table)[-1] == Decline(0)
    assert table.view()["players"][1]["status"] == "build"
    assert table.viewer == 1


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_a_double_click_on_roll_a_hero_leaves_curse_before_the_walk(app, speed):
    s = session(1, 1, seed=13)
    drive(s, phase("heroes", 0, "roll"))
    s.drain()
    table = seat_table(app, s, speed)
    hurried(app, button(table, "Roll a hero"))
    settle(app, table)
    assert actions(table)[-1] == RollHero(0)
    assert Walk(0) in table.rules.legal_actions(0)
    assert table.view()["players"][0]["hero"]["status"] == "ready"


def test_restart_asks_in_a_dialog_a_double_click_cannot_get_through(app):
    s = session(1, 1)
    table = seat_table(app, s)
    click(app, button(table, "Roll for loot"))
    settle(app, table)
    key_menu(app)
    pause = app.stack.top
    restart = button(pause, "Restart")
    hurried(app, restart)
    assert isinstance(app.stack.top, ConfirmScene)
    assert table.session is s and actions(table) == [RollLoot(0)]
    confirm = app.stack.top
    yes = next(b for b in confirm.bar.buttons if b.label == "Restart")
    assert not yes.rect.collidepoint(restart)


def key_menu(app) -> None:
    import pygame
    key(app, pygame.K_ESCAPE)
