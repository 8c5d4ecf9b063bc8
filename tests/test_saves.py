"""Saved games: round trip, autosave / Continue, atomic writes under SIGKILL, and every kind of bad file (which must
give SaveFileError with the right problem and stay byte-for-byte unchanged). Uses the reveal test game."""

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import reveal_game
from reveal_game import GAME

from cardtable import __version__, saves
from cardtable.engine import Action
from cardtable.saves import FORMAT_VERSION, SavedGame, SaveFileError, SaveProblem, Seat
from cardtable.undo import play_step

TESTS = Path(__file__).resolve().parent
SEATS = (Seat(kind="human", name="Ana"), Seat(kind="computer", level="hard", name="Bot"))
MOVES = [("mark", 2), ("size", 1), ("draw",), ("ack",), ("pass",), ("wait",), ("ack",)]


@pytest.fixture(autouse=True)
def reveal_registry(monkeypatch, tmp_path):
    """The saves module finds the Reveal game; the data directory is a temporary one."""
    monkeypatch.setattr(saves, "get_game", reveal_game.lookup)
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))


def started(moves=MOVES, seed=11, options=None):
    state = GAME.new_game(2, seed, options)
    for kind, *args in moves:
        play_step(state, Action.of(kind, *args))
    return state


def good_document(**changes):
    document = json.loads(SavedGame.of(started(), SEATS).to_bytes())
    document.update(changes)
    return document


def test_round_trip_restores_the_same_match(tmp_path):
    state = started(options={"target": 9})
    saved = SavedGame.of(state, SEATS, GAME.parse_options({"target": 9}))
    path = tmp_path / ("match" + saves.EXTENSION)
    saves.save(path, saved)
    loaded, restored = saves.load(path)
    assert loaded == saved
    assert loaded.app_version == __version__ and loaded.format_version == FORMAT_VERSION
    assert loaded.options == {"target": 9}
    assert restored.history == state.history
    assert [restored.observation(p) for p in range(2)] == [state.observation(p) for p in range(2)]
    assert loaded.human_seats == {0}


def test_a_practice_game_is_saved_as_such(tmp_path):
    path = tmp_path / ("practice" + saves.EXTENSION)
    saves.save(path, SavedGame.of(started(), SEATS, practice=True))
    assert json.loads(path.read_bytes())["practice"] is True
    loaded, _state = saves.load(path)
    assert loaded.practice
    assert not SavedGame.of(started(), SEATS).practice


def test_a_save_from_before_practice_games_opens_as_a_normal_game(tmp_path):
    document = good_document()
    assert "practice" not in document  # written only for a practice game: files stay as they were before
    path = tmp_path / ("old" + saves.EXTENSION)
    path.write_text(json.dumps(document))
    loaded, state = saves.load(path)
    assert not loaded.practice and state.history == started().history
    assert SavedGame.model_validate({**document, "practice": False}) == loaded


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_a_practice_flag_that_is_not_true_or_false_is_damaged(tmp_path, value):
    path = tmp_path / ("bad" + saves.EXTENSION)
    path.write_text(json.dumps(good_document(practice=value)))
    with pytest.raises(SaveFileError) as caught:
        saves.load(path)
    assert caught.value.problem is SaveProblem.INVALID


def test_the_hints_asked_for_are_kept_in_the_saved_game(tmp_path):
    path = tmp_path / ("hinted" + saves.EXTENSION)
    saves.save(path, SavedGame.of(started(), SEATS, hints=3))
    assert json.loads(path.read_bytes())["hints"] == 3
    assert saves.load(path)[0].hints == 3
    assert "hints" not in good_document()  # written only when there were some: files stay as they were before


def test_a_save_from_before_hints_were_kept_has_none(tmp_path):
    path = tmp_path / ("old" + saves.EXTENSION)
    path.write_text(json.dumps(good_document()))
    assert saves.load(path)[0].hints == 0


@pytest.mark.parametrize("value", [-1, "2", 1.5, None])
def test_a_hint_count_that_is_not_a_whole_number_from_zero_up_is_damaged(tmp_path, value):
    path = tmp_path / ("bad" + saves.EXTENSION)
    path.write_text(json.dumps(good_document(hints=value)))
    with pytest.raises(SaveFileError) as caught:
        saves.load(path)
    assert caught.value.problem is SaveProblem.INVALID


