"""rial §4.5-§4.7: blockers, chests, chance cards, monsters, traps, teleports."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.rial import actions as A
from tests.rial.helpers import caps, match, meet, move, place, put, roll, sq


def at_door(kind: str = "door", level: int = 4, **cap_values: int):
    """P1 on A1 walks A1 -> B1 -> C1 -> D1 and meets a face-down card at B1."""
    rules = match()
    caps(rules, 0, **cap_values)
    place(rules, 0, "A1")
    put(rules, "B1", kind, level)
    roll(rules, 3)
    move(rules, "B1", "C1", "D1")
    return rules


def test_rule_12_blocker_stops_and_level_four_door_both_sides():
    """rial §4.5: the door stops the move with 2 steps left; Strength 4 passes, Strength 3
    (no key, picks or Luck) goes back to the previous square."""
    rules = at_door(strength=4, luck=0)
    assert rules.state.stage == "blocker"
    assert rules.state.players[0].pos == sq(rules, "B1")
    assert set(a.method for a in rules.legal_actions(0)) == {"strength"}
    meet(rules, "strength")
    assert rules.state.players[0].pos == sq(rules, "B1")
    assert sq(rules, "B1") not in rules.state.cards
    rules = at_door(strength=3, luck=0)
    meet(rules, "strength")
    assert rules.state.players[0].pos == sq(rules, "A1")
    assert rules.state.cards[sq(rules, "B1")].up


def test_rule_13_dexterity_needs_picks_puzzles_take_intelligence_or_luck_key_one_door():
    rules = at_door(strength=1, dexterity=5, luck=0)
    with pytest.raises(IllegalAction, match="only with lock picks"):
        meet(rules, "dexterity")
    rules.state.players[0].items = ["lock_picks"]
    meet(rules, "dexterity")
    assert rules.state.players[0].pos == sq(rules, "B1")
    rules = at_door("puzzle_door", 3, strength=9, intelligence=3, luck=1)
    methods = {a.method for a in rules.legal_actions(0)}
    assert methods == {"intelligence", "luck"}
    with pytest.raises(IllegalAction):
        meet(rules, "strength")
    meet(rules, "intelligence")
    assert sq(rules, "B1") not in rules.state.cards
    rules = at_door(strength=1, luck=0)
    rules.state.players[0].items = ["key", "key"]
    meet(rules, "key")
    assert rules.state.players[0].items == ["key"]
    assert rules.state.item_discards == ["key"]


def test_rule_14_luck_zero_cannot_be_spent_and_spending_lowers_it():
    rules = at_door(strength=1, luck=0)
    with pytest.raises(IllegalAction, match="Luck 0"):
        meet(rules, "luck")
    rules = at_door(strength=1, luck=2)
    meet(rules, "luck")
    assert rules.state.players[0].caps["luck"] == 1
    assert rules.state.players[0].pos == sq(rules, "B1")


def test_rule_15_passed_door_removed_climb_stays_and_challenges_again():
    rules = at_door(strength=5)
    meet(rules, "strength")
    assert sq(rules, "B1") not in rules.state.cards
    rules = at_door("climb", 3, agility=3)
    meet(rules, "agility")
    climb = rules.state.cards[sq(rules, "B1")]
    assert climb.kind == "climb" and climb.up
    place(rules, 0, "A1")
    caps(rules, 0, agility=2, luck=0)
    roll(rules, 3)
    move(rules, "B1")
    assert rules.state.stage == "blocker"
    rules.state.players[0].items = ["rope"]              # rope: +2 Agility on climbs
    assert dict((a.method, a) for a in rules.legal_actions(0))
    meet(rules, "agility")
    assert rules.state.players[0].pos == sq(rules, "B1")


def chest_run(strength: int, level: int = 3):
    rules = match()
    caps(rules, 0, strength=strength)
    place(rules, 0, "A1")
    put(rules, "B1", "chest", level)
    rules.state.chest_pile = [5, 2]
    roll(rules, 3)
    move(rules, "B1", "C1", "D1")
    return rules


def test_rule_16_chest_stop_ends_the_move_and_exceeding_by_two_marks_a_bonus():
    rules = chest_run(5)
    assert rules.state.stage == "passing_chest"
    meet(rules, "strength")
    player = rules.state.players[0]
    assert player.pos == sq(rules, "B1") and player.chests == [(5, True)]
    assert rules.state.stage == "turn"                   # the move is over
    rules = chest_run(4)
    meet(rules, "strength")
    assert rules.state.players[0].chests == [(5, False)]
    rules = chest_run(2)
    meet(rules, "strength")
    assert rules.state.players[0].chests == [] and rules.state.cards[sq(rules, "B1")].up
    rules = chest_run(9)
    rules.apply(A.MoveOn(0))                              # or walk on past it
    assert rules.state.players[0].pos == sq(rules, "D1")


def monster(card: str, fighting: int, agility: int = 1, chests=((3, False),)):
    rules = match()
    caps(rules, 0, fighting=fighting, agility=agility, health=4)
    rules.state.players[0].chests = list(chests)
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    rules.state.chance_pile = [card, "item"]
    rules.state.chest_pile = [1]
    roll(rules, 1)
    move(rules, "B1")
    assert rules.state.stage == "monster"
    return rules


def test_rule_17_monster_level_five():
    """rial §4.7: against the Orc (5), Fighting 6 wins, 5 wins but misses the next turn,
    4 loses 2 Health and 1 Chest card."""
    rules = monster("monster:orc", 6)
    assert {a.method for a in rules.legal_actions(0)} == {"fighting"}   # no dodging an Orc
    meet(rules, "fighting")
    p = rules.state.players[0]
    assert (p.caps["health"], p.miss, p.chests) == (4, 0, [(3, False)])
    assert not rules.state.skipping
    rules = monster("monster:orc", 5)
    meet(rules, "fighting")
    p = rules.state.players[0]
    assert (p.caps["health"], p.miss, p.chests) == (4, 1, [(3, False)])
    assert rules.state.skipping
    rules = monster("monster:orc", 4)
    meet(rules, "fighting")
    p = rules.state.players[0]
    assert (p.caps["health"], p.chests) == (2, [])
    assert rules.state.chest_pile == [1, 3]
    assert rules.state.chance_pile == ["item", "monster:orc"]
    rules = monster("monster:ghoul", 1, agility=6)
    meet(rules, "agility")
    assert rules.state.players[0].caps["health"] == 4


def trap_run(agility: int):
    rules = match()
    caps(rules, 0, agility=agility, health=3)
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    rules.state.chance_pile = ["trap:block", "item"]
    roll(rules, 1)
    move(rules, "B1")
    return rules


def test_rule_18_failed_trap_stands_and_a_disarmed_one_removes_the_square():
    rules = trap_run(4)                                   # Falling block: Agility 4
    assert sq(rules, "B1") not in rules.state.cards
    assert rules.state.chance_pile == ["item", "trap:block"]
    rules = trap_run(3)
    card = rules.state.cards[sq(rules, "B1")]
    assert (card.kind, card.level, card.trap, card.up) == ("trap", 4, "block", True)
    assert rules.state.players[0].caps["health"] == 1
    assert rules.state.chance_pile == ["item"]
    # the next entry challenges it (turns later, when the chance ban has lapsed)
    rules.state.players[0].bans = []
    place(rules, 0, "C1")
    roll(rules, 2)
    move(rules, "B1")
    assert rules.state.stage == "blocker"
    assert {a.method for a in rules.legal_actions(0)} == {"agility"}
    caps(rules, 0, agility=4)
    meet(rules, "agility")
    assert sq(rules, "B1") not in rules.state.cards
    assert rules.state.chance_pile == ["item", "trap:block"]


def test_rule_35_declining_key_and_luck_keeps_them_and_luck_never_passes_a_trap():
    rules = at_door(strength=2, luck=2)
    rules.state.players[0].items = ["key"]
    assert {a.method for a in rules.legal_actions(0)} == {"strength", "key", "luck"}
    meet(rules, "strength")
    p = rules.state.players[0]
    assert p.pos == sq(rules, "A1") and p.items == ["key"] and p.caps["luck"] == 2
    rules = trap_run(3)
    rules.state.players[0].bans = []
    place(rules, 0, "C1")
    caps(rules, 0, luck=3)
    roll(rules, 2)
    move(rules, "B1")
    with pytest.raises(IllegalAction, match="standing trap"):
        meet(rules, "luck")
    meet(rules, "agility")                                # fails: -2 Health, back to C1
    assert rules.state.players[0].pos == sq(rules, "C1")
    assert rules.state.players[0].caps["health"] == -1


def test_rule_19_last_chance_removes_its_square_and_a_teleport_lands_as_a_move_end():
    rules = match()
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    rules.state.chance_pile = ["last_chance", "item"]
    rules.state.item_pile = ["rope"]
    roll(rules, 1)
    move(rules, "B1")
    assert sq(rules, "B1") not in rules.state.cards
    assert rules.state.players[0].items == ["rope"]
    assert rules.state.chance_pile == ["item", "last_chance"]
    # teleport: the destination's face-down card is turned and resolved (a door here)
    rules = match()
    caps(rules, 0, strength=1, luck=0)
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    for label in [x + str(n) for x in "ABCDEFGHIJKL" for n in range(1, 13)]:
        square = sq(rules, label)
        if rules.layout.kinds[square] != "#" and label not in ("B1",):
            put(rules, label, "door", 6)
    rules.state.chance_pile = ["teleport", "item"]
    roll(rules, 1)
    move(rules, "B1")
    s = rules.state
    dest = s.players[0].pos
    assert s.stage == "blocker" and dest != sq(rules, "B1") and s.cards[dest].up
    meet(rules, "strength")                               # fails: back to the chance square
    assert s.players[0].pos == sq(rules, "B1")


def test_rule_36_no_chest_before_moving_and_one_try_per_stop():
    rules = match()
    place(rules, 0, "B1")
    put(rules, "B1", "chest", 3, up=True)
    with pytest.raises(IllegalAction):
        rules.apply(A.Meet(0, "strength"))
    rules = chest_run(2)
    meet(rules, "strength")
    with pytest.raises(IllegalAction):
        rules.apply(A.Meet(0, "strength"))


def test_rule_37_theft_order_and_teleport_card_goes_under_first():
    """rial §4.7: a Troll stealing 8 then 5 leaves the 5 at the bottom; after a Teleport,
    the card drawn at its destination goes under last."""
    rules = monster("monster:troll", 1, chests=((5, False), (8, False), (1, True)))
    meet(rules, "fighting")
    assert rules.state.players[0].chests == [(1, True)]
    assert rules.state.chest_pile == [1, 8, 5]
    rules = match()
    place(rules, 0, "A1")
    put(rules, "B1", "chance", up=True)
    for label in [x + str(n) for x in "ABCDEFGHIJKL" for n in range(1, 13)]:
        square = sq(rules, label)
        if rules.layout.kinds[square] != "#" and label not in ("B1", "A1"):
            put(rules, label, "chance", up=True)
    rules.state.chance_pile = ["teleport", "helper:healer", "item"]
    roll(rules, 1)
    move(rules, "B1")
    assert rules.state.chance_pile == ["item", "teleport", "helper:healer"]
