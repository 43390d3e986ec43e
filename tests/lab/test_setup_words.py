"""The seats screen says what a hand-made dungeon is (issue 21 §3): under the Map option,
the chosen map's one line (its size and idea), whole at 1280x720; the option's own help for
a random map."""
from __future__ import annotations

from game.catalog import game_info
from game.games.lab.maps import load_preset
from game.ui.scenes.seats import SeatsScene
from tests.play import frame


def test_the_map_option_shows_the_chosen_dungeons_idea(app):
    seats = SeatsScene(app, game_info("lab"))
    app.stack.push(seats)
    frame(app)
    spec = next(o for o in game_info("lab").options if o.key == "map")
    assert seats.option_words("map") == spec.help
    seats.options["map"] = "river-run"
    river = load_preset("river-run")
    assert river.description
    assert seats.option_words("map") == river.description
    rect = dict(seats.option_rects)["map"]
    for name in spec.values():   # every shipped map says what it is, readably, whole
        if name != "random":
            seats.options["map"] = name
            words = seats.option_words("map")
            assert words == load_preset(str(name)).description
            assert app.theme.fonts.get(12, "italic").size(words)[0] <= rect.width - 4, words
    seats.options["map"] = "random"
    assert seats.option_words("size") == next(o.help for o in game_info("lab").options
                                              if o.key == "size")


def test_a_hand_made_map_gives_its_own_size_and_levels_for_the_setup_screen():
    """With River Run chosen, the size and levels are the map's (5×5, one level), not the
    options' 7 and 2; a random map leaves them to the options."""
    from game.games.lab.maps import preset_shape, set_by_map
    from game.paths import map_names
    options = {"size": 7, "levels": 2, "map": "river-run"}
    assert set_by_map("size", options) == ("5×5", "River Run is 5×5: the map sets the size.")
    assert set_by_map("levels", options) == ("1", "River Run has 1 level: the map sets the "
                                                  "levels.")
    assert set_by_map("kits", options) is None
    assert set_by_map("size", {**options, "map": "random"}) is None
    assert preset_shape("random") is None and preset_shape("no-such-map") is None
    for name in map_names("lab"):
        d = load_preset(name)
        assert preset_shape(name) == (d.width, d.height, d.levels)
        assert set_by_map("levels", {"map": name})[0] == str(d.levels)
