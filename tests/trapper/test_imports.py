"""No import circles in Trapper's packages (issue 12 §2: content.py <-> maps.py was one):
each reads bottom-up. Imports inside functions count; `if TYPE_CHECKING:` ones do not. The
walker is Maker's (tests/maker/test_imports.py), pointed at Trapper's packages."""
from __future__ import annotations

import ast

from tests.maker.test_imports import ROOT, circle, module_name, runtime_imports

PACKAGES = ("game/games/trapper", "game/ui/tables/trapper")


def graph() -> dict[str, set[str]]:
    files = [f for pkg in PACKAGES for f in sorted((ROOT / pkg).glob("*.py"))]
    known = {module_name(f) for f in files}
    return {module_name(f): runtime_imports(ast.parse(f.read_text()), known) for f in files}


def test_issue_12_trapper_packages_have_no_import_circle():
    edges = graph()
    assert "game.games.trapper.layout" in edges["game.games.trapper.maps"]
    assert circle(edges) is None, " -> ".join(circle(edges) or [])


def test_issue_12_content_and_maps_read_bottom_up():
    """content imports maps, maps imports layout; neither imports the other back."""
    edges = graph()
    assert "game.games.trapper.maps" in edges["game.games.trapper.content"]
    assert "game.games.trapper.content" not in edges["game.games.trapper.maps"]
    edges["game.games.trapper.maps"].add("game.games.trapper.content")   # the old circle
    assert circle(edges) is not None
