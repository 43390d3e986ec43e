"""Errors the rules raise."""
from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules forbid, with a sentence a player understands and its rule section.

    `rule` cites the game's rules file, e.g. ``"trapper §4.3"``.
    """

    def __init__(self, reason: str, rule: str = "") -> None:
        super().__init__(f"{reason} ({rule})" if rule else reason)
        self.reason = reason
        self.rule = rule

    def message(self) -> str:
        """The reason with its rule section, as shown to the player."""
        return f"{self.reason} ({self.rule})" if self.rule else self.reason
