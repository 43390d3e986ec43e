"""rial §4.2, §4.8, §4.10, §5: the festival, Speed, missed turns, exits, jumps, the end."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.rial import actions as A
from game.games.rial.state import CAPS
from tests.rial.helpers import caps, match, meet, move, place, put, roll, sq


def test_rule_08_only_the_beginning_players_ten_raises_everyone_and_speed_gives_two():
    rules = match(2)
    before = [dict(p.caps) for p in rules.state.players]
    events = roll(rules, 2, d10=10)
    assert rules.state.stage == "festival" and rules.to_act() == {0}
    assert any(type(e).__name__ == "DiceRolled" and e.sides == 10 for e in events)
    rules.apply(A.Raise(0, "fighting"))
    assert rules.to_act() == {1}
    rules.apply(A.Raise(1, "luck"))
    assert rules.state.stage == "move" and rules.state.roll == 2
    assert rules.state.players[0].caps["fighting"] == before[0]["fighting"] + 1
    assert rules.state.players[1].caps["luck"] == before[1]["luck"] + 1
    rules = match(2)
    roll(rules, 1, d10=9)
    assert rules.state.stage == "move"
    assert [p.caps for p in rules.state.players] == before
    move(rules, "B1")
    assert rules.state.active == 1
    rules.dice.script([1])                             # seat 1 rolls no d10: only the d4
    events = rules.apply(A.Roll(1))
    assert [e.sides for e in events if type(e).__name__ == "DiceRolled"] == [4]
    # Speed: two cycles
    rules = match()
    rules.state.players[0].items = ["speed"]
    rules.apply(A.UseItem(0, "speed"))
    roll(rules, 1)
    move(rules, "B1")
    assert rules.state.cycle == 2 and rules.state.players[0].turns == 1
    roll(rules, 1)
    move(rules, "C1")
    assert rules.state.cycle == 1 and rules.state.players[0].turns == 2


def test_rule_20_health_zero_skips_gaining_one_per_missed_turn():
    rules = match()
    caps(rules, 0, health=-1)
    rules.state.skipping = True
    for health in (0, 1):
        assert [type(a).__name__ for a in rules.legal_actions(0)] == ["MissTurn"]
        with pytest.raises(IllegalAction, match="must miss"):
            rules.apply(A.Roll(0))
        rules.apply(A.MissTurn(0))
        assert rules.state.players[0].caps["health"] == health
    assert not rules.state.skipping
    assert A.Roll(0) in rules.legal_actions(0)


def test_rule_31_a_tie_in_cycle_one_keeps_cycle_two_and_skips_overlap():
    rules = match()
    caps(rules, 0, fighting=5, health=2)
    rules.state.players[0].items = ["speed"]
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    rules.state.chance_pile = ["monster:ghoul"]            # level 5
    rules.apply(A.UseItem(0, "speed"))
    roll(rules, 1)
    move(rules, "B1")
    meet(rules, "fighting")                               # a tie
    assert rules.state.cycle == 2 and rules.state.stage == "turn"
    assert not rules.state.skipping
    roll(rules, 1)
    move(rules, "C1")
    assert rules.state.skipping                           # the next turn is missed
    # Health 0 and a tie: one missed turn serves both, leaving Health 1
    rules = match()
    p = rules.state.players[0]
    p.caps["health"], p.miss = 0, 1
    rules.state.skipping = True
    rules.apply(A.MissTurn(0))
    assert (p.caps["health"], p.miss, rules.state.skipping) == (1, 0, False)


def test_rule_28_no_map_on_a_skipped_turn_but_a_healing_potion():
    rules = match()
    rules.state.cards = {sq(rules, "C3"): __import__("game.games.rial.state",
                                                       fromlist=["Card"]).Card("door", 2)}
    rules.state.players[0].items = ["map", "healing"]
    caps(rules, 0, health=0)
    rules.state.skipping = True
    with pytest.raises(IllegalAction, match="skipped turn"):
        rules.apply(A.UseItem(0, "map"))
    rules.apply(A.UseItem(0, "healing"))
    assert rules.state.players[0].caps["health"] == 2
    rules.state.skipping = False
    rules.apply(A.UseItem(0, "map"))
    assert rules.state.stage == "map"
    rules.apply(A.Peek(0, sq(rules, "C3")))
    assert rules.state.cards[sq(rules, "C3")].up and rules.state.stage == "turn"


def test_rule_22_an_exited_player_jumps_or_leaves_and_keeps_treasure():
    rules = match(2)
    place(rules, 0, "F2")
    rules.state.players[0].chests = [(5, False)]
    roll(rules, 2)
    move(rules, "F1", -1)                                 # steps out onto entrance 1
    p = rules.state.players[0]
    assert p.status == "exited" and p.pos == -1 and rules.state.active == 1
    rules.dice.script([1])
    rules.apply(A.Roll(1))
    rules.apply(rules.legal_actions(1)[0])
    while rules.state.active != 0:
        rules.apply(A.EndCycle(rules.state.active))
    kinds = {type(a).__name__ for a in rules.legal_actions(0)}
    assert kinds == {"Jump", "Leave"}
    with pytest.raises(IllegalAction, match="jump or leaving"):
        rules.apply(A.Roll(0))
    rules.dice.script([1, 1, 3])                          # own entrance 1 rerolled twice
    rules.apply(A.Jump(0))
    assert p.pos == -3 and p.status == "entrance"
    assert rules.state.active == 1
    rules = match(2)
    rules.state.players[0].chests = [(8, True)]
    rules.state.players[0].pos, rules.state.players[0].status = -2, "exited"
    rules.apply(A.Leave(0))
    assert rules.state.players[0].status == "left"
    rules.state.players[1].pos, rules.state.players[1].status = -3, "exited"
    rules.apply(A.Leave(1))
    assert rules.is_over() and rules.state.ended_by == "left"
    assert rules.result().score_of(0) == 9 and rules.result().winners == [0]


def test_rule_23_alarm_stops_mid_move_round_limit_after_round_forty():
    rules = match(2)
    caps(rules, 0, strength=1)
    rules.state.players[0].chests = [(2, True)]
    put(rules, "B1", "door", 5)
    roll(rules, 3)
    move(rules, "B1", "C1", "D1")
    assert rules.state.stage == "blocker"
    rules.apply(A.TimeUp(0))
    assert rules.is_over() and rules.state.ended_by == "alarm"
    assert rules.result().score_of(0) == 3 and "alarm" in rules.result().headline
    assert rules.legal_actions(0) == [] and rules.to_act() == set()
    rounds = match(1, {"end": "rounds"})
    with pytest.raises(IllegalAction):
        rounds.apply(A.TimeUp(0))
    assert A.TimeUp(0) not in rounds.legal_actions(0)
    rounds.state.round = 39
    roll(rounds, 1)
    move(rounds, "B1")
    assert not rounds.is_over() and rounds.state.round == 40
    roll(rounds, 1)
    move(rounds, "C1")
    assert rounds.is_over() and rounds.state.ended_by == "rounds"
    assert rounds.state.round == 40


def test_rule_30_jump_leave_and_stuck_turns_roll_no_d10():
    from game.core.dice import Dice
    rules = match(2)
    rules.state.players[0].pos, rules.state.players[0].status = -1, "exited"
    rules.dice = Dice.scripted([2])                       # only the jump's d4
    rules.apply(A.Jump(0))
    assert rules.state.players[0].pos == -2
    rules = match(2)
    rules.state.players[0].pos, rules.state.players[0].status = -1, "entrance"
    rules.dice = Dice.scripted([])
    rules.apply(A.Leave(0))
    assert rules.state.active == 1
    rules = stuck_match()
    rules.dice = Dice.scripted([])
    rules.apply(A.ClearStuck(0, sq(rules, "B1")))
    assert rules.state.players[0].pos == sq(rules, "B1")
    assert sq(rules, "B1") not in rules.state.cards


def stuck_match():
    """P1 in the NW room with its only ways out (B1... no: the room's exits) shut by doors it
    cannot open, no Luck, every other square of the room turned up and empty."""
    rules = match(2)
    caps(rules, 0, luck=0, strength=1)
    place(rules, 0, "A1")
    rules.state.cards = {}
    for label in ("E2", "E3", "E4", "B5", "C5", "D5"):      # the room's exits
        put(rules, label, "door", 6, up=True)
    put(rules, "B1", "puzzle_door", 6, up=True)
    return rules


def test_rule_39_stuck_needs_nothing_in_reach_jump_rerolls_own_and_edge_failure():
    rules = stuck_match()
    stuck = {a.square for a in rules.legal_actions(0) if isinstance(a, A.ClearStuck)}
    assert stuck == {sq(rules, x) for x in ("B1", "E2", "E3", "E4", "B5", "C5", "D5")}
    put(rules, "C3", "blank")                             # a face-down card in reach
    assert not any(isinstance(a, A.ClearStuck) for a in rules.legal_actions(0))
    with pytest.raises(IllegalAction, match="stuck rule"):
        rules.apply(A.ClearStuck(0, sq(rules, "E2")))
    rules = stuck_match()
    put(rules, "C3", "chance", up=True)                   # a chance in reach
    assert not any(isinstance(a, A.ClearStuck) for a in rules.legal_actions(0))
    rules = stuck_match()
    caps(rules, 0, luck=1)
    assert not any(isinstance(a, A.ClearStuck) for a in rules.legal_actions(0))
    rules = match()
    place(rules, 0, "E2")                                  # the NE passages reach entrance 1
    for label in ("E5",):
        put(rules, label, "door", 6, up=True)
    caps(rules, 0, luck=0)
    assert not any(isinstance(a, A.ClearStuck) for a in rules.legal_actions(0))
    # failing the edge square from an entrance: back on it, then enter or jump
    rules = match(2)
    p = rules.state.players[0]
    p.pos, p.status = -1, "entrance"
    caps(rules, 0, strength=1, luck=0)
    put(rules, "F1", "door", 6)
    roll(rules, 2)
    move(rules, "F1", "G1")
    meet(rules, "strength")
    assert p.pos == -1 and p.status == "entrance"
    rules.dice.script([1])
    rules.apply(A.Roll(1))
    rules.apply(rules.legal_actions(1)[0])
    while rules.state.active != 0:
        rules.apply(A.EndCycle(rules.state.active))
    kinds = {type(a).__name__ for a in rules.legal_actions(0)}
    assert {"Roll", "Jump", "Leave"} <= kinds


def test_rule_27_locksmith_searches_the_pile_never_the_discards():
    rules = match()
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    rules.state.chance_pile = ["helper:locksmith"]
    rules.state.item_pile = ["rope", "sword"]
    rules.state.item_discards = ["key", "key"]
    caps(rules, 0, luck=1)
    roll(rules, 1)
    move(rules, "B1")
    p = rules.state.players[0]
    assert p.caps["luck"] == 2 and p.items == []
    assert rules.state.item_pile == ["rope", "sword"]
    assert rules.state.item_discards == ["key", "key"]
    rules = match()
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    rules.state.chance_pile = ["helper:locksmith"]
    rules.state.item_pile = ["rope", "key", "sword", "key"]
    roll(rules, 1)
    move(rules, "B1")
    assert rules.state.players[0].items == ["key"]
    assert sorted(rules.state.item_pile) == ["key", "rope", "sword"]


def test_mentor_and_healer():
    rules = match()
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    rules.state.chance_pile = ["helper:mentor"]
    roll(rules, 1)
    move(rules, "B1")
    assert rules.state.stage == "mentor"
    assert {a.capability for a in rules.legal_actions(0)} == set(CAPS)
    rules.apply(A.Raise(0, "strength"))
    assert rules.state.players[0].caps["strength"] == 2
