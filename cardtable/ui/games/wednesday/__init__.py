"""Wednesday at the table: :mod:`.faces` (cursed cards, characters, Thing), :mod:`.words` (log, prompts, refusals,
summaries) and :mod:`.layout` (:class:`WednesdayTable`, the scene)."""

from cardtable.ui.games.wednesday.faces import FACES, card_name, character_name
from cardtable.ui.games.wednesday.layout import WednesdayTable

__all__ = ["FACES", "WednesdayTable", "card_name", "character_name"]
