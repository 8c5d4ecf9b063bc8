"""Where cardtable keeps its files, and how it writes and reads them safely (no Qt).

- :func:`data_dir`: the user data directory (autosave, statistics), from platformdirs; the environment variable
  ``CARDTABLE_DATA_DIR`` overrides it (tests, portable installs).
- :func:`config_dir`: the user config directory (settings); ``CARDTABLE_CONFIG_DIR`` overrides it.
- :func:`atomic_write_bytes`: write a whole file so that a crash at any moment leaves either the old or the new
  content, never a mix (temporary file in the same directory, flush, fsync, ``os.replace``, fsync of the directory).
- :func:`read_capped`: read a regular file of at most a given size, checking the size before reading.
- :func:`load_or_set_aside`: read and parse a small app-owned file (settings, statistics); a broken one is renamed
  to ``<name>.bak`` (``<name>.2.bak``, ``<name>.3.bak``... if that exists: a backup is never overwritten) so the app
  can start from defaults without losing it. A broken file that could not be moved is protected: :func:`write_owned`
  refuses to write over it for the rest of the session.
- :func:`folder_problem`: the part of a folder path that is a regular file (the app cannot keep anything there).
- :func:`remove_stale_temp_files`: temporary files of :func:`atomic_write_bytes` left by a killed app.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

import platformdirs

log = logging.getLogger(__name__)

APP_NAME = "cardtable"
DATA_DIR_ENV = "CARDTABLE_DATA_DIR"
CONFIG_DIR_ENV = "CARDTABLE_CONFIG_DIR"


def data_dir() -> Path:
    """The user data directory (not created here): ``$CARDTABLE_DATA_DIR`` if set, else platformdirs'
    ``user_data_dir("cardtable")`` (``~/.local/share/cardtable`` on Linux)."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The user config directory (not created here): ``$CARDTABLE_CONFIG_DIR`` if set, else platformdirs'
    ``user_config_dir("cardtable")`` (``~/.config/cardtable`` on Linux)."""
    override = os.environ.get(CONFIG_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def _new_file_mode() -> int:
    """The mode a plain ``open(path, "w")`` would give a new file under the current umask."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace the file ``path`` with ``data`` atomically; create its parent directories if needed.

    A temporary file in the same directory is written, flushed and fsynced, then renamed over ``path`` with
    ``os.replace`` (atomic on POSIX and Windows), then the directory is fsynced so the rename survives a power loss.
    Whatever happens, readers see the old content or the new one. An existing file keeps its permission bits; a new
    one gets the usual ``0o666 & ~umask``. Raises ``OSError`` (disk full, no permission...) with ``path`` unchanged
    and no temporary file left behind.
    """
    path = Path(path)
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        mode = _new_file_mode()
    fd, tmp_name = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
            tmp.flush()
            os.fchmod(tmp.fileno(), mode)
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_directory(directory)


def _fsync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` durable (POSIX); a no-op where directories cannot be opened (Windows)."""
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


class FileTooLargeError(OSError):
    """Raised by :func:`read_capped` when a file is larger than the cap. ``size`` is its size in bytes (or
    ``limit + 1`` when the size could only be seen while reading) and ``limit`` the cap in bytes."""

    def __init__(self, path: Path, size: int, limit: int) -> None:
        super().__init__(f"{path} is {size} bytes, more than the {limit}-byte limit")
        self.size = size
        self.limit = limit


class NotARegularFileError(OSError):
    """Raised by :func:`read_capped` for a directory, a device, a pipe or a socket."""


def read_capped(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, which must hold at most ``limit`` bytes.

    The file is opened read-only and never changed. Its size is checked (``fstat``) before anything is read, and the
    read itself stops after ``limit + 1`` bytes, so a huge or growing file costs no memory. Raises
    :class:`FileTooLargeError` when it is larger, :class:`NotARegularFileError` for a non-regular file (opened
    non-blocking, so a pipe cannot hang the caller), and ``OSError`` (e.g. ``FileNotFoundError``,
    ``PermissionError``) when it cannot be read.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFileError(f"{path} is not a regular file")
        if info.st_size > limit:
            raise FileTooLargeError(Path(path), info.st_size, limit)
        data = f.read(limit + 1)
    if len(data) > limit:
        raise FileTooLargeError(Path(path), len(data), limit)
    return data


T = TypeVar("T")

BACKUP_SUFFIX = ".bak"
_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")
"""The names :func:`atomic_write_bytes` gives its temporary files (``tempfile.mkstemp``: ``.<name>.XXXXXXXX.tmp``)."""
STALE_TEMP_SECONDS = 60.0
"""A temporary file older than this is left over from a killed app (a write takes milliseconds)."""

_protected: set[Path] = set()


class ProtectedFileError(OSError):
    """Raised by :func:`write_owned` for a broken file that could not be set aside (see :func:`load_or_set_aside`):
    writing would destroy the only copy of what it held."""


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """What :func:`load_or_set_aside` found: ``value`` (None if the file was missing or broken); for a broken file
    ``problem`` (an English sentence for the log) and ``backup`` (where it was kept, None if it could not be moved);
    ``folder``: set when the file's folder (or a folder above it) is a regular file, that file's path (then
    ``problem`` says so and nothing was moved)."""

    value: T | None
    problem: str | None = None
    backup: Path | None = None
    folder: Path | None = None


def folder_problem(directory: Path) -> Path | None:
    """The first existing entry on the way to ``directory`` (``directory`` itself included) that is not a folder,
    e.g. a regular file where the data folder should be, or None if the folders exist or can be created."""
    directory = Path(directory).absolute()
    for candidate in (*reversed(directory.parents), directory):
        try:
            info = os.stat(candidate)
        except OSError:
            return None
        if not stat.S_ISDIR(info.st_mode):
            return candidate
    return None


def backup_path(path: Path) -> Path:
    """The name a broken ``path`` would be kept under now: ``<name>.bak``, else the first free ``<name>.N.bak``
    (N = 2, 3, ...)."""
    path = Path(path)
    candidate = path.with_name(path.name + BACKUP_SUFFIX)
    number = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}.{number}{BACKUP_SUFFIX}")
        number += 1
    return candidate


