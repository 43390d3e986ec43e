"""Setup (rial §3.6, §4.1): each player's capabilities, then the entrance rolls and the
beginning player."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event
from game.games.rial.actions import SetCapabilities
from game.games.rial.events import Happened
from game.games.rial.state import CAP_TOTAL, CAPS

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules


@lru_cache(maxsize=1)
def allocations() -> tuple[tuple[int, ...], ...]:
    """Every way to share 12 among the 7 capabilities, each at least 1."""
    out = []
    for bars in combinations(range(1, CAP_TOTAL), len(CAPS) - 1):
        edges = (0, *bars, CAP_TOTAL)
        out.append(tuple(edges[i + 1] - edges[i] for i in range(len(CAPS))))
    return tuple(out)


def allocation_problem(values: object) -> str | None:
    """Why these capabilities are not a legal start, or None (rial §3.6)."""
    if not isinstance(values, tuple) or len(values) != len(CAPS) or \
            not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return f"Give a whole number for each of the {len(CAPS)} capabilities."
    low = [CAPS[i].title() for i, v in enumerate(values) if v < 1]
    if low:
        return f"Every capability starts at 1 or more ({', '.join(low)} is below 1)."
    total = sum(values)
    if total != CAP_TOTAL:
        more = "remove" if total > CAP_TOTAL else "add"
        return (f"The capabilities must add up to {CAP_TOTAL}; they add up to {total} "
                f"({more} {abs(total - CAP_TOTAL)}).")
    return None


def waiting(rules: "RialRules") -> int | None:
    return next((i for i, p in enumerate(rules.state.players) if not p.caps), None)


def legal(rules: "RialRules", seat: int) -> list[Action]:
    return [SetCapabilities(seat, values) for values in allocations()]


def check(rules: "RialRules", action: Action) -> None:
    if not isinstance(action, SetCapabilities):
        raise IllegalAction("First every player sets their capabilities.", "rial §4.1")
    problem = allocation_problem(action.values)
    if problem:
        raise IllegalAction(problem, "rial §3.6")


def perform(rules: "RialRules", action: SetCapabilities) -> list[Event]:
    s = rules.state
    s.players[action.seat].caps = dict(zip(CAPS, action.values))
    shown = ", ".join(f"{c.title()} {v}" for c, v in zip(CAPS, action.values))
    events: list[Event] = [Happened(what="capabilities", seat=action.seat,
                                    text=f"{{who}} sets out: {shown}.")]
    if waiting(rules) is None:
        events += entrances(rules)
    return events


def entrances(rules: "RialRules") -> list[Event]:
    """Each rolls a d4 for an entrance, rerolling one already taken; the lowest kept roll
    begins (rial §4.1)."""
    s = rules.state
    events: list[Event] = []
    taken: list[int] = []
    for seat, player in enumerate(s.players):
        tries = 0
        while True:
            value = rules.dice.roll(4)
            tries += 1
            if value not in taken:
                purpose = "an entrance" if tries == 1 else \
                    f"an entrance ({ordinal(tries)} roll)"
                events.append(DiceRolled(seat=seat, sides=4, values=(value,), purpose=purpose))
                break
            again = "" if tries == 1 else f"{ordinal(tries)} roll: "
            events.append(DiceRolled(seat=seat, sides=4, values=(value,),
                                     purpose=f"an entrance ({again}entrance {value} is "
                                             "taken, roll again)"))
        taken.append(value)
        player.home = value
        player.pos = -value
        player.status = "entrance"
    s.beginning = min(range(len(s.players)), key=lambda i: s.players[i].home)
    s.active = s.beginning
    s.phase, s.stage = "play", "turn"
    s.players[s.active].turns = 1
    events.append(Happened(what="beginning", seat=s.beginning,
                           text="{who} rolled lowest and is the beginning player."))
    events.append(Happened(what="turn", seat=s.active, text="{who}'s turn."))
    return events


def ordinal(n: int) -> str:
    """"second", "third", ... (an entrance roll's count, never read as its value)."""
    return {2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"{n}th")
