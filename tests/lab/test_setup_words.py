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
