"""Game controllers (issue 10): devices come and go, odd events are ignored, the left stick
and the d-pad move one pointer, the button map, strokes drawn with A held, the hint bar.

Controller events are posted to pygame's queue and read back (`PadDriver.send`), as SDL
would deliver them; only the opening of a device is faked (the dummy driver has none)."""
from __future__ import annotations

import pygame
import pytest

from game.ui.gamepad import (A, B, BACK, DEAD_ZONE, LB, RB, START, X, Y, Gamepads, Pad,
                             jump, stick_speed)
from game.ui.intents import Intent
from game.ui.scene import Scene
from game.ui.widgets.button import Button, ButtonBar, clock

DPAD = {"N": pygame.CONTROLLER_BUTTON_DPAD_UP, "E": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
        "S": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "W": pygame.CONTROLLER_BUTTON_DPAD_LEFT}
PACE = 0.35


class PadDriver:
    """Plays controllers at an app: plugs pads in (a fake SDL device list), posts their
    events to the pygame queue and steps the app with what the queue gives back."""

    def __init__(self, app) -> None:
        self.app = app
        self.devices: dict[int, Pad] = {}
        self.current = 100
        """The pad whose buttons are pressed when none is named (plug(0) is 100)."""
        app.pads.opener = self.devices.get

    def plug(self, index: int = 0, name: str = "Test Pad") -> int:
        instance = 100 + index
        self.devices[index] = Pad(instance, name)
        self.send(pygame.CONTROLLERDEVICEADDED, device_index=index)
        return instance

    def unplug(self, instance: int) -> None:
        self.send(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance)

    def send(self, kind: int, dt: float = 0.0, **attrs) -> None:
        if "instance_id" in attrs and attrs["instance_id"] is None:
            attrs["instance_id"] = self.current
        pygame.event.post(pygame.event.Event(kind, **attrs))
        events = pygame.event.get()
        assert all(e.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                  pygame.MOUSEBUTTONUP) for e in events)
        self.app.step(events, dt=dt)

    def down(self, button: int, pad: int | None = None) -> None:
        clock.offset += PACE if button == A else 0.0
        self.send(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button)

    def up(self, button: int, pad: int | None = None) -> None:
        self.send(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button)

    def tap(self, button: int, pad: int | None = None) -> None:
        self.down(button, pad)
        self.up(button, pad)

    def dpad(self, direction: str, pad: int | None = None) -> None:
        self.tap(DPAD[direction], pad)

    def axis(self, axis: int, value: float, pad: int | None = None, dt: float = 0.0) -> None:
        self.send(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis,
                  value=int(value * 32767), dt=dt)

    def hold_stick(self, x: float, y: float, seconds: float, pad: int | None = None,
                   frame: float = 1 / 60) -> None:
        self.axis(pygame.CONTROLLER_AXIS_LEFTX, x, pad)
        self.axis(pygame.CONTROLLER_AXIS_LEFTY, y, pad)
        for _ in range(max(1, round(seconds / frame))):
            self.app.step(dt=frame)
        self.axis(pygame.CONTROLLER_AXIS_LEFTX, 0, pad)
        self.axis(pygame.CONTROLLER_AXIS_LEFTY, 0, pad)

    def steer(self, target: tuple[int, int], pad: int | None = None, tries: int = 400) -> None:
        """Push the left stick towards `target` until the pointer is on it, as a player
        watching the pointer does (deflection eases off as it gets close)."""
        for _ in range(tries):
            px, py = self.app.pads.point()
            dx, dy = target[0] - px, target[1] - py
            if dx == 0 and dy == 0:
                break
            dist = (dx * dx + dy * dy) ** 0.5
            push = min(1.0, DEAD_ZONE + 0.1 + dist / 300)
            self.axis(pygame.CONTROLLER_AXIS_LEFTX, push * dx / dist, pad)
            self.axis(pygame.CONTROLLER_AXIS_LEFTY, push * dy / dist, pad)
            speed = stick_speed(push, self.app.pads._pushed)
            self.app.step(dt=min(0.1, dist / speed))
        self.axis(pygame.CONTROLLER_AXIS_LEFTX, 0, pad)
        self.axis(pygame.CONTROLLER_AXIS_LEFTY, 0, pad)
        px, py = self.app.pads.point()
        assert (px, py) == tuple(target), (px, py, target)

    def press_at(self, target: tuple[int, int], pad: int | None = None) -> None:
        self.steer(target, pad)
        self.tap(A, pad)


