"""The toy dice race with a hop: +1 and the turn passes without a roll, so the next seat
may see it taken back; steps and hops write a line only their seat may read (the undo
policy's tests)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.core.actions import Action, register
from game.core.events import Said, only
from tests.core.toy import Step, ToyRules


@register("toy")
@dataclass(frozen=True)
class Hop(Action):
    """+1 and the turn passes, without a roll: a move the next seat may see taken back."""


class UndoToy(ToyRules):
    """The toy race whose steps and hops write a line only their seat may read."""

    info = dataclasses.replace(ToyRules.info, rules="tests.ui.undo_toy:UndoToy")

    def legal_actions(self, seat):
        return super().legal_actions(seat) + ([Hop(seat)] if seat in self.to_act() else [])

    def check(self, action):
        if not isinstance(action, Hop):
            super().check(action)

    def perform(self, action):
        if not isinstance(action, (Step, Hop)):
            return super().perform(action)
        s = self.state
        s.scores[action.seat] += 1
        name = self.seat_name(action.seat)
        events = [Said(text=f"{name} fogs a tile at (9,{s.scores[action.seat]})",
                       visible_to=only(action.seat))]
        if isinstance(action, Hop):
            s.turn = (s.turn + 1) % len(self.seats)
            s.steps_this_turn = 0
        else:
            s.steps_this_turn += 1
        return events
