"""Classic dungeons designed by hand (issue 21 §3): at least one per size, each with its one
line for the players, each built round its idea, and the line shown at the table beside
the level tabs."""
from __future__ import annotations

from game.games.lab.maps import load_preset
from game.games.lab.validate import problems
from game.paths import MAPS
from game.tiled import load_map

DESIGNED = ("river-run", "the-pit-loop", "behind-the-monolith")


def test_one_designed_dungeon_per_size_each_valid_with_its_line():
    sizes = set()
    for name in DESIGNED:
        d = load_preset(name)
        assert problems(d) == [] and d.title and d.title != name
        assert d.description.startswith(f"{d.width}×{d.height}, ")
        assert load_map(MAPS / "lab" / f"{name}.tmx").properties["description"] == \
            d.description
        sizes.add(d.width)
    assert sizes == {5, 7, 10}


def test_river_run_carries_you_past_the_treasure():
    d = load_preset("river-run")
    (river,) = d.rivers
    tx, ty, tl = d.treasure()
    beside = [s for s in river if abs(s[0] - tx) + abs(s[1] - ty) == 1 and s[2] == tl]
    assert beside and river.index(beside[0]) < len(river) - 1     # it flows on past it
    assert [side for side in "NESW" if d.wall(tx, ty, side) == "none"] == ["E"]


def test_the_pit_loop_is_one_cycle_across_the_levels():
    d = load_preset("the-pit-loop")
    start = next(iter(d.pits))
    loop, spot = [start], d.pits[start]
    while spot != start:
        loop.append(spot)
        spot = d.pits[spot]
    assert sorted(loop) == sorted(d.pits) and len(loop) == 4
    assert all(a[2] != d.pits[a][2] for a in loop)       # every fall changes level
    assert d.treasure()[2] == 2


def test_behind_the_monolith_hides_the_treasure_and_a_branch_behind_a_monolith():
    d = load_preset("behind-the-monolith")
    tx, ty, _ = d.treasure()
    assert tx == d.width
    assert all(d.wall(d.width - 1, y, "E") == "monolith" for y in range(3, 9))
    assert d.wall(d.width, 2, "S") == "monolith"
    branch = [c for c in d.branches() if c[1] == 5 and c[0] > d.width]
    assert len(branch) == 3 and any(s[:2] == branch[-1] and t.kind == "eldar"
                                    for s, t in d.things.items())


def test_the_table_shows_the_chosen_dungeons_line_beside_the_level_tabs(app):
    from game.catalog import game_info
    from game.core.protocol import Seat
    from tests.ui.helpers import pass_handoffs
    assert app.start_game(game_info("lab"), [Seat("Ann")], 3, {"map": "river-run"})
    pass_handoffs(app)
    from tests.play import drawn_text
    table = app.stack.top
    app.step()
    shown = " ".join(drawn_text(app))
    assert "River Run: 5×5, one level: a river winds past what you seek." in shown
    assert table.caption_rect.width > 300 and table.page_area.top >= table.caption_rect.bottom
    assert not any(b.rect.colliderect(table.caption_rect) for b in table.bar.buttons)
