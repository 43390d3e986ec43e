"""Pure game machinery shared by every game (never imports pygame)."""
