"""Pure rules, one package per game. Each package's `__init__` holds only its `INFO`."""
