"""The commands behind `python3 main.py` (the environment is ready when this runs)."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    import argparse

HELP = """\
Dungeon Table

  python3 main.py                     play (the launcher)
  python3 main.py play [--game G --seats N --seed S]   straight into a game
  python3 main.py test [pytest args]  run the tests
  python3 main.py sim G --games N --seed S [--seats K] [--bots easy,normal] [--option k=v]
                      [--think-ms T] [--swap]   bot games between computer levels
                      (--swap: the levels change seats from game to game), JSON out
  python3 main.py bench               frame timings and start-up, JSON out
  python3 main.py bench --engine [--game G --games N --seed S]   rules and bots timings
  python3 main.py bench --thinking    Hard computers' decision times at the real table
  python3 main.py shots DIR           a PNG of every scene and game phase
  python3 main.py replay FILE         play a save back, step by step
  python3 main.py check               validate every content and map file
Games: doodle, maker, trapper, lab, rial.
"""


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _parser(command: str) -> "argparse.ArgumentParser":
    """The parser of one command (building all of them costs start-up time)."""
    import argparse
    p = argparse.ArgumentParser(prog="main.py", add_help=False)
    sub = p.add_subparsers(dest="command")
    if command == "play":
        _play_parser(sub)
        return p
    _play_parser(sub)
    sim = sub.add_parser("sim")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--seats", type=int)
    sim.add_argument("--bots", default="")
    sim.add_argument("--think-ms", type=float)
    sim.add_argument("--swap", action="store_true")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a setup option, as the seats screen sets it (repeatable)")
    sim.add_argument("--list-probes", action="store_true",
                     help="list the game's probe players (seat kinds probe:<name>) and stop")
    bench = sub.add_parser("bench")
    bench.add_argument("--frames", type=int, default=120)
    bench.add_argument("--engine", action="store_true")
    bench.add_argument("--thinking", action="store_true")
    bench.add_argument("--games", type=int, default=3)
    bench.add_argument("--seed", type=int, default=1000)
    bench.add_argument("--game")
    shots = sub.add_parser("shots")
    shots.add_argument("dir")
    replay = sub.add_parser("replay")
    replay.add_argument("file")
    replay.add_argument("--delay", type=float, default=0.6)
    sub.add_parser("check")
    sub.add_parser("help")
    return p


def _play_parser(sub: Any) -> None:
    play = sub.add_parser("play")
    play.add_argument("--game")
    play.add_argument("--seats", type=int)
    play.add_argument("--seed", type=int)
    play.add_argument("--bots", default="", help="comma list of bot kinds for seats 2..")


def main(argv: Sequence[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not argv:
        argv = ["play"]
    if argv[0] in ("help", "-h", "--help"):
        print(HELP)
        return 0
    if list(argv) == ["play"]:  # the usual start: the launcher, without loading argparse
        from types import SimpleNamespace
        plain = SimpleNamespace(game=None, seats=None, seed=None, bots="")
        return _guarded(lambda: _play(plain))
    try:
        args = _parser(argv[0]).parse_args(list(argv))
    except SystemExit:
        print(HELP)
        return 2
    command = args.command
    if command == "check":
        return cmd_check()
    if command == "sim":
        return cmd_sim(args)
    if command == "play":
        return _guarded(lambda: _play(args))
    if command == "replay":
        return _guarded(lambda: _replay(args))
    if command == "bench" and args.engine:
        from game.core.enginebench import run_engine_bench
        print(json.dumps(run_engine_bench(args.games, args.seed, args.game), indent=1))
        return 0
    _headless()
    if command == "bench" and args.thinking:
        from game.ui.bench_thinking import hard_decisions
        print(json.dumps(hard_decisions(), indent=1))
        return 0
    if command == "bench":
        from game.ui.bench import run_bench
        print(json.dumps(run_bench(frames=args.frames), indent=1))
        return 0
    if command == "shots":
        from game.ui.shots import run_shots
        written = run_shots(Path(args.dir))
        print(f"wrote {len(written)} screenshots to {args.dir}")
        return 0
    print(HELP)
    return 2


def _play(args: Any) -> int:
    from game.ui.app import run_app
    return run_app(game=args.game, seats=args.seats, seed=args.seed,
                   bots=[b for b in args.bots.split(",") if b])


def _replay(args: Any) -> int:
    from game.ui.app import run_replay
    return run_replay(Path(args.file), delay=args.delay)


def _guarded(run: Any) -> int:
    """Start the window; should anything escape it, write the details to errors.log and
    say so in one plain sentence instead of a traceback."""
    try:
        return run()
    except KeyboardInterrupt:
        return 130
    except Exception:  # noqa: BLE001 - the last line of defence at start-up
        from game.paths import log_error
        log = log_error("start-up")
        print(f"Dungeon Table stopped on an unexpected problem. Details were written to "
              f"{log}.", file=sys.stderr)
        return 1


def gui_main() -> None:
    """Entry point of the installed app (pyproject's gui-scripts)."""
    sys.exit(main(["play"]))


def cmd_sim(args: Any) -> int:
    from game.catalog import game_info
    from game.core.sim import run_sim
    try:
        info = game_info(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    if not info.playable and not info.rules:
        print(f"{info.title} is not playable yet.", file=sys.stderr)
        return 2
    if args.list_probes:
        for name, factory in sorted(info.load_probes().items()):
            doc = (getattr(factory, "__doc__", None) or "").strip().splitlines()
            print(f"probe:{name}" + (f"  {doc[0]}" if doc else ""))
        return 0
    content = _content_for(info.key)
    try:
        options = sim_options(info, args.option)
        report = run_sim(info, args.games, seed=args.seed, seats=args.seats,
                         bots=[b for b in args.bots.split(",") if b] or None,
                         content=content, think_ms=args.think_ms, swap=args.swap,
                         options=options or None)
    except ValueError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    print(json.dumps(report, indent=1))
    return 1 if report["errors"] else 0


def sim_options(info: Any, pairs: list[str]) -> dict[str, Any]:
    """`--option key=value` pairs as the game's option values (a number or yes/no read as
    the option's type); ValueError naming the option and its values otherwise."""
    specs = {o.key: o for o in info.options}
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or key not in specs:
            raise ValueError(f"--option {pair!r}: {info.title} has the options "
                             f"{', '.join(sorted(specs))} (key=value)")
        spec = specs[key]
        value: Any = text
        if isinstance(spec.default, bool):
            value = {"yes": True, "true": True, "on": True, "1": True,
                     "no": False, "false": False, "off": False, "0": False}.get(text.lower(), text)
        elif isinstance(spec.default, int):
            value = int(text) if text.lstrip("-").isdigit() else text
        try:
            options[key] = spec.validate(value)
        except ValueError as exc:
            raise ValueError(f"--option {pair!r}: {exc.args[0]}") from None
    return options


def _content_for(key: str) -> Any:
    from game.content import ContentRegistry
    from game.paths import CONTENT
    registry = ContentRegistry(CONTENT)
    return registry.get(key) if registry.has_content(key) else None


def check_problems() -> list[str]:
    """Every problem with the content and map files (empty when all is well)."""
    import importlib

    from game.catalog import GAME_KEYS
    from game.content import ContentRegistry
    from game.paths import CONTENT, MAPS, SOUNDS
    from game.sound.table import sound_problems
    from game.tiled import load_folder

    problems: list[str] = []
    registry = ContentRegistry(CONTENT)
    for key in GAME_KEYS:
        problems += registry.problems(key)
    for folder in sorted(p for p in MAPS.iterdir() if p.is_dir()):
        try:
            check = importlib.import_module(f"game.games.{folder.name}.maps").check_map
        except ModuleNotFoundError:
            check = lambda data: []  # noqa: E731 - a folder no game reads: readable is enough
        problems += load_folder(folder, check, lambda data: data)[1]
    problems += sound_problems(CONTENT / "sounds.yaml", SOUNDS)
    return problems


def cmd_check() -> int:
    problems = check_problems()
    for line in problems:
        print(line)
    if problems:
        print(f"check: {len(problems)} problem(s) found")
        return 1
    print("check: all content, maps and sounds are valid")
    return 0
