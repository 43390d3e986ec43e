"""Test set-up: headless SDL, and the player's data and config dirs in a temporary folder."""
from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["DUNGEON_TABLE_DATA"] = tempfile.mkdtemp(prefix="dt-test-data-")
os.environ["DUNGEON_TABLE_CONFIG"] = tempfile.mkdtemp(prefix="dt-test-config-")

import pytest  # noqa: E402


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "animations_off: this test's app runs with animations off (the default is "
        "a new player's settings, animations at normal speed)")


@pytest.fixture
def app(tmp_path, request):
    """A headless app at a new player's settings whose errors raise (a scene crash fails the
    test). A test marked `animations_off` says itself that it wants animations off."""
    from game.ui.app import App
    from game.ui.settings import Settings
    settings = Settings()
    if request.node.get_closest_marker("animations_off"):
        settings.animation_speed = 0.0
    application = App(size=(1280, 720), settings=settings, strict=True,
                      save_path=tmp_path / "autosave.json")
    yield application
