"""Bundled resources (fonts, card art, rules pages), loaded with importlib.resources."""
