"""Look-ahead for computer players: information-set Monte Carlo tree search over the Rules
protocol itself (single-observer IS-MCTS, Cowling, Powley & Whitehouse 2012).

The searching seat sees only its view and its legal actions. Each iteration asks the game's
`determinize(view, seat, rng)` for a whole match that fits what the seat has seen (hidden
cards, notes and future dice drawn at random), walks one shared tree of actions down it,
choosing by UCB among the actions legal in that sample (counting how often each was
available), plays on with a cheap policy to the end or to a depth, scores the result with
the game's `evaluate`, and backs the scores up, each node for the seat that moved into it.
It stops at a time budget or an iteration count, whichever comes first, and plays the root
action visited most. No rule is written twice: every move is the rules' own `apply`.

`PairedSearch` is the flat alternative for a short list of candidates in a dice-heavy game:
each sample is played on after every candidate with the same dice and play-out luck
(common random numbers), so the candidates' difference is measured without the dice's
noise; it takes the best mean.

Why our own search rather than OpenSpiel's IS-MCTS: its wheel is 16 MB (52 MB installed)
and needs numpy, scipy, absl-py and ml-collections in the packaged app; it would see our
games only through a Python game wrapper (integer action ids, a clone per node), so every
step would still run our Python rules, with a C++/Python crossing added on top. The
search itself is a few dozen lines; the time goes into `apply` and the look-ahead copy.
"""
from __future__ import annotations

import copy
import math
import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

from game.core.actions import Action

if TYPE_CHECKING:
    from game.core.protocol import Rules

Determinize = Callable[[dict[str, Any], int, random.Random], "Rules"]
"""A whole match fitting what `seat` has seen in `view` (its hidden parts sampled)."""
Evaluate = Callable[["Rules"], Sequence[float]]
"""Each seat's value of a match, between 0 and 1 (finished or cut off at the depth)."""
Policy = Callable[["Rules", int, random.Random], Action]
"""The playout's move for a seat."""
PlayOut = Callable[[Any, Action, int], float]
"""A game's own play-out: the searching seat's value after an action on a sample, with
the play-out's luck drawn from a seed."""


def result_values(rules: "Rules") -> list[float]:
    """1 for each winner (shared in a tie), 0 for the others; 0.5 each while unfinished."""
    count = len(rules.seats)
    result = rules.result() if rules.is_over() else None
    if result is None or not result.winners:
        return [0.5] * count
    share = 1.0 / len(result.winners)
    return [share if s in result.winners else 0.0 for s in range(count)]


def random_policy(rules: "Rules", seat: int, rng: random.Random) -> Action:
    return rng.choice(rules.legal_actions(seat))


@dataclass
class Node:
    """One action's node in the shared tree (the root has none)."""

    action: Action | None = None
    seat: int = -1
    """Who played `action` (whose score this node adds up)."""
    visits: int = 0
    available: int = 0
    """Iterations in which this action was legal at its parent (IS-MCTS's count)."""
    total: float = 0.0
    children: dict[Action, "Node"] = field(default_factory=dict)

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(
            math.log(max(self.available, 1)) / self.visits)


@dataclass
class SearchReport:
    """What a search did: its choice, iterations, seconds and each root action's visits."""

    action: Action
    iterations: int
    seconds: float
    visits: dict[Action, int]
    means: dict[Action, float] | None = None
    """Each candidate's mean value for the seat (a paired search; None for the tree)."""
    rows: tuple[tuple[float, ...], ...] = ()
    """A paired search's whole samples: each one's values, one per candidate in order."""


def lead_is_real(rows: Sequence[Sequence[float]], pick: int, min_samples: int,
                 errors: float) -> bool:
    """Candidate `pick` beats candidate 0 for real over a paired search's samples (`rows`):
    at least `min_samples` of them, and a mean lead above `errors` standard errors of the
    paired differences (the same cards and dice after both)."""
    n = len(rows)
    if pick == 0 or n < max(min_samples, 2):
        return False
    diffs = [row[pick] - row[0] for row in rows]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > 0 and mean > errors * math.sqrt(var / n)


@dataclass
class Budget:
    """What every search is given: the game's pieces and how long it may think."""

    determinize: Determinize
    evaluate: Evaluate = result_values
    policy: Policy = random_policy
    think_ms: float = 1000.0
    iterations: int = 100_000
    """Samples at most (the time budget usually stops the search first)."""
    depth: int = 400
    """Playout actions before the match is scored as it stands."""


