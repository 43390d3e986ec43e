"""Every rule section the game cites exists in the player rules the player reads (issue 20).

A citation is "<game> §<section>" in any style ("(maker §4.4)", "trapper §4.1", "lab §3.2,
§4.7"), anywhere in `game/` (IllegalAction rules, tooltips, log lines, dialogs, option
specs) and in the games' content files, plus the section strings a game builds its
citations from (Maker's `rule("§4.1")`). Each must be a numbered heading of
`content/<game>/rules.md`, or a numbered list item under one ("4.2.2")."""
from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest

from game.catalog import GAME_KEYS
from game.ui.scenes.rules import parse, rules_path, sections

ROOT = Path(__file__).resolve().parents[2]
PREFIXED = re.compile(r"\b(doodle|maker|trapper|lab|rial) ?§ ?(\d+(?:\.\d+)*)"
                      r"((?:(?:, ?| and |–)§? ?\d+(?:\.\d+)*)*)")
FOLLOWING = re.compile(r"\d+(?:\.\d+)*")
BARE_STRING = re.compile(r"""["']§ ?(\d+(?:\.\d+)*)""")


def cited() -> dict[str, dict[str, set[str]]]:
    """game -> section -> the files citing it."""
    found: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    files = [*(ROOT / "game").rglob("*.py"), *(ROOT / "content").rglob("*.yaml")]
    for path in files:
        text = path.read_text(encoding="utf-8")
        where = str(path.relative_to(ROOT))
        for m in PREFIXED.finditer(text):
            game, first, more = m.groups()
            found[game][first].add(where)
            for extra in FOLLOWING.findall(more or ""):
                if "." in first and "." not in extra and first.count(".") == 2:
                    extra = first.rpartition(".")[0] + "." + extra   # "§4.2.1–2"
                found[game][extra].add(where)
        for key in GAME_KEYS:    # a game's own bare section strings
            if f"/games/{key}/" in where or f"/tables/{key}/" in where:
                for m in BARE_STRING.finditer(text):
                    found[key][m.group(1)].add(where)
    for key in GAME_KEYS:        # the engine's "The game is over." cites "<game> §5"
        found[key]["5"].add("game/core/protocol.py")
    return found


CITED = cited()


def test_the_collector_sees_every_style() -> None:
    assert "4.4" in CITED["maker"]                  # (maker §4.4) and rule("§4.4")
    assert "4.2.2" in CITED["lab"]                  # lab §4.2.2
    assert "4.1" in CITED["trapper"]                # trapper §4.1
    assert any("maker/rules.py" in f for f in CITED["maker"]["4.1"])   # rule("§4.1")


@pytest.mark.parametrize("game", GAME_KEYS)
def test_every_cited_section_is_in_the_player_rules(game: str) -> None:
    text = rules_path(game).read_text(encoding="utf-8")
    known = sections(text)
    missing = {section: sorted(files) for section, files in CITED[game].items()
               if section not in known}
    assert not missing, f"{game}: cited but not in content/{game}/rules.md: {missing}"


@pytest.mark.parametrize("game", GAME_KEYS)
def test_player_rules_keep_the_studio_numbering(game: str) -> None:
    """The top-level sections 1 to 7 all exist, in order, like the studio's rules."""
    heads = [b.section for b in parse(rules_path(game).read_text(encoding="utf-8"))
             if b.kind == "heading" and b.section and "." not in b.section]
    assert heads[:8] == [str(n) for n in range(1, 9)]


UNDO = ("You may take back your own last move until another player acts, or until something "
        "is rolled or revealed. In a game with secrets, a move is final once the hand-off "
        "screen after it has been passed.")
PAUSE = "While the menu is open, nothing moves: no computer, no animation, no clock."


@pytest.mark.parametrize("game", GAME_KEYS)
def test_player_rules_say_the_undo_policy_and_the_pause(game: str) -> None:
    flat = " ".join(rules_path(game).read_text(encoding="utf-8").split())
    assert UNDO in flat and PAUSE in flat


@pytest.mark.parametrize("game", GAME_KEYS)
def test_player_rules_pass_the_text_lint(game: str) -> None:
    from game.ui.scenes.rules import SPRITE
    from game.ui.widgets.richtext import plain
    from tests.text_lint import problems
    found = []
    for block in parse(rules_path(game).read_text(encoding="utf-8")):
        texts = [c for r in block.rows for c in r] if block.kind == "table" else [block.text]
        for text in texts:
            found += [f"{p}: {text[:80]!r}" for p in problems(plain(SPRITE.sub("", text)))]
    assert not found, "\n".join(found)
