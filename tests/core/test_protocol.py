"""The Rules base class: apply, the log, undo, saves, and the conformance helper itself."""
from __future__ import annotations

import json

import pytest

from game.core.dice import Dice, ScriptExhausted
from game.core.errors import IllegalAction
from game.core.protocol import Seat
from game.core.save import SaveError, parse_save, replay, snapshot
from tests.conformance import conformance
from tests.core.toy import Pass, Roll, Step, ToyRules


def new(script=None):
    dice = Dice.scripted(script) if script is not None else None
    return ToyRules.new_game(3, [Seat("Ann"), Seat("Bo")], dice=dice)


def test_apply_records_rolls_and_blocks_undo_past_them():
    rules = new([50, 60, 4])
    rules.apply(Step(0))
    assert rules.can_undo(0) and not rules.can_undo(1)
    rules.apply(Roll(0))
    assert rules.log[-1].rolls == (4,)
    assert rules.state.scores[0] == 5
    assert not rules.can_undo(0)
    with pytest.raises(IllegalAction):
        rules.undo(0)


def test_undo_restores_state_and_log():
    rules = new([50, 60])
    rules.apply(Step(0))
    rules.apply(Step(0))
    rules.undo(0)
    assert rules.state.scores[0] == 1 and len(rules.log) == 1
    rules.undo(0)
    assert rules.state.scores[0] == 0 and rules.log == []


def test_out_of_turn_is_illegal_with_a_reason():
    rules = new([50, 60])
    with pytest.raises(IllegalAction) as err:
        rules.apply(Step(1))
    assert "Bo" in err.value.reason


def test_scripted_dice_run_out_loudly():
    rules = new([50, 60])
    with pytest.raises(ScriptExhausted):
        rules.apply(Roll(0))


def test_save_replays_and_detects_tampering():
    rules = ToyRules.new_game(11, [Seat("Ann"), Seat("Bo")])
    for action in [Step(0), Roll(0), Pass(1), Roll(0)]:
        rules.apply(action)
    data = json.loads(json.dumps(snapshot(rules, "v").to_dict()))
    again = replay(parse_save(data), ToyRules)
    assert again.state == rules.state
    data["checksum"] = "0" * 16
    with pytest.raises(SaveError, match="does not replay to the game"):
        replay(parse_save(data), ToyRules)
    data["checksum"] = ""
    data["log"][1]["rolls"] = [7]
    with pytest.raises(SaveError, match="dice"):
        replay(parse_save(data), ToyRules)
    data["log"][1] = {"action": {"type": "Fly", "seat": 0}, "rolls": []}
    with pytest.raises(SaveError, match="damaged"):
        replay(parse_save(data), ToyRules)


@pytest.mark.parametrize("raw,message", [
    ([], "not a Dungeon Table save"),
    ({"format_version": 99}, "newer"),
    ({"format_version": 1, "game": "toy"}, "missing"),
    ({"format_version": 1, "game": "toy", "content_version": "", "seed": "x", "seats": [],
      "options": {}, "log": []}, "seed"),
])
def test_bad_saves_say_what_is_wrong(raw, message):
    with pytest.raises(SaveError, match=message):
        parse_save(raw)


def test_conformance_helper_runs_and_catches_leaks():
    report = conformance(ToyRules, seat_counts=[2, 3], games=20, sample_every=3,
                         wild=lambda r, s, rng: [Step(s), Roll(1 - s if s < 2 else 0)])
    assert report.games == 40 and report.legal_checked > 0

    def leaks(rules, viewer, text):
        return [f"secret of {o}" for o in range(len(rules.seats))
                if o != viewer and f'"secret": {rules.state.secrets[o]}' in text]

    with pytest.raises(AssertionError, match="sees"):
        # the toy view shows each seat only its own secret, but its Pass event is private:
        # a leak check that also forbids one's own secret must fail
        conformance(ToyRules, games=3, leaks=lambda r, v, t: leaks(r, -5, t))
