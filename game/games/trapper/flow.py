"""The phase transitions of a match (trapper §4.1–4.4, §5): pure functions of the state.

SETUP -> (both confirmed) ROLL -> (2d6) TRAPPING -> (start raid) RAID or, with no
fortitude, the rival's ROLL; RAID -> (death) the rival's ROLL, or (heirloom) OVER; the turn
limit option ends in a draw (OVER). At the end both dungeons are revealed (HOUSE RULE, §5).
"""
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


def begin_trapping(state: TrapperState, ap: int) -> None:
    """The AP are rolled (trapper §4.2): the trapping stage begins with nothing spent."""
    state.ap, state.spent = ap, 0
    state.phase = Phase.TRAPPING


def begin_raid(state: TrapperState, entrance: tuple[int, int]) -> None:
    """AP left become fortitude and the adventurer stands on the rival's Entrance (§4.4)."""
    state.fortitude = state.ap - state.spent
    state.phase = Phase.RAID
    state.adventurer = entrance


def win(state: TrapperState, winner: int) -> None:
    """An adventurer took the rival's heirloom (trapper §5)."""
    state.winner = winner
    state.phase = Phase.OVER


def reveal_all(state: TrapperState) -> dict[int, list[tuple[int, int]]]:
    """The game is over: every fog lifts on both dungeons (HOUSE RULE, trapper §5: the
    players see what they played against). Returns the tiles newly revealed, per owner."""
    lifted: dict[int, list[tuple[int, int]]] = {}
    for owner, dungeon in enumerate(state.dungeons):
        lifted[owner] = dungeon.fogged()
        for trap in dungeon.traps.values():
            trap.revealed = True
        dungeon.heirloom_revealed = dungeon.heirloom is not None
    return lifted
