"""rial §5: the co-op goal follows the setup, from the content's table of Normal computers'
median team treasure; a goal set by hand stands; an old save keeps its goal."""
from __future__ import annotations

from game.core.protocol import Seat
from game.games.rial import INFO
from game.games.rial.goals import goal_words
from game.games.rial.rules import RialRules

SEATS = [Seat("Ann"), Seat("Ben"), Seat("Computer", "explorer")]


def coop(**options: object) -> RialRules:
    return RialRules.new_game(1, SEATS, {"mode": "coop", **options})


def test_the_goal_follows_seats_dungeon_and_end():
    table = coop().content.goals.goals
    assert coop(end="rounds", round_limit=40).team_goal() == table["lively"][3][40]
    assert coop(end="rounds", round_limit=40, dungeon="classic").team_goal() == \
        table["classic"][3][40]
    assert coop(end="rounds", round_limit=10).team_goal() < \
        coop(end="rounds", round_limit=40).team_goal()
    between = coop(end="rounds", round_limit=30).team_goal()
    assert table["lively"][3][20] < between < table["lively"][3][40]
    two = RialRules.new_game(1, SEATS[:2], {"mode": "coop", "end": "rounds"})
    assert two.team_goal() == table["lively"][2][40]


def test_an_alarm_game_is_reckoned_in_rounds_of_its_minutes():
    """30 minutes for 3 seats at 20 seconds a turn: 30 rounds."""
    assert coop(alarm_minutes=30).team_goal() == coop(end="rounds", round_limit=30).team_goal()
    assert coop(alarm_minutes=10).team_goal() < coop(alarm_minutes=60).team_goal()


def test_a_goal_set_by_hand_stands_and_an_old_save_keeps_twenty():
    assert coop(team_goal=25).team_goal() == 25
    spec = next(o for o in INFO.options if o.key == "team_goal")
    assert spec.default == 0 and spec.before == 20


def test_the_setup_screen_says_what_the_goal_means():
    rules = coop(end="rounds", round_limit=40)
    goal = rules.team_goal()
    assert goal_words(rules.content, rules.options, 3) == \
        f"Goal {goal}: a team of 3 Normal computers reaches {goal} in about half its games " \
        "of this setup."
    hand = coop(team_goal=25, end="rounds", round_limit=40)
    assert goal_words(hand.content, hand.options, 3).startswith("Goal 25, set by hand: ")
    assert rules.view(0)["team_goal"] == goal


def test_a_co_op_end_gives_the_team_a_score_not_each_seat():
    """Issue words: no 'First score for Ann: 3' after a co-op game: the seats' finds are
    lines of the team's total."""
    from game.games.rial import actions as A
    rules = coop(team_goal=10)
    rules.state.players[0].chests = [(3, False)]
    rules.state.phase = "play"
    rules.apply(A.TimeUp(rules.state.active))
    result = rules.result()
    assert all(s.score is None for s in result.seats)
    assert any(line.label == "Team treasure" and line.value == 3 for line in result.stats)
