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


@pytest.fixture
def app(tmp_path):
    """A headless app whose errors raise (a scene crash fails the test)."""
    from game.ui.app import App
    from game.ui.settings import Settings
    application = App(size=(1280, 720), settings=Settings(animation_speed=0.0), strict=True,
                      save_path=tmp_path / "autosave.json")
    yield application
