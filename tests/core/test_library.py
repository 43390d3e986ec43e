"""The library without a window: one `open_match` for a new game, a save (with recovery
from its backup), a save's data (a record to watch) and an unsaved match; plain refusals;
the move of the single old autosave; the records it keeps; the saves as the launcher
lists them."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.catalog import all_games, game_info
from game.core.bots import decide, make_players
from game.core.protocol import Seat
from game.core.save import read_save
from game.library import Library, Opened, Refusal
from game.library.opening import OLDER_RULES
from game.library.saved import read_saved_games

RELEASES = Path(__file__).resolve().parent.parent / "fixtures" / "releases"
TRAPPER = game_info("trapper")
SEATS = [Seat("Ann"), Seat("Computer 1", "random")]


@pytest.fixture
def library(tmp_path) -> Library:
    return Library(tmp_path / "autosave.json")


def played(library: Library, moves: int) -> Opened:
    opened = library.open_match(TRAPPER, SEATS, 5)
    assert isinstance(opened, Opened)
    players = make_players(TRAPPER.load_bots(), {0: "random", 1: "random"}, 5)
    for _ in range(moves):
        seat = min(opened.session.rules.to_act())
        opened.session.apply(decide(players[seat], opened.session.rules, seat))
    return opened


def test_a_new_match_is_autosaved_to_its_games_file(library):
    opened = played(library, 3)
    assert opened.session.save_path == library.save_path_for("trapper")
    assert len(read_save(library.save_path_for("trapper")).log) == 3


def test_an_unsaved_match_writes_nothing_and_plays_on_the_content_it_is_given(library,
                                                                              tmp_path):
    """A lesson's match: never saved, on the lesson's own content (here a copy of the
    Lab's: the match holds that one, not the shipped one)."""
    import copy
    lab = game_info("lab")
    shipped = library.content_of(lab)
    own = copy.copy(shipped)
    opened = library.open_match(lab, [Seat("Ann"), Seat("Bo")], 5, autosave=False,
                                content=own)
    assert isinstance(opened, Opened) and opened.session.save_path is None
    assert opened.session.rules.content is own and own is not shipped
    assert list(tmp_path.iterdir()) == []


def test_a_new_match_that_cannot_start_is_refused_plainly(library):
    refused = library.open_match(TRAPPER, [Seat("Ann")] * 9, 5)
    assert isinstance(refused, Refusal) and refused.title == f"{TRAPPER.title} cannot start"
    assert "seats" in refused.text


def test_a_save_continues_and_a_damaged_one_comes_back_from_its_backup(library):
    played(library, 4)
    path = library.save_path_for("trapper")
    again = library.open_match(save=path)
    assert isinstance(again, Opened) and len(again.session.rules.log) == 4
    path.write_text("{")
    recovered = library.open_match(save=path)
    assert isinstance(recovered, Opened) and recovered.recovered
    assert len(recovered.session.rules.log) == 3
    assert path.with_name(path.name + ".damaged").read_text() == "{"


def test_a_save_of_older_rules_is_refused_with_what_it_can_still_do(library, tmp_path):
    path = library.save_path_for("maker")
    shutil.copy2(RELEASES / "1349b83" / "maker.json", path)
    before = path.read_bytes()
    refused = library.open_match(save=path)
    assert isinstance(refused, Refusal) and refused.older_rules
    assert refused.title == "Cannot continue" and refused.text.startswith(OLDER_RULES)
    assert "move 7" in refused.text and path.read_bytes() == before
    listed = {s.key: s for s in read_saved_games(library, all_games())}
    assert listed["maker"].older_rules and listed["maker"].look.replayable == 6
    assert not listed["maker"].continues


def test_a_records_save_opens_for_watching_and_a_bad_one_is_refused(library):
    data = read_save(RELEASES / "b991915" / "lab.json")
    opened = library.open_match(data=data)
    assert isinstance(opened, Opened) and opened.session.save_path is None
    data.log[0]["action"]["seat"] = 7
    refused = library.open_match(data=data)
    assert isinstance(refused, Refusal) and refused.title == "Cannot replay"


def test_the_old_single_autosave_moves_to_its_games_file(library):
    shutil.copy2(RELEASES / "1349b83" / "doodle.json", library.save_path)
    library.prepare()
    assert not library.save_path.exists()
    assert read_save(library.save_path_for("doodle")).game == "doodle"
    assert [key for key, _ in library.saved_games()] == ["doodle"]


def test_a_finished_game_is_kept_once_with_what_it_means(library):
    opened = library.open_match(TRAPPER, SEATS, 8, autosave=False)
    opened.session.drive(lambda session, events: False)
    assert opened.session.rules.is_over()
    notes = library.keep(opened.session)
    assert notes is not None and all(isinstance(n, str) for n in notes)
    assert library.keep(opened.session) is None, "kept once"
    assert len(library.records.matches("trapper")) == 1
    library.close()