def test_saved_file_is_readable_json(tmp_path):
    path = tmp_path / "m.cardtable"
    saves.save(path, SavedGame.of(started(), SEATS))
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "cardtable-saved-game"
    assert document["game_id"] == "reveal"
    assert document["actions"][:2] == [["mark", 2], ["size", 1]]
    assert document["seats"][1] == {"kind": "computer", "level": "hard", "name": "Bot"}


def test_save_replaces_and_keeps_permissions(tmp_path):
    path = tmp_path / "m.cardtable"
    saves.save(path, SavedGame.of(started(MOVES[:2]), SEATS))
    os.chmod(path, 0o640)
    saves.save(path, SavedGame.of(started(), SEATS))
    assert os.stat(path).st_mode & 0o777 == 0o640
    assert len(saves.load(path)[1].history) == len(MOVES)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.cardtable"]  # no temporary file left


def test_of_checks_the_seat_count():
    with pytest.raises(ValueError):
        SavedGame.of(started(), SEATS[:1])


def test_seat_level_must_match_kind():
    with pytest.raises(ValueError):
        Seat(kind="computer", name="Bot")
    with pytest.raises(ValueError):
        Seat(kind="human", level="easy", name="Ana")
    with pytest.raises(ValueError):
        Seat(kind="computer", level="godlike", name="Bot")
    assert {"easy", "normal", "hard", "heuristic", "random"} <= set(saves.COMPUTER_LEVELS)


# --- bad files ---------------------------------------------------------------------------------------------------


def as_json(document) -> bytes:
    return json.dumps(document).encode()


GOOD = SavedGame.of(started(), SEATS).to_bytes()

