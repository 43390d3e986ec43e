"""What a DungeonLab seat must never see (lab §6): the map before the end, another seat's
gamemaster sentences, status or notebook, and anybody's position."""
from __future__ import annotations

import re

GM_SEAT = re.compile(r'"type": "GmSaid", "visible_to": \[[^\]]*\], "seat": (\d+)')
ME_SEAT = re.compile(r'"me": \{"seat": (\d+)')


def lab_leaks(rules, viewer, text: str) -> list[str]:
    found = []
    if not rules.is_over():
        found += [key for key in ('"things"', '"walls"', '"routes"', '"pits"')
                  if key in text]
    if '"pos"' in text or '"route"' in text:
        found.append("a position")
    found += [f"seat {s}'s gamemaster sentence" for s in GM_SEAT.findall(text)
              if int(s) != viewer]
    found += [f"seat {s}'s own view" for s in ME_SEAT.findall(text) if int(s) != viewer]
    return found
