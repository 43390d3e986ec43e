"""Rial played with posted mouse events only, aimed at what the table draws: buttons found by
their labels, lit squares by their place on the board. A mind (the computer player's) chooses
what a human seat does; this module only does it the way a person would."""
from __future__ import annotations

import pygame

from game.games.rial import actions as A
from game.ui.scenes.confirm import ConfirmScene
from tests import play

METHOD = {"key": "Use a Key", "luck": "Luck"}
ITEM = {"speed": "Drink the Speed", "healing": "Drink a Healing", "map": "Read the Map"}


def panel(table, prefix: str) -> tuple[int, int]:
    """The centre of the choice panel's visible button whose label starts with `prefix`."""
    for b in table.panel_buttons:
        if b.label.startswith(prefix) and b.visible:
            return b.rect.center
    raise AssertionError(f"no panel button {prefix!r} in {[b.label for b in table.panel_buttons]}")


def confirm(app) -> None:
    assert isinstance(app.stack.top, ConfirmScene)
    play.click(app, app.stack.top.yes_button.rect.center)


def wheel(app, pos: tuple[int, int]) -> None:
    play.frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])


def choose_route(app, table, route: tuple[int, ...]) -> tuple[int, int]:
    """Point at the route's end and turn the wheel until the drawn route is this one."""
    end = table.geo.centre(route[-1])
    play.move(app, end)
    for _ in range(60):
        if table.hovered_route() == route:
            return end
        wheel(app, end)
    raise AssertionError(f"the wheel never showed the route {route}")


def do(app, table, action: A.Action) -> None:
    """Do `action` as a player would, with the mouse."""
    if isinstance(action, A.SetCapabilities):
        draft = table.pointer_state.extra.setdefault("caps", [2, 2, 2, 2, 2, 1, 1])
        for i, want in enumerate(action.values):
            while draft[i] != want:
                minus, plus = table.panel_buttons[2 * i], table.panel_buttons[2 * i + 1]
                play.click(app, (plus if draft[i] < want else minus).rect.center)
        play.click_button(app, "Set out")
    elif isinstance(action, A.Roll):
        play.click_button(app, "Enter: roll" if play.find_button(app, "Enter: roll")
                          else "Roll")
    elif isinstance(action, A.MissTurn):
        play.click_button(app, "Miss this turn")
    elif isinstance(action, A.Jump):
        play.click_button(app, "Jump")
    elif isinstance(action, A.Leave):
        play.click_button(app, "Leave the game")
        confirm(app)
    elif isinstance(action, A.UseItem):
        play.click_button(app, ITEM[action.item])
    elif isinstance(action, A.EndCycle):
        play.click_button(app, "No (more) trades")
    elif isinstance(action, A.Move):
        end = choose_route(app, table, action.route)
        play.click(app, end, gap=0.0)
    elif isinstance(action, (A.Peek, A.ClearStuck)):
        play.click(app, table.geo.centre(action.square))
        if isinstance(action, A.ClearStuck):
            confirm(app)
    elif isinstance(action, A.Meet):
        play.click(app, panel(table, METHOD.get(action.method, action.method.title())))
    elif isinstance(action, A.LeaveChest):
        play.click(app, panel(table, "Leave it shut"))
    elif isinstance(action, A.MoveOn):
        play.click(app, panel(table, "Walk on"))
    elif isinstance(action, A.Raise):
        play.click(app, panel(table, action.capability.title()))
    elif isinstance(action, A.Answer):
        play.click(app, panel(table, "Accept" if action.accept else "Refuse"))
    elif isinstance(action, A.Propose):
        do_offer(app, table, action)
    else:
        raise AssertionError(f"no mouse way to {action}")


def do_offer(app, table, action: A.Propose) -> None:
    """Pick the partner, tick what to give and get, then Offer."""
    name = table.rules.seat_name(action.partner)
    if play.find_button(app, f"Offer to {name} instead") is not None:
        play.click_button(app, f"Offer to {name} instead")
    from game.games.rial.trading import token_text
    for verb, tokens in (("Give", action.give), ("Get", action.get)):
        for token in tokens:
            play.click_button(app, f"{verb}: {token_text(token)}")
    play.click_button(app, "Offer")
