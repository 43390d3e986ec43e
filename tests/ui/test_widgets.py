"""Widgets: the dice tray always ends on the real result."""
from game.core.events import DiceRolled
from game.ui.widgets.dice_tray import DiceTray


def roll(values, sides=6):
    return DiceRolled(seat=0, sides=sides, values=tuple(values))


def test_dice_land_on_the_real_result_after_tumbling(app):
    tray = DiceTray(app.theme, speed=1.0, seed=3)
    tray.show(roll([6, 1, 4]))
    assert tray.busy
    while tray.update(0.05):
        pass
    assert tray.roll.shown == [6, 1, 4] and not tray.busy


def test_dice_land_at_once_when_animations_are_off_or_skipped(app):
    tray = DiceTray(app.theme, speed=0.0, seed=3)
    tray.show(roll([2, 12], sides=12))
    assert tray.roll.shown == [2, 12] and not tray.busy
    tray.speed = 1.0
    tray.show(roll([5]))
    tray.update(0.1)
    tray.skip()
    assert tray.roll.shown == [5]


def test_log_panel_shows_the_newest_lines_and_scrolls_back(app):
    import pygame

    from game.ui.widgets.log_panel import LogPanel
    panel = LogPanel(app.theme)
    panel.rect = pygame.Rect(0, 0, 300, 200)
    panel.set_lines([f"Line {i}: Ann builds a long corridor of walls and traps." for i in
                     range(300)])
    surface = pygame.Surface((300, 200))
    panel.draw(surface)
    newest = panel._tail(3)
    assert newest[-1].startswith("  ") or "Line 299" in newest[-1]
    assert panel.on_wheel((10, 10), 3) and panel.scroll == 6
    panel.draw(surface)
    assert not panel.on_wheel((500, 500), 1)
