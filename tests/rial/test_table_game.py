"""Rial's actions done with the mouse, one helper per action (`click_for`), through this
module's `click`, `move` and `wheel`, which the pad-only game test replaces with the pad's
(tests/ui/test_gamepad_play.py). The mouse-only whole games are tests/rial/test_play.py."""
from __future__ import annotations

from game.games.rial import actions as A
from game.ui.scenes.confirm import ConfirmScene
from tests.ui.helpers import button, click, move, wheel


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
