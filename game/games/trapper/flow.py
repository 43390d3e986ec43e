"""The phase transitions of a match (trapper §4.1, §4.2, §5): pure functions of the state."""
from __future__ import annotations

from game.games.trapper.state import Phase, TrapperState


def after_setup(state: TrapperState, first: int) -> None:
    """Both dungeons are confirmed: the drawn seat begins with its AP roll."""
    state.active = first
    begin_turn(state)


def begin_turn(state: TrapperState) -> None:
    state.phase = Phase.ROLL
    state.turn += 1
    state.stats[state.active].turns += 1
    state.ap = state.spent = state.fortitude = 0
    state.adventurer = None


def next_turn(state: TrapperState, turn_limit: int | None) -> None:
    """After a raid or a turn without one: the rival's turn, or a draw when each seat has had
    `turn_limit` turns (the option of trapper §5)."""
    if turn_limit is not None and all(st.turns >= turn_limit for st in state.stats):
        state.phase = Phase.OVER
        state.draw = True
        state.adventurer = None
        return
    state.active = 1 - state.active
    begin_turn(state)
