"""The action log: each applied action with the random results it drew."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action, action_from_dict


@dataclass(frozen=True)
class ActionRecord:
    action: Action
    rolls: tuple[int, ...] = ()
    irreversible: bool = False

    def __deepcopy__(self, memo: dict[int, Any]) -> "ActionRecord":
        return self  # frozen: copies of a match (undo, bots, tests) may share it

    def to_dict(self) -> dict[str, Any]:
        return {"action": self.action.to_dict(), "rolls": list(self.rolls)}

    @classmethod
    def from_dict(cls, game: str, data: Any) -> "ActionRecord":
        if not isinstance(data, dict) or "action" not in data:
            raise ValueError(f"not a log record: {data!r:.80}")
        rolls = data.get("rolls", [])
        if not isinstance(rolls, list) or not all(isinstance(r, int) for r in rolls):
            raise ValueError("a log record's rolls must be a list of whole numbers")
        return cls(action_from_dict(game, data["action"]), tuple(rolls))


@dataclass
class UndoPoint:
    """What `undo` restores: the state before one of `seat`'s actions."""

    seat: int
    state: Any
    log_length: int = field(default=0)
