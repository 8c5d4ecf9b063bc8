"""Where cardtable keeps its files, and how it writes and reads them safely (no Qt).

- :func:`data_dir`: the user data directory (autosave, statistics), from platformdirs; the environment variable
  ``CARDTABLE_DATA_DIR`` overrides it (tests, portable installs).
- :func:`config_dir`: the user config directory (settings); ``CARDTABLE_CONFIG_DIR`` overrides it.
- :func:`atomic_write_bytes`: write a whole file so that a crash at any moment leaves either the old or the new
  content, never a mix (temporary file in the same directory, flush, fsync, ``os.replace``, fsync of the directory).
- :func:`read_capped`: read a regular file of at most a given size, checking the size before reading.
- :func:`load_or_set_aside`: read and parse a small app-owned file (settings, statistics); a broken one is renamed
  to ``<name>.bak`` so the app can start from defaults without losing it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import tempfile
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


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """What :func:`load_or_set_aside` found: ``value`` (None if the file was missing or broken); for a broken file
    ``problem`` (an English sentence for the log) and ``backup`` (where it was kept, None if it could not be moved)."""

    value: T | None
    problem: str | None = None
    backup: Path | None = None


def load_or_set_aside(path: Path, limit: int, parse: Callable[[bytes], T]) -> Loaded[T]:
    """Read ``path`` (at most ``limit`` bytes) and ``parse`` its bytes. Never raises.

    A missing file gives ``Loaded(None)``. A broken one (unreadable, larger than ``limit``, or ``parse`` raising
    ``ValueError`` or ``RecursionError``) is renamed to ``<name>.bak`` (replacing an older backup) and gives
    ``Loaded(None, problem, backup)``; if even the rename fails it stays in place (``backup`` None).
    """
    path = Path(path)
    try:
        return Loaded(parse(read_capped(path, limit)))
    except FileNotFoundError:
        return Loaded(None)
    except OSError as exc:
        problem = f"cannot read {path}: {exc}"
    except (ValueError, RecursionError) as exc:
        problem = f"{path} is broken: {exc}"
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    try:
        os.replace(path, backup)
    except OSError as exc:
        log.warning("%s; could not keep it aside: %s", problem, exc)
        return Loaded(None, problem, None)
    log.warning("%s; kept aside as %s", problem, backup)
    return Loaded(None, problem, backup)
