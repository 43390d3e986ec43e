"""DungeonLab test fixtures."""
from __future__ import annotations

import pytest


@pytest.fixture
def played_pace(monkeypatch):
    """The input clock counts only the pace the test plays (`tests.play` moves it on by
    each frame's wall time), not how slowly a loaded machine draws: the double-press
    guards then see exactly the gaps a person leaves."""
    import game.ui.widgets.button as button
    frozen = button.time.monotonic()
    monkeypatch.setattr(button.time, "monotonic", lambda: frozen)
