"""What opening a match gives back: the match, or a refusal a player understands."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:   # a match's modules load when one opens, not at start-up
    from game.core.session import Session


@dataclass
class Opened:
    """A match ready to play (or to watch)."""

    session: "Session"
    recovered: str = ""
    """Why its save could not be used, when it came back from the backup ("" otherwise)."""


@dataclass(frozen=True)
class Refusal:
    """A match that cannot be opened, and why, in a player's words (never a traceback)."""

    title: str
    """"Cannot continue", "Cannot replay", "<game> cannot start", "Cannot save"."""
    text: str
    older_rules: bool = False
    """An intact save today's rules refuse (it can be watched, and its deal played again)."""


OLDER_RULES = ("Saved with older rules: it cannot be continued. Watch it to the point it "
               "was saved, or start the same deal again.")
"""What is said of a save today's rules refuse, before and after a click."""
