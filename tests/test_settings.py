"""Settings: defaults, round trip, and a broken file falling back to the defaults while kept as settings.json.bak."""

import json
import typing

import pytest

from cardtable import settings as st
from cardtable.settings import Settings, load_settings, save_settings


@pytest.fixture(autouse=True)
def config_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_missing_file_gives_defaults(config_dir):
    loaded = load_settings()
    assert loaded.value == Settings() and loaded.problem is None and loaded.backup is None
    assert not config_dir.exists()


def test_defaults():
    s = Settings()
    assert s.language is None and s.animation_speed == 1.0 and s.computer_level == "normal"
    assert s.hot_seat_curtain and s.confirm_end_game and s.card_counting_panel and not s.hot_seat_undo


def test_round_trip(config_dir):
    chosen = Settings(
        language="fa",
        animation_speed=0.0,
        computer_level="hard",
        hot_seat_curtain=False,
        confirm_end_game=False,
        card_counting_panel=False,
        hot_seat_undo=True,
    )
    save_settings(chosen)
    assert st.settings_path() == config_dir / "settings.json"
    assert load_settings().value == chosen
    assert json.loads((config_dir / "settings.json").read_text())["language"] == "fa"


def test_choices_match_the_model():
    fields = Settings.model_fields
    language, none = typing.get_args(fields["language"].annotation)
    assert typing.get_args(language) == st.LANGUAGES and none is type(None)
    assert typing.get_args(fields["computer_level"].annotation) == st.COMPUTER_LEVELS
    for speed in st.ANIMATION_SPEEDS:
        assert Settings(animation_speed=speed).animation_speed == speed


def test_unknown_keys_are_ignored(config_dir):
    config_dir.mkdir()
    (config_dir / "settings.json").write_text(json.dumps({"language": "en", "added_in_2030": 1}))
    loaded = load_settings()
    assert loaded.value == Settings(language="en") and loaded.problem is None


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"\xff\xfe\x00",
        b"[1, 2]",
        json.dumps({"language": "de"}).encode(),
        json.dumps({"animation_speed": 3}).encode(),
        json.dumps({"hot_seat_curtain": "yes"}).encode(),
        json.dumps({"computer_level": "impossible"}).encode(),
        b" " * (st.MAX_FILE_BYTES + 1),
    ],
)
def test_broken_file_falls_back_and_is_kept(config_dir, content):
    config_dir.mkdir()
    path = config_dir / "settings.json"
    path.write_bytes(content)
    loaded = load_settings()
    assert loaded.value == Settings()
    assert loaded.problem
    assert loaded.backup == config_dir / "settings.json.bak"
    assert loaded.backup.read_bytes() == content
    assert not path.exists()
    save_settings(Settings(language="fa"))  # the next save works and the backup stays
    assert load_settings().value.language == "fa"
    assert loaded.backup.read_bytes() == content


def test_invalid_values_are_refused_in_code():
    with pytest.raises(ValueError):
        Settings(animation_speed=0.7)
    with pytest.raises(ValueError):
        Settings(language="de")