@dataclass
class Search(Budget):
    """The settings of one searching seat (the tree)."""

    exploration: float = 0.7
    same_choices: bool = False
    """Every sample offers the seat exactly its real choices at the root (a game whose
    hidden parts never change what the seat may do now, e.g. Maker's dice): the root's
    moves are then the real legal moves, without asking each sample for its own."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action], seat: int,
               rng: random.Random) -> SearchReport:
        """The root action visited most (ties: the earliest in `legal`)."""
        started = time.perf_counter()
        deadline = started + self.think_ms / 1000.0
        root = Node()
        allowed = set(legal)
        given = list(legal) if self.same_choices else None
        done = 0
        while done < self.iterations and (done == 0 or time.perf_counter() < deadline):
            rules = self.determinize(view, seat, rng)
            self._iterate(root, rules, seat, allowed, rng, given)
            done += 1
        visits = {a: root.children[a].visits if a in root.children else 0 for a in legal}
        best = max(legal, key=lambda a: visits[a])
        return SearchReport(best, done, time.perf_counter() - started, visits)

    def _iterate(self, root: Node, rules: "Rules", me: int, allowed: set[Action],
                 rng: random.Random, given: list[Action] | None = None) -> None:
        path = [root]
        node = root
        first = True
        while not rules.is_over():
            if first:  # the real choices only: the sample may differ in what it offers
                seat = me
                if given is not None:
                    moves = given
                else:
                    offered = rules.legal_actions(me)
                    moves = [a for a in offered if a in allowed] or offered
                first = False
            else:
                seat = min(rules.to_act())
                moves = rules.legal_actions(seat)
            for a in moves:
                child = node.children.get(a)
                if child is not None:
                    child.available += 1
            untried = [a for a in moves if a not in node.children]
            if untried:
                action = rng.choice(untried)
                child = Node(action, seat, available=1)
                node.children[action] = child
                rules.apply(action)
                path.append(child)
                break
            node = max((node.children[a] for a in moves),
                       key=lambda c: c.ucb(self.exploration))
            rules.apply(node.action)  # type: ignore[arg-type]
            path.append(node)
        steps = 0
        while not rules.is_over() and steps < self.depth:
            seat = min(rules.to_act())
            rules.apply(self.policy(rules, seat, rng))
            steps += 1
        values = self.evaluate(rules)
        for visited in path:
            visited.visits += 1
            if visited.seat >= 0:
                visited.total += values[visited.seat]


@dataclass
class PairedSearch(Budget):
    """Flat Monte Carlo over a few candidate moves with common random numbers: every
    sample (a match from `determinize`, its dice and a play-out seed) is played on after
    EACH candidate, so candidates are compared on the same luck and the dice's noise
    cancels out of their difference. For dice-heavy games where a handful of moves are
    worth weighing (a per-game shortlist); chooses the best mean value for the seat.

    Once one sample is complete the budget is checked before each play-out, and a sample
    cut short is dropped, so every candidate always has the same samples."""

    play_out: PlayOut | None = None
    """The game's own play-out of one candidate on a sample, with luck from a seed (None:
    the candidate applied to a copy of the sample, then `policy` to `depth`, scored by
    `evaluate`). A game whose dice must fall alike by the moment of the match, not by
    their order, plays out its own way (Maker)."""

    def choose(self, view: dict[str, Any], candidates: Sequence[Action], seat: int,
               rng: random.Random) -> SearchReport:
        """The candidate with the best mean over whole samples (ties: the earliest). A
        sample in which a candidate is not legal is left out for every candidate."""
        started = time.perf_counter()
        deadline = started + self.think_ms / 1000.0
        totals = dict.fromkeys(candidates, 0.0)
        rows: list[tuple[float, ...]] = []
        done = tries = 0
        while done < self.iterations and tries < self.iterations:
            if (done or tries) and time.perf_counter() > deadline:
                break
            tries += 1
            sample = self.determinize(view, seat, rng)
            seed = rng.getrandbits(64)
            values = self._values(sample, candidates, seat, seed, deadline if done else None)
            if values is None:
                continue      # a candidate not legal in this sample: left out for all
            if len(values) < len(candidates):
                break         # out of time within the sample: dropped
            for action, value in zip(candidates, values):
                totals[action] += value
            rows.append(tuple(values))
            done += 1
        best = max(candidates, key=lambda a: totals[a])
        counted = max(done, 1)
        return SearchReport(best, done, time.perf_counter() - started,
                            dict.fromkeys(candidates, done),
                            {a: totals[a] / counted for a in candidates}, tuple(rows))

    def _values(self, sample: Any, candidates: Sequence[Action], seat: int, seed: int,
                deadline: float | None) -> list[float] | None:
        """The seat's value after each candidate on one sample (fewer when the deadline
        passes first; None when a candidate is not legal in it)."""
        if self.play_out is None:
            legal = set(sample.legal_actions(seat))
            if any(a not in legal for a in candidates):
                return None
        values = []
        for i, action in enumerate(candidates):
            if deadline is not None and time.perf_counter() > deadline:
                break
            if self.play_out is not None:
                values.append(self.play_out(sample, action, seed))
                continue
            trial = sample if i == len(candidates) - 1 else copy.deepcopy(sample)
            rng = random.Random(seed)   # the same play-out luck after every candidate
            trial.apply(action)
            steps = 0
            while not trial.is_over() and steps < self.depth:
                trial.apply(self.policy(trial, min(trial.to_act()), rng))
                steps += 1
            values.append(self.evaluate(trial)[seat])
        return values


class SearchBot:
    """A computer seat that looks ahead with `Search` (the game supplies `determinize`,
    `evaluate` and a playout policy). Reads only its view and its legal actions."""

    def __init__(self, seat: int, rng: random.Random, search: Search | PairedSearch) -> None:
        self.seat = seat
        self.rng = rng
        self.search = search
        self.last: SearchReport | None = None

    @property
    def think_ms(self) -> float:
        return self.search.think_ms

    @think_ms.setter
    def think_ms(self, value: float) -> None:
        self.search.think_ms = value

    @property
    def samples(self) -> int:
        """The most sample games a decision plays (`Budget.iterations`)."""
        return self.search.iterations

    @samples.setter
    def samples(self, value: int) -> None:
        self.search.iterations = value

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        self.last = self.search.choose(view, legal, self.seat, self.rng)
        return self.last.action
