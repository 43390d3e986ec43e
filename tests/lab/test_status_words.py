"""Her status says what she holds in words (issue 34 §3): "1 bullet", "1 elven blade",
"2 lion skins", never "1 bullets" or "1 elven"."""
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