BAD_FILES = {
    "empty": (b"", SaveProblem.NOT_JSON),
    "truncated": (GOOD[: len(GOOD) // 2], SaveProblem.NOT_JSON),
    "truncated by one byte": (GOOD[:-1], SaveProblem.NOT_JSON),
    "binary": (bytes(range(256)) * 4, SaveProblem.NOT_JSON),
    "not utf-8": (b'{"format": "\xff\xfe"}', SaveProblem.NOT_JSON),
    "plain text": (b"Hello, this is a letter.\n", SaveProblem.NOT_JSON),
    "deeply nested": (b"[" * 100_000 + b"]" * 100_000, SaveProblem.NOT_JSON),
    "json list": (b"[1, 2, 3]", SaveProblem.FOREIGN),
    "json string": (b'"cardtable"', SaveProblem.FOREIGN),
    "another program": (as_json({"name": "my-package", "version": "1.0.0"}), SaveProblem.FOREIGN),
    "other format tag": (as_json(good_document(format="chess-game")), SaveProblem.FOREIGN),
    "future version": (as_json(good_document(format_version=FORMAT_VERSION + 1)), SaveProblem.FUTURE_VERSION),
    "version zero": (as_json(good_document(format_version=0)), SaveProblem.BAD_VERSION),
    "version as text": (as_json(good_document(format_version="1")), SaveProblem.BAD_VERSION),
    "no version": (
        as_json({k: v for k, v in good_document().items() if k != "format_version"}),
        SaveProblem.BAD_VERSION,
    ),
    "missing seed": (as_json({k: v for k, v in good_document().items() if k != "seed"}), SaveProblem.INVALID),
    "seed as text": (as_json(good_document(seed="11")), SaveProblem.INVALID),
    "unknown field": (as_json(good_document(cheat=True)), SaveProblem.INVALID),
    "no seats": (as_json(good_document(seats=[])), SaveProblem.INVALID),
    "unknown computer level": (
        as_json(good_document(seats=[{"kind": "human", "name": "A"}, {"kind": "computer", "level": "x", "name": "B"}])),
        SaveProblem.INVALID,
    ),
    "computer without level": (
        as_json(good_document(seats=[{"kind": "human", "name": "A"}, {"kind": "computer", "name": "B"}])),
        SaveProblem.INVALID,
    ),
    "action with a float": (as_json(good_document(actions=[["mark", 2.0]])), SaveProblem.INVALID),
    "action with a bool": (as_json(good_document(actions=[["mark", True]])), SaveProblem.INVALID),
    "empty action": (as_json(good_document(actions=[[]])), SaveProblem.INVALID),
    "action without kind": (as_json(good_document(actions=[[1, 2]])), SaveProblem.INVALID),
    "unknown game": (as_json(good_document(game_id="poker")), SaveProblem.UNKNOWN_GAME),
    "unknown option": (as_json(good_document(options={"jokers": 2})), SaveProblem.BAD_OPTIONS),
    "bad option value": (as_json(good_document(options={"target": 0})), SaveProblem.BAD_OPTIONS),
    "too many seats": (as_json(good_document(seats=[SEATS[0].model_dump()] * 4)), SaveProblem.BAD_OPTIONS),
    "illegal action": (as_json(good_document(actions=[["mark", 2], ["fly"]])), SaveProblem.ILLEGAL_ACTION),
    "action out of turn": (as_json(good_document(actions=[["ack"]])), SaveProblem.ILLEGAL_ACTION),
    "action after the end": (
        as_json(good_document(options={"target": 2}, actions=[["mark", 2], ["size", 1], ["pass"]])),
        SaveProblem.ILLEGAL_ACTION,
    ),
}


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_bad_file_gives_a_clear_error_and_stays_unchanged(tmp_path, name):
    content, problem = BAD_FILES[name]
    path = tmp_path / "bad.cardtable"
    path.write_bytes(content)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    with pytest.raises(SaveFileError) as info:
        saves.load(path)
    assert info.value.problem is problem
    assert info.value.reason and info.value.path == path
    assert path.read_bytes() == content
    assert os.stat(path).st_mtime_ns == 1_000_000_000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.cardtable"]


def test_file_with_a_utf8_byte_order_mark_loads(tmp_path):
    # An editor that saves "UTF-8 with BOM" puts EF BB BF in front of the JSON.
    state = started()
    path = tmp_path / ("bom" + saves.EXTENSION)
    path.write_bytes(b"\xef\xbb\xbf" + SavedGame.of(state, SEATS).to_bytes())
    loaded, restored = saves.load(path)
    assert loaded.seats == SEATS
    assert restored.history == state.history


def test_illegal_action_error_names_the_action(tmp_path):
    path = tmp_path / "bad.cardtable"
    path.write_bytes(BAD_FILES["illegal action"][0])
    with pytest.raises(SaveFileError, match=r"action #1 \(fly\)"):
        saves.load(path)


def test_enormous_file_is_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.cardtable"
    with open(path, "wb") as f:
        f.truncate(8 * 1024**3)  # 8 GiB, sparse: reading it would exhaust memory
    with pytest.raises(SaveFileError) as info:
        saves.load(path)
    assert info.value.problem is SaveProblem.TOO_LARGE
    assert os.stat(path).st_size == 8 * 1024**3


def test_file_just_over_the_cap_is_refused(tmp_path):
    document = good_document(app_version="x")
    padding = saves.MAX_FILE_BYTES - len(as_json(document)) + 1
    content = as_json(document)[:-1] + b" " * padding + b"}"
    assert len(content) == saves.MAX_FILE_BYTES + 1
    path = tmp_path / "big.cardtable"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as info:
        saves.load(path)
    assert info.value.problem is SaveProblem.TOO_LARGE
    path.write_bytes(content[: -padding - 1] + b"}")  # the same document without the padding loads
    assert saves.load(path)[0].app_version == "x"


def test_missing_file_directory_and_device(tmp_path):
    for path in (tmp_path / "nope.cardtable", tmp_path, Path("/dev/zero")):
        with pytest.raises(SaveFileError) as info:
            saves.load(path)
        assert info.value.problem is SaveProblem.UNREADABLE, path


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_unreadable_file(tmp_path):
    path = tmp_path / "secret.cardtable"
    path.write_bytes(GOOD)
    path.chmod(0)
    with pytest.raises(SaveFileError) as info:
        saves.load(path)
    assert info.value.problem is SaveProblem.UNREADABLE


# --- autosave and Continue -----------------------------------------------------------------------------------------


def test_autosave_and_unfinished_game(tmp_path):
    assert saves.autosave_path() == tmp_path / "data" / "autosave.cardtable"
    assert saves.unfinished_game() is None
    state = started()
    saves.autosave(SavedGame.of(state, SEATS))
    found = saves.unfinished_game()
    assert found is not None
    saved, restored = found
    assert saved.seats == SEATS and restored.history == state.history
    saves.discard_autosave()
    assert saves.unfinished_game() is None
    saves.discard_autosave()  # nothing left: no error


def test_finished_game_is_not_offered(tmp_path):
    state = started([("mark", 2), ("size", 2), ("pass",), ("mark", 2), ("size", 1)])
    assert state.is_terminal
    saves.autosave(SavedGame.of(state, SEATS))
    assert saves.unfinished_game() is None
    assert saves.autosave_path().exists()


def test_broken_autosave_is_ignored_and_kept(tmp_path):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(GOOD[:100])
    assert saves.unfinished_game() is None
    assert path.read_bytes() == GOOD[:100]


# --- atomicity -----------------------------------------------------------------------------------------------------


def test_killed_writer_never_leaves_a_broken_file(tmp_path):
    """A process saving in a loop is SIGKILLed at random moments, 60 times; after each kill the file loads, and it
    is the last save the writer completed or the one it was writing."""
    sys.path.insert(0, str(TESTS))
    from save_writer import saved_game

    path = tmp_path / "autosave.cardtable"
    saves.save(path, saved_game(0))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), *sys.path])}
    server = subprocess.Popen(
        [sys.executable, str(TESTS / "save_writer.py"), str(path), "1", "2026"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert server.stdin is not None and server.stdout is not None
    try:
        for _ in range(60):
            server.stdin.write("kill\n")
            server.stdin.flush()
            last_done = int(server.stdout.readline())
            saved, state = saves.load(path)
            assert saved.seed in (last_done, last_done + 1)
            assert saved == saved_game(saved.seed).model_copy(update={"saved_at": saved.saved_at})
            assert len(state.history) == (saved.seed % 5) * 400
    finally:
        server.stdin.close()
        server.wait(timeout=30)
    assert server.returncode == 0
    assert last_done >= 60  # every writer completed a save before it was killed
    # A writer killed between creating its temporary file and renaming it leaves that file behind (about half of
    # the kills here): proof that kills landed in the middle of writes, and the only trace they leave.
    leftovers = [p.name for p in tmp_path.iterdir() if p != path]
    assert leftovers
    assert all(name.startswith(".autosave.cardtable.") and name.endswith(".tmp") for name in leftovers)


def under_rules(monkeypatch, version):
    """As if this cardtable played version ``version`` of the Reveal rules."""
    newer = dataclasses.replace(GAME, rules_version=version)
    monkeypatch.setattr(
        saves, "get_game", lambda game_id: newer if game_id == "reveal" else reveal_game.lookup(game_id)
    )


def test_a_save_stores_the_rules_version(tmp_path, monkeypatch):
    under_rules(monkeypatch, 3)
    path = tmp_path / "m.cardtable"
    saves.save(path, SavedGame.of(started(), SEATS))
    assert json.loads(path.read_bytes())["rules_version"] == 3
    loaded, _ = saves.load(path)
    assert loaded.rules_version == 3 and saves.other_rules(loaded) is None


def test_a_save_from_before_rules_versions_counts_as_version_one(tmp_path):
    document = good_document()
    del document["rules_version"]
    path = tmp_path / "old.cardtable"
    path.write_bytes(as_json(document))
    loaded, restored = saves.load(path)
    assert loaded.rules_version == 1 and saves.other_rules(loaded) is None
    assert restored.history == started().history


def test_a_save_under_other_rules_opens_when_its_moves_are_still_legal(tmp_path, monkeypatch):
    path = tmp_path / "m.cardtable"
    saves.save(path, SavedGame.of(started(), SEATS))  # rules version 1
    under_rules(monkeypatch, 2)
    loaded, restored = saves.load(path)
    assert saves.other_rules(loaded) == (1, 2)
    assert restored.history == started().history


def test_a_save_under_other_rules_with_a_move_now_illegal_is_refused_with_both_versions(tmp_path, monkeypatch):
    path = tmp_path / "m.cardtable"
    content = as_json(good_document(actions=[["mark", 2], ["fly"]]))
    path.write_bytes(content)
    under_rules(monkeypatch, 2)
    with pytest.raises(SaveFileError) as info:
        saves.load(path)
    assert info.value.problem is SaveProblem.OTHER_RULES
    assert "version 1" in info.value.reason and "version 2" in info.value.reason and "action #1" in info.value.reason
    assert path.read_bytes() == content


@pytest.mark.parametrize("version", [0, "2", None])
def test_a_bad_rules_version_is_invalid(tmp_path, version):
    path = tmp_path / "bad.cardtable"
    path.write_bytes(as_json(good_document(rules_version=version)))
    with pytest.raises(SaveFileError) as info:
        saves.load(path)
    assert info.value.problem is SaveProblem.INVALID
