"""content/doodle loads, and broken content names the file, the entry and the field."""
from __future__ import annotations

import shutil

import pytest

from game.content import ContentError
from game.games.doodle.content import load
from game.paths import CONTENT


def test_the_content_loads_with_every_number_of_the_rules():
    content = load(CONTENT / "doodle")
    assert content.numbers.removed == {2: 18, 3: 4, 4: 3} and content.numbers.rounds == 14
    assert content.numbers.hero_hp == 10 and content.numbers.fight_target == 20
    assert [content.groups(c) for c in ("goblin", "orc", "dragon", "trap", "treasure",
                                         "hand")] == [6, 5, 4, 3, 4, 3]
    assert content.actions["haste"].skip and content.actions["jump"].negate


def test_a_broken_card_names_the_file_the_entry_and_the_field(tmp_path):
    folder = tmp_path / "doodle"
    shutil.copytree(CONTENT / "doodle", folder)
    cards = folder / "cards.yaml"
    cards.write_text(cards.read_text().replace("5: {build: [domino, trap]",
                                               "5: {build: [domino, troll]"))
    with pytest.raises(ContentError) as err:
        load(folder)
    assert "cards.yaml: entry '5', field 'build': unknown element 'troll'" in str(err.value)


def test_a_missing_field_is_named(tmp_path):
    folder = tmp_path / "doodle"
    shutil.copytree(CONTENT / "doodle", folder)
    actions = folder / "actions.yaml"
    actions.write_text(actions.read_text().replace("  play_on: trap\n", "", 1))
    with pytest.raises(ContentError) as err:
        load(folder)
    assert "actions.yaml: entry 'spikes', field 'play_on'" in str(err.value)
