"""Rial test helpers: matches with chosen capabilities, positions, cards and piles, and dice
scripted roll by roll."""
from __future__ import annotations

from game.core.protocol import Seat
from game.games.rial import actions as A
from game.games.rial.rules import RialRules
from game.games.rial.state import CAPS, Card
from game.games.rial.flow import current_beginning

BASE = (2, 2, 2, 2, 2, 1, 1)
CORNERS = ("A1", "L12", "A12", "L1")


def match(seats: int = 1, options: dict | None = None, seed: int = 0,
          clear: bool = True, bots: bool = False) -> RialRules:
    """A match past setup; the board emptied of cards when `clear`; seat 0 begins and is
    active; players on the board at A1, L12, A12, L1."""
    rules = RialRules.new_game(seed, [Seat(f"P{i + 1}", "explorer" if bots else None)
                                      for i in range(seats)], options)
    for seat in range(seats):
        rules.apply(A.SetCapabilities(seat, BASE))
    s = rules.state
    s.beginning = s.active = 0
    s.stage, s.cycle, s.cycles, s.skipping = "turn", 1, 1, False
    if clear:
        s.cards = {}
    for seat in range(seats):
        place(rules, seat, CORNERS[seat])
    touch(rules)
    return rules


def touch(rules: RialRules) -> None:
    """The state was edited by hand: forget the cached view."""
    rules.state.rev += 1
    rules._view = None


def sq(rules: RialRules, label: str | int) -> int:
    """'F2' -> its square; an int (an entrance, -1..-4) is kept."""
    return label if isinstance(label, int) else rules.layout.square_at(label)


def place(rules: RialRules, seat: int, label: str) -> None:
    player = rules.state.players[seat]
    player.pos = sq(rules, label)
    player.status = "board"
    touch(rules)


def put(rules: RialRules, label: str, kind: str, level: int = 0, up: bool = False,
        trap: str = "") -> int:
    square = sq(rules, label)
    rules.state.cards[square] = Card(kind, level, up, trap)
    touch(rules)
    return square


def caps(rules: RialRules, seat: int, **values: int) -> None:
    for name, value in values.items():
        assert name in CAPS
        rules.state.players[seat].caps[name] = value
    touch(rules)


def roll(rules: RialRules, d4: int, d10: int = 1) -> list:
    """The active player rolls: the d10 first when they are the beginning player."""
    seat = rules.state.active
    rules.dice.script([d10, d4] if seat == current_beginning(rules) else [d4])
    return rules.apply(A.Roll(seat))


def move(rules: RialRules, *labels: str) -> list:
    return rules.apply(A.Move(rules.state.active, tuple(sq(rules, x) for x in labels)))


def route(rules: RialRules, *labels: str) -> A.Move:
    return A.Move(rules.state.active, tuple(sq(rules, x) for x in labels))


def meet(rules: RialRules, method: str) -> list:
    return rules.apply(A.Meet(rules.state.active, method))


def texts(rules: RialRules, events: list) -> list[str]:
    return [t for t in (e.describe(rules.names()) for e in events) if t]
