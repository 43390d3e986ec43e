"""One package per game table (game/ui/tables/<game>)."""
