"""Reading content files: YAML -> pydantic models, with errors that name the file, the
entry, the field and what was expected.

A game keeps its models and a `load(folder) -> Content` function in
`game/games/<game>/content.py`; `game.content.registry.ContentRegistry` loads each game
lazily, once.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from game.content.errors import ContentError

M = TypeVar("M", bound=BaseModel)

try:  # the C loader is much faster where PyYAML was built with libyaml
    _Loader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the wheel
    _Loader = yaml.SafeLoader


def _rel(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def read_yaml(path: Path) -> Any:
    """Parse one YAML file safely; a syntax error names the file and line."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError([f"{_rel(path)}: the file is missing"]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError([f"{_rel(path)}: cannot be read ({exc})"]) from None
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - a safe loader
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise ContentError([f"{_rel(path)}:{where}: not valid YAML ({problem})"]) from None


def _describe(exc: ValidationError, prefix: str) -> list[str]:
    problems = []
    for err in exc.errors():
        loc = [str(p) for p in err["loc"]]
        field = ".".join(loc) if loc else "(the entry itself)"
        got = err.get("input")
        got_text = "" if isinstance(got, dict) else f" (got {got!r:.40})"
        problems.append(f"{prefix}, field '{field}': {err['msg'].lower()}{got_text}")
    return problems


def load_entries(path: Path, model: type[M]) -> dict[str, M]:
    """A file that maps entry ids to fields: `shark_pit: {tier: 3, buy: 6}`."""
    raw = read_yaml(path)
    if not isinstance(raw, dict) or not raw:
        raise ContentError([f"{_rel(path)}: expected a mapping of entries (id: fields)"])
    entries: dict[str, M] = {}
    problems: list[str] = []
    for key, fields in raw.items():
        prefix = f"{_rel(path)}: entry '{key}'"
        if not isinstance(fields, dict):
            problems.append(f"{prefix}: expected a mapping of fields, got {fields!r:.40}")
            continue
        try:
            entries[str(key)] = model.model_validate({"id": str(key), **fields})
        except ValidationError as exc:
            problems.extend(_describe(exc, prefix))
    if problems:
        raise ContentError(problems)
    return entries


def load_document(path: Path, model: type[M]) -> M:
    """A file that is one model as a whole."""
    raw = read_yaml(path)
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise ContentError(_describe(exc, f"{_rel(path)}: document")) from None
