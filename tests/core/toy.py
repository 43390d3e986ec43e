"""A tiny dice race used to test the core machinery (not a real game).

Each seat in turn may Step (+1, undoable), Roll (adds a d6, irreversible) or Pass. First to
reach 10 wins. Each seat also hides a secret number only it may see.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action, register
from game.core.bots import RandomBot
from game.core.errors import IllegalAction
from game.core.events import DiceRolled, Event, Said, only
from game.core.protocol import GameInfo, GameResult, Rules, Seat, SeatResult
from game.core.search import Search, SearchBot


@register("toy")
@dataclass(frozen=True)
class Step(Action):
    pass


@register("toy")
@dataclass(frozen=True)
class Roll(Action):
    pass


@register("toy")
@dataclass(frozen=True)
class Pass(Action):
    pass


@dataclass
class ToyState:
    scores: list[int]
    secrets: list[int]
    turn: int = 0
    steps_this_turn: int = 0
    winner: int | None = None
    history: list[str] = field(default_factory=list)


class ToyRules(Rules):
    game = "toy"
    info = GameInfo(key="toy", title="Toy", seats=(1, 4), minutes="1", pitch="", art="",
                    playable=True, rules="tests.core.toy:ToyRules",
                    bots=("random", "search"),
                    bots_module="tests.core.toy")

    def setup(self) -> None:
        n = len(self.seats)
        self.state = ToyState([0] * n, [self.dice.roll(100) for _ in range(n)])

    def to_act(self) -> set[int]:
        return set() if self.is_over() else {self.state.turn}

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        out: list[Action] = [Roll(seat), Pass(seat)]
        if self.state.steps_this_turn < 2:
            out.insert(0, Step(seat))
        return out

    def check(self, action: Action) -> None:
        if isinstance(action, Step) and self.state.steps_this_turn >= 2:
            raise IllegalAction("Only two steps a turn.", "toy §1")
        if not isinstance(action, (Step, Roll, Pass)):
            raise IllegalAction("Not a toy action.", "toy §1")

    def perform(self, action: Action) -> list[Event]:
        s = self.state
        events: list[Event] = []
        if isinstance(action, Step):
            s.scores[action.seat] += 1
            s.steps_this_turn += 1
        elif isinstance(action, Roll):
            value = self.dice.roll(6)
            s.scores[action.seat] += value
            events.append(DiceRolled(seat=action.seat, sides=6, values=(value,)))
            self._next()
        else:
            events.append(Said(text=f"secret {s.secrets[action.seat]}",
                               visible_to=only(action.seat)))
            self._next()
        if s.scores[action.seat] >= 10:
            s.winner = action.seat
        return events

    def _next(self) -> None:
        self.state.turn = (self.state.turn + 1) % len(self.seats)
        self.state.steps_this_turn = 0
        self.end_step()

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"scores": list(self.state.scores), "turn": self.state.turn,
                "steps": self.state.steps_this_turn,
                "secret": self.state.secrets[seat] if seat is not None else None}

    def is_over(self) -> bool:
        return self.state.winner is not None

    def result(self) -> GameResult | None:
        if self.state.winner is None:
            return None
        w = self.state.winner
        return GameResult(
            seats=[SeatResult(i, s.name, 1 if i == w else 2, self.state.scores[i])
                   for i, s in enumerate(self.seats)],
            winners=[w], headline=f"{self.seats[w].name} wins")


def determinize(view: dict[str, Any], seat: int, rng: random.Random) -> ToyRules:
    """A toy match fitting `seat`'s view: the others' secrets and the dice drawn afresh."""
    count = len(view["scores"])
    rules = ToyRules.new_game(rng.randrange(2**31), [Seat(f"S{i + 1}") for i in range(count)],
                              undo=False)
    s = rules.state
    s.scores, s.turn, s.steps_this_turn = list(view["scores"]), view["turn"], view["steps"]
    s.secrets = [view["secret"] if i == seat else rng.randint(1, 100) for i in range(count)]
    return rules


def searching_bot(seat: int, rng: random.Random) -> SearchBot:
    return SearchBot(seat, rng, Search(determinize, iterations=300, think_ms=10_000))


BOTS = {"random": RandomBot, "search": searching_bot}
