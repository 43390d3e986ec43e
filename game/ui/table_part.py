"""What a part of the table shell is written against: `TablePart` is `TableScene` to the type
checker (a part reads and calls the whole table's names) and `object` at run time (the
parts are mixins `TableScene` composes, so no part imports the shell)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.table import TableScene as TablePart
else:
    TablePart = object

__all__ = ["TablePart"]
