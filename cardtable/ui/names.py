"""Default player names that follow the language.

A seat whose name the player left at its default is stored by the default's English source ("Sara", "Ali", …, see
:data:`DEFAULT_NAMES`) and shown translated in the current language (:func:`shown_name`), so the table, the log and
the game-end dialog say "سارا" after a switch to Persian mid-game and "Sara" after the switch back. A name the player
typed is stored and shown as typed; one that happens to equal its seat's default (in either language) counts as the
default.
"""

from __future__ import annotations

from cardtable.ui.i18n import QT_TRANSLATE_NOOP, translate

DEFAULT_NAMES = (
    QT_TRANSLATE_NOOP("Names", "Sara"),
    QT_TRANSLATE_NOOP("Names", "Ali"),
    QT_TRANSLATE_NOOP("Names", "Maryam"),
    QT_TRANSLATE_NOOP("Names", "Reza"),
    QT_TRANSLATE_NOOP("Names", "Leila"),
    QT_TRANSLATE_NOOP("Names", "Nima"),
)


def default_source(seat: int) -> str:
    """The English source of ``seat``'s (0-based) default name, as stored in a setup or a saved game."""
    return DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]


def default_name(seat: int) -> str:
    """``seat``'s (0-based) default name in the current language."""
    return translate("Names", default_source(seat))


def stored_name(seat: int, text: str) -> str:
    """What a setup stores for ``seat`` whose name field reads ``text``: the default's English source when ``text``
    is empty or is the seat's default in the current language, else ``text`` stripped."""
    text = text.strip()
    return default_source(seat) if not text or text == default_name(seat) else text


def shown_name(seat: int, name: str) -> str:
    """The name to show for ``seat`` stored as ``name``: translated now if it is the seat's default, else as is."""
    return default_name(seat) if name == default_source(seat) else name
