"""Continue on the launcher counts a Trapper game's turns as its table does: the turn of
the seat to play, each seat counting its own (trapper §5), not both seats' turns added up."""
from __future__ import annotations

from game.core.bots import decide, make_players
from game.core.protocol import Seat
from game.games.trapper.rules import TrapperRules
from game.games.trapper.state import Phase


def test_the_saved_games_label_is_the_turn_the_table_shows():
    rules = TrapperRules.new_game(7, [Seat("Ann"), Seat("Computer", bot="greedy")])
    assert rules.progress_label() == "setup"
    players = make_players(rules.info.load_bots(), {0: "greedy", 1: "greedy"}, 7)
    second_seats_first_turn = False
    while not rules.is_over() and rules.state.turn < 4:
        seat = min(rules.to_act())
        rules.apply(decide(players[seat], rules, seat))
        s = rules.state
        if s.phase is Phase.SETUP or rules.is_over():
            continue
        assert rules.progress_label() == f"turn {max(1, s.stats[s.active].turns)}"
        if s.turn == 2:    # both seats' turns added up say 2; the table says turn 1
            assert rules.progress_label() == "turn 1"
            second_seats_first_turn = True
    assert second_seats_first_turn
