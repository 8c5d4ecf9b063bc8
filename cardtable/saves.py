"""Saved games: one versioned JSON file per match, for every game, through the engine contract (no Qt).

A saved game is the match's setup plus its action list (:class:`SavedGame`); loading replays the actions through
the engine, which both restores the State and verifies the file. The same file format serves the autosave (written
after every action, offered as "Continue" on the next start) and the files a person keeps (Game → Save As…,
extension :data:`EXTENSION`).

- :func:`save` writes atomically (:func:`cardtable.storage.atomic_write_bytes`): a crash at any moment leaves the
  previous save or the new one.
- :func:`load` never changes or deletes the file and raises :class:`SaveFileError` for anything it cannot use; the
  error's ``problem`` (a :class:`SaveProblem`) lets the app show a translated message, and ``reason`` is English.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError, model_validator

from cardtable import __version__
from cardtable.ai import AGENT_SPECS
from cardtable.engine.base import Action, GameInfo, IllegalActionError, OptionsError, State
from cardtable.engine.registry import get_game
from cardtable.storage import (
    FileTooLargeError,
    NotARegularFileError,
    atomic_write_bytes,
    data_dir,
    load_or_set_aside,
    read_capped,
    write_owned,
)
from cardtable.undo import Step, replay_steps

log = logging.getLogger(__name__)

FORMAT: Final = "cardtable-saved-game"
"""The value of the ``format`` key that marks a JSON file as a cardtable saved game."""
FORMAT_VERSION: Final = 1
"""The save format this version writes and the newest it reads."""
EXTENSION = ".cardtable"
MAX_FILE_BYTES = 5 * 1024 * 1024
"""Files larger than this (5 MiB) are refused before they are read; a long match takes a few tens of KiB."""
AUTOSAVE_NAME = "autosave" + EXTENSION
COMPUTER_LEVELS: tuple[str, ...] = tuple(spec.removeprefix("ismcts:") for spec in AGENT_SPECS)
"""The computer-player levels a seat may name: the search levels (``easy``, ``normal``, ``hard``) and the other
computer players (``random``, ``heuristic``); see :data:`cardtable.ai.AGENT_SPECS`."""


class SaveProblem(StrEnum):
    """Why a file could not be loaded (a key the app maps to a translated message)."""

    UNREADABLE = "unreadable"
    """The file cannot be opened or read (missing, no permission, a directory...)."""
    TOO_LARGE = "too_large"
    """Larger than :data:`MAX_FILE_BYTES`."""
    NOT_JSON = "not_json"
    """Not UTF-8 JSON: truncated, damaged, or a binary file."""
    FOREIGN = "foreign"
    """JSON, but not a cardtable saved game (another program's file)."""
    FUTURE_VERSION = "future_version"
    """Written by a newer cardtable in a format this version does not know."""
    BAD_VERSION = "bad_version"
    """A format version that never existed."""
    INVALID = "invalid"
    """A cardtable saved game with missing or malformed fields."""
    UNKNOWN_GAME = "unknown_game"
    """A game this version of cardtable does not have."""
    BAD_OPTIONS = "bad_options"
    """Game options or a number of players the game does not accept."""
    ILLEGAL_ACTION = "illegal_action"
    """An action the game's rules reject at that point (edited or damaged file)."""
    OTHER_RULES = "other_rules"
    """Saved under another ``rules_version`` of its game, and an action is not legal under the current rules."""


MAX_REASON_CHARS = 400
"""An error's ``reason`` is cut to this many characters: details never embed megabytes of a damaged file."""


def _shorten(text: str, limit: int = MAX_REASON_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class SaveFileError(Exception):
    """A file that cannot be loaded as a saved game. ``problem`` says which kind of problem (:class:`SaveProblem`),
    ``reason`` explains it in English (at most :data:`MAX_REASON_CHARS` characters), ``path`` is the file. The file
    is left as it was."""

    def __init__(self, problem: SaveProblem, reason: str, path: Path | None = None) -> None:
        reason = _shorten(reason)
        super().__init__(f"{path}: {reason}" if path is not None else reason)
        self.problem = problem
        self.reason = reason
        self.path = path


NAME_MAX_LENGTH = 80
"""The longest seat name a saved game holds (:class:`Seat`); the new-game dialog's name fields stop there."""


class Seat(BaseModel):
    """Who plays a seat: ``kind`` ``"human"`` or ``"computer"``; ``level``: the computer player's level, one of
    :data:`COMPUTER_LEVELS` (required for a computer, absent for a human); ``name``: the name shown at the table."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["human", "computer"]
    level: str | None = Field(default=None, min_length=1, max_length=40)
    name: str = Field(max_length=NAME_MAX_LENGTH)

    @model_validator(mode="after")
    def _level_matches_kind(self) -> Seat:
        if self.kind == "computer" and self.level is None:
            raise ValueError("a computer seat needs a level")
        if self.kind == "human" and self.level is not None:
            raise ValueError("a human seat has no level")
        if self.level is not None and self.level not in COMPUTER_LEVELS:
            raise ValueError(f"unknown computer level {self.level!r}; levels: {', '.join(COMPUTER_LEVELS)}")
        return self


def _now() -> datetime:
    return datetime.now(UTC)


class SavedGame(BaseModel):
    """A match as stored on disk (JSON): enough to rebuild it exactly by replaying ``actions``.

    Fields: ``format`` (always :data:`FORMAT`), ``format_version``, ``app_version`` (the cardtable that wrote it),
    ``game_id`` (a registry id such as ``"animals"``), ``options`` (the game's options as a JSON object), ``seats``
    (one :class:`Seat` per player, seat 0 first; their number is the player count), ``seed`` (the engine's seed),
    ``actions`` (``Action.to_json()`` lists, oldest first), ``saved_at`` (UTC time of writing), ``rules_version``
    (the game's :attr:`~cardtable.engine.base.GameInfo.rules_version` it was played under; files written before the
    field existed say nothing and were played under version 1), ``pending`` (the
    steps of a person's half-chosen move, applied after ``actions``: what the table showed, e.g. in Schotten Totten a
    card played and a stone claimed before the draw; reopening shows them as a move still to finish, which Esc can
    take back; empty and left out of the file when there is none), ``practice`` (a practice game: undo may go back
    past what was seen, and the result is not counted in the statistics; written only when true, so a file without
    it, also one from before practice games existed, is a normal game), ``hints`` (the hints the person asked for so far
    in this match, Help → Hint, counted in the statistics when it ends; written only when there were some, so a file
    without it, also one from before it was kept, had none), ``finished`` (the match was over when it was written:
    what the Saved games list says of it without replaying it; written only when true, so a file without it, also
    one from before it was kept, is listed as unfinished).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["cardtable-saved-game"] = FORMAT
    format_version: Literal[1] = FORMAT_VERSION
    app_version: str = Field(default=__version__, max_length=40)
    game_id: str = Field(min_length=1, max_length=40)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: tuple[Seat, ...] = Field(min_length=1, max_length=16)
    seed: StrictInt
    actions: tuple[tuple[StrictStr | StrictInt, ...], ...] = ()
    saved_at: datetime = Field(default_factory=_now)
    rules_version: StrictInt = Field(default=1, ge=1)
    pending: tuple[tuple[StrictStr | StrictInt, ...], ...] = Field(default=(), max_length=64)
    practice: StrictBool = False
    hints: StrictInt = Field(default=0, ge=0)
    finished: StrictBool = False

    @classmethod
    def of(
        cls,
        state: State,
        seats: tuple[Seat, ...] | list[Seat],
        options: BaseModel | dict[str, Any] | None = None,
        pending: Sequence[Action] = (),
        practice: bool = False,
        hints: int = 0,
    ) -> SavedGame:
        """The saved game for a running match ``state`` (its ``game_id``, ``seed`` and ``history``) played by
        ``seats``, with the game ``options`` it was started with (a model, a dict, or None for the defaults) and the
        ``pending`` steps of a half-chosen move, under the registered game's current ``rules_version``; ``practice``
        marks a practice game and ``hints`` counts the hints asked for so far; ``finished`` is whether ``state`` is
        over. Raises ``ValueError`` if the number of
        seats is not ``state.num_players``, ``KeyError`` if the game is not registered."""
        if len(seats) != state.num_players:
            raise ValueError(f"{len(seats)} seats for a {state.num_players}-player match")
        opts = options.model_dump(mode="json") if isinstance(options, BaseModel) else dict(options or {})
        return cls(
            game_id=state.game_id,
            rules_version=get_game(state.game_id).rules_version,
            options=opts,
            seats=tuple(seats),
            seed=state.seed,
            actions=tuple(tuple(a.to_json()) for a in state.history),
            pending=tuple(tuple(a.to_json()) for a in pending),
            practice=practice,
            hints=hints,
            finished=state.is_terminal,
        )

    @property
    def num_players(self) -> int:
        return len(self.seats)

    @property
    def human_seats(self) -> frozenset[int]:
        """The seats played by people."""
        return frozenset(i for i, s in enumerate(self.seats) if s.kind == "human")

    def action_list(self) -> list[Action]:
        """The stored actions as :class:`Action` values. Raises ``ValueError`` for a malformed entry."""
        return [Action.from_json(list(a)) for a in self.actions]

    def pending_list(self) -> list[Action]:
        """The half-chosen move's steps as :class:`Action` values. Raises ``ValueError`` for a malformed entry."""
        return [Action.from_json(list(a)) for a in self.pending]

    def to_bytes(self) -> bytes:
        """The file content: indented UTF-8 JSON (``pending`` only when there is a half-chosen move, ``practice`` only
        in a practice game, ``hints`` only when some were asked for, ``finished`` only when the match was over)."""
        left_out = (
            ({"pending"} if not self.pending else set())
            | ({"practice"} if not self.practice else set())
            | ({"hints"} if not self.hints else set())
            | ({"finished"} if not self.finished else set())
        )
        return self.model_dump_json(indent=1, exclude=left_out or None).encode("utf-8")


def save(path: Path, saved: SavedGame) -> None:
    """Write ``saved`` to ``path`` atomically (the previous file, if any, stays intact until the new one is
    complete). Raises ``OSError`` when the file cannot be written; ``path`` is then unchanged."""
    atomic_write_bytes(Path(path), saved.to_bytes())


def _validation_problems(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'file'}: {e['msg']}" for e in exc.errors()[:5])


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads`` object hook: a JSON object naming a key twice is damaged (which of the two would count?)."""
    document = dict(pairs)
    if len(document) != len(pairs):
        seen: set[str] = set()
        twice = next(key for key, _ in pairs if key in seen or seen.add(key))  # type: ignore[func-returns-value]
        raise ValueError(f"the key {twice!r} appears twice in one object")
    return document


def parse(data: bytes, path: Path | None = None) -> SavedGame:
    """Check ``data`` (a file's bytes: UTF-8 JSON, with or without a UTF-8 byte order mark, as some editors write
    it) as a saved game, without replaying it.

    Raises :class:`SaveFileError` with problem ``NOT_JSON`` (also for an object naming a key twice), ``FOREIGN``,
    ``FUTURE_VERSION``, ``BAD_VERSION`` or ``INVALID``.
    """
    try:
        document = json.loads(data.decode("utf-8-sig"), object_pairs_hook=_unique_keys)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise SaveFileError(SaveProblem.NOT_JSON, f"not a readable JSON file ({exc})", path) from exc
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFileError(SaveProblem.FOREIGN, "not a cardtable saved game", path)
    version = document.get("format_version")
    if type(version) is not int or version < 1:
        raise SaveFileError(SaveProblem.BAD_VERSION, f"unknown save format version {version!r}", path)
    if version > FORMAT_VERSION:
        raise SaveFileError(
            SaveProblem.FUTURE_VERSION,
            f"saved by a newer cardtable (format version {version}; this version reads up to {FORMAT_VERSION})",
            path,
        )
    try:
        return SavedGame.model_validate(document)
    except ValidationError as exc:
        raise SaveFileError(SaveProblem.INVALID, f"damaged saved game: {_validation_problems(exc)}", path) from exc


Progress = Callable[[int, int], None]
"""``progress(done, total)``: called while a saved game's actions are replayed (see :func:`restore`)."""
PROGRESS_EVERY = 2000
"""How many actions are replayed between two ``progress`` calls."""


class _MalformedAction(Exception):
    def __init__(self, index: int, problem: str) -> None:
        super().__init__(f"action #{index}: {problem}")


def _actions(saved: SavedGame, progress: Progress | None) -> Iterator[Action]:
    """The actions of ``saved``, converted one at a time as the replay reaches them (a damaged list is rejected at
    its first bad entry, not after converting all of it)."""
    total = len(saved.actions)
    for index, raw in enumerate(saved.actions):
        if progress is not None and index % PROGRESS_EVERY == 0:
            progress(index, total)
        try:
            yield Action.from_json(list(raw))
        except ValueError as exc:
            raise _MalformedAction(index, str(exc)) from exc
    if progress is not None:
        progress(total, total)


def restore(saved: SavedGame, path: Path | None = None, progress: Progress | None = None) -> tuple[State, list[Step]]:
    """Rebuild the match of ``saved`` by replaying its actions through the engine; also return one
    :class:`~cardtable.undo.Step` per action (what undo needs). Each action is checked when the replay reaches it, so
    a damaged list is rejected at its first bad action; ``progress(done, total)`` is called every
    :data:`PROGRESS_EVERY` actions and at the end.

    A save made under another ``rules_version`` of the game is replayed under the current rules; it is restored if
    every action is still legal (:func:`other_rules` tells the caller, who says so).

    Raises :class:`SaveFileError` with problem ``UNKNOWN_GAME``, ``BAD_OPTIONS`` (options or number of seats),
    ``INVALID`` (a malformed action), ``ILLEGAL_ACTION`` (an action the rules reject) or ``OTHER_RULES`` (an action
    the current rules reject in a save made under another rules version; the reason names both versions).
    """
    try:
        game: GameInfo = get_game(saved.game_id)
    except KeyError as exc:
        raise SaveFileError(SaveProblem.UNKNOWN_GAME, f"unknown game {saved.game_id!r}", path) from exc
    if not game.min_players <= saved.num_players <= game.max_players:
        span = (
            f"{game.min_players}" if game.min_players == game.max_players else f"{game.min_players}–{game.max_players}"
        )
        raise SaveFileError(
            SaveProblem.BAD_OPTIONS, f"{game.name} is for {span} players, not {saved.num_players}", path
        )
    try:
        options = game.parse_options(saved.options)
    except OptionsError as exc:
        raise SaveFileError(SaveProblem.BAD_OPTIONS, str(exc), path) from exc
    try:
        state, steps = replay_steps(game, saved.num_players, saved.seed, options, _actions(saved, progress))
    except _MalformedAction as exc:
        raise SaveFileError(SaveProblem.INVALID, f"damaged saved game: {exc}", path) from exc
    except OptionsError as exc:
        raise SaveFileError(SaveProblem.BAD_OPTIONS, str(exc), path) from exc
    except IllegalActionError as exc:
        if saved.rules_version != game.rules_version:
            reason = (
                f"saved under version {saved.rules_version} of the rules of {game.name}, which this cardtable plays "
                f"in version {game.rules_version}: {exc}"
            )
            raise SaveFileError(SaveProblem.OTHER_RULES, reason, path) from exc
        raise SaveFileError(SaveProblem.ILLEGAL_ACTION, str(exc), path) from exc
    _check_pending(saved, state, path)
    return state, steps


def half_chosen(state: State, pending: Sequence[Action]) -> State:
    """A clone of ``state`` with the half-chosen move ``pending`` applied (``state`` is not changed). Raises
    :class:`IllegalActionError` unless every step is legal, taken by the same seat, and leaves the move unfinished:
    the decision stays with that seat in the same round and no step showed it something hidden (the rule by which
    :class:`~cardtable.controllers.GameController` commits a move)."""
    work = state.clone()
    first = state.decision()
    if first is None:
        raise IllegalActionError("the match is over", pending[0] if pending else None)
    for step in pending:
        decision = work.decision()
        if decision is None or decision.player != first.player or step not in decision.actions:
            raise IllegalActionError("not a step of the same person's move", step)
        events = work.apply(step)
        if any(e.reveals and e.audience is not None and first.player in e.audience for e in events):
            raise IllegalActionError("that step shows the mover something hidden, so the move would be complete", step)
        following = work.decision()
        if following is None or following.player != first.player or work.round_index != state.round_index:
            raise IllegalActionError("that step completes the move", step)
    return work


def _check_pending(saved: SavedGame, state: State, path: Path | None) -> None:
    if not saved.pending:
        return
    try:
        pending = saved.pending_list()
    except ValueError as exc:
        raise SaveFileError(SaveProblem.INVALID, f"damaged saved game: half-chosen move: {exc}", path) from exc
    decision = state.decision()
    if decision is None or decision.player not in saved.human_seats:
        raise SaveFileError(SaveProblem.ILLEGAL_ACTION, "a half-chosen move of a seat not played by a person", path)
    try:
        half_chosen(state, pending)
    except IllegalActionError as exc:
        raise SaveFileError(SaveProblem.ILLEGAL_ACTION, f"half-chosen move: {exc}", path) from exc


def other_rules(saved: SavedGame) -> tuple[int, int] | None:
    """``(saved version, current version)`` of the game's rules when ``saved`` was made under another
    ``rules_version`` than the registered game has now, else ``None`` (also for an unknown game)."""
    try:
        current = get_game(saved.game_id).rules_version
    except KeyError:
        return None
    return None if saved.rules_version == current else (saved.rules_version, current)


def read(path: Path) -> SavedGame:
    """Read and check the file ``path`` without replaying it (see :func:`parse`); the file is never changed.

    Raises :class:`SaveFileError`: ``UNREADABLE`` or ``TOO_LARGE`` (checked before reading), or any of
    :func:`parse`'s problems.
    """
    path = Path(path)
    try:
        data = read_capped(path, MAX_FILE_BYTES)
    except FileTooLargeError as exc:
        raise SaveFileError(
            SaveProblem.TOO_LARGE, f"the file is too large ({exc.size} bytes; the limit is {exc.limit})", path
        ) from exc
    except NotARegularFileError as exc:
        raise SaveFileError(SaveProblem.UNREADABLE, "not a regular file", path) from exc
    except OSError as exc:
        raise SaveFileError(SaveProblem.UNREADABLE, exc.strerror or str(exc), path) from exc
    return parse(data, path)


def load(path: Path, progress: Progress | None = None) -> tuple[SavedGame, State]:
    """Open the saved game ``path``: check it and replay it through the engine (``progress`` as for
    :func:`restore`). Returns the saved game and the restored State (its ``history`` equals the saved actions). The
    file is never changed or deleted.

    Raises :class:`SaveFileError` (with ``problem`` and an English ``reason``) for a file that cannot be read or is
    too large, is not JSON, is not a cardtable saved game, has a wrong or future format version, is damaged, names an
    unknown game, has options or a seat count the game rejects, or holds an action the rules reject.
    """
    saved = read(path)
    state, _ = restore(saved, Path(path), progress)
    return saved, state


def autosave_path() -> Path:
    """Where the running match is autosaved: ``autosave.cardtable`` in :func:`cardtable.storage.data_dir`."""
    return data_dir() / AUTOSAVE_NAME


def autosave(saved: SavedGame) -> None:
    """Write the running match to :func:`autosave_path` (atomically). Raises ``OSError`` if it cannot be written."""
    save(autosave_path(), saved)


def unfinished_game() -> tuple[SavedGame, State] | None:
    """The autosaved match if there is one that is not over (to offer as "Continue"), else ``None``.

    An autosave that cannot be loaded is left where it is (the next autosave replaces it) and logged; it never
    raises.
    """
    path = autosave_path()
    if not path.exists():
        return None
    try:
        saved, state = load(path)
    except SaveFileError as exc:
        log.warning("ignoring the autosave: %s", exc)
        return None
    return None if state.is_terminal else (saved, state)


def discard_autosave() -> None:
    """Remove the autosave (the person ended the match on purpose). Does nothing if there is none."""
    autosave_path().unlink(missing_ok=True)


SAVED_GAMES_FOLDER = "saved games"
ELSEWHERE_NAME = "saved-elsewhere.json"
MAX_ELSEWHERE = 200
"""How many files saved outside :func:`saved_games_dir` the Saved games list remembers (the newest)."""


def saved_games_dir() -> Path:
    """The Saved games folder, ``saved games`` in :func:`cardtable.storage.data_dir` (not created here): Save As
    starts there, and an unfinished game a new one replaces is kept there."""
    return data_dir() / SAVED_GAMES_FOLDER


def _free_path(folder: Path, stem: str) -> Path:
    candidate = folder / f"{stem}{EXTENSION}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem} ({number}){EXTENSION}"
        number += 1
    return candidate


def same_match(a: SavedGame, b: SavedGame) -> bool:
    """True if ``a`` and ``b`` are the same match (game, options, seats and seed), maybe at different points."""
    return (a.game_id, a.options, a.seats, a.seed) == (b.game_id, b.options, b.seats, b.seed)


def keep_unfinished(replacing: SavedGame | None) -> Path | None:
    """Before the match ``replacing`` takes over the autosave: keep the unfinished autosaved match (if there is
    one) as a new file in :func:`saved_games_dir`, named after its game and time, unless ``replacing`` is that same
    match at the same or a later point (Continue; ``None``: a match that cannot be compared, so the unfinished one is
    kept), or Saved games already holds it at that very point. Returns the kept copy's path, or None if nothing
    needed keeping. Raises ``OSError`` if the copy cannot be written (the autosave is then untouched)."""
    found = unfinished_game()
    if found is None:
        return None
    kept = found[0]
    if replacing is not None and same_match(kept, replacing) and replacing.actions[: len(kept.actions)] == kept.actions:
        return None
    for entry in saved_games():
        if same_match(entry.saved, kept) and (entry.saved.actions, entry.saved.pending) == (kept.actions, kept.pending):
            return None  # already in Saved games (e.g. Save As of this very position)
    folder = saved_games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = _free_path(folder, f"{kept.game_id} {kept.saved_at.astimezone():%Y-%m-%d %H.%M.%S}")
    save(target, kept)
    return target


def _elsewhere_path() -> Path:
    return data_dir() / ELSEWHERE_NAME


def _parse_elsewhere(data: bytes) -> list[str]:
    document = json.loads(data.decode("utf-8"))
    if not isinstance(document, list) or not all(isinstance(p, str) for p in document):
        raise ValueError("not a list of paths")
    return document


def remember_saved(path: Path) -> None:
    """Remember a file Save As wrote outside :func:`saved_games_dir`, for the Saved games list (the newest
    :data:`MAX_ELSEWHERE`). Raises ``OSError`` if the list cannot be written."""
    path = Path(path).absolute()
    if path.parent == saved_games_dir().absolute():
        return
    known = load_or_set_aside(_elsewhere_path(), MAX_FILE_BYTES, _parse_elsewhere).value or []
    paths = [p for p in known if p != str(path)] + [str(path)]
    write_owned(_elsewhere_path(), json.dumps(paths[-MAX_ELSEWHERE:], indent=1).encode("utf-8"))


@dataclass(frozen=True)
class SavedEntry:
    """One row of the Saved games list: the file ``path`` and what it holds (``saved``, read but not replayed)."""

    path: Path
    saved: SavedGame


def saved_games() -> list[SavedEntry]:
    """The saved games to list, newest first (by ``saved_at``): every ``*.cardtable`` file in
    :func:`saved_games_dir` and the files :func:`remember_saved` noted that still exist. Files that cannot be read
    as saved games are left out (and logged); never raises."""
    paths: dict[Path, None] = {}
    try:
        paths.update((p.absolute(), None) for p in saved_games_dir().glob(f"*{EXTENSION}"))
    except OSError as exc:
        log.warning("cannot list %s: %s", saved_games_dir(), exc)
    for name in load_or_set_aside(_elsewhere_path(), MAX_FILE_BYTES, _parse_elsewhere).value or []:
        paths.setdefault(Path(name), None)
    entries = []
    for path in paths:
        if not path.is_file():
            continue
        try:
            entries.append(SavedEntry(path, read(path)))
        except SaveFileError as exc:
            log.info("not listing %s: %s", path, exc)
    return sorted(entries, key=lambda e: e.saved.saved_at, reverse=True)
