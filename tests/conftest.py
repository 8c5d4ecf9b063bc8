"""Every test runs with its own empty user data and config directories, so nothing reads or writes the real ones."""

import pytest


@pytest.fixture(autouse=True)
def private_user_dirs(monkeypatch, tmp_path_factory):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    from cardtable.ui import prefs

    prefs.reload()
