"""What the saves tests share: the program started again on a saves folder."""
from __future__ import annotations

from pathlib import Path


def started_on(folder: Path):
    """The program started on `folder` at default settings, its launcher on screen and
    the records read (they are read once the launcher's first frame is drawn)."""
    from game.ui.app import App
    from game.ui.scenes.launcher import LauncherScene
    from game.ui.settings import Settings
    app = App(size=(1280, 720), settings=Settings(), strict=True,
              save_path=folder / "autosave.json")
    launcher = LauncherScene(app)
    app.stack.push(launcher)
    app.step()
    app.step()
    return app, launcher


def table_of(app):
    """The table on the stack (a hand-off or a message may stand in front of it)."""
    return next(s for s in app.stack.scenes if hasattr(s, "session"))
