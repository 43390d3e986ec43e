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


def _pixels(surface, rect, colour):
    """How many pixels of `rect` have exactly `colour`."""
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if tuple(surface.get_at((x, y)))[:3] == colour)


def test_a_red_die_is_drawn_red_and_a_white_one_white(app):
    import pygame

    from game.ui.widgets.dice_tray import NAMED
    tray = DiceTray(app.theme, speed=0.0)
    tray.rect = pygame.Rect(0, 0, 300, 108)
    tray.show(roll([3, 5]), colours=("white", "red"))
    surface = pygame.Surface((300, 108))
    tray.draw(surface)
    left, right = pygame.Rect(0, 0, 150, 80), pygame.Rect(150, 0, 150, 80)
    assert _pixels(surface, right, NAMED["red"]) > 400 > _pixels(surface, left, NAMED["red"])
    assert _pixels(surface, left, NAMED["white"]) > 400


def test_a_d10_is_a_kite_and_other_dice_keep_their_shapes():
    import pygame

    from game.ui.widgets.dice_tray import die_outline
    rect = pygame.Rect(0, 0, 50, 50)
    kite, _ = die_outline(rect, 10)
    assert len(kite) == 4 and kite[0] == (25, 0) and kite[2] == (25, 50)
    assert kite[1][1] > 25, "the shoulders sit below the middle: a d10, not a d8 diamond"
    assert [len(die_outline(rect, s)[0]) for s in (4, 8, 12, 20)] == [3, 4, 5, 6]


def test_a_long_dice_caption_fits_the_tray(app):
    import pygame
    tray = DiceTray(app.theme, speed=0.0)
    tray.rect = pygame.Rect(10, 10, 300, 108)
    event = DiceRolled(seat=0, sides=10, values=(7, 3), purpose="a fight against the Dragon "
                       "on G7 with Strength +4, two Rage cards and the Sword of the North")
    tray.show(event)
    surface = pygame.Surface((400, 200))
    surface.fill((0, 0, 0))
    tray.draw(surface)
    below = [surface.get_at((x, y))[:3] for x in range(0, 400) for y in (125, 150)]
    beside = [surface.get_at((x, y))[:3] for x in (0, 5, 315, 330) for y in range(10, 118)]
    assert all(p == (0, 0, 0) for p in below + beside), "the caption stays in the tray"


def test_a_long_button_label_shrinks_then_wraps_inside_its_button(app):
    import pygame

    from game.ui.widgets.button import Button
    b = Button("Done: hand the path back to its owner and end the phase", lambda: None,
               rect=pygame.Rect(20, 20, 160, 44), size=16)
    surface = pygame.Surface((200, 90))
    surface.fill((0, 0, 0))
    b.draw(surface, app.theme, (0, 0))
    beside = [surface.get_at((x, y))[:3] for x in (0, 10, 185, 199) for y in range(0, 90)]
    assert all(p == (0, 0, 0) for p in beside), "the label stays inside the button"


def _pressed_bar():
    """A bar with one button whose label the press changes (Roll, then Pass), the pointer
    told where it is, as a table tells it."""
    import pygame

    from game.ui.widgets.button import Button, ButtonBar, clock
    pressed: list[str] = []
    button = Button("Roll", lambda: None, rect=pygame.Rect(10, 10, 120, 40))
    button.on_click = lambda: pressed.append(button.label)
    bar = ButtonBar([button])
    bar.point(button.rect.center)
    bar.observe()
    clock.offset += 0.35
    assert bar.click(button.rect.center) and pressed == ["Roll"]
    button.label = "Pass"   # the action changed under the still pointer
    bar.observe()
    return bar, button, pressed, clock


def test_a_button_that_changed_under_a_still_pointer_ignores_presses_for_a_second():
    bar, button, pressed, clock = _pressed_bar()
    clock.offset += 0.35
    bar.click(button.rect.center)
    clock.offset += 0.35
    bar.click(button.rect.center)
    assert pressed == ["Roll"], "a press right after the label changed is ignored"
    clock.offset += 0.35
    bar.click(button.rect.center)
    assert pressed == ["Roll", "Pass"], "after a second under the pointer it works"


def test_a_button_that_changed_under_the_pointer_works_once_the_pointer_left_it():
    bar, button, pressed, clock = _pressed_bar()
    bar.point((button.rect.right + 20, button.rect.centery))   # off the button...
    clock.offset += 0.05
    bar.click(button.rect.center)                               # ...and back onto it
    assert pressed == ["Roll", "Pass"]


def test_a_button_that_changed_away_from_the_pointer_keeps_the_short_guard():
    import pygame

    from game.ui.widgets.button import GUARD_SECONDS, Button, ButtonBar, clock
    pressed: list[str] = []
    button = Button("Roll", lambda: pressed.append(button.label),
                    rect=pygame.Rect(10, 10, 120, 40))
    bar = ButtonBar([button])
    bar.point((400, 400))
    bar.observe()
    button.label = "Pass"
    bar.observe()
    clock.offset += GUARD_SECONDS / 2
    bar.click(button.rect.center)
    assert pressed == [], "a button just changed takes no press at once"
    clock.offset += GUARD_SECONDS
    bar.click(button.rect.center)
    assert pressed == ["Pass"], "one that changed away from the pointer needs no second"
