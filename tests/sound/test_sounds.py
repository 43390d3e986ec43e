"""The sounds: made by the committed script, loadable, short and soft, and the one table that
maps events to them (checked against every game's events; secrets stay secret)."""
from __future__ import annotations

import importlib
import inspect
import json
import shutil
import wave
from array import array

import pygame
import pytest

from game.content.errors import ContentError
from game.core.events import DiceRolled, Event
from game.paths import CONTENT, SOUNDS
from game.sound.player import Mixer, Sounds, recording
from game.sound.table import GAMES, SoundTable

LISTING = json.loads((SOUNDS / "sounds.json").read_text(encoding="utf-8"))
ISSUE_EFFECTS = {"dice_one", "dice_many", "card_draw", "card_flip", "pencil_wall", "pencil_path",
                 "place", "button", "trap", "growl", "hit", "death", "escape", "chest", "coin",
                 "victory", "defeat", "alarm_tick", "alarm_ring", "splash", "fall", "bite",
                 "shot"}


def test_every_effect_the_table_needs_is_listed_and_every_listed_file_loads():
    assert ISSUE_EFFECTS <= set(LISTING)
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    try:
        for name, entry in LISTING.items():
            assert pygame.mixer.Sound(str(SOUNDS / entry["file"])).get_length() > 0, name
    finally:
        pygame.mixer.quit()


@pytest.mark.parametrize("name", sorted(LISTING))
def test_each_effect_is_under_a_second_and_soft(name):
    with wave.open(str(SOUNDS / LISTING[name]["file"])) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        seconds = w.getnframes() / w.getframerate()
        samples = array("h", w.readframes(w.getnframes()))
    assert 0 < seconds < 1.0
    assert max(abs(s) for s in samples) <= 0.34 * 32767     # soft: a third of full scale


def test_the_build_script_writes_the_same_files_from_the_same_seed(tmp_path):
    spec = importlib.util.spec_from_file_location("sound_build", SOUNDS / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    build.build(folder=tmp_path)
    for entry in LISTING.values():
        assert (tmp_path / entry["file"]).read_bytes() == (SOUNDS / entry["file"]).read_bytes()
    assert (tmp_path / "sounds.json").read_text() == (SOUNDS / "sounds.json").read_text()


def _event_types(game: str) -> set[str]:
    module = importlib.import_module(f"game.games.{game}.events")
    core = importlib.import_module("game.core.events")
    return {name for m in (module, core) for name, obj in inspect.getmembers(m, inspect.isclass)
            if issubclass(obj, Event)}


@pytest.mark.parametrize("game", GAMES)
def test_the_table_names_only_real_events_of_each_game(game):
    table = SoundTable.load(CONTENT / "sounds.yaml", SOUNDS / "sounds.json")
    types = _event_types(game)
    for key in (*table.games[game], *table.common):
        if key != "private":
            assert key.split(":")[0] in types, f"{game}: {key} is no event of the game"


def test_a_damaged_table_is_refused_naming_the_file_the_game_and_the_key(tmp_path):
    bad = tmp_path / "sounds.yaml"
    text = (CONTENT / "sounds.yaml").read_text().replace("TrapSprung: trap", "TrapSprung: boing")
    bad.write_text(text.replace("  private: place\n  DungeonEdited", "  DungeonEdited", 1))
    with pytest.raises(ContentError) as caught:
        SoundTable.load(bad, SOUNDS / "sounds.json")
    text = "\n".join(caught.value.problems)
    assert "sounds.yaml: doodle.TrapSprung: 'boing' is not a sound" in text
    assert "sounds.yaml: trapper.private: missing" in text


def test_dice_sound_by_count_and_kinds_by_their_public_name():
    from game.games.lab.events import GmSaid
    from game.games.rial.events import Happened
    table = SoundTable.load(CONTENT / "sounds.yaml", SOUNDS / "sounds.json")
    assert table.sound_for("maker", DiceRolled(seat=0, sides=6, values=(3,))) == "dice_one"
    assert table.sound_for("maker", DiceRolled(seat=0, sides=6, values=(3, 4))) == "dice_many"
    assert table.sound_for("rial", Happened(what="chest")) == "chest"
    assert table.sound_for("lab", GmSaid(seat=0, text="Splash!", tag="river")) == "splash"
    assert table.sound_for("lab", GmSaid(seat=0, text="Nothing.", tag="empty")) is None


def test_on_a_shared_couch_every_secret_move_of_a_game_sounds_alike():
    from game.games.trapper import events as te
    table = SoundTable.load(CONTENT / "sounds.yaml", SOUNDS / "sounds.json")
    secret = [cls for name, cls in inspect.getmembers(te, inspect.isclass)
              if issubclass(cls, Event) and name in ("TrapBought", "TileFogged", "DungeonEdited",
                                                      "TrapReactivated")]
    assert len(secret) == 4
    heard = set()
    for cls in secret:
        fields = {f: None for f in inspect.signature(cls).parameters if f != "visible_to"}
        event = cls(**fields, visible_to=frozenset({0}))
        heard.add(table.sound_for("trapper", event, secret=True))
    assert heard == {"place"}


def test_muted_or_at_volume_zero_no_sound_is_asked_for():
    from types import SimpleNamespace
    settings = SimpleNamespace(sound_on=True, volume=0.5)
    sounds = Sounds(settings, SOUNDS, CONTENT / "sounds.yaml")
    played = recording(sounds)
    roll = DiceRolled(seat=0, sides=6, values=(2,))
    sounds.event("trapper", roll)
    settings.sound_on = False
    sounds.event("trapper", roll)
    sounds.play("coin")
    settings.sound_on, settings.volume = True, 0.0
    sounds.event("trapper", roll)
    assert played() == ["dice_one"]


def test_a_machine_without_audio_plays_silently(tmp_path, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    mixer = Mixer(SOUNDS)
    mixer.play("coin", 0.5)
    assert mixer._ready is False


def test_a_missing_sound_file_is_silence_not_a_crash(tmp_path):
    shutil.copy(SOUNDS / "sounds.json", tmp_path / "sounds.json")
    mixer = Mixer(tmp_path)
    mixer.play("coin", 0.5)   # the WAV is not there
    assert "coin" not in mixer._sounds


def test_main_py_check_names_a_missing_or_broken_sound_file(tmp_path, monkeypatch, capsys):
    from game import cli
    from game.sound.table import sound_problems
    assert sound_problems(CONTENT / "sounds.yaml", SOUNDS) == []
    for entry in LISTING.values():
        shutil.copy(SOUNDS / entry["file"], tmp_path / entry["file"])
    shutil.copy(SOUNDS / "sounds.json", tmp_path / "sounds.json")
    (tmp_path / "coin.wav").unlink()
    (tmp_path / "bite.wav").write_bytes(b"not a wave")
    monkeypatch.setattr("game.paths.SOUNDS", tmp_path)
    assert cli.cmd_check() == 1
    out = capsys.readouterr().out
    assert "sounds/coin.wav: cannot be read as a WAV" in out
    assert "sounds/bite.wav: cannot be read as a WAV" in out
