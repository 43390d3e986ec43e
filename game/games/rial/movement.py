"""Routes (rial §4.3): which steps a move may take, how long the longest legal route is, and
every legal route of a roll. Pure geometry over what is face up; face-down cards are not
known and never make a route illegal."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from game.core.errors import IllegalAction
from game.games.rial.board import PASSAGE
from game.games.rial.state import BLOCKERS, CHESTS

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules

RULE = "rial §4.3"


class Mover:
    """The geometry of one player's move: the board, the face-up cards and their bans."""

    def __init__(self, rules: "RialRules", seat: int) -> None:
        self.layout = rules.layout
        self.cards = rules.state.cards
        self.player = rules.state.players[seat]

    def stops(self, sq: int) -> bool:
        """Entering this square ends the move for sure: an entrance or a face-up blocker."""
        if sq < 0:
            return True
        card = self.cards.get(sq)
        return card is not None and card.up and card.kind in BLOCKERS

    def chest_up(self, sq: int) -> bool:
        card = self.cards.get(sq)
        return sq >= 0 and card is not None and card.up and card.kind in CHESTS

    def steps(self, cur: int, prev: int | None, passages: frozenset[int]) -> list[int]:
        out = []
        for n in self.layout.neighbours_of(cur):
            if n == prev or (n >= 0 and (self.player.banned(n) or
                                         (n in passages and self.layout.kinds[n] == PASSAGE))):
                continue
            out.append(n)
        return out

    def entered(self, passages: frozenset[int], sq: int) -> frozenset[int]:
        return passages | {sq} if sq >= 0 and self.layout.kinds[sq] == PASSAGE else passages

    def start_passages(self, start: int) -> frozenset[int]:
        """The start square counts as entered (rial §4.3 HOUSE RULE)."""
        return self.entered(frozenset(), start)

    def best(self, cur: int, prev: int | None, passages: frozenset[int], k: int) -> int:
        """The most steps (up to k) a legal route from here can take; a step that must stop
        the move (entrance, face-up blocker) counts as using them all."""
        if k <= 0:
            return 0
        most = 0
        for n in self.steps(cur, prev, passages):
            got = k if self.stops(n) else 1 + self.best(n, cur, self.entered(passages, n), k - 1)
            if got == k:
                return k
            most = max(most, got)
        return most

    def routes(self, start: int, roll: int) -> Iterator[tuple[int, ...]]:
        """Every legal route of `roll` steps from `start` (rial §4.3)."""
        passages = self.start_passages(start)
        full = self.best(start, None, passages, roll)

        def walk(cur: int, prev: int | None, done: tuple[int, ...],
                 seen: frozenset[int]) -> Iterator[tuple[int, ...]]:
            if len(done) == full:
                yield done
                return
            for n in self.steps(cur, prev, seen):
                route = done + (n,)
                if self.stops(n) or self.chest_up(n):
                    yield route
                    if self.stops(n):
                        continue
                nxt = self.entered(seen, n)
                if len(route) + self.best(n, cur, nxt, full - len(route)) == full:
                    yield from walk(n, cur, route, nxt)

        if full == 0:
            yield ()
            return
        seen_routes: set[tuple[int, ...]] = set()
        for route in walk(start, None, (), passages):
            if route not in seen_routes:
                seen_routes.add(route)
                yield route

    def check(self, start: int, roll: int, route: tuple[int, ...]) -> None:
        """Raise IllegalAction unless `route` is a legal move of `roll` from `start`."""
        lab = self.layout.label
        if not isinstance(route, tuple) or not all(isinstance(sq, int) for sq in route):
            raise IllegalAction("A route is a list of squares.", RULE)
        if len(route) > roll:
            raise IllegalAction(f"The d4 shows {roll}: a route of {len(route)} steps is too "
                                "long.", RULE)
        passages = self.start_passages(start)
        cur, prev = start, None
        for i, n in enumerate(route):
            if n not in self.layout.neighbours_of(cur) or (n >= 0 and n >= len(self.layout.kinds)):
                raise IllegalAction(f"{lab(n) if -4 <= n < len(self.layout.kinds) else n} is "
                                    f"not connected to {lab(cur)}.", RULE)
            if n == prev:
                raise IllegalAction(f"No doubling back: {lab(n)} is the square just left.", RULE)
            if n >= 0 and self.player.banned(n):
                raise IllegalAction(f"{lab(n)} is the chance square drawn from last turn: it "
                                    "may not be entered until after this turn.", RULE)
            if n in passages and n >= 0 and self.layout.kinds[n] == PASSAGE:
                raise IllegalAction(f"The passage square {lab(n)} was already entered in "
                                    "this move (passages are too narrow to loop).", RULE)
            if self.stops(n) and i < len(route) - 1:
                raise IllegalAction(f"The move stops at {lab(n)}.", "rial §4.5")
            passages = self.entered(passages, n)
            prev, cur = cur, n
        if len(route) == roll or (route and (self.stops(route[-1]) or
                                             self.chest_up(route[-1]))):
            return
        full = self.best(start, None, self.start_passages(start), roll)
        if len(route) < full:
            raise IllegalAction(f"The move must use all {roll} steps while a legal route of "
                                f"{full} exists.", RULE)
