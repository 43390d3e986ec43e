"""Scenes and tables see the app only as `game.ui.services.Services`: no module under
`game/ui/scenes` or `game/ui/tables` imports `game/ui/app.py`, not even for a type hint, and
the running app offers every service the protocol names."""
from __future__ import annotations

import ast
from pathlib import Path

from game.ui.services import Services

UI = Path(__file__).resolve().parents[2] / "game" / "ui"


def app_imports(path: Path) -> list[int]:
    """Lines of `path` that import game.ui.app (at run time or under TYPE_CHECKING)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module == "game.ui.app":
            found.append(node.lineno)
        elif isinstance(node, ast.Import) and any(a.name == "game.ui.app" for a in node.names):
            found.append(node.lineno)
    return found


def test_no_scene_or_table_imports_the_app_module():
    offenders = {str(p.relative_to(UI)): lines
                 for folder in ("scenes", "tables") for p in sorted((UI / folder).rglob("*.py"))
                 if (lines := app_imports(p))}
    assert not offenders, f"import game.ui.app (use game.ui.services.Services): {offenders}"


def test_the_app_offers_every_service(app):
    names = [n for n in vars(Services) if not n.startswith("_")] + \
        list(Services.__annotations__)
    missing = [n for n in names if not hasattr(app, n)]
    assert not missing, missing
