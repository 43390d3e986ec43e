"""Content: YAML files read with yaml.safe_load into typed, validated pydantic models.

`ContentError` and `ContentRegistry` import cheaply; the loaders (`read_yaml`,
`load_entries`, `load_document`) bring in PyYAML and pydantic on first use, which keeps
start-up fast.
"""
from __future__ import annotations

from typing import Any

from game.content.errors import ContentError
from game.content.registry import ContentRegistry

__all__ = ["ContentError", "ContentRegistry", "load_document", "load_entries", "read_yaml"]


def __getattr__(name: str) -> Any:
    if name in ("load_document", "load_entries", "read_yaml"):
        from game.content import loader
        return getattr(loader, name)
    raise AttributeError(name)
