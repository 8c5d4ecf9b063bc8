"""Mindbug at the table: :mod:`.faces` (card drawings and names), :mod:`.words` (log, prompts, refusals) and
:mod:`.layout` (:class:`MindbugTable`, the scene)."""

from cardtable.ui.games.mindbug.faces import FACES, card_name
from cardtable.ui.games.mindbug.layout import MindbugTable

__all__ = ["FACES", "MindbugTable", "card_name"]
