"""Fixtures of the Trapper tests."""
from __future__ import annotations

import pytest

from tests.trapper.secrets import trapper_leaks as leaks


@pytest.fixture
def trapper_leaks():
    return leaks
