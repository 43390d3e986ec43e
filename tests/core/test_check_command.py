"""`main.py check` names every broken content or map file and exits non-zero."""
from __future__ import annotations

import shutil
from pathlib import Path

import game.paths
from game.cli import cmd_check

ROOT = Path(__file__).resolve().parents[2]


def test_check_passes_on_the_shipped_files(capsys):
    assert cmd_check() == 0
    assert "all content, maps and sounds are valid" in capsys.readouterr().out


def test_check_names_a_broken_file_and_fails(tmp_path, monkeypatch, capsys):
    content = tmp_path / "content"
    shutil.copytree(ROOT / "content", content)
    traps = content / "trapper" / "traps.yaml"
    traps.write_text(traps.read_text().replace("buy:", "buy: [", 1))
    maps = tmp_path / "maps"
    shutil.copytree(ROOT / "maps", maps)
    (maps / "trapper" / "broken.tmx").write_text("<map>")
    monkeypatch.setattr(game.paths, "CONTENT", content)
    monkeypatch.setattr(game.paths, "MAPS", maps)
    assert cmd_check() == 1
    out = capsys.readouterr().out
    assert "traps.yaml" in out and "broken.tmx" in out and "problem(s) found" in out
