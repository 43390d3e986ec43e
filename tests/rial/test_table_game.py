"""A whole hot-seat game played with the mouse only: two humans (whose clicks follow the
computer player's choices) and one computer seat, to the round limit."""
from __future__ import annotations

import pytest

import random

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.rial import actions as A
from game.games.rial.bots import Explorer
from game.ui.scenes.confirm import ConfirmScene
from game.ui.tables.rial import open_table
from tests.ui.helpers import button, click, move, wheel

SEATS = [Seat("Ann"), Seat("Ben"), Seat("Cy", bot="explorer")]


def panel(table, prefix: str):
    for b in table.panel_buttons:
        if b.label.startswith(prefix) and b.visible:
            return b.rect.center
    raise AssertionError(f"no panel button {prefix!r} in {[b.label for b in table.panel_buttons]}")


def confirm(app):
    assert isinstance(app.stack.top, ConfirmScene)
    click(app, app.stack.top.yes_button.rect.center)


METHOD = {"key": "Use a Key", "luck": "Luck"}


def click_for(app, table, action) -> None:
    """Do `action` the way a player would, with the mouse."""
    if isinstance(action, A.SetCapabilities):
        table.pointer_state.extra["caps"] = list(action.values)
        table.layout(app.size)
        click(app, button(table, "Set out"))
    elif isinstance(action, A.Roll):
        click(app, button(table, "Enter: roll" if any(
            b.label.startswith("Enter") for b in table.bar.buttons) else "Roll"))
    elif isinstance(action, A.MissTurn):
        click(app, button(table, "Miss this turn"))
    elif isinstance(action, A.Jump):
        click(app, button(table, "Jump"))
    elif isinstance(action, A.Leave):
        click(app, button(table, "Leave the game"))
        confirm(app)
    elif isinstance(action, A.UseItem):
        click(app, button(table, {"speed": "Drink the Speed", "healing": "Drink a Healing",
                                  "map": "Read the Map"}[action.item]))
    elif isinstance(action, A.EndCycle):
        click(app, button(table, "No (more) trades"))
    elif isinstance(action, A.Move):
        end = table.geo.centre(action.route[-1])
        move(app, end)
        for _ in range(40):
            if table.hovered_route() == action.route:
                break
            wheel(app, end)
        assert table.hovered_route() == action.route
        click(app, end)
    elif isinstance(action, (A.Peek, A.ClearStuck)):
        click(app, table.geo.centre(action.square))
        if isinstance(action, A.ClearStuck):
            confirm(app)
    elif isinstance(action, A.Meet):
        click(app, panel(table, METHOD.get(action.method, action.method.title())))
    elif isinstance(action, A.LeaveChest):
        click(app, panel(table, "Leave it shut"))
    elif isinstance(action, A.MoveOn):
        click(app, panel(table, "Walk on"))
    elif isinstance(action, A.Raise):
        click(app, panel(table, action.capability.title()))
    elif isinstance(action, A.Answer):
        click(app, panel(table, "Accept" if action.accept else "Refuse"))
    else:
        raise AssertionError(f"no mouse way to {action}")


@pytest.mark.animations_off
def test_a_whole_game_with_the_mouse(app):
    session = Session.start(game_info("rial"), SEATS, 5,
                            {"end": "rounds", "round_limit": 10})
    table = open_table(app, session)
    app.stack.push(table)
    app.step(dt=0.0)
    minds = {0: Explorer(0, random.Random(1)), 1: Explorer(1, random.Random(2))}
    kinds = set()
    for _ in range(3000):
        rules = session.rules
        if rules.is_over():
            break
        acting = [s for s in rules.to_act() if s in minds]
        if not acting:
            app.step(dt=1.0)                          # the computer seat plays
            continue
        seat = acting[0]
        for _ in range(3):
            if table.viewer != seat:
                app.step(dt=0.0)
        assert table.viewer == seat and table.acting() == seat
        action = minds[seat].choose(rules.view(seat), rules.legal_actions(seat))
        before = len(rules.log)
        click_for(app, table, action)
        app.step(dt=0.0)
        done = [r.action for r in rules.log[before:]]
        assert done and done[0] == action, f"the click did not do {action}"
        kinds.add(type(action).__name__)
    assert session.rules.is_over()
    print(sorted(kinds))
    assert {"SetCapabilities", "Roll", "Move", "Meet"} <= kinds, kinds
