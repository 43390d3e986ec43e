"""doodle §4.1(1) (seed preamble (2)): each player enters a name and a dungeon name."""
from __future__ import annotations

import json

from game.core.protocol import Seat
from game.core.save import parse_save, replay, snapshot
from game.games.doodle import INFO
from game.games.doodle.rules import DoodleRules


def test_setup_1_dungeon_names_show_on_the_table_and_survive_a_save():
    seats = [Seat("Ann", title="The Pit of Doom"), Seat("Bo")]
    rules = DoodleRules.new_game(5, seats)
    assert INFO.seat_title == "Dungeon name"
    assert rules.view(None)["dungeons"] == ["The Pit of Doom", "Bo's dungeon"]
    raw = json.loads(json.dumps(snapshot(rules, "t").to_dict()))
    again = replay(parse_save(raw), DoodleRules)
    assert again.seats[0].title == "The Pit of Doom"