class Recorder(Scene):
    """A scene that keeps every intent it gets, with three buttons in a row and one below."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.seen: list[Intent] = []
        self.bar = ButtonBar([Button(n, lambda: None) for n in ("one", "two", "three", "four")])
        for i, b in enumerate(self.bar.buttons[:3]):
            b.rect = pygame.Rect(100 + 200 * i, 100, 150, 40)
        self.bar.buttons[3].rect = pygame.Rect(300, 300, 150, 40)

    def on_intent(self, intent: Intent) -> None:
        self.seen.append(intent)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))


@pytest.fixture
def pads(app):
    return PadDriver(app)


@pytest.fixture
def recorder(app):
    scene = Recorder(app)
    app.stack.push(scene)
    return scene


def test_added_and_removed_several_at_once_with_toasts(app, pads):
    pads.devices.update({0: Pad(100, "Pad one"), 1: Pad(101, "Pad two")})
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=1))
    app.step(pygame.event.get())
    assert app.pads.names() == ["Pad one", "Pad two"]
    assert [t.text for t in app.toasts] == ["Controller connected"]
    pads.send(pygame.CONTROLLERDEVICEADDED, device_index=0)     # the same pad again
    assert len(app.pads.pads) == 2
    pads.unplug(100)
    assert app.pads.names() == ["Pad two"]
    assert "Controller disconnected" in [t.text for t in app.toasts]


def test_odd_events_are_ignored(app, pads, recorder):
    pads.plug()
    odd = [
        (pygame.CONTROLLERBUTTONDOWN, dict(instance_id=100, button=99)),
        (pygame.CONTROLLERBUTTONDOWN, dict(instance_id=100, button=-5)),
        (pygame.CONTROLLERBUTTONDOWN, dict(instance_id=100)),
        (pygame.CONTROLLERBUTTONDOWN, dict(instance_id=7, button=A)),      # gone
        (pygame.CONTROLLERBUTTONUP, dict(instance_id=100, button=A)),     # never pressed
        (pygame.CONTROLLERAXISMOTION, dict(instance_id=100, axis=42, value=30000)),
        (pygame.CONTROLLERAXISMOTION, dict(instance_id=100, axis=0, value="far")),
        (pygame.CONTROLLERAXISMOTION, dict(instance_id=100, axis=0, value=float("nan"))),
        (pygame.CONTROLLERDEVICEREMOVED, dict(instance_id=55)),
        (pygame.CONTROLLERDEVICEREMOVED, dict()),
        (pygame.CONTROLLERDEVICEADDED, dict(device_index=9)),   # not a pad (opener: None)
        (pygame.CONTROLLERDEVICEADDED, dict(device_index="x")),
        (pygame.CONTROLLERDEVICEREMAPPED, dict(instance_id=100)),
        (pygame.JOYBUTTONDOWN, dict(instance_id=100, button=0)),  # the pad's joystick twin
        (pygame.JOYBUTTONDOWN, dict(instance_id=5, button=1)),    # an unmapped joystick
        (pygame.JOYHATMOTION, dict(instance_id=5, hat=0, value=(1, 0))),
    ]
    for kind, attrs in odd:
        pads.send(kind, **attrs)
    assert recorder.seen == []
    pads.axis(pygame.CONTROLLER_AXIS_LEFTX, 1.0)
    pads.send(pygame.CONTROLLERAXISMOTION, instance_id=100, axis=1, value=10**9)
    assert app.pads.pads[100].axes == {0: 1.0, 1: 1.0}   # out of range: held to full


def test_real_controller_layer_refuses_a_missing_device_quietly(app):
    """With the real opener (SDL's game-controller layer), an added event for a device
    that is not there opens nothing and raises nothing."""
    app.pads.handle(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=3), None)
    assert app.pads.pads == {}


def test_left_stick_dead_zone_and_acceleration():
    assert stick_speed(DEAD_ZONE * 0.9, 5.0) == 0.0
    assert 0 < stick_speed(0.4, 0.0) < stick_speed(0.8, 0.0) < stick_speed(1.0, 0.0)
    assert stick_speed(1.0, 0.0) < stick_speed(1.0, 0.3) < stick_speed(1.0, 1.0)


def test_stick_moves_the_pointer_as_mouse_motion(app, pads, recorder):
    pads.plug()
    start = app.pads.point()
    pads.hold_stick(DEAD_ZONE * 0.8, 0.0, 0.5)   # resting thumb: nothing
    assert app.pads.point() == start and recorder.seen == []
    pads.hold_stick(1.0, 0.0, 0.5)
    x, y = app.pads.point()
    assert x > start[0] + 50 and y == start[1]
    assert recorder.seen and {i.kind for i in recorder.seen} == {"motion"}
    assert recorder.seen[-1].pos == (x, y) and app.mouse_pos() == (x, y)
    pads.steer((640, 200))
    assert app.mouse_pos() == (640, 200)
    pads.hold_stick(-1.0, -1.0, 3.0)     # the pointer stays in the window
    assert app.pads.point() == (0, 0)


def test_mouse_takes_the_pointer_back(app, pads, recorder):
    pads.plug()
    pads.dpad("E")
    assert app.pads.in_use
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    assert not app.pads.in_use
    pads.hold_stick(1.0, 0.0, 0.05)          # the pad takes over where the mouse left off
    x, y = app.pads.point()
    assert 5 < x < 40 and y == 5 and app.pads.in_use


def test_dpad_jumps_between_buttons(app, pads, recorder):
    pads.plug()
    app.pads.place((0, 0))
    centres = [b.rect.center for b in recorder.bar.buttons]
    pads.dpad("E")
    assert app.pads.point() == centres[0]
    pads.dpad("E")
    assert app.pads.point() == centres[1]
    pads.dpad("S")
    assert app.pads.point() == centres[3]
    pads.dpad("N")
    assert app.pads.point() == centres[1]
    pads.dpad("E")
    pads.dpad("E")    # past the last one in the row: on in reading order
    assert app.pads.point() == centres[3]
    assert recorder.seen[-1] == Intent("motion", centres[3])


def test_jump_reading_order_wraps():
    rects = [pygame.Rect(0, 0, 10, 10), pygame.Rect(50, 0, 10, 10)]
    assert jump(rects, rects[1].center, "E") == rects[0]
    assert jump(rects, rects[0].center, "W") == rects[1]
    assert jump([], (0, 0), "E") is None


def test_button_map(app, pads, recorder):
    pads.plug()
    for button in (X, Y, LB, RB, BACK, B, START):
        pads.tap(button)
    assert [i.kind for i in recorder.seen] == ["rotate_key", "mirror", "motion", "motion",
                                               "undo", "menu", "menu"]


def test_shoulders_step_through_targets_in_reading_order(app, pads, recorder):
    pads.plug()
    app.pads.place((0, 0))
    centres = [b.rect.center for b in recorder.bar.buttons]
    seen = []
    for _ in range(5):
        pads.tap(RB)
        seen.append(app.pads.point())
    assert seen == centres + centres[:1]
    pads.tap(LB)
    assert app.pads.point() == centres[3]
    recorder.bar.buttons = []      # a screen with nothing to step to: prev / next intents
    recorder.seen.clear()
    pads.tap(LB)
    pads.tap(RB)
    assert [i.kind for i in recorder.seen] == ["prev", "next"]


def test_b_and_start_never_quit_from_the_launcher(app, pads):
    from game.ui.scenes.launcher import LauncherScene
    app.stack.push(LauncherScene(app))
    pads.plug()
    pads.tap(B)
    pads.tap(START)
    pads.send(pygame.JOYBUTTONDOWN, instance_id=9, button=1)   # an unmapped joystick
    assert app.running and isinstance(app.stack.top, LauncherScene)


def test_holding_a_while_moving_is_a_drag(app, pads, recorder):
    pads.plug()
    pads.steer((300, 300))
    recorder.seen.clear()
    pads.down(A)
    pads.hold_stick(1.0, 0.0, 0.3)
    pads.dpad("N")
    pads.up(A)
    kinds = [i.kind for i in recorder.seen]
    assert kinds[0] == "press" and kinds[-1] == "release"
    assert recorder.seen[0].pos == (300, 300)
    moves = recorder.seen[1:-1]
    assert moves and all(i.kind == "motion" and i.held for i in moves)
    assert recorder.seen[-1].pos == moves[-1].pos
    pads.hold_stick(1.0, 0.0, 0.1)
    assert not recorder.seen[-1].held


def test_unplugging_mid_drag_ends_the_stroke_and_the_scene_stays(app, pads, recorder):
    pads.plug(0)
    other = pads.plug(1, "Second")
    pads.down(A)
    pads.unplug(100)
    assert recorder.seen[-1].kind == "release" and app.stack.top is recorder
    pads.down(A, other)          # the other pad goes on where the first left off
    pads.up(A, other)
    assert [i.kind for i in recorder.seen[-2:]] == ["press", "release"]


def test_right_stick_scrolls_the_log_panel(app):
    class Logged(Recorder):
        def __init__(self, app) -> None:
            super().__init__(app)
            self.log_panel = type("Panel", (), {"rect": pygame.Rect(900, 400, 200, 200)})()
    scene = Logged(app)
    app.stack.push(scene)
    driver = PadDriver(app)
    driver.plug()
    driver.axis(pygame.CONTROLLER_AXIS_RIGHTY, -1.0)
    for _ in range(30):
        app.step(dt=1 / 60)
    wheels = [i for i in scene.seen if i.kind == "wheel"]
    assert wheels and all(i.pos == (1000, 500) and i.amount > 0 for i in wheels)


def test_hint_bar_only_while_a_pad_is_in_use(app, pads, recorder):
    from game.ui.widgets.pad_hints import hints_for
    pads.plug()
    spot = (20, app.size[1] - 20)
    app.render()
    before = app.screen.get_at(spot)
    pads.dpad("E")
    app.render()
    assert app.screen.get_at(spot) != before
    assert ("A", "Press") in hints_for(recorder)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    app.render()
    assert app.screen.get_at(spot) == before


def test_settings_lists_connected_controllers(app, pads):
    from game.ui.scenes.settings import SettingsScene
    scene = SettingsScene(app)
    app.stack.push(scene)
    assert "No controller connected" in scene.controller_lines()
    pads.plug(0, "Couch Pad")
    pads.plug(1, "Other Pad")
    assert scene.controller_lines() == ["Controllers: Couch Pad, Other Pad"]


def test_gamepads_without_pads_do_nothing():
    pads = Gamepads((100, 100), opener=lambda i: None)
    assert pads.update(1.0, None) == [] and not pads.active


def test_table_hints_name_only_what_the_game_does():
    from types import SimpleNamespace

    from game.ui.widgets.pad_hints import table_hints
    undo = SimpleNamespace(label="Undo", enabled=False)

    def table(key):
        from game.ui.table import TableScene
        fake = SimpleNamespace(info=SimpleNamespace(key=key), bar=SimpleNamespace(buttons=[undo]))
        fake.gestures = lambda: TableScene.gestures(fake)
        return fake
    doodle = dict(table_hints(table("doodle"), []))
    rial = dict(table_hints(table("rial"), []))
    assert doodle["A"] == "Press, hold to draw" and "X" in doodle and "Y" in doodle
    assert rial["A"] == "Press" and "X" not in rial and "Y" not in rial
    assert "Back" not in rial
    undo.enabled = True
    assert dict(table_hints(table("rial"), []))["Back"] == "Undo"
