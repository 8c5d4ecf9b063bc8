"""The player's settings: a validated pydantic model stored as JSON in the user config directory (no Qt).

``settings.json`` lives in :func:`cardtable.storage.config_dir` (``$CARDTABLE_CONFIG_DIR`` overrides it). Loading
never fails: a missing file gives the defaults; a broken one (not JSON, wrong types, values out of range) gives the
defaults too, is kept aside as ``settings.json.bak`` (numbered ``settings.json.N.bak`` if that exists) and the
result carries a notice for the app to show. Writes are atomic and never replace a broken file that could not be set
aside (:func:`cardtable.storage.write_owned`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, ValidationError, field_validator

from cardtable.storage import Loaded, config_dir, load_or_set_aside, write_owned

FILE_NAME = "settings.json"
MAX_FILE_BYTES = 64 * 1024

LANGUAGES: tuple[str, ...] = ("en", "fa")
"""UI languages (ISO 639-1 codes)."""
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
"""Animation-duration factors: 0 = off (no animation), 0.5 fast, 1 normal, 2 slow."""
COMPUTER_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""Computer-player levels offered in the new-game dialog."""


class SeatChoice(BaseModel):
    """One seat of a remembered setup: its ``name`` as stored (a default name by its English source) and who plays it
    (``"human"`` or a computer level from :data:`COMPUTER_LEVELS`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(max_length=200)
    player: Literal["human", "easy", "normal", "hard"]


class LastSetup(BaseModel):
    """The new-game dialog's last setup of one game: the seats in play (their number is the player count), who
    starts (a seat, or ``None`` for random) and the options (checked against the game's options model when used)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seats: list[SeatChoice] = Field(min_length=1, max_length=12)
    first_player: int | None = Field(default=None, ge=0)
    options: dict[str, JsonValue] = {}


class Settings(BaseModel):
    """Everything the Preferences dialog sets. Unknown keys in a file are ignored (a newer cardtable may add some).

    - ``language``: ``"en"``, ``"fa"``, or ``None`` to follow the system language.
    - ``animation_speed``: a factor from :data:`ANIMATION_SPEEDS` multiplying animation durations (0 = off).
    - ``computer_level``: the level a new computer seat gets (:data:`COMPUTER_LEVELS`).
    - ``hot_seat_curtain``: in hot-seat games, hide the table between two people's turns.
    - ``confirm_end_game``: ask before abandoning a match in progress.
    - ``card_counting_panel``: show the panel counting the cards seen.
    - ``hot_seat_undo``: every person at a hot-seat table agrees that undo is allowed (off: no undo in hot-seat).
    - ``last_setups``: per game id, the new-game dialog's last setup as JSON (a :class:`LastSetup`; read with
      :func:`last_setup`, so that one damaged entry gives that game's defaults and spoils nothing else).
    - ``file_folder``: the folder last used in an Open or Save As dialog (``None``: the Saved games folder).
    """

    model_config = ConfigDict(extra="ignore", frozen=True)

    language: Literal["en", "fa"] | None = None
    animation_speed: float = 1.0
    computer_level: Literal["easy", "normal", "hard"] = "normal"
    hot_seat_curtain: bool = True
    confirm_end_game: bool = True
    card_counting_panel: bool = True
    hot_seat_undo: bool = False
    last_setups: dict[str, JsonValue] = {}
    file_folder: str | None = None

    @field_validator("animation_speed")
    @classmethod
    def _known_speed(cls, value: float) -> float:
        if value not in ANIMATION_SPEEDS:
            raise ValueError(f"animation speed must be one of {ANIMATION_SPEEDS}")
        return value


def last_setup(settings: Settings, game_id: str) -> LastSetup | None:
    """The remembered setup of ``game_id`` in ``settings``, or ``None`` if there is none or it is damaged (not a
    valid :class:`LastSetup`)."""
    entry = settings.last_setups.get(game_id)
    if entry is None:
        return None
    try:
        return LastSetup.model_validate(entry)
    except ValidationError:
        return None


def settings_path() -> Path:
    """``settings.json`` in :func:`cardtable.storage.config_dir`."""
    return config_dir() / FILE_NAME


def parse_settings(data: bytes) -> Settings:
    """Validate a settings file's bytes. Raises ``ValueError`` (``ValidationError`` is one) if they are not UTF-8
    JSON describing valid settings."""
    document = json.loads(data.decode("utf-8"))
    if not isinstance(document, dict):
        raise ValueError("the settings file does not hold a JSON object")
    return Settings.model_validate(document, strict=True)


def load_settings(path: Path | None = None) -> Loaded[Settings]:
    """Read the settings from ``path`` (default :func:`settings_path`). Never raises; ``.value`` is always set.

    Missing file: the defaults. Broken file (unreadable, too large, not JSON, invalid values): the defaults, with
    ``problem`` set and the file kept aside as ``settings.json.bak`` (:func:`cardtable.storage.load_or_set_aside`).
    """
    loaded = load_or_set_aside(settings_path() if path is None else Path(path), MAX_FILE_BYTES, parse_settings)
    return Loaded(loaded.value or Settings(), loaded.problem, loaded.backup, loaded.folder)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write ``settings`` to ``path`` (default :func:`settings_path`) atomically. Raises ``OSError`` if it cannot be
    written (the old file then stays as it was), :class:`~cardtable.storage.ProtectedFileError` (an ``OSError``) if
    the file is a broken one that could not be set aside."""
    path = settings_path() if path is None else Path(path)
    write_owned(path, settings.model_dump_json(indent=1).encode("utf-8"))
