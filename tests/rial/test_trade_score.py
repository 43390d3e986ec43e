"""rial §4.9, §5, §6: trading, scores and places, nothing hidden between players."""
from __future__ import annotations

import json

import pytest

from game.core.errors import IllegalAction
from game.games.rial import actions as A
from game.games.rial.scoring import ranks
from game.games.rial.state import Player
from tests.rial.helpers import caps, match, meet, move, place, put, roll, sq


def neighbours(p1: str, p2: str, end: str, options=None, d4: int = 1):
    """P1 walks to `end` (1 step) with P2 waiting on `p2`: the trade step follows."""
    rules = match(2, options)
    place(rules, 0, p1)
    place(rules, 1, p2)
    roll(rules, d4)
    move(rules, end)
    return rules


def test_rule_21_no_trade_two_squares_away_or_across_rock():
    rules = neighbours("A1", "C2", "B1")                  # C2 is two squares from B1
    assert rules.state.active == 1                        # no trade step: the turn passed
    rules = neighbours("D1", "F1", "D2")                  # E1 is rock between D and F
    assert rules.state.active == 1
    rules = neighbours("A1", "C1", "B1")                  # connected: the trade step
    assert rules.state.stage == "trade" and rules.view(0)["partners"] == [1]
    rules.state.players[1].pos = sq(rules, "D1")
    with pytest.raises(IllegalAction, match="not on the same or a connected square"):
        rules.apply(A.Propose(0, 1, ("rope",), ("key",)))


def test_rule_38_bonus_mark_travels_no_gifts_after_failed_blocker_not_on_entrance():
    rules = neighbours("A1", "C1", "B1")
    rules.state.players[0].items = ["rope"]
    rules.state.players[1].chests = [(3, True)]
    rules.state.players[1].items = ["key"]
    with pytest.raises(IllegalAction, match="never a gift"):
        rules.apply(A.Propose(0, 1, ("rope",), ()))
    with pytest.raises(IllegalAction, match="does not hold"):
        rules.apply(A.Propose(0, 1, ("sword",), ("3b",)))
    rules.apply(A.Propose(0, 1, ("rope",), ("3b",)))
    assert rules.to_act() == {1} and rules.state.stage == "answer"
    rules.apply(A.Answer(1, True))
    assert rules.state.players[0].chests == [(3, True)]
    assert rules.state.players[0].score() == 4 and rules.state.players[1].items == ["key",
                                                                                     "rope"]
    assert rules.state.stage == "trade" and rules.state.active == 0  # more offers may follow
    rules.apply(A.EndCycle(0))
    assert rules.state.stage == "turn" and rules.state.active == 1
    # after a failed blocker, trading still comes
    rules = match(2)
    place(rules, 0, "A1")
    place(rules, 1, "A2")
    caps(rules, 0, strength=1, luck=0)
    put(rules, "B1", "door", 6)
    rules.state.players[0].items = ["rope"]
    rules.state.players[1].items = ["key"]
    roll(rules, 2)
    move(rules, "B1", "C1")
    meet(rules, "strength")
    assert rules.state.stage == "trade"
    assert A.Propose(0, 1, ("rope",), ("key",)) in rules.legal_actions(0)
    # a player on an entrance cannot trade
    rules.state.players[1].pos, rules.state.players[1].status = -1, "entrance"
    with pytest.raises(IllegalAction, match="entrance"):
        rules.apply(A.Propose(0, 1, ("rope",), ("key",)))


def test_one_trade_step_takes_several_offers_until_no_more_trades():
    """rial §4.9 (any terms both accept): after a refusal or an acceptance the same
    neighbour may have another offer, never the same one twice, until no (more) trades."""
    rules = neighbours("A1", "C1", "B1")
    rules.state.players[0].items = ["rope", "sword"]
    rules.state.players[1].items = ["key", "map"]
    rules.apply(A.Propose(0, 1, ("rope",), ("key",)))
    rules.apply(A.Answer(1, False))
    assert rules.state.stage == "trade" and rules.to_act() == {0}
    assert A.Propose(0, 1, ("rope",), ("key",)) not in rules.legal_actions(0)
    with pytest.raises(IllegalAction, match="had that offer"):
        rules.apply(A.Propose(0, 1, ("rope",), ("key",)))
    rules.apply(A.Propose(0, 1, ("sword",), ("key",)))
    rules.apply(A.Answer(1, True))
    rules.apply(A.Propose(0, 1, ("rope",), ("map",)))
    rules.apply(A.Answer(1, True))
    assert rules.state.players[0].items == ["key", "map"]
    rules.apply(A.EndCycle(0))
    assert rules.state.active == 1 and rules.state.stage == "turn"


def test_coop_allows_free_transfers():
    rules = neighbours("A1", "C1", "B1", {"mode": "coop"})
    rules.state.players[0].chests = [(5, False)]
    rules.apply(A.Propose(0, 1, ("5",), ()))
    rules.apply(A.Answer(1, True))
    assert rules.state.players[1].chests == [(5, False)]


def test_a_refused_offer_changes_nothing():
    rules = neighbours("A1", "C1", "B1")
    rules.state.players[0].items = ["rope"]
    rules.state.players[1].items = ["key"]
    rules.apply(A.Propose(0, 1, ("rope",), ("key",)))
    rules.apply(A.Answer(1, False))
    assert rules.state.players[0].items == ["rope"]
    with pytest.raises(IllegalAction):
        rules.apply(A.Propose(0, 1, ("rope",), ("key",)))


def test_rule_24_the_example_ann_ten_ben_nothing():
    """rial §5: Ann 3 + 5 (bonus) + 1 = 10; Ben's 8 and 2 go to the Troll: 0."""
    rules = match(2)
    ann, ben = rules.state.players
    ann.chests = [(3, False), (5, True), (1, False)]
    ben.chests = [(8, False), (2, False)]
    place(rules, 1, "B1")
    caps(rules, 1, fighting=4, health=4)
    put(rules, "C1", "chance", up=True)
    rules.state.chance_pile = ["monster:troll"]
    rules.state.active = 1
    roll(rules, 1)
    move(rules, "C1")
    meet(rules, "fighting")
    assert ben.chests == [] and ben.caps["health"] == 1
    rules.apply(A.TimeUp(rules.state.active))
    result = rules.result()
    assert (result.score_of(0), result.score_of(1)) == (10, 0)
    assert result.winners == [0]
    coop = match(2, {"mode": "coop"})
    coop.state.players[0].chests = [(3, False), (5, True), (1, False)]
    coop.apply(A.TimeUp(0))
    assert coop.result().winners == [] and "falls short" in coop.result().headline


def test_rule_40_ties_below_first_by_health_then_shared():
    def player(score: int, health: int) -> Player:
        return Player(caps={"health": health}, chests=[(score, False)] if score else [])
    assert ranks([player(9, 1), player(3, 2), player(3, 5), player(3, 2)]) == [1, 3, 2, 3]
    assert ranks([player(4, 2), player(4, 2)]) == [1, 1]


def test_rule_25_nothing_is_hidden_so_no_hand_off():
    """rial §6: every seat sees the same table (so the table needs no hand-off screen)."""
    rules = match(3, clear=False)
    roll(rules, 2)
    views = [rules.view(seat) for seat in (None, 0, 1, 2)]
    for view in views:
        view.pop("seat")
    assert all(v == views[0] for v in views)
    text = json.dumps(views[0])
    assert "chance_pile" not in text and "item_pile" not in text
