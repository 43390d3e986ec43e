"""Words that fit (issue 34 §3): her status says what she holds ("1 bullet", "1 elven
blade", "2 lion skins", never "1 bullets" or "1 elven"), and a name keeps its capital
after the move repeated ("South: Ann is here.")."""
from __future__ import annotations

from game.games.lab.phrases import held, item_words
from game.ui.tables.lab.panel import status_lines


def test_amounts_are_said_with_their_names():
    assert item_words("bullets", 1) == "1 bullet" and item_words("grenades", 0) == "0 grenades"
    assert item_words("elven", 1) == "1 elven blade" and held(0, "arnor") == "no arnor blade"
    assert item_words("bridle", 2) == "2 bridles" and held(0, "stick") == "no walking stick"
    assert item_words("lion", 2) == "2 lion skins" and held(15, "bullets") == "15 bullets"


def test_her_status_names_her_blades_and_skins():
    status = {"damage": {"bites": (0, 6)}, "ammo": {"bullets": 1, "grenades": 0, "blasters": 2},
              "money": 5, "equipment": {"elven": 1, "bridle": 2}, "skins": {"lion": 2},
              "exote": False, "treasure": False}
    lines = status_lines(status)
    assert lines[1] == "Ammunition: 1 bullet, 0 grenades, 2 blasters. Money: $5."
    assert lines[2].startswith("Equipment: 1 elven blade, 2 bridles. Skins: 2 lion skins. ")


def test_a_player_met_after_a_move_keeps_her_capital():
    """'North: Ann is here.', not 'North: ann is here.' (seen playing a 3-seat hot-seat);
    the sentence after the move is still lower case otherwise ('East: an empty cell.')."""
    from game.games.lab.actions import Move
    from tests.lab.helpers import dungeon, game, land, said
    r = game(dungeon(), seats=2)
    first, second = r.state.order[0], r.state.order[1]
    land(r, (2, 2, 1), first)
    land(r, (2, 3, 1), second)
    lines = said(r.apply(Move(first, "S")), first)
    name = ("Ann", "Bob")[second]
    assert f"South: {name} is here." in lines
    assert "East: an empty cell." in said(r.apply(Move(second, "E")), second)
