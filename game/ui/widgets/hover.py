"""Hover previews: is the action under the pointer legal? Green, or red with the reason.

The answer comes from the rules (`Rules.check`), never from the scene; answers are cached
per action until the state changes (`invalidate`), so moving the pointer costs a lookup.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.protocol import Rules


@dataclass(frozen=True)
class Verdict:
    legal: bool
    reason: str = ""


class LegalityCache:
    def __init__(self) -> None:
        self._cache: dict[Action, Verdict] = {}
        self._version: tuple[int, int] = (-1, -1)

    def invalidate(self) -> None:
        self._cache.clear()

    def verdict(self, rules: Rules, action: Action) -> Verdict:
        version = (len(rules.log), id(rules.state))
        if version != self._version:
            self._cache.clear()
            self._version = version
        found = self._cache.get(action)
        if found is None:
            found = judge(rules, action)
            self._cache[action] = found
        return found


def judge(rules: Rules, action: Action) -> Verdict:
    """The rules' verdict on an action, without applying it."""
    if rules.is_over():
        return Verdict(False, "The game is over.")
    if action.seat not in rules.to_act():
        return Verdict(False, f"It is not {rules.seat_name(action.seat)}'s turn.")
    try:
        rules.check(action)
    except IllegalAction as exc:
        return Verdict(False, exc.message())
    return Verdict(True)
