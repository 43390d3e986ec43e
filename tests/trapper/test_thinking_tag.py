"""The thinking indicator at the seat (issue 23 §1): while a Hard computer decides, in
every phase where it does (drawing its dungeon, the roll, the trapping stage, the raid),
"Computer 1 is thinking" shows where that computer sits: beside the title of the dungeon on
screen (never over the sheet's column numbers), or over its adventurer in its raid, on the
board side of the window, at 1280x720 and at 1920x1080."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.trapper.actions import RollAP, StartRaid
from game.ui.app import App
from game.ui.settings import Settings
from game.ui.tables.trapper import open_table
from game.ui.tables.trapper.draw import title_rect
from tests import play
from tests.trapper.helpers import FILLER, build
from tests.play import GatedBot, thinking_tag

SIZES = [(1280, 720), (1920, 1080)]
SEATS = [Seat("Ann"), Seat("Computer 1", "search")]


def session_at(phase: str) -> Session:
    """A solo match where the computer (seat 1) decides next, in `phase`."""
    for seed in range(60):
        session = Session.start(game_info("trapper"), SEATS, seed)
        rules = session.rules
        if phase == "setup":
            if rules.state.builder == 0:
                build(rules, 0, FILLER)
            return session
        build(rules, 0, FILLER)
        build(rules, 1, FILLER)
        if rules.state.active == 1:
            break
    if phase in ("trapping", "raid"):
        rules.dice.script([5, 5])
        rules.apply(RollAP(1))
    if phase == "raid":
        rules.apply(StartRaid(1))
    return session


@pytest.mark.parametrize("size", SIZES, ids=["1280", "1920"])
@pytest.mark.parametrize("phase", ["setup", "roll", "trapping", "raid"])
def test_the_computer_thinking_shows_where_it_sits(tmp_path, size, phase):
    app = App(size=size, settings=Settings(), strict=True, save_path=tmp_path / "a.json")
    play.open_launcher(app)
    session = session_at(phase)
    bot = GatedBot()
    session.bots[1] = bot
    table = open_table(app, session)
    app.stack.push(table)
    try:
        play.until(app, lambda: table.thinker is not None, what="the computer to think")
        assert table.phase() == phase and table.thinking_seat() == 1
        tag = thinking_tag(app, table)
        assert tag is not None, "no thinking indicator drawn"
        assert table.board_rect.contains(tag), f"{tag} is not on the board side"
        if phase == "raid":
            tile = table.painter.rect_of(tuple(table.public()["adventurer"]))
            assert tag.bottom <= tile.top and tile.top - tag.bottom <= 8 and \
                tag.left == tile.left, f"{tag} is not over the adventurer at {tile}"
        else:
            title = title_rect(table, table.shown_board())
            assert tag.left > title.right and abs(tag.centery - title.centery) <= 8, \
                f"{tag} is not beside the title {title}"
        assert "Computer 1 is thinking" in play.drawn_text(app)
    finally:
        bot.go.set()
