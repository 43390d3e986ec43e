"""Upgrades lose nothing, at the launcher: the saves and records every earlier release
wrote (`tests/fixtures/releases`) in a player's saves folder. Each tile says before any
click what its save can do: Continue opens it with its moves, a save of older rules says
so and offers Watch and Same deal, which both work; the Records screen lists and watches
every recorded game; the first release's single `autosave.json` moves to its game's file."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.core.save import read_save
from game.ui.saved_games import OLDER_RULES
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.records import RecordsScene
from tests.play import drawn_text
from tests.ui.helpers import click
from tests.ui.saves_helpers import started_on, table_of

RELEASES = Path(__file__).resolve().parent.parent / "fixtures" / "releases"
FOLDERS = sorted(p.name for p in RELEASES.iterdir() if p.is_dir())
OLDER = {("1349b83", "maker")}
"""The saves today's rules refuse (see tests/core/test_release_fixtures.py)."""


def saves_of(release: str) -> list[str]:
    return sorted(p.stem for p in (RELEASES / release).glob("*.json")
                  if p.name != "manifest.json")


def manifest(release: str) -> dict:
    return json.loads((RELEASES / release / "manifest.json").read_text())


def home(release: str, folder: Path, single: str = "") -> Path:
    """A saves folder holding what `release` wrote, each save where today's program looks
    for it (`single`: that game's save as the one `autosave.json` of the first release)."""
    for game in saves_of(release):
        name = "autosave.json" if game == single else f"autosave-{game}.json"
        shutil.copy2(RELEASES / release / f"{game}.json", folder / name)
        side = RELEASES / release / f"{game}.json.alarm"   # Rial's alarm, before format 2
        if side.exists():
            shutil.copy2(side, folder / f"{name}.alarm")
    if (RELEASES / release / "records.sqlite").exists():
        shutil.copy2(RELEASES / release / "records.sqlite", folder / "records.sqlite")
    return folder


def tile_buttons(launcher: LauncherScene, game: str) -> dict[str, object]:
    bar = launcher.tile_buttons[launcher.keys.index(game)]
    return {b.label: b for b in bar.buttons}


@pytest.mark.parametrize("release", FOLDERS)
def test_each_tile_says_before_a_click_what_its_save_can_do(tmp_path, release):
    app, launcher = started_on(home(release, tmp_path))
    launcher._background = None   # the tiles are painted afresh
    shown = " ".join(drawn_text(app))
    for game in saves_of(release):
        labels = tile_buttons(launcher, game)
        if (release, game) in OLDER:
            assert "Watch it" in labels and "Same deal" in labels
            assert not any(label.startswith("Continue") for label in labels)
            assert OLDER_RULES.split(":")[0] in shown and "start the same deal again" in shown
        else:
            assert any(label.startswith("Continue (") for label in labels), labels
    newest = launcher.bar.buttons[0]
    assert newest.enabled and launcher.newest is not None
    assert (release, launcher.newest.key) not in OLDER, "Continue never picks it"


@pytest.mark.parametrize("release", FOLDERS)
def test_continue_on_each_tile_opens_the_save_with_its_moves(tmp_path, release):
    app, launcher = started_on(home(release, tmp_path))
    for game in saves_of(release):
        if (release, game) in OLDER:
            continue
        app.stack.clear_to(launcher)
        app.step()
        button = next(b for label, b in tile_buttons(launcher, game).items()
                      if label.startswith("Continue"))
        click(app, button.rect.center)
        assert not isinstance(app.stack.top, MessageScene), app.stack.top.text
        table = table_of(app)   # a hand-off may stand in front of it
        assert table.session.rules.game == game
        assert len(table.session.rules.log) == len(read_save(RELEASES / release /
                                                             f"{game}.json").log)
        written = manifest(release)["saves"][game]
        if written.get("alarm"):   # the alarm's time, from the side file or the save
            used = table.session.rules.clock_used   # it runs on while the table is up
            assert written["used"] <= used < written["used"] + 60, written["alarm"]
            assert not (tmp_path / f"autosave-{game}.json.alarm").exists(), "read once"
        table.exit()


