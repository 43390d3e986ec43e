"""rial §3: the board, the card mixes and the maps."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.core.dice import Dice
from game.core.protocol import Seat
from game.games.rial.board import PASSAGE, ROCK, ROOM, standard_layout
from game.games.rial.content import load
from game.games.rial.decks import deal
from game.games.rial.maps import check_map, layout_from_map
from game.games.rial.rules import RialRules
from game.paths import CONTENT, MAPS
from game.tiled import load_map
from game.games.rial.challenges import fight_options
from tests.rial.helpers import caps, match

CONTENT_RIAL = load(CONTENT / "rial")


def test_rule_01_board_counts_and_entrances():
    """rial §3.1: 80 R, 40 P, 24 rock; A5 rock; F1, L6, G12, A7 touch entrances 1-4."""
    layout = standard_layout()
    counts = Counter(layout.kinds)
    assert (counts[ROOM], counts[PASSAGE], counts[ROCK]) == (80, 40, 24)
    assert layout.kinds[layout.square_at("A5")] == ROCK
    assert layout.kinds[layout.square_at("A6")] == PASSAGE
    for n, label in enumerate(["F1", "L6", "G12", "A7"], 1):
        assert layout.edge(n) == layout.square_at(label)
        assert -n in layout.neighbours_of(layout.square_at(label))
    assert -1 not in layout.neighbours_of(layout.square_at("G1"))


def test_the_shipped_standard_map_is_the_standard_board():
    data = load_map(MAPS / "rial" / "standard.tmx")
    assert check_map(data) == []
    assert layout_from_map(data) == standard_layout()


MIXES = {
    "lively": ({"blank": 24, "item": 16, "chance": 16, "chest": 12, "puzzle_chest": 4,
                "door": 4, "puzzle_door": 4},
               {"blank": 14, "item": 10, "chance": 8, "door": 4, "climb": 4},
               [2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6]),
    "classic": ({"blank": 36, "item": 12, "chance": 12, "chest": 8, "puzzle_chest": 4,
                 "door": 4, "puzzle_door": 4},
                {"blank": 22, "item": 6, "chance": 4, "door": 4, "climb": 4},
                [2, 2, 3, 3, 4, 4, 5, 6]),
}
"""rial §3.2's table: each composition's white and green mix and its chests' levels."""


@pytest.mark.parametrize("dungeon", ["lively", "classic"])
def test_rule_02_white_and_green_mix(dungeon):
    """rial §3.2: 80 white and 40 green cards in the listed mix of each composition."""
    cards = deal(standard_layout(), CONTENT_RIAL, Dice(3), dungeon)
    layout = standard_layout()
    white = Counter(c.kind for sq, c in cards.items() if layout.kinds[sq] == ROOM)
    green = Counter(c.kind for sq, c in cards.items() if layout.kinds[sq] == PASSAGE)
    assert sum(white.values()) == 80 and sum(green.values()) == 40
    assert (white, green) == MIXES[dungeon][:2]
    assert sorted(c.level for c in cards.values() if c.kind == "chest") == MIXES[dungeon][2]
    levels = sorted(c.level for sq, c in cards.items()
                    if c.kind == "door" and layout.kinds[sq] == PASSAGE)
    assert levels == [2, 3, 4, 6]
    assert not any(c.up for c in cards.values())


def test_the_lively_dungeon_is_the_default_and_old_saves_deal_classic():
    """rial §3.2: a new game deals lively; a save from before the option plays classic."""
    from game.games.rial import INFO
    spec = next(o for o in INFO.options if o.key == "dungeon")
    assert (spec.default, spec.before) == ("lively", "classic")
    rules = RialRules.new_game(5, [Seat("A"), Seat("B")])
    blanks = sum(1 for c in rules.state.cards.values() if c.kind == "blank")
    assert rules.dungeon() == "lively" and blanks == 38
    old = RialRules.new_game(5, [Seat("A"), Seat("B")], {"dungeon": "classic"})
    assert sum(1 for c in old.state.cards.values() if c.kind == "blank") == 58


def test_a_composition_missing_from_the_content_is_named(tmp_path):
    from game.content.errors import ContentError
    folder = tmp_path / "rial"
    folder.mkdir()
    text = (CONTENT / "rial" / "cards.yaml").read_text().replace("  classic:", "  old:")
    (folder / "cards.yaml").write_text(text)
    (folder / "goals.yaml").write_text((CONTENT / "rial" / "goals.yaml").read_text())
    with pytest.raises(ContentError) as caught:
        load(folder)
    assert "no composition classic" in str(caught.value)


def test_rule_03_chance_deck():
    deck = CONTENT_RIAL.chance_deck()
    kinds = Counter(card.split(":")[0] for card in deck)
    assert len(deck) == 30
    assert kinds == {"item": 8, "monster": 9, "trap": 5, "helper": 3, "teleport": 3,
                     "last_chance": 2}


def test_rule_04_items_and_swords():
    """rial §3.4: the item mix; a sword gives +1 Fighting, two still +1."""
    assert Counter(CONTENT_RIAL.item_deck()) == {"key": 8, "lock_picks": 3, "rope": 3,
                                                 "speed": 4, "healing": 5, "sword": 3,
                                                 "charm": 2, "map": 2}
    rules = match()
    caps(rules, 0, fighting=4)
    player = rules.state.players[0]
    assert fight_options(rules, player, "orc")["fighting"][0] == 4
    player.items = ["sword"]
    assert fight_options(rules, player, "orc")["fighting"][0] == 5
    player.items = ["sword", "sword"]
    assert fight_options(rules, player, "orc")["fighting"][0] == 5


