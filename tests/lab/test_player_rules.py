"""DungeonLab's player rules (issue 34): the sections the code cites for the look and what
hurts from beside are headings a player finds in the contents, and section 9 says how to
play well: how to map, what to do when lost, how the management center finds the exit,
when to shoot."""
from __future__ import annotations

from game.ui.scenes.rules import parse, rules_path

TEXT = rules_path("lab").read_text(encoding="utf-8")
BLOCKS = parse(TEXT)


def test_the_turns_four_parts_are_headings_the_code_may_cite():
    heads = {b.section: b.text for b in BLOCKS if b.kind == "heading" and b.section}
    for section in ("4.2.1", "4.2.2", "4.2.3", "4.2.4"):
        assert section in heads, section
    assert "Look" in heads["4.2.1"] and "eyescorchers" in heads["4.2.2"]


def test_the_strategy_section_says_how_to_map_find_the_exit_and_shoot():
    at = next(i for i, b in enumerate(BLOCKS) if b.kind == "heading" and b.section == "9")
    body = " ".join(b.text for b in BLOCKS[at + 1:])
    for topic in ("**Mapping.**", "**When you are lost.**", "**Finding the exit.**",
                  "**When to shoot.**"):
        assert topic in body, topic
    assert "management center" in body and "marker" in body
