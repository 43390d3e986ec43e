"""Damaged saves (issue 15): every way a save can be damaged is refused plainly, through
Continue on the real launcher and through the real replay path, for every playable game.

Each case asserts the title ("Cannot continue" / "Cannot replay"), a non-empty reason, no
exception (the app is strict: a scene error fails the test), nothing written to
errors.log, and the save file and its folder byte-for-byte unchanged. The base saves come
from short seeded bot games written by the game's own autosave.
"""
from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from game.catalog import all_games, game_info
from game.core.protocol import Seat
from game.core.save import read_save
from game.core.session import Session
from game.paths import ROOT, data_dir
from game.ui.replay import start_replay
from game.ui.scenes.launcher import LauncherScene
from game.ui.scenes.message import MessageScene
from tests.ui.helpers import click

PLAYABLE = [g.key for g in all_games() if g.playable]
MIN_MOVES = 24

_BASES: dict[str, str] = {}


def base_text(game: str, tmp_root: Path) -> str:
    """The autosave text of a short seeded bot game of `game` (written by its own
    autosave), with at least one move that rolled dice; cached per game."""
    if game not in _BASES:
        info = game_info(game)
        lo, hi = info.seats
        count = max(lo, min(2, hi))
        path = tmp_root / f"base-{game}.json"
        session = Session.start(info, [Seat(f"Bot {i + 1}", info.bots[0])
                                       for i in range(count)], 7, save_path=path)
        for _ in range(2000):
            rolled = any(r.rolls for r in session.rules.log)
            if session.rules.is_over() or (rolled and len(session.rules.log) >= MIN_MOVES):
                break
            session.step_bot(session.next_bot())
        session.flush()
        _BASES[game] = path.read_text(encoding="utf-8")
    return _BASES[game]


# --- the damage family: each returns the damaged bytes, or writes a folder ---------------
Damage = Callable[[dict[str, Any], str, str], Any]


def edit(change: Callable[[dict[str, Any], str], None]) -> Damage:
    def damage(raw: dict[str, Any], text: str, game: str) -> bytes:
        raw = copy.deepcopy(raw)
        change(raw, game)
        return json.dumps(raw).encode()
    return damage


