"""Plague at the table: :mod:`.faces` (card drawings and names), :mod:`.words` (log, prompts, refusals, summary) and
:mod:`.layout` (:class:`PlagueTable`, the scene)."""

from cardtable.ui.games.plague.faces import FACES, card_name
from cardtable.ui.games.plague.layout import PlagueTable

__all__ = ["FACES", "PlagueTable", "card_name"]
