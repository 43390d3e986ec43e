"""`main.py bench`: start-up time, per-scene frame times at 1280x720 and 1920x1080, idle
redraws (the launcher, each game's table at a person's turn, and the undo grace before a
computer answers), peak memory. Headless (dummy video driver); prints JSON.

Each frame is timed twice: on the wall clock (what a player waits on an idle machine) and
by the drawing thread's own CPU time (`cpu_p50_ms`, `cpu_p99_ms`), which a busy machine
does not inflate: compare figures taken on a loaded machine by the CPU ones."""
from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pygame

from game.paths import ROOT

SIZES = [(1280, 720), (1920, 1080)]


def startup_ms(runs: int = 5) -> dict[str, float]:
    """Process start to the first launcher frame, against a bare pygame window."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               DUNGEON_TABLE_STARTUP_PROBE="1",
               DUNGEON_TABLE_DATA=tempfile.mkdtemp(prefix="dt-bench-"),
               DUNGEON_TABLE_CONFIG=tempfile.mkdtemp(prefix="dt-bench-"))
    ours, bare = [], []
    bare_code = ("import time,os;t=float(os.environ['T0']);import pygame;"
                 "pygame.display.init();s=pygame.display.set_mode((1280,720));"
                 "pygame.display.flip();print('first-frame', time.time()-t)")
    for attempt in range(runs + 1):  # the first run warms the bytecode cache
        t0 = time.time()
        out = subprocess.run([sys.executable, str(ROOT / "main.py"), "play"],
                             env=dict(env, DUNGEON_TABLE_T0=str(t0)), capture_output=True,
                             text=True, timeout=60).stdout
        if attempt:
            ours.append(_first_frame(out, t0))
        t0 = time.time()
        out = subprocess.run([sys.executable, "-c", bare_code], env=dict(env, T0=str(t0)),
                             capture_output=True, text=True, timeout=60).stdout
        if attempt:
            bare.append(_first_frame(out, t0))
    ours.sort()
    bare.sort()
    return {"startup_ms": round(ours[len(ours) // 2] * 1000, 1),
            "bare_pygame_startup_ms": round(bare[len(bare) // 2] * 1000, 1)}


def _first_frame(out: str, t0: float) -> float:
    for line in out.splitlines():
        if line.startswith("first-frame"):
            return float(line.split()[1])
    return time.time() - t0


def frame_times(frames: int) -> dict[str, Any]:
    from game.ui.app import App
    from game.ui.settings import Settings
    from game.ui.shots import game_scenes, render_scene, shared_scenes
    results: dict[str, Any] = {}
    os.environ.setdefault("DUNGEON_TABLE_DATA", tempfile.mkdtemp(prefix="dt-bench-"))
    for size in SIZES:
        app = App(size=size, settings=Settings(window_size=size, animation_speed=0.0),
                  strict=True, save_path=Path(os.environ["DUNGEON_TABLE_DATA"]) / "b.json")
        label = f"{size[0]}x{size[1]}"
        scenes = list(shared_scenes(app))
        for key, make in game_scenes(app):
            scenes += [(f"{key}-{name}", scene) for name, scene in make()]
        for name, scene in scenes:
            render_scene(app, scene, frames=2)
            times, cpu = [], []
            mouse = [(x * 37 % size[0], x * 53 % size[1]) for x in range(frames)]
            for i in range(frames):
                for s in app.stack.visible():
                    s.dirty = True
                event = pygame.event.Event(pygame.MOUSEMOTION, pos=mouse[i], rel=(1, 1),
                                           buttons=(0, 0, 0))
                started, started_cpu = time.perf_counter(), time.thread_time()
                app.step([event], dt=1 / 60)
                times.append(time.perf_counter() - started)
                cpu.append(time.thread_time() - started_cpu)
            entry = results.setdefault(name, {})
            entry[label] = {"p50_ms": _ms(times, 0.5), "p99_ms": _ms(times, 0.99),
                            "cpu_p50_ms": _ms(cpu, 0.5), "cpu_p99_ms": _ms(cpu, 0.99)}
    return results


def _ms(values: list[float], q: float) -> float:
    """The `q` quantile of `values` (seconds) in milliseconds."""
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000, 2)


def idle_redraws_per_s(seconds: float = 2.0) -> float:
    """Redraws per second of the launcher when nothing happens (should be 0), counted once
    it has settled (its first frames and the one-off load of the records after them)."""
    from game.ui.app import App
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.settings import Settings
    app = App(size=(1280, 720), settings=Settings(), strict=True)
    app.stack.push(LauncherScene(app))
    for _ in range(10):   # the first frames and the launcher's deferred history load
        app.step(dt=1 / 60)
    before = app.redraws
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.step(dt=1 / 60)
        time.sleep(1 / 60)
    return round((app.redraws - before) / seconds, 2)


def _loop_frame(app: Any) -> float:
    """One iteration of the real loop with nobody touching anything: a frame when something
    moves or is dirty, else the loop's idle wait (its poll while a scene waits on a
    computer), on the input clock; returns the wall time it stands for."""
    from game.ui.app import FPS, IDLE_MS, POLL_MS
    from game.ui.widgets.button import clock
    if app.needs_redraw():
        wall = 1 / FPS
    else:
        wall = (POLL_MS if app.waiting else IDLE_MS) / 1000
    if app.waiting:
        time.sleep(wall)        # a computer thinks beside the loop meanwhile
    else:
        clock.offset += wall
    app.step(dt=min(wall, 0.1))
    return wall


def _redraws_while(app: Any, seconds: float, going: Any = lambda: True) -> tuple[int, float]:
    """Redraws over `seconds` of the loop's time (or until `going()` fails)."""
    before, spent = app.redraws, 0.0
    while spent < seconds and going():
        spent += _loop_frame(app)
    return app.redraws - before, spent


