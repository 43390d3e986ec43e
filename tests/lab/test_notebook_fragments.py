"""Fragments as the notebook lays them out (lab §6): a fragment grows as she draws at its
edge; a side on its outline is its own, so a right-click monolith there is drawn on it and
lands on the page (or on another fragment) with it; loose fragments lie in a tray, never
over each other; a drop on the page or on a fragment shows and then does the same merge."""
from __future__ import annotations

import itertools

import pytest

from game.games.lab import fragments as fr
from game.games.lab import notebook as nb
from game.games.lab.sides import nearest_side


def view(ops, levels=1):
    return nb.sheet_to_dict(nb.fold(ops, levels))


def frag_layer(ops, fid=1):
    return view(ops)["fragments"][str(fid)]["layer"]


def test_a_new_fragment_is_three_by_three_round_her_cell():
    assert fr.extent(frag_layer([("fragment", 1, 9, 1)])) == (0, 0, 2, 2)


@pytest.mark.parametrize("op,box", [
    (("stamp", 1, 1, 2, 1, "pit"), (0, 0, 3, 2)),           # a stamp in the east column
    (("stamp", 1, 1, 0, 0, "pit"), (-1, -1, 2, 2)),         # in the corner: room west, north
    (("note", 1, 1, 1, 2, "cow?"), (0, 0, 2, 3)),
    (("unsure", 1, 1, 2, 2, "hanging"), (0, 0, 3, 3)),
    (("stamp", 1, 1, 1, 1, "lion"), (0, 0, 2, 2)),          # inside: no growth
    (("edges", 1, 1, "monolith", (2, 1, "E")), (0, 0, 3, 2)),   # the outer east side
    (("edges", 1, 1, "monolith", (-1, 1, "E")), (-1, 0, 2, 2)),  # the outer west side
    (("edges", 1, 1, "wire", (1, -1, "S")), (0, -1, 2, 2)),      # the outer north side
    (("pen", 1, 1, 5, 5, 45, 5), (0, 0, 4, 2)),
])
def test_drawing_at_a_fragments_edge_grows_it(op, box):
    assert fr.extent(frag_layer([("fragment", 1, 9, 1), op])) == box


def test_it_grows_as_far_as_she_needs():
    """Two steps from a pit and on: each stamp at the edge makes room for the next."""
    ops = [("fragment", 1, 9, 1)]
    for x in range(0, 8):
        ops.append(("stamp", 1, 1, x, 1, "river"))
        x0, y0, x1, y1 = fr.extent(frag_layer(ops))
        assert x1 == max(2, x + 1)              # always a free column east of the last
    assert fr.size(frag_layer(ops)) == (10, 3)


def test_a_side_on_a_fragments_outline_is_the_fragments_not_the_pages():
    """The lost monolith: she right-clicks just outside the fragment's west edge; the point
    belongs to the fragment, so the side is its outer west side, not a page side."""
    sheet = view([("fragment", 1, 9, 2)])
    places = fr.placed(sheet, 1)
    assert places == {1: (9, 2)} and fr.placed(sheet, 2) == {}
    for fx, fy, side in ((8.95, 3.5, (-1, 1, "E")), (12.05, 3.5, (2, 1, "E")),
                         (10.5, 5.05, (1, 2, "S")), (10.5, 1.95, (1, -1, "S"))):
        layer, origin = fr.owner(sheet, 1, places, fx, fy)
        assert layer == 1 and origin == (9, 2)
        assert nearest_side(fx - origin[0], fy - origin[1]) == side
    assert fr.owner(sheet, 1, places, 8.5, 3.5) == (-1, (0, 0))       # half a cell off
    assert fr.owner(sheet, 2, places, 10.5, 3.5) == (-1, (0, 0))      # another level


def test_outer_side_monoliths_survive_a_merge_onto_the_page_and_onto_a_fragment():
    outer = [(-1, 1, "E"), (2, 1, "E"), (1, -1, "S"), (1, 2, "S")]
    ops = [("fragment", 1, 20, 20), ("edges", 1, 1, "monolith", *outer)]
    sheet = view(ops)
    ops += [("fragment", 1, 30, 30), ("stamp", 1, 2, 0, 0, "pit")]
    into_frag = ops + [op[:1] + op[1] for op in fr.merge_edits(1, 2, (4, 0))]
    got = view(into_frag)
    assert list(got["fragments"]) == ["2"]
    assert sorted(tuple(e) for e in got["fragments"]["2"]["layer"]["edges"]) == sorted(
        (x + 4, y, k, "monolith") for x, y, k in outer)
    onto_page = into_frag + [op[:1] + op[1] for op in
                             fr.merge_edits(2, -1, (1, 1))]
    page = view(onto_page)["pages"]["1"]
    assert got["fragments"] and not view(onto_page)["fragments"]
    assert sorted(tuple(e) for e in page["edges"]) == sorted(
        (x + 5, y + 1, k, "monolith") for x, y, k in outer)
    assert [1, 1, "pit"] in page["stamps"]
    assert sheet["fragments"]["1"]["layer"]["edges"]      # drawn on the fragment itself


