"""Trapper's status lines fit their box in the side panel at every window size (issue 35,
30 §2): drawn whole, never cut short with an ellipsis, never more than the panel's three;
and the setup says which ready-made dungeon the draft is, the Preset button which it tries
next."""
from __future__ import annotations

import pytest

from game.core.protocol import Seat
from game.ui.app import App
from game.ui.settings import Settings
from tests import play
from tests.trapper.helpers import settled_button, table_for

STATUS_SIZE = 15
"""The side panel's status size (the shell shrinks it only to squeeze too much in)."""
SIZES = [(1280, 720), (1600, 900), (1920, 1080)]


def sized_app(tmp_path, size):
    return App(size=size, settings=Settings(), strict=True, save_path=tmp_path / "a.json")


def drawn_sizes(app) -> list[tuple[str, int]]:
    """Every text drawn in one frame (`play.drawn_text`), with its size."""
    fonts = app.theme.fonts
    seen: list[tuple[str, int]] = []
    render = fonts.render
    fonts.render = lambda text, size, *a, **k: seen.append((text, size)) or \
        render(text, size, *a, **k)
    try:
        play.drawn_text(app)
    finally:
        fonts.render = render
    return seen


def shown_whole(app, table) -> None:
    """Each of the table's status lines is drawn whole at the panel's own size (not shrunk
    to squeeze in, not cut short with an ellipsis), its words in order."""
    lines = table.status()
    assert len(lines) <= 3, lines
    drawn = drawn_sizes(app)
    assert not any(text.endswith("…") for text, _ in drawn), drawn
    words = {word for line in lines for word in line.split()}
    status = [(text, size) for text, size in drawn if text.split() and
              set(text.split()) <= words]
    assert status and all(size == STATUS_SIZE for _, size in status), status
    said = " ".join(" ".join(text for text, _ in status).split())
    for line in lines:
        assert " ".join(line.split()) in said, (line, status)


@pytest.mark.parametrize("size", SIZES)
def test_the_setup_lines_fit_and_name_the_preset(tmp_path, size):
    from game.catalog import game_info
    app = sized_app(tmp_path, size)
    play.open_launcher(app)
    app.start_game(game_info("trapper"), [Seat("Annabelle"), Seat("Bo", "normal")], 3)
    play.frame(app)
    table = app.stack.top
    play.until(app, table.acting_here, what="Annabelle's setup")
    shown_whole(app, table)
    titles = [p["title"] for p in table.view()["presets"]]
    offered = play.find_button(app, "Preset: try ").label
    assert offered == f"Preset: try {titles[0]}"
    settled_button(app, table, "Preset: try ")
    assert f"Now: the preset {titles[0]}." in table.status()
    assert play.find_button(app, "Preset: try ").label == f"Preset: try {titles[1]}"
    shown_whole(app, table)
    settled_button(app, table, "Random dungeon")
    assert "Now: a random dungeon." in table.status()
    shown_whole(app, table)


@pytest.mark.parametrize("size", SIZES)
def test_the_turn_and_raid_lines_fit(tmp_path, size):
    app = sized_app(tmp_path, size)
    session, table = table_for(app, [Seat("Annabelle"), Seat("Bo", "normal")], 0)
    shown_whole(app, table)
    session.rules.dice.script([6, 6])
    settled_button(app, table, "Roll")
    shown_whole(app, table)
    settled_button(app, table, "Start raid")
    play.settle(app)
    assert table.phase() == "raid"
    shown_whole(app, table)


def test_a_computers_roll_is_told_in_its_name(app):
    """issue 35: while Bo is to roll, the panel says "Bo rolls 2d6", not the person's
    "Roll 2d6" or generic words (the person's own is in test_view_turn)."""
    session, table = table_for(app, [Seat("Ann"), Seat("Bo", "normal")], 1)
    seen: list[str] = []
    play.until(app, lambda: (table.shown_public()["phase"] == "roll" and
                             table.shown_public()["active"] == 1 and
                             seen.append(table.status()[1]) is None) or bool(seen))
    assert seen[0] == "Bo rolls 2d6 for action points."
