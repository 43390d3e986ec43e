"""The Hint during a raid (issue 31 §5): the move it names is the one the Hard computer's
search picked for this very position, and it quotes that search's figures, so two
positions whose searches gave different figures never quote the same words."""
from __future__ import annotations

from game.ui.match.computers import _why
from game.ui.tables.trapper.ghost import ghost_cells
from tests import play
from tests.play import ask_hint
from tests.trapper.test_hint import TWO_WAYS, quick_hints, raiding_alone

ELSEWHERE = """
#c#d.....
.........
.........
.......H.
.k.......
@...k..pp
"""
"""Two ways out of the Entrance again, the fog elsewhere: another position to search."""
SAMPLES = 120
"""A fixed budget, so the figures differ by the position only, never by the clock."""


def raid_hint(app, board: str):
    """Ann's Hint at the start of her raid on `board` (Hard searches between the ways out
    of the Entrance there): the search's report for this position, the move hinted and
    the hint's words."""
    session, table = raiding_alone(app, board)
    bot = quick_hints(app, table)._advice_bot
    bot.think_ms, bot.samples = 60_000, SAMPLES
    reports, choose = [], bot.search.choose

    def spy(view, legal, *rest):
        reports.append((tuple(view["adventurer"]), choose(view, legal, *rest)))
        return reports[-1][1]
    bot.search.choose = spy
    action = ask_hint(app, table)
    assert reports, "the search ran for the raid's first step"
    where, report = reports[-1]
    assert where == tuple(session.rules.state.adventurer), "for this very position"
    assert ghost_cells(table, action), "the hinted step is drawn on its tile"
    return session, report, action, table.advice.says


def test_a_raid_hint_names_the_searchs_pick_and_quotes_its_own_figures(app):
    play.open_launcher(app)
    quoted = []
    for board in (TWO_WAYS, ELSEWHERE):
        session, report, action, says = raid_hint(app, board)
        assert action == report.action, (action, report.action)
        why = _why(session.rules, action, report).strip()
        assert str(report.iterations) in why and why in says, (why, says)
        quoted.append(((report.iterations, tuple(sorted(report.visits.values()))), says))
    (one, one_says), (two, two_says) = quoted
    assert one != two, "two positions whose searches gave different figures"
    assert one_says != two_says, (one_says, two_says)
