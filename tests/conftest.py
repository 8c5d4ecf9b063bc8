"""Every test runs with its own empty user data and config directories, so nothing reads or writes the real ones.

The test games (``tests/memory_game.py``, ``tests/reveal_game.py``, ``tests/tiny_game.py``,
``tests/tiny_low.py``) are registered like real games, one :data:`~cardtable.engine.registry.GAMES` entry each: the
saves, the arena and the conformance kit find them as they find any game. They have no table, so the app never
offers them."""

import pytest

from cardtable.engine import registry

TEST_GAMES = {
    "memory": "memory_game:GAME",
    "reveal": "reveal_game:GAME",
    "tiny": "tiny_game:GAME",
    "tiny_low": "tiny_low:GAME",
}
registry.GAMES.update(TEST_GAMES)


@pytest.fixture(autouse=True)
def private_user_dirs(monkeypatch, tmp_path_factory):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    from cardtable.ui import prefs

    prefs.reload()