def test_rule_05_chest_values():
    deck = CONTENT_RIAL.chest_deck()
    assert len(deck) == 20 and sum(deck) == 59


def test_the_second_board_is_valid_and_plays():
    data = load_map(MAPS / "rial" / "twin-halls.tmx")
    assert check_map(data) == []
    rules = match(2, {"board": "twin-halls"}, clear=False)
    assert rules.layout.id == "twin-halls"
    assert len(rules.state.cards) == len(rules.layout.squares())


def _write(tmp_path: Path, rows: list[str], entrances: dict[int, tuple[int, int]]) -> Path:
    source = (MAPS / "rial" / "standard.tmx").read_text()
    gid = {"R": "1", "P": "2", "#": "3"}
    data = ",\n".join(",".join(gid[ch] for ch in row) for row in rows)
    head, _, rest = source.partition('<data encoding="csv">\n')
    _, _, tail = rest.partition("\n</data>")
    objs = "\n".join(f'  <object id="{n}" name="{n}" type="entrance" x="{c * 16}" '
                     f'y="{r * 16}" width="16" height="16"/>' for n, (c, r) in entrances.items())
    tail = tail.split("<objectgroup")[0] + f'<objectgroup id="2" name="entrances">\n{objs}\n' \
        " </objectgroup>\n</map>\n"
    text = head + '<data encoding="csv">\n' + data + "\n</data>" + tail
    text = text.replace('source="rial.tsx"', f'source="{MAPS / "rial" / "rial.tsx"}"')
    path = tmp_path / "broken.tmx"
    path.write_text(text)
    return path


def test_check_map_names_the_file_and_each_problem(tmp_path):
    rows = ["RRRR#PP#RRRR"] * 12
    rows[6] = "############"
    path = _write(tmp_path, rows, {1: (5, 0), 2: (11, 5), 3: (5, 11), 4: (3, 3)})
    problems = check_map(load_map(path))
    assert problems and all(p.startswith("broken.tmx:") for p in problems)
    assert any("entrance 4" in p and "edge" in p for p in problems)
    path = _write(tmp_path, rows, {1: (5, 0), 2: (11, 5), 3: (5, 11), 4: (0, 3)})
    problems = check_map(load_map(path))
    assert any("cut off" in p for p in problems)
    small = ["RRRR#PP#RRRR"] + ["############"] * 11
    path = _write(tmp_path, small, {1: (5, 0), 2: (11, 0), 3: (6, 0), 4: (0, 0)})
    problems = check_map(load_map(path))
    assert any("room squares" in p for p in problems)
    assert any("passage squares" in p for p in problems)


def test_a_maps_folder_gives_its_valid_boards_and_the_others_problems(tmp_path):
    """The shared Tiled folder loader: valid boards built in name order; a board that fails
    its check and an unreadable file are left out, each with a message naming the file."""
    from game.tiled import load_folder
    rows = ["RRRR#PP#RRRR"] * 12
    rows[6] = "############"
    _write(tmp_path, rows, {1: (5, 0), 2: (11, 5), 3: (5, 11), 4: (0, 3)})
    standard = (MAPS / "rial" / "standard.tmx").read_text()
    (tmp_path / "a-good.tmx").write_text(
        standard.replace('source="rial.tsx"', f'source="{MAPS / "rial" / "rial.tsx"}"'))
    (tmp_path / "junk.tmx").write_text("not a map")
    boards, problems = load_folder(tmp_path, check_map, layout_from_map)
    assert [b.id for b in boards] == ["a-good"]
    assert boards[0].kinds == standard_layout().kinds
    assert any(p.startswith("broken.tmx:") and "cut off" in p for p in problems)
    assert any("junk.tmx" in p for p in problems)


def test_broken_content_names_the_file(tmp_path):
    from game.content.errors import ContentError
    import pytest
    folder = tmp_path / "rial"
    folder.mkdir()
    text = (CONTENT / "rial" / "cards.yaml").read_text().replace("level: 7", "level: seven")
    (folder / "cards.yaml").write_text(text)
    with pytest.raises(ContentError) as caught:
        load(folder)
    assert "cards.yaml" in str(caught.value) and "dragon" in str(caught.value)
    (folder / "cards.yaml").write_text("board_cards: [")
    with pytest.raises(ContentError) as caught:
        load(folder)
    assert "cards.yaml" in str(caught.value) and "not valid YAML" in str(caught.value)


def test_a_missing_or_broken_board_is_refused_naming_its_file():
    import pytest
    from game.content.errors import ContentError
    from game.core.protocol import Seat
    from game.games.rial.rules import RialRules
    from game.games.rial.content import board_problems
    assert any("nowhere.tmx" in p for p in board_problems("nowhere"))
    rules = RialRules.new_game(0, [Seat("A")])
    content = rules.content
    with pytest.raises(ContentError) as caught:
        RialRules(0, [Seat("A")], {"board": "nowhere"}, content, rules.dice).setup()
    assert "nowhere.tmx" in str(caught.value)
