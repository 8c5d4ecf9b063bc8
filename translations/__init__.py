"""Qt Linguist sources (.ts) and compiled catalogues (.qm), loaded with importlib.resources."""
