"""The player rules' strategy notes (the "Playing well" section): a search for "strateg"
finds them, they cover what people ask about, and their figures are the game's own odds."""
from __future__ import annotations

from pathlib import Path

from game.games.doodle.forcing import stops_to_kill
from game.games.doodle.odds import win_chance
from tests.doodle.helpers import CONTENT

RULES = Path(__file__).resolve().parents[2] / "content" / "doodle" / "rules.md"


def _section() -> str:
    text = RULES.read_text(encoding="utf-8")
    start = text.index("## 9. Playing well")
    return text[start:]


def test_the_notes_are_found_by_searching_for_strategy():
    notes = _section().lower()
    assert "strateg" in notes
    for topic in ("chokepoint", "entrance pair", "forced", "red card", "path drawer",
                  "blue card"):
        assert topic in notes, topic


def test_the_notes_figures_are_the_games_odds():
    notes = _section()
    goblin = round(win_chance(CONTENT.tracks["goblin"].values[0]) * 100)
    dragon = round(win_chance(CONTENT.tracks["dragon"].values[0]) * 100)
    assert f"Goblin needs 20 on 2d10 ({goblin} in 100)" in notes
    assert f"Dragon 16+ ({dragon} in 100)" in notes
    top = CONTENT.tracks["trap"].values[-1]
    kills = stops_to_kill(CONTENT.numbers.hero_hp, top)
    assert f"At Trap level {top} three forced traps deal {kills * top}" in notes and kills == 3
