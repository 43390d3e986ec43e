#!/usr/bin/env bash
# Put Dungeon Table in the desktop's application menu (Linux, per user), pointing at the
# built app in dist/ if there is one, otherwise at `python3 main.py` in this checkout.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/128x128/apps"
mkdir -p "$apps" "$icons"
cp "$here/packaging/dungeon-table.png" "$icons/dungeon-table.png"
if [ -x "$here/dist/dungeon-table/dungeon-table" ]; then
  exec_line="$here/dist/dungeon-table/dungeon-table"
else
  exec_line="python3 $here/main.py"
fi
sed "s|^Exec=.*|Exec=$exec_line|; s|^Icon=.*|Icon=$icons/dungeon-table.png|" \
  "$here/packaging/dungeon-table.desktop" > "$apps/dungeon-table.desktop"
echo "installed $apps/dungeon-table.desktop"
