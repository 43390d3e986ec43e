"""The board's coordinates on screen (rial §2): A.. along the columns, 1.. along the rows,
in line with the squares they name, the names the log, the coach and the hint use."""
from __future__ import annotations

from game.ui.tables.rial.coords import label_cells
from tests import play
from tests.rial.screen import ready


def test_every_column_letter_and_row_number_is_drawn_beside_its_squares(app):
    _session, table = ready(app)
    geo, layout = table.geo, table.rules.layout
    drawn = play.drawn_text(app)
    letters = [chr(ord("A") + c) for c in range(geo.width)]
    numbers = [str(r + 1) for r in range(geo.height)]
    assert all(text in drawn for text in letters + numbers), drawn
    where = dict(label_cells(geo))
    entrances = {geo.grid_cell(-n) for n in geo.entrances}
    for sq, kind in enumerate(table.rules.view(None)["board"]["kinds"]):
        if kind == "#":
            continue
        name = layout.label(sq)                       # "C4", as the log says it
        col, row = geo.grid_cell(sq)
        assert where[name[0]][0] == col, f"{name[0]} over {name}'s column"
        assert where[name[1:]][1] == row, f"{name[1:]} beside {name}'s row"
        assert where[name[0]] not in entrances and where[name[1:]] not in entrances
