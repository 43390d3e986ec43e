"""`main.py bench`: start-up time, per-scene frame times at 1280x720 and 1920x1080, idle
redraws, peak memory. Headless (dummy video driver); prints JSON.

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
