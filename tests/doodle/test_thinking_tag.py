"""The thinking indicator at the seat (issue 23 §1): while a Hard computer decides, in
every phase where it does (the draft and its building, the hero paths, the card windows of
the walk), "Computer 1 is thinking" shows at its tab above the sheets, on the board side of
the window, at 1280x720 and at 1920x1080."""
from __future__ import annotations

import pytest

from game.games.doodle.actions import FinishPath
from game.games.doodle.state import Phase
from tests import play
from tests.doodle.helpers import STRAIGHT, walk_path
from tests.doodle.screen import held_table
from tests.play import thinking_tag

SIZES = [(1280, 720), (1920, 1080)]


def to_draft(session) -> None:
    s = session.rules.state
    s.to_pick = [1] + [seat for seat in s.to_pick if seat != 1]


def to_paths(session) -> None:
    s = session.rules.state
    s.phase, s.building, s.to_pick, s.display, s.drawers = Phase.PATH, None, [], [], [1, 0]
    for sheet in s.sheets:
        sheet.path = [0]


def to_walk(session) -> None:
    s = session.rules.state
    s.phase, s.building, s.to_pick, s.drawers = Phase.PATH, None, [], [s.first]
    for sheet in s.sheets:
        sheet.path, sheet.path_done = walk_path(session.rules, STRAIGHT), True
        sheet.cells[2] = "trap"                               # a stop on C1
    session.apply(FinishPath(s.first))


@pytest.mark.parametrize("size", SIZES, ids=["1280", "1920"])
@pytest.mark.parametrize("phase", [to_draft, to_paths, to_walk],
                         ids=["draft", "paths", "walk"])
def test_the_computer_thinking_shows_at_its_tab(tmp_path, size, phase):
    app, session, table, bot = held_table(tmp_path, phase, size)
    try:
        for _ in range(20):    # the walk: Ann's card windows pass until the computer's
            play.until(app, lambda: table.thinker is not None or (
                table.acting_here() and not table.showing_move), what="the computer")
            if table.thinker is not None:
                break
            play.click_button(app, "Play no card" if play.find_button(app, "Play no card")
                              else "Keep the dice")
        assert table.thinker is not None and table.thinking_seat() == 1
        tag = thinking_tag(app, table)
        tab = dict(table.plan.tabs)[1]
        assert tag is not None, "no thinking indicator drawn"
        assert table.board_rect.contains(tag), f"{tag} is not on the board side"
        assert 0 <= tag.top - tab.bottom <= 8 and tag.right <= tab.right + 1, \
            f"{tag} does not hang under the computer's tab {tab}"
        assert "Computer 1 is thinking" in play.drawn_text(app)
    finally:
        bot.go.set()