def test_a_save_of_older_rules_can_be_watched_and_its_deal_started_on(tmp_path):
    release, game = next(iter(OLDER))
    app, launcher = started_on(home(release, tmp_path))
    path = tmp_path / f"autosave-{game}.json"
    before = path.read_bytes()
    click(app, tile_buttons(launcher, game)["Watch it"].rect.center)
    replay = app.stack.top
    assert not isinstance(replay, MessageScene), replay.text
    assert replay.session.save_path is None and replay.session.rules.seats[0].bot == "replay"
    kept = launcher.saves[game].look.replayable
    for _ in range(3000):
        app.step(dt=0.05)
        if len(replay.session.rules.log) >= kept and not replay.session.bots:
            break
    assert len(replay.session.rules.log) == kept, "watched as far as today's rules go"
    assert path.read_bytes() == before, "watching changes nothing"

    app.stack.clear_to(launcher)
    app.step()
    click(app, tile_buttons(launcher, game)["Same deal"].rect.center)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    click(app, ask.yes_button.rect.center)
    table = table_of(app)
    old = read_save(tmp_path / f"autosave-{game}.json.older")
    assert table.session.rules.seed == old.seed and table.session.rules.seats == old.seats
    assert table.session.rules.options == old.options
    assert (tmp_path / f"autosave-{game}.json.older").read_bytes() == before, "kept"


@pytest.mark.parametrize("release", [r for r in FOLDERS
                                     if (RELEASES / r / "records.sqlite").exists()])
def test_the_records_screen_lists_and_watches_every_recorded_game(tmp_path, release):
    app, launcher = started_on(home(release, tmp_path))
    click(app, next(b for b in launcher.bar.buttons if b.label == "Records").rect.center)
    records = app.stack.top
    assert isinstance(records, RecordsScene)
    for index, info in enumerate(records.games):
        records.choose_game(index)
        assert len(records.rows) == 1, f"{info.key}: {len(records.rows)} rows"
        click(app, next(b for b in records.bar.buttons if b.label == "Watch").rect.center)
        replay = app.stack.top
        assert not isinstance(replay, MessageScene), f"{info.key}: {replay.text}"
        assert replay.session.info.key == info.key
        assert len(replay.session.bots) == len(replay.session.rules.seats)
        app.stack.clear_to(records)
        app.step()


def test_the_first_releases_single_autosave_moves_to_its_games_file(tmp_path):
    home("1349b83", tmp_path, single="doodle")
    app, launcher = started_on(tmp_path)
    assert not (tmp_path / "autosave.json").exists()
    assert read_save(tmp_path / "autosave-doodle.json").game == "doodle"
    assert any(label.startswith("Continue (") for label in tile_buttons(launcher, "doodle"))


def test_a_save_today_parts_from_at_its_first_move_offers_no_empty_watch(tmp_path):
    """An older save whose very first move today's rules refuse has nothing to watch:
    Watch is greyed with its reason, Same deal still offered."""
    raw = json.loads((RELEASES / "1349b83" / "maker.json").read_text())
    raw["log"] = raw["log"][6:]            # its move 7 comes first
    (tmp_path / "autosave-maker.json").write_text(json.dumps(raw))
    app, launcher = started_on(tmp_path)
    assert launcher.saves["maker"].older_rules
    buttons = tile_buttons(launcher, "maker")
    assert not buttons["Watch it"].enabled and "nothing of it to watch" in \
        buttons["Watch it"].disabled_reason
    assert buttons["Same deal"].enabled


def test_a_new_game_over_a_save_of_older_rules_asks_in_its_own_words(tmp_path):
    app, launcher = started_on(home("1349b83", tmp_path))
    launcher.open_seats(launcher.games[launcher.keys.index("maker")])
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and "older rules" in ask.question
    assert "watch it" in ask.detail and "Continue" not in ask.detail
