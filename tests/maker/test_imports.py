"""No import circles in Maker's packages (issue 12 §2): each reads bottom-up, and the table's
package face never imports a module that imports it back. Imports inside functions count;
imports under `if TYPE_CHECKING:` do not."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("game/games/maker", "game/ui/tables/maker")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def runtime_imports(tree: ast.AST, known: set[str]) -> set[str]:
    """The modules of `known` that this tree imports when it runs (`from PKG import x`
    counts as importing PKG, and PKG.x when that is a module)."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)  # `from PKG import sub` runs PKG's face first
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found & known


def graph() -> dict[str, set[str]]:
    files = [f for pkg in PACKAGES for f in sorted((ROOT / pkg).glob("*.py"))]
    known = {module_name(f) for f in files}
    return {module_name(f): runtime_imports(ast.parse(f.read_text()), known) for f in files}


def circle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import loop, if there is any (depth-first search)."""
    state: dict[str, int] = {}
    path: list[str] = []

    def dfs(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (found := dfs(nxt)):
                return found
        state[node] = 2
        path.pop()
        return None

    for node in sorted(edges):
        if node not in state and (found := dfs(node)):
            return found
    return None


def test_issue_12_maker_packages_have_no_import_circle():
    assert circle(graph()) is None, " -> ".join(circle(graph()) or [])


def test_issue_12_the_walker_finds_a_circle_when_there_is_one():
    edges = graph()
    edges["game.ui.tables.maker.panels"].add("game.ui.tables.maker")
    assert circle(edges) is not None
    tree = ast.parse("from game.ui.tables.maker import panels\n"
                     "if TYPE_CHECKING:\n    import game.ui.tables.maker.scene\n")
    known = set(edges)
    assert runtime_imports(tree, known) == {"game.ui.tables.maker",
                                            "game.ui.tables.maker.panels"}


def test_issue_12_the_table_face_imports_only_what_does_not_import_it_back():
    edges = graph()
    face = "game.ui.tables.maker"
    assert edges[face], "the face hands on open_table and shot_scenes"
    assert not [m for m, out in edges.items() if face in out]
