"""Statistics: per game and per opponent level, matches played and won, win rate, current and longest winning
streak (no Qt). Stored as JSON in the user data directory (``statistics.json``), written atomically and validated
on load; a broken file is kept aside as ``statistics.json.bak`` (numbered ``statistics.json.N.bak`` if that exists)
and counting starts afresh; one that could not be set aside is never written over.

Only matches against the computer with exactly one person at the table count (a hot-seat match has no single
"you" who won or lost), and never a practice game (undo may have gone back past what was seen). The opponent level
is the level shared by every computer seat, or ``"mixed"``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, model_validator

from cardtable.engine.base import Outcome
from cardtable.saves import Seat
from cardtable.storage import Loaded, data_dir, load_or_set_aside, write_owned

FILE_NAME = "statistics.json"
MAX_FILE_BYTES = 1024 * 1024
MIXED = "mixed"
"""The opponent level of a match whose computer seats do not all have the same level."""


class Record(BaseModel):
    """The results against one opponent level in one game: ``played`` and ``won`` matches, the ``current_streak``
    (wins since the last match not won), the ``longest_streak`` of wins ever and the ``hints`` asked for in those
    matches (Help → Hint; files written before hints existed read as 0)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    played: NonNegativeInt = 0
    won: NonNegativeInt = 0
    current_streak: NonNegativeInt = 0
    longest_streak: NonNegativeInt = 0
    hints: NonNegativeInt = 0

    @model_validator(mode="after")
    def _consistent(self) -> Record:
        if not self.current_streak <= self.longest_streak <= self.won <= self.played:
            raise ValueError("need current streak <= longest streak <= won <= played")
        return self

    @property
    def win_rate(self) -> float | None:
        """``won / played`` in [0, 1], or None before the first match."""
        return self.won / self.played if self.played else None

    def after(self, won: bool, hints: int = 0) -> Record:
        """This record with one more match, won or not (a draw or a loss ends the streak), in which ``hints`` hints
        were asked for."""
        streak = self.current_streak + 1 if won else 0
        return Record(
            played=self.played + 1,
            won=self.won + int(won),
            current_streak=streak,
            longest_streak=max(self.longest_streak, streak),
            hints=self.hints + hints,
        )


class Statistics(BaseModel):
    """All records: ``records[game_id][level]``. Immutable: :meth:`with_result` and :meth:`reset` return new ones."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["cardtable-statistics"] = "cardtable-statistics"
    format_version: Literal[1] = 1
    records: dict[str, dict[str, Record]] = Field(default_factory=dict)

    def record(self, game_id: str, level: str) -> Record:
        """The record for ``game_id`` against ``level`` (empty if never played)."""
        return self.records.get(game_id, {}).get(level, Record())

    def levels(self, game_id: str) -> list[str]:
        """The opponent levels ``game_id`` was played against, in the order first played."""
        return list(self.records.get(game_id, {}))

    def with_result(self, game_id: str, level: str, won: bool, hints: int = 0) -> Statistics:
        """These statistics with one more match of ``game_id`` against ``level``, ``won`` or not, with ``hints``
        hints asked for."""
        records = {g: dict(levels) for g, levels in self.records.items()}
        records.setdefault(game_id, {})[level] = self.record(game_id, level).after(won, hints)
        return Statistics(records=records)

    def reset(self, game_ids: Iterable[str] | None = None) -> Statistics:
        """Empty statistics for ``game_ids`` (all games if None); the other games keep theirs."""
        if game_ids is None:
            return Statistics()
        dropped = set(game_ids)
        return Statistics(records={g: levels for g, levels in self.records.items() if g not in dropped})


def opponent_level(seats: Sequence[Seat]) -> str | None:
    """The opponent level a match counts under: the level of its computer seats (:data:`MIXED` if they differ), or
    None if the match does not count (no computer seat, or not exactly one human seat)."""
    humans = [s for s in seats if s.kind == "human"]
    levels = {s.level for s in seats if s.kind == "computer" and s.level is not None}
    if len(humans) != 1 or not levels:
        return None
    return levels.pop() if len(levels) == 1 else MIXED


def statistics_path() -> Path:
    """``statistics.json`` in :func:`cardtable.storage.data_dir`."""
    return data_dir() / FILE_NAME


def parse_statistics(data: bytes) -> Statistics:
    """Validate a statistics file's bytes. Raises ``ValueError`` if they are not valid statistics JSON."""
    document = json.loads(data.decode("utf-8"))
    if not isinstance(document, dict):
        raise ValueError("the statistics file does not hold a JSON object")
    return Statistics.model_validate(document)


def load_statistics(path: Path | None = None) -> Loaded[Statistics]:
    """Read the statistics (default :func:`statistics_path`). Never raises; ``.value`` is always set: empty
    statistics if the file is missing or broken (a broken one is kept aside as ``statistics.json.bak`` and
    ``problem`` says why)."""
    loaded = load_or_set_aside(statistics_path() if path is None else Path(path), MAX_FILE_BYTES, parse_statistics)
    return Loaded(loaded.value or Statistics(), loaded.problem, loaded.backup, loaded.folder)


def save_statistics(statistics: Statistics, path: Path | None = None) -> None:
    """Write ``statistics`` atomically (default :func:`statistics_path`). Raises ``OSError`` if it cannot (also
    :class:`~cardtable.storage.ProtectedFileError` for a broken file that could not be set aside)."""
    path = statistics_path() if path is None else Path(path)
    write_owned(path, statistics.model_dump_json(indent=1).encode("utf-8"))


def record_match(
    game_id: str,
    seats: Sequence[Seat],
    outcome: Outcome,
    path: Path | None = None,
    practice: bool = False,
    hints: int = 0,
) -> bool:
    """Add a finished match to the stored statistics: won if the human seat is among ``outcome.winners`` (the
    engine's winners, whatever the game's score direction; a shared win counts as won; a draw does not), with the
    ``hints`` the player asked for in it. Returns
    False (nothing stored, the file is not touched) if the match does not count: a ``practice`` game, or a match
    without a single human against the computer (:func:`opponent_level`). Raises ``OSError`` if the file cannot be
    written, or if it is broken and could not be set aside (:class:`~cardtable.storage.ProtectedFileError`: it is
    then not written over)."""
    level = None if practice else opponent_level(seats)
    if level is None:
        return False
    human = next(i for i, s in enumerate(seats) if s.kind == "human")
    statistics = load_statistics(path).value or Statistics()
    save_statistics(statistics.with_result(game_id, level, human in outcome.winners, hints), path)
    return True
