"""The gamepad hint bar and pointer, drawn over the screen while a pad is in use.

The bar lists only the buttons that do something on the current screen. A scene may say
exactly which with a `pad_hints() -> [(button, what)]` method; otherwise the hints follow
from the kind of scene (the table, the hand-off, the launcher, any other screen).
"""
from __future__ import annotations

from typing import Any

import pygame

from game.ui.theme import Theme

FACE = {"A": (0x00, 0x87, 0x51), "B": (0xBE, 0x12, 0x50), "X": (0x29, 0xAD, 0xFF),
        "Y": (0xFF, 0xA3, 0x00)}
"""The face buttons in the colours printed on most pads."""

Hint = tuple[str, str]


def hints_for(scene: Any) -> list[Hint]:
    """The (button, what it does) pairs for `scene`."""
    own = getattr(scene, "pad_hints", None)
    if callable(own):
        return list(own())
    from game.ui.gamepad import focus_targets
    from game.ui.scenes.handoff import HandoffScene
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.table import TableScene
    point = [("L", "Point"), ("D-pad", "Jump")]
    if len(focus_targets(scene)) > 1:
        point.append(("LB/RB", "Previous/next"))
    if isinstance(scene, HandoffScene):
        return [("A", "Continue"), ("Start", "Menu")]
    if isinstance(scene, LauncherScene):
        return [*point, ("A", "Press")]
    if isinstance(scene, TableScene):
        return table_hints(scene, point)
    return [*point, ("A", "Press"), ("B", "Back")]


def table_hints(table: Any, point: list[Hint]) -> list[Hint]:
    gestures = table.gestures()
    hints = [*point, ("A", "Press, hold to draw" if "draw" in gestures else "Press")]
    if "rotate" in gestures:
        hints.append(("X", "Rotate"))
    if "mirror" in gestures:
        hints.append(("Y", "Mirror"))
    if any(b.label == "Undo" and b.enabled for b in table.bar.buttons):
        hints.append(("Back", "Undo"))
    hints += [("R", "Log"), ("Start", "Menu")]
    return hints


def draw_pad_hints(surface: pygame.Surface, theme: Theme, scene: Any) -> None:
    """The hint bar along the bottom-left of the window."""
    hints = hints_for(scene)
    if not hints:
        return
    fonts = theme.fonts
    x, y = 8, surface.get_height() - 34
    chips: list[tuple[pygame.Surface, pygame.Surface, tuple[int, int, int]]] = []
    for button, what in hints:
        chips.append((fonts.render(button, 13, (255, 255, 255), "bold"),
                      fonts.render(what, 13, theme.colours.paper),
                      FACE.get(button, (0x5F, 0x57, 0x4F))))
    width = sum(b.get_width() + w.get_width() + 34 for b, w, _ in chips) + 8
    back = pygame.Surface((width, 30), pygame.SRCALPHA)
    back.fill((20, 14, 10, 200))
    surface.blit(back, (x - 4, y - 2))
    for label, what, colour in chips:
        chip = pygame.Rect(x, y + 3, label.get_width() + 12, 22)
        pygame.draw.rect(surface, colour, chip, border_radius=11)
        surface.blit(label, label.get_rect(center=chip.center))
        x = chip.right + 5
        surface.blit(what, what.get_rect(midleft=(x, chip.centery)))
        x += what.get_width() + 17


def draw_pad_pointer(surface: pygame.Surface, theme: Theme, pos: tuple[int, int]) -> None:
    """The pad's pointer: a ringed dot (the system cursor stays where the mouse left it)."""
    pygame.draw.circle(surface, (20, 14, 10), pos, 9, 3)
    pygame.draw.circle(surface, theme.colours.accent, pos, 7, 2)
    pygame.draw.circle(surface, (255, 255, 255), pos, 2)
