"""Computer players. They see information sets (observations) only, never the real State."""
