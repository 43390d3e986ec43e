"""The stuck rule (rial §4.10): what a player can reach, and the blockers that shut them in."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.rial.state import BLOCKERS

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules


def can_pass(rules: "RialRules", seat: int, sq: int) -> bool:
    """Would a capability, Key or rope get the player past this face-up blocker? (Luck is
    left out: the rule needs Luck 0 anyway.)"""
    from game.games.rial.challenges import options
    card = rules.state.cards[sq]
    return any(passes for m, (_, passes) in options(rules, rules.state.players[seat],
                                                     card).items() if m != "luck")


def stuck_blockers(rules: "RialRules", seat: int) -> list[int]:
    """The blockers the player may clear by the stuck rule, or [] when they are not stuck:
    Luck 0, and nothing in reach but removed or passable squares (no chance, no face-down
    card, no entrance)."""
    s = rules.state
    player = s.players[seat]
    if player.caps.get("luck", 0) > 0 or player.pos < 0:
        return []
    here = s.cards.get(player.pos)
    if here is not None and here.kind == "chance":
        return []
    seen = {player.pos}
    todo = [player.pos]
    walls: set[int] = set()
    while todo:
        for n in rules.layout.neighbours_of(todo.pop()):
            if n < 0:
                return []
            if n in seen:
                continue
            card = s.cards.get(n)
            if card is not None:
                if not card.up or card.kind == "chance":
                    return []
                if card.kind in BLOCKERS and not can_pass(rules, seat, n):
                    walls.add(n)
                    continue
            seen.add(n)
            todo.append(n)
    return sorted(walls)
