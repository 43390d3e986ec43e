""""What would the computer do?" at the Rial table (issue 23 §3): where Hard's move happens
and its ghost.

A move is drawn as its route, half transparent, with the pawn's ghost on the square it
ends on; a Map peek or the stuck rule lights its square; a choice is ringed on its button
(the capabilities Hard would set out with are written at the left of each row). Everything comes
from the move itself and the public view (rial §6: nothing is hidden but face-down cards,
which the move does not show).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.rial import actions as A
from game.games.rial.state import CAPS

if TYPE_CHECKING:
    from game.ui.tables.rial.scene import RialTable

TAKEN_AT_ONCE = (A.Move, A.Peek, A.SetCapabilities, A.Propose, A.Meet, A.Raise, A.Answer,
                 A.MoveOn, A.LeaveChest)
"""Hinted moves a click on their ring makes as hinted (that route, those capabilities, that
offer, that way to meet a challenge); any other is made by its own button as usual
(leaving, the stuck rule still ask)."""

ITEM_WORDS = {"speed": "Drink the Speed potion", "healing": "Drink a Healing potion",
              "map": "Read the Map"}


def button_words(action: A.Action) -> tuple[str, ...]:
    """How the button that makes `action` begins (empty: no button makes it)."""
    method = getattr(action, "method", "")
    if isinstance(action, A.Meet):
        return ("Use a Key",) if method == "key" else \
            ("Luck",) if method == "luck" else (method.title(),)
    if isinstance(action, A.Raise):
        return (action.capability.title() + " ",)
    if isinstance(action, A.UseItem):
        return (ITEM_WORDS.get(action.item, "?"),)
    if isinstance(action, A.Answer):
        return ("Accept the trade",) if action.accept else ("Refuse",)
    return {A.Roll: ("Enter: roll the d4", "Roll the d4"), A.Jump: ("Jump to another",),
            A.Leave: ("Leave the game",), A.MissTurn: ("Miss this turn",),
            A.EndCycle: ("No (more) trades",), A.LeaveChest: ("Leave it shut",),
            A.MoveOn: ("Walk on",), A.SetCapabilities: ("Set out with these",),
            A.Propose: ("Offer the trade",)}.get(type(action), ())


def target(table: "RialTable", action: A.Action) -> pygame.Rect | None:
    """Where the hinted move happens: a move's end square, a square to peek at or clear,
    else the button that makes it."""
    geo = table.geo
    if isinstance(action, A.Move) and action.route and geo is not None:
        return geo.rect(action.route[-1])
    if isinstance(action, (A.Peek, A.ClearStuck)) and geo is not None:
        return geo.rect(action.square)
    words = button_words(action)
    for button in table.bar.buttons if words else ():
        if button.visible and button.label.startswith(words):
            return pygame.Rect(button.rect)
    return None


def draw_ghost(table: "RialTable", surface: pygame.Surface, action: A.Action) -> None:
    """The move itself, half transparent: the route and the pawn where it would end; the
    capabilities Hard would choose beside their rows."""
    geo, theme = table.geo, table.app.theme
    if geo is None:
        return
    seat = action.seat
    colour = theme.colours.seat_colour(seat)
    if isinstance(action, A.Move) and action.route:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        start = table.view()["players"][seat]["pos"]
        squares = ([start] if start is not None else []) + list(action.route)
        points = [geo.centre(sq) for sq in squares]
        if len(points) > 1:
            pygame.draw.lines(layer, (*theme.colours.accent[:3], 170), False, points,
                              max(4, geo.cell // 7))
        for point in points[1:-1]:
            pygame.draw.circle(layer, (*theme.colours.accent[:3], 170), point,
                               max(3, geo.cell // 10))
        end = points[-1]
        radius = max(5, geo.cell // 3)
        pygame.draw.circle(layer, (*colour[:3], 150), end, radius)
        pygame.draw.circle(layer, (0x1D, 0x2B, 0x53, 190), end, radius, 2)
        surface.blit(layer, (0, 0))
    elif isinstance(action, (A.Peek, A.ClearStuck)):
        rect = geo.rect(action.square)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill((*theme.colours.accent[:3], 90))
        surface.blit(layer, rect)
    elif isinstance(action, A.SetCapabilities):
        rows = [b for b in table.panel_buttons if b.label.startswith("−")]
        for button, value in zip(rows[:len(CAPS)], action.values):
            tag = theme.fonts.render(f"→{value}", 13, theme.colours.accent, "bold")
            box = tag.get_rect(midleft=(button.rect.x + 8, button.rect.centery))
            pygame.draw.rect(surface, theme.colours.panel, box.inflate(8, 4), border_radius=4)
            surface.blit(tag, box)