def _set_aside(path: Path) -> Path:
    """Move ``path`` to a free :func:`backup_path` without ever replacing an existing file (a hard link then the
    unlink of the old name; a plain rename where links are not supported). Raises ``OSError`` if it cannot; ``path``
    is then where it was."""
    while True:
        backup = backup_path(path)
        try:
            os.link(path, backup)
        except FileExistsError:
            continue  # another process took that name meanwhile
        except FileNotFoundError:
            raise
        except OSError:
            if os.path.lexists(backup):
                continue
            os.rename(path, backup)  # no hard links here (e.g. FAT): a rename to a name just seen free
            return backup
        try:
            os.unlink(path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(backup)
            raise
        return backup


def load_or_set_aside(path: Path, limit: int, parse: Callable[[bytes], T]) -> Loaded[T]:
    """Read ``path`` (at most ``limit`` bytes) and ``parse`` its bytes. Never raises.

    A missing file gives ``Loaded(None)``; so does a folder that is a regular file, with ``folder`` and ``problem``
    set. A broken file (unreadable, larger than ``limit``, or ``parse`` raising ``ValueError`` or ``RecursionError``)
    is moved to a free :func:`backup_path` (an older backup is never replaced) and gives ``Loaded(None, problem,
    backup)``; if even the move fails it stays in place (``backup`` None) and :func:`write_owned` will not write
    over it in this session.
    """
    path = Path(path)
    folder = folder_problem(path.parent)
    if folder is not None:
        return Loaded(None, f"{folder} is a file, not a folder", None, folder)
    try:
        return Loaded(parse(read_capped(path, limit)))
    except FileNotFoundError:
        return Loaded(None)
    except OSError as exc:
        problem = f"cannot read {path}: {exc}"
    except (ValueError, RecursionError) as exc:
        problem = f"{path} is broken: {exc}"
    try:
        backup = _set_aside(path)
    except OSError as exc:
        _protected.add(path.absolute())
        log.warning("%s; could not keep it aside (it will not be written over): %s", problem, exc)
        return Loaded(None, problem, None)
    log.warning("%s; kept aside as %s", problem, backup)
    return Loaded(None, problem, backup)


def write_owned(path: Path, data: bytes) -> None:
    """:func:`atomic_write_bytes` for an app-owned file read with :func:`load_or_set_aside`. Raises
    :class:`ProtectedFileError` (nothing written) if ``path`` is a broken file that could not be set aside this
    session, else what :func:`atomic_write_bytes` raises."""
    path = Path(path)
    if path.absolute() in _protected:
        raise ProtectedFileError(f"{path} is damaged and could not be kept aside, so it is not written over")
    atomic_write_bytes(path, data)


def remove_stale_temp_files(directory: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temporary files :func:`atomic_write_bytes` left in ``directory`` (not its subfolders) when the app
    was killed mid-write: names ``.<name>.XXXXXXXX.tmp`` last changed more than ``older_than`` seconds ago (a newer
    one may belong to a write in progress). Returns what was removed; never raises (a missing folder is fine)."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not _TEMP_NAME.match(entry.name):
            continue
        try:
            if (
                not entry.is_file(follow_symlinks=False)
                or now - entry.stat(follow_symlinks=False).st_mtime < older_than
            ):
                continue
            os.unlink(entry.path)
        except OSError as exc:
            log.warning("could not remove the leftover %s: %s", entry.path, exc)
            continue
        removed.append(Path(entry.path))
    if removed:
        log.info("removed %d leftover temporary file(s) in %s", len(removed), directory)
    return removed
