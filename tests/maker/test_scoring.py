"""Rule checks of maker §8 for the scoring chart (§5.1, §5.2)."""
from __future__ import annotations

from game.games.maker.board import Sheet
from game.games.maker.results import total
from game.games.maker.scoring import building_lines
from tests.maker.helpers import new, paint

EMPTY = ". . . . . ."


def lines_of(rows: list[str], coin: int = 0) -> list[int]:
    rules = new(1, script=[])
    paint(rules, 0, rows)
    p = rules.state.players[0]
    return [v for _, v in building_lines(Sheet(p.tiles, rules.content.kinds), coin,
                                         rules.content.numbers)]


def test_rule_25_room_group_bonuses_pair_2_three_4_square_8_line_6():
    pair = ["E:EW P:EW P:EW . . .", ". S S . . .", *[EMPTY] * 4]
    assert lines_of(pair)[:2] == [2, 2]
    three = ["E:EW P:EW P:EW P:EW . .", ". S S S . .", *[EMPTY] * 4]
    assert lines_of(three)[:2] == [3, 4]
    square = ["E:EW P:EW P:EW . . .", ". S S . . .", ". S K . . .", *[EMPTY] * 3]
    assert lines_of(square)[:2] == [2, 8]
    line = ["E:EW P:EW P:EW P:EW P:EW .", ". S S S S .", *[EMPTY] * 4]
    assert lines_of(line)[:2] == [4, 6]
    lonely_pair = ["E:EW . . . . .", EMPTY, EMPTY, ". . . . S S", *[EMPTY] * 2]
    assert lines_of(lonely_pair)[:2] == [0, 0]


def test_rule_25_acid_groups_score_1_3_6_10():
    assert lines_of(["E:EW . . . . .", "A . A A . .", EMPTY,
                     "A A A . . .", EMPTY, "A A B:EW A A ."])[2] == 1 + 3 + 6 + 10


def test_rule_26_final_is_building_plus_3_per_soul_minus_2_per_crossed_box():
    rules = new(1, script=[])
    p = rules.state.players[0]
    p.building = [("x", 10), ("y", 3)]
    p.souls, p.crossed = 2, 2
    assert total(p, rules.content) == 13 + 6 - 4


def test_rule_27_the_worked_example_gives_24_building_points_and_29_in_all():
    rows = ["E:NS . . . . .",
            "P:NE P:EW P:EW P:SW . .",
            "P:NS S K P:NS . .",
            "P:NS S H P:NS . .",
            "P:NE BS:EW P:EW P:NW . .",
            "A A A . . ."]
    assert lines_of(rows, coin=7) == [4, 8, 6, 5, 1]
    rules = new(1, script=[])
    p = rules.state.players[0]
    paint(rules, 0, rows)
    p.building = building_lines(Sheet(p.tiles, rules.content.kinds), 7, rules.content.numbers)
    p.souls, p.crossed = 3, 2
    assert sum(v for _, v in p.building) == 24 and total(p, rules.content) == 29


def test_rule_30_a_slime_beside_only_a_boss_scores_1_forms_no_group_and_the_boss_scores_5():
    rows = ["E:EW BS:ESW . . . .", ". S . . . .", *[EMPTY] * 4]
    assert lines_of(rows) == [1, 0, 0, 5, 0]
