"""Content: YAML files read with yaml.safe_load into typed, validated pydantic models."""
from game.content.loader import (ContentError, ContentRegistry, load_document, load_entries,
                                 read_yaml)

__all__ = ["ContentError", "ContentRegistry", "load_document", "load_entries", "read_yaml"]
