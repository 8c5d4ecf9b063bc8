"""Statistics per game and opponent level: counting, streaks, which matches count, storage and reset."""

import json

import pytest

from cardtable.engine import Outcome
from cardtable.saves import Seat
from cardtable.stats import MIXED, Record, Statistics, load_statistics, opponent_level, record_match

HUMAN = Seat(kind="human", name="Sara")


def bot(level):
    return Seat(kind="computer", level=level, name="Bot")


@pytest.fixture(autouse=True)
def data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def test_streaks_and_win_rate():
    r = Record()
    assert r.win_rate is None
    for won in [True, True, False, True, True, True, False, True]:
        r = r.after(won)
    assert (r.played, r.won, r.current_streak, r.longest_streak) == (8, 6, 1, 3)
    assert r.win_rate == 0.75


def test_inconsistent_record_is_refused():
    with pytest.raises(ValueError):
        Record(played=1, won=2)
    with pytest.raises(ValueError):
        Record(played=5, won=3, current_streak=3, longest_streak=2)
    with pytest.raises(ValueError):
        Record(played=-1)


def test_opponent_level():
    assert opponent_level([HUMAN, bot("hard")]) == "hard"
    assert opponent_level([bot("easy"), HUMAN, bot("easy")]) == "easy"
    assert opponent_level([HUMAN, bot("easy"), bot("hard")]) == MIXED
    assert opponent_level([HUMAN, HUMAN]) is None  # hot-seat
    assert opponent_level([HUMAN, HUMAN, bot("easy")]) is None
    assert opponent_level([bot("easy"), bot("hard")]) is None  # nobody to count for


def test_per_game_and_level_and_reset():
    s = Statistics()
    s = s.with_result("animals", "hard", True).with_result("animals", "easy", False)
    s = s.with_result("animals", "hard", True).with_result("schotten_totten", "normal", True)
    assert s.record("animals", "hard") == Record(played=2, won=2, current_streak=2, longest_streak=2)
    assert s.record("animals", "normal") == Record()
    assert s.levels("animals") == ["hard", "easy"]
    assert s.reset(["animals"]).records.keys() == {"schotten_totten"}
    assert s.reset() == Statistics()


def test_record_match_stores_and_counts(data_dir):
    seats = [HUMAN, bot("normal"), bot("normal")]
    assert record_match("animals", seats, Outcome((0,), (3, 1, 0), "tokens"))
    assert record_match("animals", seats, Outcome((0, 2), (2, 0, 2), "tokens"))  # a shared win is a win
    assert record_match("animals", seats, Outcome((), (1, 1, 1), "draw"))  # a draw is not
    assert not record_match("animals", [HUMAN, HUMAN], Outcome((1,), (0, 3), "tokens"))
    loaded = load_statistics()
    assert loaded.problem is None
    assert loaded.value.record("animals", "normal") == Record(played=3, won=2, current_streak=0, longest_streak=2)
    assert json.loads((data_dir / "statistics.json").read_text())["format"] == "cardtable-statistics"


def test_a_practice_game_is_never_counted(data_dir):
    seats = [HUMAN, bot("hard")]
    assert not record_match("animals", seats, Outcome((0,), (3, 1), "tokens"), practice=True)
    assert not (data_dir / "statistics.json").exists()
    assert record_match("animals", seats, Outcome((0,), (3, 1), "tokens"))
    assert not record_match("animals", seats, Outcome((1,), (1, 3), "tokens"), practice=True)
    assert load_statistics().value.record("animals", "hard") == Record(
        played=1, won=1, current_streak=1, longest_streak=1
    )


def test_human_in_another_seat(data_dir):
    record_match("animals", [bot("easy"), HUMAN], Outcome((1,), (0, 3), "tokens"))
    assert load_statistics().value.record("animals", "easy").won == 1


@pytest.mark.parametrize(
    "content",
    [
        b"{broken",
        json.dumps(
            {"format": "cardtable-statistics", "records": {"animals": {"easy": {"played": 1, "won": 5}}}}
        ).encode(),
        b'{"format": "something-else"}',
        b'{"format": "cardtable-statistics", "format_version": 2}',
    ],
)
def test_broken_file_is_kept_aside(data_dir, content):
    data_dir.mkdir()
    (data_dir / "statistics.json").write_bytes(content)
    loaded = load_statistics()
    assert loaded.value == Statistics() and loaded.problem
    assert (data_dir / "statistics.json.bak").read_bytes() == content
    record_match("animals", [HUMAN, bot("easy")], Outcome((0,), (3, 0), "tokens"))
    assert load_statistics().value.record("animals", "easy").played == 1


def test_hints_are_counted_and_older_files_read_as_none(data_dir):
    seats = [HUMAN, bot("hard")]
    assert record_match("animals", seats, Outcome((0,), (4, 1), "tokens"), hints=2)
    assert record_match("animals", seats, Outcome((1,), (4, 5), "tokens"), hints=1)
    assert not record_match("animals", seats, Outcome((1,), (4, 5), "tokens"), practice=True, hints=5)
    assert load_statistics().value.record("animals", "hard").hints == 3
    older = {"format": "cardtable-statistics", "format_version": 1, "records": {"animals": {"hard": {"played": 1}}}}
    (data_dir / "statistics.json").write_text(json.dumps(older))
    loaded = load_statistics()
    assert loaded.problem is None and loaded.value.record("animals", "hard") == Record(played=1)
