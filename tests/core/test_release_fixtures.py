"""Upgrades lose nothing: the saves and records written by every earlier release
(`tests/fixtures/releases/<commit>/`, made by that release's own code) read under today's
rules. Each save continues and is played to its end by the Easy computer, except those
today's rules refuse, which are refused as `OlderRules` with the moves they still take;
each record lists and replays."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from game.catalog import game_info
from game.core.bots import decide, make_players
from game.core.save import OlderRules, first_moves, parse_save, read_save, replay
from game.core.session import Session
from game.records import Records

RELEASES = Path(__file__).resolve().parent.parent / "fixtures" / "releases"
FOLDERS = sorted(p for p in RELEASES.iterdir() if p.is_dir())
SAVES = [(folder.name, path.stem) for folder in FOLDERS
         for path in sorted(folder.glob("*.json")) if path.name != "manifest.json"]
REFUSED = {("1349b83", "maker"): "move 7 (Collect by Computer 1) is illegal here"}
"""Saves today's rules refuse, and why (Maker's building rounds went into seat order)."""


def manifest(release: str) -> dict:
    return json.loads((RELEASES / release / "manifest.json").read_text())


def play_out(session: Session, limit: int = 5000) -> int:
    """Every seat played by the Easy computer to the end; the moves made."""
    info = session.info
    easy = "random" if "random" in info.bots else info.bots[0]
    players = make_players(info.load_bots(), dict.fromkeys(range(len(session.rules.seats)),
                                                           easy), session.rules.seed)
    made = 0
    session.rules.undo_enabled = False   # no undo points: a play-out takes nothing back
    while not session.rules.is_over() and made < limit:
        seat = min(session.rules.to_act())
        session.apply(decide(players[seat], session.rules, seat), save=False)
        made += 1
    return made


def test_every_release_of_the_list_has_its_fixtures():
    names = {folder.name for folder in FOLDERS}
    assert {"1349b83", "1eb16a3", "b991915", "398e39e"} <= names and len(names) >= 5
    for folder in FOLDERS:
        written = manifest(folder.name)
        assert written["commit"] == folder.name
        assert sorted(written["saves"]) == sorted(p.stem for p in folder.glob("*.json")
                                                  if p.name != "manifest.json")


@pytest.mark.parametrize("release,game", SAVES)
def test_a_save_of_an_earlier_release_continues_to_its_end_or_says_why_not(release, game):
    path = RELEASES / release / f"{game}.json"
    data = read_save(path)
    info = game_info(game)
    assert len(data.log) == manifest(release)["saves"][game]["moves"]
    if (release, game) in REFUSED:
        with pytest.raises(OlderRules, match=re.escape(REFUSED[release, game])) as err:
            Session.resume(info, data)
        kept = err.value.moves
        assert 0 < kept < len(data.log)
        watched = replay(first_moves(read_save(path), kept), info.load_rules())
        assert len(watched.log) == kept, "it can be watched as far as today's rules go"
        return
    session = Session.resume(info, data)
    assert [r.to_dict() for r in session.rules.log] == data.log, "the same moves and dice"
    if manifest(release)["saves"][game].get("alarm") == "save":   # format 2's clock_used
        assert session.rules.clock_used == manifest(release)["saves"][game]["used"]
    assert session.rules.options == data.options and set(data.options) == \
        {o.key for o in info.options}, "every option, as the save played it"
    play_out(session)
    assert session.rules.is_over() and session.rules.result() is not None
    again = replay(parse_save(session.save_data().to_dict()), info.load_rules(), undo=False)
    assert again.is_over(), "today's save of the finished game reads back"


@pytest.mark.parametrize("release", [f.name for f in FOLDERS
                                     if (f / "records.sqlite").exists()])
def test_the_records_of_an_earlier_release_list_and_replay(release, tmp_path):
    copy = tmp_path / "records.sqlite"
    shutil.copy2(RELEASES / release / "records.sqlite", copy)   # reading may migrate it
    records = Records(copy)
    rows = records.matches()
    assert records.take_problem() == ""
    wanted = manifest(release)["records"]
    assert sorted(m.game for m in rows) == sorted(r["game"] for r in wanted)
    for match in rows:
        assert match.finished and len(match.seats) >= 2 and match.seats[0].name == "Ann"
        assert any(s.winner for s in match.seats) or match.headline
        data = parse_save(match.save, "The stored game")
        rules = replay(data, game_info(match.game).load_rules(), undo=False)
        assert rules.is_over(), f"{match.game}'s record replays to its end"
    records.close()