def _table_at_start(info: Any, seats: list[Any], seed: int) -> tuple[Any, Any]:
    """A new player's app (default settings, 1280x720, a save of its own) with a game of
    `info` just started: (app, its table)."""
    from game.ui.app import App
    from game.ui.settings import Settings
    from game.ui.table import TableScene
    app = App(size=(1280, 720), settings=Settings(), strict=True,
              save_path=Path(tempfile.mkdtemp(prefix="dt-bench-")) / f"{info.key}.json")
    app.start_game(info, seats, seed)
    return app, next(s for s in app.stack.scenes if isinstance(s, TableScene))


def table_idle_redraws(seconds: float = 3.0) -> dict[str, float]:
    """Redraws a second of each game's table at a person's turn, once it has settled (the
    person alone against a computer of the game's first kind, or alone): should be 0."""
    from game.catalog import all_games
    from game.core.protocol import Seat
    report: dict[str, float] = {}
    for info in all_games():
        if not info.playable or not info.table:
            continue
        seats = [Seat("Ann")] + ([Seat("Computer 1", info.bots[0])] if info.bots else [])
        app, table = _table_at_start(info, seats, 11)
        spent = 0.0
        while spent < 120 and not (app.stack.top is table and table.acting_here()
                                   and not app.needs_redraw() and not app.waiting):
            _pass_handoff(app)
            spent += _loop_frame(app)
        drawn, spent = _redraws_while(app, seconds)
        report[info.key] = round(drawn / spent, 2)
        app.stack.clear()
    return report


def _pass_handoff(app: Any) -> None:
    """A "Pass to" screen on top is passed as its seat would."""
    from game.ui.scenes.handoff import HandoffScene
    top = app.stack.top
    if isinstance(top, HandoffScene) and not top.just_uncovered():
        app.stack.pop()
        if top.on_continue:
            top.on_continue()


