"""The rules never import pygame (DESIGN.md, "The rooms")."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PURE = [ROOT / "game" / "core", ROOT / "game" / "content", ROOT / "game" / "games",
        ROOT / "game" / "tiled.py", ROOT / "game" / "catalog.py", ROOT / "game" / "paths.py",
        ROOT / "game" / "records", ROOT / "game" / "library", ROOT / "game" / "ui" / "match"]


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
            if node.module.startswith("game.ui"):
                names.add("game.ui")
    return names


def test_pure_modules_do_not_import_pygame_or_the_ui():
    files = []
    for place in PURE:
        files += [place] if place.is_file() else sorted(place.rglob("*.py"))
    assert files
    bad = {str(f.relative_to(ROOT)): sorted(_imports(f) & {"pygame", "game.ui"})
           for f in files}
    assert {k: v for k, v in bad.items() if v} == {}


def test_the_guard_notices_a_pygame_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("def f():\n    import pygame.draw\n")
    assert "pygame" in _imports(sample)