def first_with(raw: dict[str, Any], test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    return next(r for r in raw["log"] if test(r))


def first_rolled(raw: dict[str, Any]) -> dict[str, Any]:
    return first_with(raw, lambda r: bool(r.get("rolls")))


def first_with_field(raw: dict[str, Any]) -> dict[str, Any]:
    return first_with(raw, lambda r: len(r["action"]) > 2)["action"]


def set_key(key: str, value: Any) -> Damage:
    def change(raw: dict[str, Any], game: str) -> None:
        raw[key] = value
    return edit(change)


def drop_key(key: str) -> Damage:
    return edit(lambda raw, game: raw.pop(key))


def nested(depth: int) -> str:
    return '{"x":' * depth + "1" + "}" * depth


def with_options_text(raw: dict[str, Any], text: str, game: str) -> bytes:
    placeholder = dict(raw, options="@@OPTIONS@@")
    return json.dumps(placeholder).replace('"@@OPTIONS@@"', nested(100_000)).encode()


def action_field(value: Callable[[Any], Any], field: str | None = None) -> Damage:
    """Set a field of the first move that has one (or `field` of every move's action)."""
    def change(raw: dict[str, Any], game: str) -> None:
        if field == "seat":
            action = raw["log"][0]["action"]
            action["seat"] = value(action["seat"])
            return
        action = first_with_field(raw)
        name = next(k for k in action if k not in ("type", "seat"))
        action[name] = value(action[name])
    return edit(change)


def wrong_kind(value: Any) -> Any:
    """A value of another JSON type than `value`."""
    if isinstance(value, bool):
        return "yes"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return 7
    if isinstance(value, list):
        return "list"
    return [value]


def tamper_roll(raw: dict[str, Any], game: str) -> None:
    record = first_rolled(raw)
    record["rolls"][0] += 1


def remove_roll(raw: dict[str, Any], game: str) -> None:
    first_rolled(raw)["rolls"].pop()


def tamper_setup(raw: dict[str, Any], game: str) -> None:
    if raw["setup_rolls"]:
        raw["setup_rolls"][0] += 1
    else:
        raw["setup_rolls"] = [1]


def no_such_seat(raw: dict[str, Any], game: str) -> None:
    raw["log"][0]["action"]["seat"] = len(raw["seats"])


def too_many_seats(raw: dict[str, Any], game: str) -> None:
    hi = game_info(game).seats[1]
    raw["seats"] = [{"name": f"P{i}", "bot": None, "title": ""} for i in range(hi + 1)]


def one_option_wrong(raw: dict[str, Any], game: str) -> None:
    options = game_info(game).options
    if options:
        raw["options"][options[0].key] = wrong_kind(options[0].default)
    else:
        raw["options"]["turn_limit"] = "yes"


def other_game(raw: dict[str, Any], game: str) -> None:
    raw["game"] = next(k for k in PLAYABLE if k != game) if len(PLAYABLE) > 1 else "lab"


def duplicate_a_roll(raw: dict[str, Any], game: str) -> None:
    """The first move that rolled dice, played twice in a row."""
    record = first_rolled(raw)
    raw["log"].insert(raw["log"].index(record) + 1, copy.deepcopy(record))


def swap_moves(raw: dict[str, Any], game: str) -> None:
    """Swap the first two neighbouring moves whose swap no longer replays (in a simultaneous
    setup two seats' moves may change places harmlessly)."""
    from game.content import ContentRegistry
    from game.core.save import SaveError, parse_save
    registry = ContentRegistry(ROOT / "content")
    content = registry.get(game) if registry.has_content(game) else None
    log = raw["log"]
    for i in range(len(log) - 1):
        first, second = log[i]["action"], log[i + 1]["action"]
        if first["seat"] == second["seat"] and first["type"] == second["type"]:
            continue
        log[i], log[i + 1] = log[i + 1], log[i]
        try:
            Session.resume(game_info(game), parse_save(copy.deepcopy(raw)), content)
        except SaveError:
            return
        log[i], log[i + 1] = log[i + 1], log[i]
    raise AssertionError(f"no swap of two neighbouring {game} moves breaks the log")


def folder(raw: dict[str, Any], text: str, game: str) -> str:
    return "folder"


def huge_file(raw: dict[str, Any], text: str, game: str) -> str:
    return "huge"


DAMAGES: dict[str, Damage] = {
    # the file as a whole
    "truncated": lambda raw, text, game: text.encode()[: len(text) // 2],
    "truncated to nothing": lambda raw, text, game: b"",
    "random bytes": lambda raw, text, game: random.Random(1).randbytes(4000),
    "NUL bytes inside": lambda raw, text, game: text.encode().replace(b",", b",\x00", 1),
    "all NUL bytes": lambda raw, text, game: b"\x00" * 5000,
    "UTF-16": lambda raw, text, game: text.encode("utf-16"),
    "deep nesting, whole file": lambda raw, text, game: ("[" * 100_000 +
                                                         "]" * 100_000).encode(),
    "deep nesting in options": with_options_text,
    "50 MB": huge_file,
    "folder in its place": folder,
    "not an object": lambda raw, text, game: b"[1, 2, 3]",
    "null": lambda raw, text, game: b"null",
    "huge number literal": lambda raw, text, game: text.replace(
        '"seed":', '"seed":' + "9" * 5000 + ',"x":', 1).encode(),
    "NaN seed": lambda raw, text, game: text.replace('"seed":', '"seed":NaN,"x":', 1)
    .encode(),
    # the format
    "newer format": set_key("format_version", 99),
    "format zero": set_key("format_version", 0),
    "format as text": set_key("format_version", "1"),
    "format as true": set_key("format_version", True),
    "no format": drop_key("format_version"),
    # wrong types in every field
    "game missing": drop_key("game"),
    "game is a number": set_key("game", 3),
    "game unknown": set_key("game", "chess"),
    "game of another game": edit(other_game),
    "content_version object": set_key("content_version", {}),
    "seed text": set_key("seed", "7"),
    "seed null": set_key("seed", None),
    "seed float": set_key("seed", 7.5),
    "seed huge": set_key("seed", 10**30),
    "seats missing": drop_key("seats"),
    "seats object": set_key("seats", {}),
    "seats empty": set_key("seats", []),
    "too many seats": edit(too_many_seats),
    "seat null": edit(lambda raw, game: raw["seats"].__setitem__(0, None)),
    "seat name number": edit(lambda raw, game: raw["seats"][0].__setitem__("name", 5)),
    "seat name huge": edit(lambda raw, game: raw["seats"][0].__setitem__("name", "A" * 5000)),
    "seat bot unknown": edit(lambda raw, game: raw["seats"][0].__setitem__("bot", "wizard")),
    "seat bot object": edit(lambda raw, game: raw["seats"][0].__setitem__("bot", {})),
    "seat title list": edit(lambda raw, game: raw["seats"][0].__setitem__("title", [])),
    "options list": set_key("options", []),
    "options unknown key": edit(lambda raw, game: raw["options"].__setitem__("zzz", True)),
    "option mistyped": edit(one_option_wrong),
    "option nested": edit(lambda raw, game: raw["options"].__setitem__("zzz", {"a": [1]})),
    "option huge number": edit(lambda raw, game: raw["options"].__setitem__("zzz", 10**30)),
    "log object": set_key("log", {}),
    "log missing": drop_key("log"),
    "record not an object": edit(lambda raw, game: raw["log"].__setitem__(0, 5)),
    "record without action": edit(lambda raw, game: raw["log"][0].pop("action")),
    "rolls text": edit(lambda raw, game: raw["log"][0].__setitem__("rolls", "6")),
    "setup_rolls object": set_key("setup_rolls", {}),
    "checksum number": set_key("checksum", 5),
    "checksum tampered": set_key("checksum", "0" * 16),
    "finished text": set_key("finished", "no"),
    # the moves
    "action seat '0'": action_field(lambda v: "0", "seat"),
    "action seat null": action_field(lambda v: None, "seat"),
    "action seat true": action_field(lambda v: True, "seat"),
    "action seat 1.5": action_field(lambda v: 1.5, "seat"),
    "action seat {}": action_field(lambda v: {}, "seat"),
    "action seat huge": action_field(lambda v: 10**15, "seat"),
    "action seat negative": action_field(lambda v: -1, "seat"),
    "action field {}": action_field(lambda v: {}),
    "action field null list": action_field(lambda v: [None]),
    "action field wrong kind": action_field(wrong_kind),
    "action field huge number": action_field(lambda v: 10**15),
    "action type unknown": edit(lambda raw, game: raw["log"][0]["action"].__setitem__(
        "type", "Teleport")),
    "action type object": edit(lambda raw, game: raw["log"][0]["action"].__setitem__(
        "type", {})),
    "action extra field": edit(lambda raw, game: raw["log"][0]["action"].__setitem__(
        "wings", 2)),
    "action field missing": edit(lambda raw, game: first_with_field(raw).pop(
        next(k for k in first_with_field(raw) if k not in ("type", "seat")))),
    "illegal: no such seat": edit(no_such_seat),
    "illegal: a roll twice": edit(duplicate_a_roll),
    "illegal: moves swapped": edit(swap_moves),
    "tampered dice": edit(tamper_roll),
    "removed dice result": edit(remove_roll),
    "tampered setup dice": edit(tamper_setup),
    "setup dice removed": edit(lambda raw, game: raw.__setitem__("setup_rolls", [])
                               if raw["setup_rolls"] else raw.__setitem__("setup_rolls", [3])),
}


# --- the harness ---------------------------------------------------------------------------
def place(game: str, name: str, folder_path: Path, tmp_root: Path) -> Path:
    """Write the damaged save of `game` where its autosave lives; return its path."""
    text = base_text(game, tmp_root)
    path = folder_path / f"autosave-{game}.json"
    damaged = DAMAGES[name](json.loads(text), text, game)
    if damaged == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    elif damaged == "huge":
        with open(path, "wb") as fh:
            fh.write(text.encode())
            fh.truncate(50 * 1024 * 1024)  # sparse: fast to make, 50 MB to read
    else:
        path.write_bytes(damaged)
    return path


def snapshot(folder_path: Path) -> dict[str, Any]:
    """Every file (its size and bytes, or its digest when large) and folder under
    `folder_path`, with its own listing."""
    import hashlib
    found: dict[str, Any] = {}
    for item in sorted(folder_path.rglob("*")):
        key = str(item.relative_to(folder_path))
        if item.is_dir():
            found[key] = "folder"
        else:
            data = item.read_bytes()
            found[key] = (len(data), hashlib.sha256(data).hexdigest())
    return found


def errors_log() -> bytes | None:
    log = data_dir() / "errors.log"
    return log.read_bytes() if log.exists() else None


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    """One strict headless app for the whole family (a scene error fails the test)."""
    from game.ui.app import App
    from game.ui.settings import Settings
    folder_path = tmp_path_factory.mktemp("saves")
    return App(size=(1280, 720), settings=Settings(animation_speed=0.0), strict=True,
               save_path=folder_path / "autosave.json")


@pytest.fixture(scope="module")
def tmp_root(tmp_path_factory):
    return tmp_path_factory.mktemp("bases")


def refused(app, title: str) -> str:
    top = app.stack.top
    assert isinstance(top, MessageScene), f"no message, the top scene is {top!r}"
    assert top.title == title
    reason = top.text.split("\n\nThe save file was left as it is")[0].strip()
    assert reason, "the refusal gives no reason"
    assert "Traceback" not in top.text
    return reason


def continue_from_launcher(app, folder_path: Path) -> LauncherScene:
    app.save_path = folder_path / "autosave.json"
    app.stack.clear()
    scene = LauncherScene(app)
    app.stack.push(scene)
    app.step()
    continue_button = scene.bar.buttons[0]
    assert continue_button.enabled and continue_button.label.startswith("Continue")
    click(app, continue_button.rect.center)
    return scene


@pytest.mark.parametrize("name", list(DAMAGES))
@pytest.mark.parametrize("game", PLAYABLE)
def test_a_damaged_save_is_refused_by_continue_and_replay(shared_app, tmp_root, tmp_path,
                                                          game, name):
    app = shared_app
    path = place(game, name, tmp_path, tmp_root)
    before, errors_before = snapshot(tmp_path), errors_log()

    continue_from_launcher(app, tmp_path)
    said = refused(app, "Cannot continue")
    assert snapshot(tmp_path) == before

    app.stack.clear()
    app.stack.push(LauncherScene(app))
    assert start_replay(app, path, delay=0.0) is False
    assert refused(app, "Cannot replay") == said, "replay must say what Continue says"
    assert snapshot(tmp_path) == before
    assert errors_log() == errors_before


@pytest.mark.parametrize("game", PLAYABLE)
def test_the_undamaged_base_save_continues_and_replays(shared_app, tmp_root, tmp_path, game):
    """The family's control: the same save, undamaged, is accepted by both paths."""
    app = shared_app
    path = tmp_path / f"autosave-{game}.json"
    path.write_text(base_text(game, tmp_root), encoding="utf-8")
    continue_from_launcher(app, tmp_path)
    assert not isinstance(app.stack.top, MessageScene)
    assert app.stack.top.session.rules.game == game
    app.stack.clear()
    assert start_replay(app, path, delay=0.0) is True


@pytest.mark.parametrize("game", PLAYABLE)
def test_replay_names_the_illegal_move_and_why(shared_app, tmp_root, tmp_path, game):
    raw = json.loads(base_text(game, tmp_root))
    raw["log"][0]["action"]["seat"] = len(raw["seats"])
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(raw))
    app = shared_app
    app.stack.clear()
    start_replay(app, path, delay=0.0)
    reason = refused(app, "Cannot replay")
    assert "move 1" in reason and "illegal" in reason and f"no seat {len(raw['seats'])}" \
        in reason


@pytest.mark.parametrize("game", PLAYABLE)
def test_wrong_action_types_name_the_move_and_the_field(tmp_root, tmp_path, game):
    raw = json.loads(base_text(game, tmp_root))
    raw["log"][2]["action"]["seat"] = "0"
    path = tmp_path / "typed.json"
    path.write_text(json.dumps(raw))
    from game.core.save import SaveError, replay
    with pytest.raises(SaveError, match=r"damaged at move 3: \w+\.seat should be a whole "
                                        r"number, not '0'"):
        replay(read_save(path), game_info(game).load_rules())


@pytest.mark.parametrize("game", PLAYABLE[:1])
def test_a_save_of_a_game_not_playable_here_is_refused(shared_app, tmp_root, tmp_path, game,
                                                         monkeypatch):
    """A save of a game this version cannot play (its INFO says not playable) is refused by
    Continue and by replay with the same words, the file untouched."""
    import dataclasses
    import importlib
    module = importlib.import_module(f"game.games.{game}")
    monkeypatch.setattr(module, "INFO", dataclasses.replace(module.INFO, playable=False))
    path = tmp_path / f"autosave-{game}.json"
    path.write_text(base_text(game, tmp_root))
    before = snapshot(tmp_path)
    continue_from_launcher(shared_app, tmp_path)
    said = refused(shared_app, "Cannot continue")
    assert "not playable" in said
    shared_app.stack.clear()
    shared_app.stack.push(LauncherScene(shared_app))
    assert start_replay(shared_app, path, delay=0.0) is False
    assert refused(shared_app, "Cannot replay") == said
    assert snapshot(tmp_path) == before


def test_the_replay_command_refuses_an_unknown_game_without_a_traceback(tmp_root, tmp_path):
    """`main.py replay FILE` itself (a real process): a save of a game this program does
    not know, and one with too many seats, end in a plain message, exit 0, no traceback."""
    raw = json.loads(base_text(PLAYABLE[0], tmp_root))
    env = dict(os.environ, DUNGEON_TABLE_STARTUP_PROBE="1", DUNGEON_TABLE_DATA=str(tmp_path),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for change in ({"game": "chess"}, {"seats": [{"name": "X"}] * 300}):
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(dict(raw, **change)))
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", str(path)],
                              env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr + done.stdout
        assert "Cannot replay" in done.stdout
    assert not (tmp_path / "errors.log").exists()


def test_start_up_never_raises_on_deep_saves(tmp_path):
    """The launcher reads every save at start-up: a 100,000-deep save (whole file and in
    options) gives a damaged-save label, not a RecursionError."""
    from game.ui.app import App
    from game.ui.settings import Settings
    (tmp_path / "autosave-trapper.json").write_text("[" * 100_000 + "]" * 100_000)
    (tmp_path / "autosave-doodle.json").write_text(
        '{"format_version":1,"game":"doodle","options":' + nested(100_000) + "}")
    app = App(size=(1280, 720), settings=Settings(animation_speed=0.0), strict=True,
              save_path=tmp_path / "autosave.json")
    scene = LauncherScene(app)
    app.stack.push(scene)
    app.step()
    assert scene.bar.buttons[0].label == "Continue (damaged save)"
    assert set(scene.saves) == {"trapper", "doodle"} and all(
        s.damaged for s in scene.saves.values())


def test_an_unexpected_problem_at_start_up_is_logged_not_shown_as_a_traceback(
        tmp_path, monkeypatch, capsys):
    """The last line of defence of `main.py` / `main.py replay`: a plain sentence and the
    details in errors.log."""
    import game.ui.app as app_module
    from game.cli import main

    def broken(**kwargs):
        raise RecursionError("maximum recursion depth exceeded")
    monkeypatch.setenv("DUNGEON_TABLE_DATA", str(tmp_path))
    monkeypatch.setattr(app_module, "run_app", broken)
    assert main(["play"]) == 1
    said = capsys.readouterr()
    assert "Traceback" not in said.err + said.out and "errors.log" in said.err
    assert "RecursionError" in (tmp_path / "errors.log").read_text()
