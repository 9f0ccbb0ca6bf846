"""No import cycles among our modules (issue #16 "Layers without cycles").

Every ``import`` statement of every module of the program's packages counts, also those
inside functions and under ``TYPE_CHECKING``: a cycle hidden in a function is still two modules that
need each other. Importing ``a.b.c`` is an edge to ``a.b.c`` (the parent packages' ``__init__`` that
Python runs first is not counted: re-exporting from a package's own submodules is not a cycle).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import REPO, SHIPPED_PACKAGES

PACKAGES = SHIPPED_PACKAGES


def modules() -> dict[str, Path]:
    """Module name -> file, for every module of our packages."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            parts = list(path.relative_to(REPO).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _ours(name: str, known: dict[str, Path]) -> str | None:
    """The module of ours that ``name`` (a module, or a name inside one) refers to."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def import_graph(known: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports (anywhere in its text)."""
    graph: dict[str, set[str]] = {m: set() for m in known}
    for module, path in known.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join([*anchor, base] if base else anchor)
                # ``from pkg import sub`` imports the submodule ``pkg.sub`` when there is one
                targets = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                    for alias in node.names
                ]
            for target in targets:
                ours = _ours(target, known)
                if ours is not None and ours != module:
                    graph[module].add(ours)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_graph_sees_our_imports() -> None:
    graph = import_graph(modules())
    assert len(graph) > 100
    assert "engine.tiebreaks.compute" in graph["engine.tiebreaks.ranking"]
    assert (
        "operations.mapper" in graph["operations.tournament_file"]
    )  # ``from operations import mapper, ...``
    assert "engine.standings" in graph["operations.results"]  # imported inside ``Results.standings``
    assert "engine.manual_pairing" in graph["operations.rounds"]  # under ``TYPE_CHECKING``
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycles() -> None:
    found = cycles(import_graph(modules()))
    assert found == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in found)
