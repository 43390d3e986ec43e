"""What counts as a Trapper secret (trapper §6), for the conformance helper and tests.

A secret of seat S is what lies under S's fog: the kind and Fan direction of each fogged
trap, and the heirloom's tile. Views and events put every dungeon fact in a dict that
carries (or sits inside one that carries) `owner`; any dict about a fogged tile of another
seat that names its `kind` or `facing`, or a `heirloom` equal to the hidden heirloom, leaks.
"""
from __future__ import annotations

import json
from typing import Any

from game.games.trapper.rules import TrapperRules


def _documents(text: str) -> list[Any]:
    decoder = json.JSONDecoder()
    out, at = [], 0
    while at < len(text):
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            break
        doc, at = decoder.raw_decode(text, at)
        out.append(doc)
    return out


def trapper_leaks(rules: TrapperRules, viewer: int | None, text: str) -> list[str]:
    hidden = {}
    for owner, dungeon in enumerate(rules.state.dungeons):
        if owner == viewer:
            continue
        fog = {(c, r): t for (c, r), t in dungeon.traps.items() if not t.revealed}
        heirloom = None if dungeon.heirloom_revealed else dungeon.heirloom
        hidden[owner] = (fog, heirloom)
    found: list[str] = []

    def walk(node: Any, owner: int | None) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item, owner)
            return
        if not isinstance(node, dict):
            return
        if isinstance(node.get("owner"), int):
            owner = node["owner"]
        if owner in hidden:
            fog, heirloom = hidden[owner]
            cell = node.get("cell")
            if isinstance(cell, list) and tuple(cell) in fog:
                if node.get("kind") or node.get("facing"):
                    found.append(f"seat {owner}'s fogged trap at {cell}: {node}")
            if heirloom and isinstance(node.get("heirloom"), list) and \
                    tuple(node["heirloom"]) == heirloom:
                found.append(f"seat {owner}'s heirloom at {heirloom}")
            if heirloom and node.get("kind") == "heirloom" and \
                    tuple(node.get("cell") or ()) == heirloom:
                found.append(f"seat {owner}'s heirloom at {heirloom}")
        for value in node.values():
            walk(value, owner)

    for doc in _documents(text):
        walk(doc, None)
    return found