def test_loose_fragments_in_the_tray_never_overlap_and_keep_their_places():
    ops = [("fragment", 1, 9, 1), ("fragment", 1, 9, 1), ("fragment", 1, 10, 2),
           ("fragment", 1, 9, 9), ("fragment", 2, 1, 1)]
    ops += [("stamp", 1, 2, x, 0, "river") for x in range(6)]      # a long one
    ops += [("stamp", 1, 3, 0, y, "pit") for y in range(4)]        # a tall one
    sheet = view(ops, levels=2)
    t = fr.tray(sheet, 1, (400, 900), 40)
    assert sorted(t.places) == [1, 2, 3, 4] and t.cell == 40
    for a, b in itertools.combinations(t.boxes.values(), 2):
        apart_x = a[2] + fr.GAP < b[0] or b[2] + fr.GAP < a[0]
        apart_y = a[3] + fr.GAP < b[1] or b[3] + fr.GAP < a[1]
        assert apart_x or apart_y, (a, b)
    for fid, (ox, oy) in t.places.items():    # each box is its extent at its place
        x0, y0, x1, y1 = fr.extent(sheet["fragments"][str(fid)]["layer"])
        assert t.boxes[fid] == (x0 + ox, y0 + oy, x1 + ox, y1 + oy)
        assert t.boxes[fid][1] >= fr.GAP               # room for its handle above
        assert t.boxes[fid][2] < max(10, t.columns)
    dragged = view(ops + [("drag", 1, 40, 40), ("drag", 3, -5, 7)], levels=2)
    assert fr.tray(dragged, 1, (400, 900), 40).places == t.places   # sizes, not drags


def test_a_short_tray_shrinks_its_cells_and_the_page_scale_is_not_its_business():
    ops = [("fragment", 1, 9, 1) for _ in range(12)]
    sheet = view(ops)
    roomy = fr.tray(sheet, 1, (300, 2000), 40)
    tight = fr.tray(sheet, 1, (300, 400), 40)
    assert roomy.cell == 40 and tight.cell < 40
    assert tight.rows * tight.cell <= 400
    assert fr.tray(view([]), 1, (300, 400), 40).places == {}
    wide = fr.tray(view([("fragment", 1, 1, 1)] + [("stamp", 1, 1, x, 0, "river")
                                                     for x in range(12)]), 1, (300, 400), 40)
    assert wide.columns * wide.cell <= 300 and wide.columns == 14


def test_the_drop_preview_is_what_the_merge_then_does():
    """One laying over for the page and for a fragment: the cells the preview says are
    replaced are exactly those the merge changes; a generic stamp over a specific one
    replaces nothing."""
    ops = [("stamp", 1, -1, 4, 3, "gourm"), ("stamp", 1, -1, 5, 3, "lights"),
           ("edges", 1, -1, "simple", (5, 3, "E")), ("note", 1, -1, 6, 4, "shop"),
           ("fragment", 1, 9, 8), ("stamp", 1, 1, 0, 0, "lights"),
           ("stamp", 1, 1, 1, 0, "hospital"), ("edges", 1, 1, "wire", (1, 0, "E")),
           ("note", 1, 1, 2, 1, "shop"), ("fragment", 1, 20, 20),
           ("stamp", 1, 2, 0, 0, "orc"), ("edges", 1, 2, "none", (1, 0, "E"))]
    sheet = view(ops)
    p = fr.preview(sheet, 1, -1, (4, 3))
    assert p.target == -1 and sorted(p.replaced) == [(5, 3)]
    assert p.words() == "Drop: merge it here (1 mark replaced)"
    assert (4, 3) in p.cells and len(p.cells) == 5 * 4    # room round the corner stamp
    merged = view(ops + [op[:1] + op[1] for op in fr.merge_edits(1, -1, (4, 3))])
    stamps = {(x, y): s for x, y, s in merged["pages"]["1"]["stamps"]}
    assert stamps[(4, 3)] == "gourm" and stamps[(5, 3)] == "hospital"
    q = fr.preview(sheet, 1, 2, (-1, 0))
    assert q.target == 2 and q.replaced == [(0, 0)]   # a hospital on the orc, wire on open
    assert q.words() == "Drop: merge it into fragment 2 here (1 mark replaced)"
    into = view(ops + [op[:1] + op[1] for op in fr.merge_edits(1, 2, (-1, 0))])
    layer = fr.layer_of(into["fragments"]["2"]["layer"])
    assert layer.stamps == {(0, 0): "hospital", (-1, 0): "lights"}      # the orc replaced
    assert layer.edges[(0, 0, "E")] == "wire" and layer.notes[(1, 1)] == "shop"
    assert fr.preview(sheet, 1, None, (0, 0)).words() == "Drop: it goes back to the tray"
    assert fr.preview(sheet, 1, 2, (30, 30)).replaced == []
    assert fr.preview(sheet, 1, 7, (0, 0)).target is None      # no such fragment (any more)


def test_a_drop_is_one_valid_edit_and_one_undo_takes_it_back():
    ops = [("fragment", 1, 9, 8), ("stamp", 1, 1, 0, 0, "pit"), ("fragment", 1, 2, 2)]
    before = view(ops)
    (op, args), = fr.merge_edits(1, 2, (3, -2))
    assert nb.check_op(op, args, 1, len(ops), nb.fragment_ids(ops, 1)) == ""
    merged = view(ops + [(op, *args)])
    assert merged["fragments"].keys() == {"2"}
    assert merged["fragments"]["2"]["layer"]["stamps"] == [[3, -2, "pit"]]
    assert view(ops + [(op, *args), ("undo",)]) == before
    for bad in ((1, 2, 3), (1, 2, "a", 0), (1, 1, 0, 0)):
        assert nb.check_op("merge", bad, 1, len(ops), nb.fragment_ids(ops, 1))
