"""maker §4.5: which rule placed the stairs is worked out on the sheet as it was before
they were drawn, and the log line says that rule (issue 12 §1)."""
from __future__ import annotations

from game.games.maker.actions import PlaceStairs
from game.games.maker.events import StairsDrawn
from tests.maker.helpers import at_stairs, end_building, new

BESIDE_LAST = ["E:EW P:ESW . . . .", ". P:NS . . . .", *[". . . . . ."] * 3, ". . . . . S"]
"""Last tile built (2, 2): only (2, 3) is beside it and faced; (3, 1) is faced elsewhere."""
ONE_ROOM = ["E:EW P:EW . . . .", *[". . . . . ."] * 4, ". . . . . S"]
"""Last tile built (6, 6), nothing faced beside it; (3, 1) is the only faced empty tile."""
NO_ROOM = ["E:EW P:ESW P:SW . . .", ". P:NS A . . .", ". A . . . .", *[". . . . . ."] * 3]


def stairs_event(events) -> StairsDrawn:
    [event] = [e for e in events if isinstance(e, StairsDrawn)]
    return event


def test_maker_4_5_stairs_beside_the_last_tile_built_are_recorded_as_that_rule():
    rules = new(1, script=[])
    at_stairs(rules, [BESIDE_LAST], [(2, 2)])
    event = stairs_event(rules.apply(PlaceStairs(0, 2, 3)))
    p = rules.state.players[0]
    assert (p.exit_rule, event.rule, p.stairs) == ("last", "last", (2, 3))
    assert event.describe(["Ann"]) == "Ann draws the stairs at (2, 3), beside the last " \
                                      "tile built."


def test_maker_4_5_fallback_a_on_the_only_faced_tile_is_recorded_as_a_not_b():
    rules = new(1, script=[])
    at_stairs(rules, [ONE_ROOM], [(6, 6)])
    assert rules.legal_actions(0) == [PlaceStairs(0, 3, 1)]
    event = stairs_event(rules.apply(PlaceStairs(0, 3, 1)))
    p = rules.state.players[0]
    assert (p.exit_rule, event.rule, p.stairs, p.exit) == ("a", "a", (3, 1), (3, 1))
    line = event.describe(["Ann"])
    assert line == "Ann draws the stairs at (3, 1): no room beside the last tile built, " \
                   "so beside another opening."
    assert "no room for stairs" not in line


def test_maker_4_5_fallback_a_with_several_faced_tiles():
    rules = new(1, script=[])
    at_stairs(rules, [BESIDE_LAST], [(6, 6)])
    event = stairs_event(rules.apply(PlaceStairs(0, 2, 3)))
    assert (rules.state.players[0].exit_rule, event.rule) == ("a", "a")


def test_maker_4_5_fallback_b_makes_the_farthest_tile_the_exit_and_says_so():
    rules = new(1, script=[])
    event = stairs_event(end_building(rules, [NO_ROOM], [(2, 2)]))
    p = rules.state.players[0]
    assert (p.exit_rule, event.rule, p.exit, p.stairs) == ("b", "b", (3, 1), None)
    assert event.describe(["Ann"]) == "Ann has no room for stairs: the tile at (3, 1) " \
                                      "becomes the exit."



def test_maker_4_5_an_early_word_while_building_when_the_network_has_no_open_end():
    """While building, a sheet whose network faces no empty tile is told the stairs will
    fall back (b); one free opening anywhere, and nothing is said."""
    from game.games.maker.board import Sheet
    from game.games.maker.route import stairs_outlook
    rules = new(1, script=[])
    at_stairs(rules, [NO_ROOM], [(2, 2)])
    p = rules.state.players[0]
    closed = Sheet(p.tiles, rules.content.kinds)
    assert stairs_outlook(closed, p.last_built) == (
        "Your dungeon has no open end: the stairs will fall back to your farthest path tile "
        "(3, 1) unless you build an opening (rules 4.5).")
    for rows in (ONE_ROOM, BESIDE_LAST):
        rules = new(1, script=[])
        at_stairs(rules, [rows], [(6, 6)])
        p = rules.state.players[0]
        assert stairs_outlook(Sheet(p.tiles, rules.content.kinds), p.last_built) is None
