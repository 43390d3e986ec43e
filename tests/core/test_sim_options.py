"""`main.py sim --option key=value`: a setup option as the seats screen sets it."""
import pytest

from game.catalog import game_info
from game.cli import sim_options


def test_options_are_read_as_the_options_own_type():
    rial = game_info("rial")
    assert sim_options(rial, ["dungeon=classic", "round_limit=12", "mode=coop"]) == {
        "dungeon": "classic", "round_limit": 12, "mode": "coop"}
    assert sim_options(game_info("doodle"), ["auto_pass=yes"]) == {"auto_pass": True}


@pytest.mark.parametrize("pair, words", [
    ("dungeon=busy", "must be one of"), ("colour=red", "has the options"),
    ("dungeon", "key=value")])
def test_a_wrong_option_is_named_plainly(pair, words):
    with pytest.raises(ValueError, match=words):
        sim_options(game_info("rial"), [pair])
