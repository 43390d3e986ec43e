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
