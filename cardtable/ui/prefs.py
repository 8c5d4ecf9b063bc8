"""The app's remembered preferences, all in one place, backed by :mod:`cardtable.settings` (a validated pydantic
model stored as JSON in the user config directory).

Every function reads or writes one preference; nothing else in the UI touches the settings file. The settings are
read once (:func:`current`) and written atomically on every change (:func:`update`). A broken settings file was set
aside while loading: :func:`load_problem` tells the window to show a notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cardtable import settings as _settings
from cardtable.settings import LastSetup, Settings, load_settings, save_settings
from cardtable.storage import Loaded

LANGUAGES = _settings.LANGUAGES
"""Supported UI languages (ISO 639-1 codes)."""
SPEEDS = _settings.ANIMATION_SPEEDS
"""Animation-speed factors offered: 0 is off, 0.5 fast, 1 normal, 2 slow (durations are multiplied by the factor)."""

_loaded: Loaded[Settings] | None = None


def _load() -> Loaded[Settings]:
    global _loaded
    if _loaded is None:
        _loaded = load_settings()
    return _loaded


def current() -> Settings:
    """The settings in force (read from the file on first use)."""
    settings = _load().value
    assert settings is not None
    return settings


def load_problem() -> str | None:
    """Why the settings file could not be used (English, it was kept aside as ``settings.json.bak`` and the defaults
    are in force), or ``None`` if it was fine or missing."""
    return _load().problem


def load_backup() -> Path | None:
    """Where the broken settings file was kept aside (``settings.json.bak``), or ``None`` if nothing was set aside
    (the file was fine or missing, or it could not even be moved)."""
    return _load().backup


def load_folder() -> Path | None:
    """The regular file found where the settings folder (or a folder above it) should be, or ``None``."""
    return _load().folder


def reload() -> Settings:
    """Forget the settings read so far and read the file again (tests, or after another program changed it)."""
    global _loaded
    _loaded = None
    return current()


def update(**changes: Any) -> Settings:
    """Change some settings (keyword = field name of :class:`~cardtable.settings.Settings`), validate, store them
    atomically and return the new settings. Raises ``ValueError`` for an unknown field or a bad value, and
    ``OSError`` if the file cannot be written; either way the settings in force stay as they were."""
    global _loaded
    unknown = set(changes) - set(Settings.model_fields)
    if unknown:
        raise ValueError(f"unknown settings: {', '.join(sorted(unknown))}")
    settings = Settings.model_validate({**current().model_dump(), **changes})
    save_settings(settings)
    _loaded = Loaded(settings)
    return settings


def language() -> str | None:
    """The remembered UI language (one of :data:`LANGUAGES`), or ``None`` to follow the system."""
    return current().language


def set_language(lang: str) -> None:
    """Remember ``lang``. Raises ``ValueError`` if it is not in :data:`LANGUAGES`."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    update(language=lang)


def animation_speed() -> float:
    """The remembered animation-duration factor (one of :data:`SPEEDS`, default 1.0)."""
    return current().animation_speed


def set_animation_speed(factor: float) -> None:
    """Remember ``factor``. Raises ``ValueError`` if it is not in :data:`SPEEDS`."""
    if factor not in SPEEDS:
        raise ValueError(f"unknown animation speed {factor!r}")
    update(animation_speed=factor)


def show_card_counter() -> bool:
    """Whether the card-counting panel is shown (default True)."""
    return current().card_counting_panel


def set_show_card_counter(shown: bool) -> None:
    update(card_counting_panel=bool(shown))


def last_setup(game_id: str) -> LastSetup | None:
    """The new-game dialog's remembered setup of ``game_id``, or ``None`` (none yet, or a damaged entry)."""
    return _settings.last_setup(current(), game_id)


def remember_setup(game_id: str, setup: LastSetup) -> None:
    """Remember ``setup`` as the last one of ``game_id``. Raises ``OSError`` if the settings cannot be written (the
    setup is still remembered until the app closes)."""
    global _loaded
    setups = {**current().last_setups, game_id: setup.model_dump(mode="json")}
    try:
        update(last_setups=setups)
    except OSError:
        _loaded = Loaded(current().model_copy(update={"last_setups": setups}))
        raise


def file_folder() -> str | None:
    """The folder last used in a file dialog, or ``None`` (then the dialogs open in the Saved games folder)."""
    return current().file_folder


def set_file_folder(folder: str) -> None:
    """Remember ``folder`` for the next file dialog. Raises ``OSError`` if the settings cannot be written."""
    update(file_folder=folder)
