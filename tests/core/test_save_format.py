"""The save format across releases: the checksum digests the record (never a view), older
formats read by version, a save's options are complete, and a save today's rules refuse
says so as `OlderRules` with the moves they still take."""
from __future__ import annotations

import dataclasses
import hashlib
import json

import pytest

from game.core.protocol import OptionSpec, Seat
from game.core.save import (FORMAT_VERSION, OlderRules, SaveError, checksum_holds,
                            complete_options, parse_save, replay, snapshot)
from tests.core.toy import Pass, Roll, Step, ToyRules


def played() -> ToyRules:
    rules = ToyRules.new_game(11, [Seat("Ann"), Seat("Bo")])
    for action in [Step(0), Roll(0), Pass(1), Step(0), Roll(0)]:
        rules.apply(action)
    return rules


def saved(rules: ToyRules) -> dict:
    return json.loads(json.dumps(snapshot(rules, "v").to_dict()))


def view_digest(rules: ToyRules) -> str:
    """What formats 1 and 2 wrote as the checksum: a digest of the public view."""
    text = json.dumps(rules.view(None), sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def test_a_new_save_is_of_the_current_format_and_its_checksum_holds():
    raw = saved(played())
    assert raw["format_version"] == FORMAT_VERSION == 3
    assert checksum_holds(parse_save(raw))
    assert replay(parse_save(raw), ToyRules).state == played().state


def test_a_field_added_to_the_view_later_changes_nothing(monkeypatch):
    raw = saved(played())
    shown = ToyRules.view
    monkeypatch.setattr(ToyRules, "view", lambda self, seat: {
        **shown(self, seat), "map": {"title": "", "description": ""}})
    assert replay(parse_save(raw), ToyRules).state == played().state


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_format_whose_view_digest_no_longer_matches_still_continues(version):
    """Formats 1-2 digested the view; a later release's view differs, so the digest is
    not compared: the replay's own checks (every move legal, every die as recorded)
    stand."""
    rules = played()
    raw = saved(rules)
    raw["format_version"] = version
    raw["checksum"] = view_digest(rules)[::-1]    # the view as an older release drew it
    if version == 1:
        raw.pop("clock_used")
    again = replay(parse_save(raw), ToyRules)
    assert again.state == rules.state and len(again.log) == 5


def test_an_older_format_with_a_changed_die_is_still_refused():
    raw = saved(played())
    raw["format_version"] = 2
    raw["log"][1]["rolls"] = [(raw["log"][1]["rolls"][0] % 6) + 1]
    with pytest.raises(OlderRules, match="dice differ") as err:
        replay(parse_save(raw), ToyRules)
    assert err.value.moves == 1


@pytest.mark.parametrize("edit", [
    lambda raw: raw.__setitem__("checksum", "0" * 16),
    lambda raw: raw["seats"][1].__setitem__("name", "Eve"),
    lambda raw: raw["log"].pop(),
])
def test_a_current_save_whose_record_was_changed_is_refused_as_damaged(edit):
    raw = saved(played())
    edit(raw)
    with pytest.raises(SaveError) as err:
        replay(parse_save(raw), ToyRules)
    assert not isinstance(err.value, OlderRules)
    assert "checksum does not match" in str(err.value)


def test_an_intact_save_todays_rules_refuse_is_older_rules(monkeypatch):
    """The checksum holds, yet move 4 is illegal under the rules as they are now: the save
    was made with older rules, and its first 3 moves still replay."""
    raw = saved(played())
    check = ToyRules.check

    def stricter(self, action):
        if isinstance(action, Step) and len(self.log) == 3:
            from game.core.errors import IllegalAction
            raise IllegalAction("No stepping on the fourth move any more.", "toy §1")
        check(self, action)
    monkeypatch.setattr(ToyRules, "check", stricter)
    with pytest.raises(OlderRules, match="move 4 .*illegal") as err:
        replay(parse_save(raw), ToyRules)
    assert err.value.moves == 3
    assert len(replay(parse_save(raw), ToyRules, upto=3).log) == 3


# --- options -------------------------------------------------------------------------------
DUNGEON = OptionSpec("dungeon", "Dungeon", "new", choices=("classic", "new"), before="classic")
SPEED = OptionSpec("fast", "Fast", False)


@pytest.fixture
def optioned(monkeypatch):
    """The toy with two options added later: one that played 'classic' before it existed
    (its default now is 'new'), one without a `before` (its default then)."""
    info = dataclasses.replace(ToyRules.info, options=(DUNGEON, SPEED))
    monkeypatch.setattr(ToyRules, "info", info)
    return info


def test_complete_options_fills_what_a_save_lacks(optioned):
    assert complete_options({}, optioned) == {"dungeon": "classic", "fast": False}
    assert complete_options({"dungeon": "new"}, optioned) == {"dungeon": "new", "fast": False}


def test_a_save_written_before_an_option_existed_plays_with_its_value_then(optioned):
    rules = played()
    assert rules.options == {"dungeon": "new", "fast": False}
    raw = saved(rules)
    assert raw["options"] == {"dungeon": "new", "fast": False}, "every option is written"
    raw["options"] = {}
    raw["format_version"] = 2          # a release before the options
    data = parse_save(raw)
    again = replay(data, ToyRules)
    assert again.options == {"dungeon": "classic", "fast": False}
    assert data.options == again.options, "a watch of the save plays the same options"
    assert snapshot(again, "v").options == again.options, "and its next save writes them"


def test_an_option_the_game_does_not_know_is_still_refused(optioned):
    raw = saved(played())
    raw["options"]["wings"] = True
    raw["checksum"] = ""
    with pytest.raises(SaveError, match="no option 'wings'"):
        replay(parse_save(raw), ToyRules)
