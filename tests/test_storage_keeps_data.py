"""Broken app-owned files are kept, never written over; a data folder that is a file is named as such; temporary
files a killed app left behind are cleaned (issue 14, "Data loss" and "Honest messages")."""

import errno
import os
import time

import pytest

from cardtable import settings as st
from cardtable import stats, storage
from cardtable.engine import Outcome
from cardtable.saves import Seat

SEATS = [Seat(kind="human", name="Sara"), Seat(kind="computer", level="easy", name="Bot")]
WIN = Outcome((0,), (3, 0), "tokens")


def test_a_second_broken_file_does_not_replace_the_first_backup(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_bytes(b"first broken")
    assert stats.load_statistics(path).backup == tmp_path / "statistics.json.bak"
    path.write_bytes(b"second broken")
    second = stats.load_statistics(path)
    assert second.backup == tmp_path / "statistics.json.2.bak"
    path.write_bytes(b"third broken")
    assert stats.load_statistics(path).backup == tmp_path / "statistics.json.3.bak"
    assert (tmp_path / "statistics.json.bak").read_bytes() == b"first broken"
    assert (tmp_path / "statistics.json.2.bak").read_bytes() == b"second broken"
    assert (tmp_path / "statistics.json.3.bak").read_bytes() == b"third broken"
    assert not path.exists()


def test_settings_backups_are_numbered_too(tmp_path):
    path = tmp_path / "settings.json"
    for content in (b"{", b"[]"):
        path.write_bytes(content)
        assert st.load_settings(path).problem
    assert (tmp_path / "settings.json.bak").read_bytes() == b"{"
    assert (tmp_path / "settings.json.2.bak").read_bytes() == b"[]"


def _no_moving(monkeypatch):
    def refuse(*_args, **_kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "link", refuse)
    monkeypatch.setattr(os, "rename", refuse)


def test_a_broken_statistics_file_that_cannot_be_set_aside_is_never_written_over(tmp_path, monkeypatch):
    path = tmp_path / "statistics.json"
    path.write_bytes(b"precious but broken")
    _no_moving(monkeypatch)
    loaded = stats.load_statistics(path)
    assert loaded.problem and loaded.backup is None
    with pytest.raises(storage.ProtectedFileError):
        stats.record_match("animals", SEATS, WIN, path)
    assert path.read_bytes() == b"precious but broken"


def test_a_broken_settings_file_that_cannot_be_set_aside_is_never_written_over(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{broken")
    _no_moving(monkeypatch)
    assert st.load_settings(path).backup is None
    with pytest.raises(OSError):
        st.save_settings(st.Settings(language="fa"), path)
    assert path.read_bytes() == b"{broken"


def test_a_data_folder_that_is_a_file_is_reported_as_such(tmp_path, monkeypatch):
    blocker = tmp_path / "data"
    blocker.write_bytes(b"not a folder")
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(blocker))
    loaded = stats.load_statistics()
    assert loaded.folder == blocker and "not a folder" in (loaded.problem or "")
    assert loaded.backup is None and blocker.read_bytes() == b"not a folder"
    assert storage.folder_problem(blocker / "saves") == blocker
    assert storage.folder_problem(tmp_path / "missing" / "deeper") is None


def test_leftover_temporary_files_are_removed(tmp_path):
    old = tmp_path / ".autosave.cardtable.k2j4_x9a.tmp"
    fresh = tmp_path / ".autosave.cardtable.abcd1234.tmp"
    other = tmp_path / "notes.tmp"
    for f in (old, fresh, other):
        f.write_bytes(b"x")
    past = time.time() - 3600
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    assert storage.remove_stale_temp_files(tmp_path) == [old]
    assert not old.exists() and fresh.exists() and other.exists()
    assert storage.remove_stale_temp_files(tmp_path / "missing") == []
