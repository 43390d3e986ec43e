"""A table is a board on the shell: it writes the board's hooks, never the shell's
internals (game/ui/README.md, "The table: a shell, a match model and a board")."""
from __future__ import annotations

import pytest

from game.ui.table import TableScene
from tests.table.games import TABLES, table_class

BOARD_HOOKS = {
    "layout_board", "draw_board", "board_key", "on_board_intent", "status", "game_buttons",
    "advice_target", "last_move_where", "move_words", "gestures", "on_event", "on_moved",
    "on_viewer_change", "new_pointer_state", "together", "background_seats",
    "board_update", "on_shown_all", "seat_anchor", "focus_targets", "handoff_note",
    "hint_taken_by_press", "make_hinted", "draw_advice", "dice_colours", "log_seat",
    "pad_hints", "takes_text", "thinking_tag_size", "before_menu", "reading_seat",
    "press_marks", "board_press", "before_layout", "place_side", "story_lines", "board_undo",
    "main_button", "shown_seat", "board_clock"}
"""What a board may write (the shell calls these)."""

NOT_YET: dict[str, set[str]] = {}
"""Shell internals a table still overrides until it moves onto the shell: this list may
only shrink."""


def overridden(cls: type) -> set[str]:
    """The shell's (and Scene's) methods a table class or its mixins write again."""
    parts = [k for k in TableScene.__mro__ if k.__module__.startswith("game.ui")]
    shell = {name for klass in parts for name, value in vars(klass).items()
             if callable(value) or isinstance(value, property)}
    mine: set[str] = set()
    for klass in cls.__mro__:
        if klass in parts or not klass.__module__.startswith("game.ui.tables"):
            continue
        mine |= {name for name in vars(klass) if name in shell}
    return mine - {"__init__"}


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_table_writes_only_the_boards_hooks(game):
    internals = overridden(table_class(game)) - BOARD_HOOKS
    assert internals <= NOT_YET.get(game, set()), \
        f"{game}'s table overrides shell internals: {sorted(internals - NOT_YET.get(game, set()))}"



def _lines(path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_the_shell_and_the_boards_stay_small():
    """The shell (`TableScene`) is at most 400 lines; every module of a board at most 500."""
    from game.paths import ROOT
    assert _lines(ROOT / "game" / "ui" / "table.py") <= 400
    big = {str(p.relative_to(ROOT)): _lines(p)
           for p in (ROOT / "game" / "ui" / "tables").rglob("*.py") if _lines(p) > 500}
    assert not big, f"table modules over 500 lines: {big}"


def test_no_scene_or_table_imports_the_app():
    """Scenes and tables get their services in the constructor, never `game.ui.app`."""
    import re

    from game.paths import ROOT
    pattern = re.compile(r"^\s*(from game\.ui\.app import|import game\.ui\.app|"
                         r"from game\.ui import app\b)", re.M)
    found = [str(p.relative_to(ROOT)) for part in ("scenes", "tables")
             for p in (ROOT / "game" / "ui" / part).rglob("*.py")
             if pattern.search(p.read_text(encoding="utf-8"))]
    assert not found, f"import the app: {found}"
