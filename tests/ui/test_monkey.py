"""Random mouse, keyboard, game-controller and resize events into every scene: no exception
(800 a scene in the everyday suite, 2,000 with DUNGEON_TABLE_SOAK set). Controllers are
plugged in and out at random, with odd buttons, axes and device ids among their events."""
from __future__ import annotations

import os
import random

import pygame

from game.ui.gamepad import Pad
from game.ui.scenes.launcher import LauncherScene
from game.ui.shots import game_scenes, shared_scenes

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_UP,
        pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_m, pygame.K_r,
        pygame.K_BACKSPACE, pygame.K_z, pygame.K_a, pygame.K_1]
EVENTS = 2000 if os.environ.get("DUNGEON_TABLE_SOAK") else 800


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    kind = rng.random()
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                  buttons=(rng.random() < 0.3, 0, 0))
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 3]))
    if kind < 0.7:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if kind < 0.78:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]))
    if kind < 0.95:
        mod = pygame.KMOD_CTRL if rng.random() < 0.2 else 0
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="",
                                  scancode=0)
    return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("ab1 Z"))


PAD_EVENTS = [pygame.CONTROLLERBUTTONDOWN] * 5 + [pygame.CONTROLLERBUTTONUP] * 4 + \
    [pygame.CONTROLLERAXISMOTION] * 6 + [pygame.CONTROLLERDEVICEADDED,
                                         pygame.CONTROLLERDEVICEREMOVED, pygame.JOYBUTTONDOWN]


def random_pad_event(rng: random.Random) -> pygame.event.Event:
    """A controller event: mostly of pads 100-102 (devices 0-2), sometimes of one that is
    gone or never was; buttons and axes a little past the known ones, values past full."""
    kind = rng.choice(PAD_EVENTS)
    pad = rng.choice([100, 100, 101, 102, 7])
    if kind == pygame.CONTROLLERDEVICEADDED:
        return pygame.event.Event(kind, device_index=rng.randrange(-1, 5))
    if kind == pygame.CONTROLLERDEVICEREMOVED:
        return pygame.event.Event(kind, instance_id=pad)
    if kind == pygame.CONTROLLERAXISMOTION:
        return pygame.event.Event(kind, instance_id=pad, axis=rng.randrange(-1, 7),
                                  value=rng.randint(-40000, 40000))
    return pygame.event.Event(kind, instance_id=pad, button=rng.randrange(-1, 23))


def plug_fake_pads(app) -> None:
    """The dummy driver has no devices: devices 0-2 open as pads 100-102, others are gone."""
    app.pads.opener = lambda index: Pad(100 + index, f"Pad {index}") if 0 <= index < 3 \
        else None


def scene_makers(app):
    makers = [(name, (lambda s=s: s)) for name, s in shared_scenes(app)]
    for key, make in game_scenes(app):
        makers += [(f"{key}-{name}", (lambda s=s: s)) for name, s in make()]
    return makers


def test_monkey_every_scene(app):
    rng = random.Random(2024)
    pad_rng = random.Random(10)
    plug_fake_pads(app)
    names = []
    for name, make in scene_makers(app):
        names.append(name)
        app.stack.scenes.clear()
        app.stack.push(LauncherScene(app))
        app.stack.push(make())
        app.running = True
        for i in range(EVENTS):
            if i % 250 == 249:
                size = (rng.randint(1280, 1700), rng.randint(720, 1000))
                app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
                app.on_resize()
            app.process(random_event(rng, app.size))
            if pad_rng.random() < 0.15:
                app.process(random_pad_event(pad_rng))
            if app.stack.top is None:
                app.stack.push(LauncherScene(app))
            if i % 25 == 0:
                app.step(dt=0.05)
        app.screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        app.on_resize()
    assert "launcher" in names
