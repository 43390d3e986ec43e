"""`main.py bench --thinking`: how long a Hard computer keeps a player waiting at the real
table (issue 23 asks p95 <= 1 s on 2 cores), and how often the window redraws meanwhile.

Each game with a Hard level is opened at the default settings with two Hard computers and
run as `App.run` runs it, on the wall clock: frames paced to 60 a second while anything
moves, the loop polling while a computer thinks beside it. A decision is timed from the
frame its thinking starts to the frame its move is applied, which is what a player waits."""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

from game.ui.bench import _ms


def hard_decisions(decisions: int = 10, limit_s: float = 150.0) -> dict[str, Any]:
    """Per game: decisions timed, their p50/p95/max in ms, and redraws a second while a
    computer thinks."""
    from game.catalog import all_games
    from game.core.protocol import Seat
    from game.ui.app import FPS, IDLE_MS, POLL_MS, App
    from game.ui.settings import Settings
    from game.ui.table import TableScene
    data = Path(os.environ.setdefault("DUNGEON_TABLE_DATA", tempfile.mkdtemp(prefix="dt-")))
    report: dict[str, Any] = {}
    for info in all_games():
        hard = next((k for k in info.bots if info.bot_label(k) == "Hard"), None)
        if not info.playable or hard is None:
            continue
        app = App(size=(1280, 720), settings=Settings(), strict=True,
                  save_path=data / f"think-{info.key}.json")
        app.start_game(info, [Seat(f"Computer {i + 1}", hard) for i in range(2)], 4242)
        waited: list[float] = []
        thinking_s, thinking_redraws = 0.0, 0
        current, began = None, 0.0
        last = start = time.perf_counter()
        while len(waited) < decisions and last - start < limit_s:
            drawn = app.redraws
            now = time.perf_counter()
            app.step(dt=min(now - last, 0.1))
            frame_s, last = now - last, now
            table = next((s for s in app.stack.scenes if isinstance(s, TableScene)), None)
            if table is None or table.rules.is_over():
                break
            if current is not None:
                thinking_s += frame_s
                thinking_redraws += app.redraws - drawn
            if table.thinker is not current:
                if current is not None:
                    waited.append(time.perf_counter() - began)
                current, began = table.thinker, time.perf_counter()
            if app.needs_redraw():
                time.sleep(max(0.0, 1 / FPS - (time.perf_counter() - now)))
            else:
                time.sleep((POLL_MS if app.waiting else IDLE_MS) / 1000)
        app.stack.clear()
        report[info.key] = {
            "decisions": len(waited),
            "p50_ms": _ms(waited, 0.5) if waited else None,
            "p95_ms": _ms(waited, 0.95) if waited else None,
            "max_ms": round(max(waited) * 1000, 1) if waited else None,
            "redraws_per_s_while_thinking": round(thinking_redraws / thinking_s, 1)
            if thinking_s else None}
    return report
