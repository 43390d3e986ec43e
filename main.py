#!/usr/bin/env python3
"""Dungeon Table: the one entry point.

`python3 main.py` plays; `python3 main.py test` runs the tests. On a fresh machine both
first build a private environment in `.venv` from the pinned requirements files, showing
pip's progress, then run inside it. Later runs find the environment ready and start at once.
Other commands (sim, bench, shots, replay, check) are listed by `python3 main.py help`.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "dungeon-table-installed.json"


def _venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _requirement_files(dev: bool) -> list[Path]:
    files = [ROOT / "requirements.txt"]
    if dev:
        files.append(ROOT / "requirements-dev.txt")
    return files


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _installed() -> dict[str, str]:
    try:
        return json.loads(STAMP.read_text())
    except (OSError, ValueError):
        return {}


def _in_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def ensure_environment(dev: bool) -> None:
    """Make sure .venv holds the pinned packages, then re-run this command inside it."""
    files = _requirement_files(dev)
    done = _installed()
    missing = [f for f in files if done.get(f.name) != _digest(f)]
    python = _venv_python()
    if missing or not python.exists():
        if not python.exists():
            print("Dungeon Table: first run, creating a private Python environment in .venv ...",
                  flush=True)
            import venv
            venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
        print("Dungeon Table: installing pinned packages (" +
              ", ".join(f.name for f in files) + ") ...", flush=True)
        import subprocess
        cmd = [str(python), "-m", "pip", "install", "--disable-pip-version-check",
               "--progress-bar", "on"]
        for f in files:
            cmd += ["-r", str(f)]
        if subprocess.call(cmd) != 0:
            sys.exit("Dungeon Table: installing packages failed (see pip's message above). "
                     "Check the network connection to the package registry and run again.")
        done = _installed()
        done.update({f.name: _digest(f) for f in files})
        STAMP.write_text(json.dumps(done, indent=1))
        print("Dungeon Table: environment ready.", flush=True)
    if not _in_venv():
        os.execv(str(python), [str(python), str(ROOT / "main.py"), *sys.argv[1:]])


def run_tests(args: list[str]) -> int:
    import subprocess
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # makes pytest re-rewrite plugins on every start
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    workers = ["-n", "2"] if not any(a.startswith("-n") for a in args) else []
    cmd = [sys.executable, "-m", "pytest", "-q", *workers, *(args or ["tests"])]
    os.chdir(ROOT)
    return subprocess.call(cmd, env=env)


def main() -> None:
    argv = sys.argv[1:]
    command = argv[0] if argv else "play"
    if getattr(sys, "frozen", False):  # the built desktop app carries its packages
        from game.cli import main as cli_main
        sys.exit(cli_main(argv))
    ensure_environment(dev=command == "test")
    if command == "test":
        sys.exit(run_tests(argv[1:]))
    sys.path.insert(0, str(ROOT))
    from game.cli import main as cli_main
    sys.exit(cli_main(argv))


if __name__ == "__main__":
    main()