def grace_redraws_per_s() -> dict[str, Any]:
    """Redraws a second while a person's move waits out its undo grace before a computer
    answers (Maker, Ann alone against Normal, her moves chosen by Normal too): nothing
    changes but the Undo button's seconds, so a redraw a second is what it needs."""
    import copy

    from game.catalog import game_info
    from game.core.bots import decide, make_players
    from game.core.protocol import Seat
    info = game_info("maker")
    app, table = _table_at_start(info, [Seat("Ann"), Seat("Computer 1", info.bots[0])], 77)
    ann = make_players(info.load_bots(), {0: info.bots[0]}, 77)[0]
    found: dict[str, Any] = {"redraws_per_s": None, "grace_s": None}
    for _ in range(200):      # Ann's moves until a computer answers one she may take back
        spent = 0.0
        while spent < 60 and not (table.acting_here() and not app.needs_redraw()):
            spent += _loop_frame(app)
        if table.rules.is_over() or not table.acting_here():
            break
        table.act(decide(ann, copy.deepcopy(table.rules), 0))
        while table.showing_move or table.busy or table.event_queue:
            _loop_frame(app)
        if table.undo_seat() is not None and table.session.next_bot() is not None:
            made = len(table.rules.log)
            drawn, spent = _redraws_while(app, 10.0, lambda: len(table.rules.log) == made)
            found = {"redraws_per_s": round(drawn / spent, 1), "grace_s": round(spent, 2)}
            break
    app.stack.clear()
    return found


def rss_probe(max_steps: int = 4000) -> None:
    """In a child process: open the app at 1920x1080 and let computer seats play one game of
    every playable game to its end screen; print the peak resident memory."""
    from game.catalog import all_games
    from game.core.protocol import Seat
    from game.ui.app import App
    from game.ui.scenes.end import EndScene
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.settings import Settings
    app = App(size=(1920, 1080), settings=Settings(animation_speed=0.0), strict=True,
              save_path=Path(tempfile.mkdtemp(prefix="dt-rss-")) / "autosave.json")
    app.stack.push(LauncherScene(app))
    app.step()
    for info in all_games():
        if not info.playable:
            continue
        seats = max(info.seats[0], min(4, info.seats[1]))
        app.start_game(info, [Seat(f"Bot {i + 1}", info.bots[0]) for i in range(seats)], 7)
        for _ in range(max_steps):
            app.step(dt=0.05)
            if isinstance(app.stack.top, EndScene):
                break
        print("ended", info.key, isinstance(app.stack.top, EndScene), flush=True)
    print("peak-rss-mb", _own_peak_rss_mb(), flush=True)


def _own_peak_rss_mb() -> float:
    """This process's peak resident memory. /proc's VmHWM belongs to this program alone
    (ru_maxrss also counts what a forking parent held)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def peak_rss_mb() -> dict[str, Any]:
    """Peak memory of a real session (a child process playing every game to its end)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1",
               DUNGEON_TABLE_CONFIG=tempfile.mkdtemp(prefix="dt-bench-"))
    out = subprocess.run([sys.executable, "-c", "from game.ui.bench import rss_probe; "
                          "rss_probe()"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=600).stdout
    report: dict[str, Any] = {"mb": -1.0, "games_played_to_the_end": []}
    for line in out.splitlines():
        if line.startswith("peak-rss-mb"):
            report["mb"] = round(float(line.split()[1]), 1)
        elif line.startswith("ended") and line.endswith("True"):
            report["games_played_to_the_end"].append(line.split()[1])
    return report


def run_bench(frames: int = 120) -> dict[str, Any]:
    report: dict[str, Any] = {}
    report.update(startup_ms())
    report["idle_redraws_per_s"] = idle_redraws_per_s()
    report["table_idle_redraws_per_s"] = table_idle_redraws()
    report["undo_grace"] = grace_redraws_per_s()
    report["frames"] = frame_times(frames)
    for figure in ("p99_ms", "cpu_p99_ms"):   # wall time, and the frame's own CPU time
        worst = max((v["1920x1080"][figure], k) for k, v in report["frames"].items())
        report[f"worst_{figure}_1080p"] = {"scene": worst[1], figure: worst[0]}
    session = peak_rss_mb()
    report["peak_rss_mb"] = session["mb"]
    report["rss_session_games"] = session["games_played_to_the_end"]
    report["bench_process_rss_mb"] = round(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return report
