"""rial §4.3-§4.4: routes, doubling back, passages, loops, bans, turning cards up."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.rial import actions as A
from game.games.rial.board import Layout
from tests.rial.helpers import caps, match, move, place, put, roll, route, sq


def test_rule_09_no_straight_back_no_passage_twice_room_loops_allowed():
    rules = match()
    place(rules, 0, "B2")
    roll(rules, 4)
    with pytest.raises(IllegalAction, match="doubling back") as caught:
        rules.apply(route(rules, "B3", "B2", "C2", "C3"))
    assert caught.value.rule == "rial §4.3"
    rules.apply(route(rules, "B3", "C3", "C2", "B2"))      # a loop through a room
    assert rules.state.players[0].pos == sq(rules, "B2")
    rules = match()
    place(rules, 0, "F1")
    roll(rules, 4)
    with pytest.raises(IllegalAction, match="passage square F1 was already entered"):
        rules.apply(route(rules, "G1", "G2", "F2", "F1"))


def test_rule_32_passage_start_square_and_speed_cycle_two():
    """rial §4.3: from passage F2, F1 G1 G2 F2 is rejected; cycle 2 of a Speed turn may
    first step back onto the square cycle 1's last step left."""
    rules = match()
    place(rules, 0, "F2")
    roll(rules, 4)
    with pytest.raises(IllegalAction, match="F2 was already entered"):
        rules.apply(route(rules, "F1", "G1", "G2", "F2"))
    assert route(rules, "F1", "G1", "G2", "H2") in rules.legal_actions(0)
    rules = match()
    rules.state.players[0].items = ["speed"]
    place(rules, 0, "B2")
    rules.apply(A.UseItem(0, "speed"))
    roll(rules, 1)
    move(rules, "B3")
    assert rules.state.cycle == 2 and rules.state.stage == "turn"
    roll(rules, 1)
    assert route(rules, "B2") in rules.legal_actions(0)
    move(rules, "B2")
    assert rules.state.players[0].pos == sq(rules, "B2")


def test_rule_10_chance_square_banned_on_the_next_turn_only():
    rules = match()
    place(rules, 0, "C2")
    put(rules, "C3", "chance", up=True)
    rules.state.chance_pile = ["helper:healer"] * 5
    roll(rules, 1)
    move(rules, "C3")                                # draws: the Healer
    assert rules.state.players[0].caps["health"] == 4
    assert rules.state.stage == "turn" and rules.state.active == 0   # the next turn
    roll(rules, 4)
    with pytest.raises(IllegalAction, match="chance square drawn from last turn"):
        rules.apply(route(rules, "B3", "B2", "C2", "C3"))     # a loop back onto it
    move(rules, "D3", "D2", "C2", "B2")
    roll(rules, 2)                                    # the turn after: allowed
    assert route(rules, "C2", "C3") in rules.legal_actions(0)


def test_rule_34_ban_lapses_after_a_missed_turn_outlasts_removal_and_binds_teleports():
    rules = match()
    place(rules, 0, "C2")
    c3 = put(rules, "C3", "chance", up=True)
    rules.state.chance_pile = ["monster:orc", "helper:healer"]
    caps(rules, 0, fighting=5)                        # a tie: the next turn is missed
    roll(rules, 1)
    move(rules, "C3")
    rules.apply(A.Meet(0, "fighting"))
    assert rules.state.skipping
    del rules.state.cards[c3]                         # the card is gone: the ban holds
    assert rules.state.players[0].banned(c3)
    rules.apply(A.MissTurn(0))
    assert not rules.state.players[0].banned(c3)      # lapsed, though the turn was missed
    place(rules, 0, "C2")
    roll(rules, 1)
    assert route(rules, "C3") in rules.legal_actions(0)
    # a teleport never lands on a banned square
    rules = match()
    player = rules.state.players[0]
    player.turns = 5
    banned = sq(rules, "D4")
    player.bans = [(banned, 6)]
    place(rules, 0, "C2")
    put(rules, "C3", "chance", up=True)
    spots = rules.layout.squares()
    for seed in range(30):
        rules.dice.__init__(seed)
        trial = __import__("copy").deepcopy(rules)
        trial.state.chance_pile = ["teleport"]
        trial.state.stage = "turn"
        roll(trial, 1)
        move(trial, "C3")
        assert trial.state.players[0].pos not in (banned, sq(trial, "C3"))
        assert trial.state.players[0].pos in spots


def test_rule_11_passing_an_item_draws_one_and_a_passed_chance_gives_nothing():
    rules = match()
    place(rules, 0, "A1")
    put(rules, "B1", "item")
    put(rules, "C1", "chance")
    rules.state.item_pile = ["rope", "key"]
    rules.state.chance_pile = ["item"]
    roll(rules, 3)
    events = move(rules, "B1", "C1", "D1")
    assert rules.state.players[0].items == ["rope"]
    assert rules.state.item_pile == ["key"]
    assert sq(rules, "B1") not in rules.state.cards
    c1 = rules.state.cards[sq(rules, "C1")]
    assert c1.up and c1.kind == "chance" and rules.state.chance_pile == ["item"]
    assert any(getattr(e, "what", "") == "turned" for e in events)


def tiny() -> Layout:
    """A1 room, B1-D1 passages, no entrance: from C1 a 3 can walk at most 2."""
    return Layout.from_rows("tiny", "Tiny", ("RPPP",), {})


def test_rule_33_short_route_only_when_no_full_one_exists():
    rules = match()
    place(rules, 0, "B2")
    roll(rules, 2)
    with pytest.raises(IllegalAction, match="must use all 2 steps"):
        rules.apply(route(rules, "B1"))
    assert route(rules, "B1", "A1") in rules.legal_actions(0)
    rules = match()
    rules.layout = tiny()
    place(rules, 0, "C1")
    roll(rules, 3)
    legal = list(rules.legal_actions(0))
    assert route(rules, "B1", "A1") in legal
    assert route(rules, "D1") not in legal
    with pytest.raises(IllegalAction, match="route of 2"):
        rules.apply(route(rules, "D1"))
    rules.apply(route(rules, "B1", "A1"))


def test_a_face_up_blocker_ends_a_route_and_a_face_up_chest_may():
    rules = match()
    place(rules, 0, "A1")
    put(rules, "B1", "door", 3, up=True)
    put(rules, "A2", "chest", 2, up=True)
    roll(rules, 3)
    with pytest.raises(IllegalAction, match="stops at B1"):
        rules.apply(route(rules, "B1", "C1", "D1"))
    legal = rules.legal_actions(0)
    assert route(rules, "B1") in legal and route(rules, "A2") in legal


def test_undo_takes_back_a_move_that_revealed_nothing():
    rules = match()
    place(rules, 0, "A1")
    put(rules, "C3", "door", 3)
    roll(rules, 2)
    move(rules, "B1", "C1")
    assert rules.can_undo(0)
    rules.undo(0)
    assert rules.state.players[0].pos == sq(rules, "A1") and rules.state.stage == "move"
    rules = match()
    place(rules, 0, "A1")
    put(rules, "B1", "blank")
    roll(rules, 2)
    move(rules, "B1", "C1")
    assert not rules.can_undo(0)
