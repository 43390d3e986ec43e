"""Settings offers only window sizes that fit the desktop (issue 19: 1920×1080 was offered
on a 1280×720 desktop and the window ran off the screen)."""
from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import Settings
from tests.play import click_button, find_button, open_launcher


def offered(app) -> set[str]:
    seen = set()
    for _ in range(4):
        seen.add(find_button(app, "Window size").label)
        click_button(app, "Window size")
    return seen


def test_on_a_1280x720_desktop_only_1280x720_is_offered(app, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    open_launcher(app)
    click_button(app, "Settings")
    assert isinstance(app.stack.top, SettingsScene)
    assert offered(app) == {"Window size: 1280×720"}
    assert app.settings.window_size == (1280, 720)


def test_a_larger_desktop_offers_what_fits(app, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    open_launcher(app)
    click_button(app, "Settings")
    assert offered(app) == {"Window size: 1280×720", "Window size: 1600×900"}


def test_a_saved_size_too_big_for_the_desktop_opens_one_that_fits(monkeypatch, tmp_path):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    app = App(settings=Settings(window_size=(1920, 1080)), strict=True,
              save_path=tmp_path / "autosave.json")
    assert app.size == (1280, 720)
