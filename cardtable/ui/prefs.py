"""The app's remembered preferences, all in one place (QSettings today; swappable for another store later).

Every function reads or writes one preference; nothing else in the UI touches QSettings.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

LANGUAGES = ("en", "fa")
"""Supported UI languages (ISO 639-1 codes)."""

SPEEDS = (0.0, 0.5, 1.0, 2.0)
"""Animation-speed factors offered in View → Animation speed: 0 is off, 1 normal, 2 slow (durations are
multiplied by the factor)."""


def _settings() -> QSettings:
    return QSettings("cardtable", "cardtable")


def language() -> str | None:
    """The remembered UI language (one of :data:`LANGUAGES`), or ``None`` if never chosen or unknown."""
    value = _settings().value("ui/language")
    return value if value in LANGUAGES else None


def set_language(lang: str) -> None:
    """Remember ``lang``. Raises ``ValueError`` if it is not in :data:`LANGUAGES`."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    _settings().setValue("ui/language", lang)


def animation_speed() -> float:
    """The remembered animation-duration factor (one of :data:`SPEEDS`, default 1.0)."""
    try:
        value = float(_settings().value("ui/animation_speed", 1.0))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 1.0
    return value if value in SPEEDS else 1.0


def set_animation_speed(factor: float) -> None:
    """Remember ``factor``. Raises ``ValueError`` if it is not in :data:`SPEEDS`."""
    if factor not in SPEEDS:
        raise ValueError(f"unknown animation speed {factor!r}")
    _settings().setValue("ui/animation_speed", factor)


def show_card_counter() -> bool:
    """Whether the card-counting panel is shown (default True)."""
    return str(_settings().value("ui/card_counter", "true")).lower() == "true"


def set_show_card_counter(shown: bool) -> None:
    _settings().setValue("ui/card_counter", "true" if shown else "false")
