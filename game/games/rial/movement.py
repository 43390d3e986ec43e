"""Routes (rial §4.3): which steps a move may take, how long the longest legal route is, and
every legal route of a roll. Pure geometry over what is face up; face-down cards are not
known and never make a route illegal."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.rial.board import PASSAGE

if TYPE_CHECKING:
    from game.games.rial.rules import RialRules

RULE = "rial §4.3"


class Mover:
    """The geometry of one player's move: the board, the face-up cards and their bans."""

    def __init__(self, rules: "RialRules", seat: int) -> None:
        self.layout = rules.layout
        self.cards = rules.state.cards
        self.player = rules.state.players[seat]
        self.banned = {sq for sq, until in self.player.bans if self.player.turns <= until}
        self.passage = self.layout.passage
        self.blockers, self.chests = rules.face_up_stops()

    def stops(self, sq: int) -> bool:
        """Entering this square ends the move for sure: an entrance or a face-up blocker."""
        return sq < 0 or sq in self.blockers

    def chest_up(self, sq: int) -> bool:
        return sq in self.chests

    def steps(self, cur: int, prev: int | None, passages: frozenset[int]) -> list[int]:
        return [n for n in self.layout.neighbours_of(cur)
                if n != prev and not (n >= 0 and (n in self.banned or
                                                  (n in passages and self.passage[n])))]

    def entered(self, passages: frozenset[int], sq: int) -> frozenset[int]:
        return passages | {sq} if sq >= 0 and self.passage[sq] else passages

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

    def routes(self, start: int, roll: int) -> list[tuple[int, ...]]:
        """Every legal route of `roll` steps from `start` (rial §4.3): one walk over every
        path, then the full length decides which short ones count."""
        finished: list[tuple[tuple[int, ...], bool]] = []
        """(path, ends by stopping or at full length); dead ends are kept to measure."""
        chest_stops: list[tuple[int, ...]] = []
        closed = self.banned | self.start_passages(start)
        """Squares no step may enter now: banned ones and passages entered this move."""
        passage, neighbours, edge = self.passage, self.layout.neighbours, self.layout.edge
        blockers, chests = self.blockers, self.chests

        def walk(cur: int, prev: int | None, path: tuple[int, ...], left: int) -> None:
            stepped = False
            for n in neighbours[cur] if cur >= 0 else (edge(-cur),):
                if n == prev or n in closed:
                    continue
                stepped = True
                here = path + (n,)
                if n < 0 or n in blockers or left == 1:
                    finished.append((here, True))
                    continue
                if n in chests:
                    chest_stops.append(here)
                if passage[n]:
                    closed.add(n)
                    walk(n, cur, here, left - 1)
                    closed.discard(n)
                else:
                    walk(n, cur, here, left - 1)
            if not stepped:
                finished.append((path, False))

        if roll > 0:
            walk(start, None, (), roll)
        else:
            finished.append(((), True))
        full = max((roll if whole else len(p)) for p, whole in finished)
        out = [p for p, whole in finished if whole or len(p) == full]
        out += [p for p in chest_stops if p not in out]
        return out

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
            if n == cur:
                raise IllegalAction(f"A step leaves {lab(cur)} for a connected square.", RULE)
            if n not in self.layout.neighbours_of(cur):
                raise IllegalAction(f"{lab(n) if -4 <= n < len(self.layout.kinds) else n} is "
                                    f"not connected to {lab(cur)}.", RULE)
            if n == prev:
                raise IllegalAction(f"No doubling back: {lab(n)} is the square just left.", RULE)
            if n >= 0 and n in self.banned:
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
            use = "its 1 step" if roll == 1 else f"all {roll} steps"
            steps = "1 step" if full == 1 else f"{full} steps"
            raise IllegalAction(f"The move must use {use} while a legal route of {steps} "
                                "exists.", RULE)
