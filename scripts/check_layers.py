#!/usr/bin/env python3
"""Checks the C++ layering that docs/Architecture.md states.

docs/Architecture.md holds a table between the markers
`<!-- layers:begin -->` and `<!-- layers:end -->`, one row a library:

    | library | sources | headers | may depend on |
    | RematAnalysis | lib/Analysis | include/remat/Analysis | RematDialect |

`sources` and `headers` are directories (or single files, comma-separated; a
more specific path wins over its parent directory); `may depend on` lists
the library's direct dependencies (`-` for none). The check fails, naming
each violation, where

* a library's CMake target (add_mlir_library / add_library in a
  CMakeLists.txt under lib/) links a remat library that is not in its row,
  or a row names a library that no CMakeLists.txt defines;
* the graph of the rows is cyclic;
* a source or header of a library includes a remat header owned by a
  library that is not itself or reachable through its row (transitively);
* a file under lib/ or include/remat/ belongs to no row.

    scripts/check_layers.py [ROOT]      # ROOT: the checkout (default: here)
"""

from __future__ import annotations

import os
import re
import sys

TABLE = re.compile(r"<!-- layers:begin -->(.*?)<!-- layers:end -->", re.S)
TARGET = re.compile(r"\b(?:add_mlir_library|add_library|add_mlir_dialect_library)\(\s*(\w+)")
LINKS = re.compile(r"LINK_LIBS\s+PUBLIC(.*)", re.S)
TARGET_LINK = re.compile(r"target_link_libraries\(\s*(\w+)(.*?)\)", re.S)
INCLUDE = re.compile(r'^\s*#\s*include\s+"(remat/[^"]+)"', re.M)
SOURCE_SUFFIXES = (".cpp", ".h", ".td")


def parse_table(root: str) -> dict[str, dict]:
    with open(os.path.join(root, "docs", "Architecture.md")) as f:
        match = TABLE.search(f.read())
    if not match:
        raise SystemExit("docs/Architecture.md: no layers table "
                         "(<!-- layers:begin --> ... <!-- layers:end -->)")
    rows = {}
    for line in match.group(1).splitlines():
        cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("library", "") or set(cells[0]) <= {"-", ":"}:
            continue
        name, sources, headers, deps = cells
        split = lambda text: [p.strip().strip("`") for p in text.split(",")
                              if p.strip().strip("`") not in ("", "-")]
        rows[name] = {"sources": split(sources), "headers": split(headers),
                      "deps": split(deps)}
    return rows


def owner(path: str, rows: dict[str, dict], key: str) -> str | None:
    """The library whose `key` paths hold `path` (the longest match wins)."""
    best, best_len = None, -1
    for name, row in rows.items():
        for prefix in row[key]:
            if (path == prefix or path.startswith(prefix.rstrip("/") + "/")) and \
                    len(prefix) > best_len:
                best, best_len = name, len(prefix)
    return best


def cmake_edges(root: str) -> dict[str, set[str]]:
    """Remat library -> the remat libraries its CMake target links."""
    edges: dict[str, set[str]] = {}
    for dirpath, _, files in os.walk(os.path.join(root, "lib")):
        if "CMakeLists.txt" not in files:
            continue
        with open(os.path.join(dirpath, "CMakeLists.txt")) as f:
            text = re.sub(r"#.*", "", f.read())
        for match in TARGET.finditer(text):
            name = match.group(1)
            edges.setdefault(name, set())
            # The call's arguments: up to the parenthesis that closes it.
            depth, end = 1, match.end()
            while end < len(text) and depth:
                depth += {"(": 1, ")": -1}.get(text[end], 0)
                end += 1
            links = LINKS.search(text[match.end():end])
            if links:
                edges[name] |= set(re.findall(r"\b(Remat\w+)\b", links.group(1)))
        for match in TARGET_LINK.finditer(text):
            edges.setdefault(match.group(1), set()).update(
                re.findall(r"\b(Remat\w+)\b", match.group(2)))
    return edges


def find_cycle(graph: dict[str, list[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for dep in graph.get(node, []):
            if state.get(dep) == 1:
                return stack[stack.index(dep):] + [dep]
            if dep not in state:
                cycle = visit(dep)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def closure(rows: dict[str, dict], name: str) -> set[str]:
    seen, todo = {name}, [name]
    while todo:
        for dep in rows.get(todo.pop(), {}).get("deps", []):
            if dep not in seen:
                seen.add(dep)
                todo.append(dep)
    return seen


def main() -> int:
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), ".."))
    rows = parse_table(root)
    errors = []
    for name, row in rows.items():
        for dep in row["deps"]:
            if dep not in rows:
                errors.append(f"{name}: depends on {dep}, which has no row")
    cycle = find_cycle({name: row["deps"] for name, row in rows.items()})
    if cycle:
        errors.append("the layers are cyclic: " + " -> ".join(cycle))

    edges = cmake_edges(root)
    for name in sorted(rows):
        if name not in edges:
            errors.append(f"{name}: no CMake target of that name under lib/")
    for name, links in sorted(edges.items()):
        if name not in rows:
            errors.append(f"CMake target {name} has no row in docs/Architecture.md")
            continue
        for dep in sorted(links - set(rows[name]["deps"]) - {name}):
            errors.append(f"{name} links {dep}, not in its row (may depend on: "
                          f"{', '.join(rows[name]['deps']) or '-'})")

    checked = 0
    for top in ("lib", os.path.join("include", "remat")):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for file in sorted(files):
                if not file.endswith(SOURCE_SUFFIXES):
                    continue
                path = os.path.relpath(os.path.join(dirpath, file), root)
                key = "sources" if top == "lib" else "headers"
                library = owner(path, rows, key)
                if library is None:
                    errors.append(f"{path}: in no library's {key}")
                    continue
                allowed = closure(rows, library)
                with open(os.path.join(root, path), errors="replace") as f:
                    text = f.read()
                for include in INCLUDE.findall(text):
                    if include.endswith(".inc"):
                        continue
                    checked += 1
                    target = owner(os.path.join("include", include), rows, "headers")
                    if target is None:
                        errors.append(f"{path}: includes {include}, owned by no library")
                    elif target not in allowed:
                        errors.append(f"{path} ({library}) includes {include} "
                                      f"({target}), which {library} may not depend on")
    for error in errors:
        print("error:", error)
    num_edges = sum(len(row["deps"]) for row in rows.values())
    print(f"layers: {len(rows)} libraries, {num_edges} edges, "
          f"{'cyclic' if cycle else 'acyclic'}; {checked} includes checked, "
          f"{len(errors)} violations")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
