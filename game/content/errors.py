"""The content error (kept apart from the loader so importing it costs nothing)."""
from __future__ import annotations


class ContentError(Exception):
    """Broken content: one line per problem, each naming file, entry and field."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems
