"""Damaged saves are named as damaged, checked lazily and described briefly (issue 14, "Honest messages" and the
700,000 bogus actions that froze the app). Uses the reveal test game."""

import json

import pytest
import reveal_game

from cardtable import saves
from cardtable.engine import Action
from cardtable.saves import SavedGame, SaveFileError, SaveProblem, Seat

SEATS = (Seat(kind="human", name="Ana"), Seat(kind="computer", level="hard", name="Bot"))


@pytest.fixture(autouse=True)
def reveal_registry(monkeypatch):
    monkeypatch.setattr(saves, "get_game", reveal_game.lookup)


def document(**changes):
    data = json.loads(SavedGame(game_id="reveal", seats=SEATS, seed=3).to_bytes())
    data.update(changes)
    return data


def test_duplicate_keys_are_damage_not_an_illegal_move(tmp_path):
    # The second "actions" would silently win in a plain json.loads: the replay then meets a move it rejects.
    text = json.dumps(document(actions=[["mark", 2]]))[:-1] + ', "actions": [["fly"]]}'
    path = tmp_path / "twice.cardtable"
    path.write_text(text)
    with pytest.raises(SaveFileError) as caught:
        saves.load(path)
    assert caught.value.problem is SaveProblem.NOT_JSON
    assert "'actions' appears twice" in caught.value.reason
    assert path.read_text() == text


def test_duplicate_keys_deep_inside_are_damage_too(tmp_path):
    text = json.dumps(document()).replace('"kind": "human"', '"kind": "human", "kind": "computer"', 1)
    path = tmp_path / "seat.cardtable"
    path.write_text(text)
    with pytest.raises(SaveFileError) as caught:
        saves.load(path)
    assert caught.value.problem is SaveProblem.NOT_JSON


def test_error_details_never_embed_megabytes(tmp_path):
    path = tmp_path / "huge-action.cardtable"
    path.write_text(json.dumps(document(actions=[["x" * 2_000_000]])))
    with pytest.raises(SaveFileError) as caught:
        saves.load(path)
    assert caught.value.problem is SaveProblem.ILLEGAL_ACTION
    assert len(caught.value.reason) <= saves.MAX_REASON_CHARS and len(str(caught.value)) < 1000


def test_bogus_actions_are_rejected_at_the_first_one(tmp_path, monkeypatch):
    path = tmp_path / "bogus.cardtable"
    path.write_text(json.dumps(document(actions=[["fly"]] * 50_000)))
    converted = []
    from_json = Action.from_json.__func__

    def counting(cls, data):
        converted.append(data)
        return from_json(cls, data)

    monkeypatch.setattr(Action, "from_json", classmethod(counting))
    with pytest.raises(SaveFileError, match=r"action #0 \(fly\)") as caught:
        saves.load(path)
    assert caught.value.problem is SaveProblem.ILLEGAL_ACTION
    assert len(converted) == 1


def test_a_malformed_action_is_named_by_its_index(tmp_path):
    path = tmp_path / "malformed.cardtable"
    path.write_text(json.dumps(document(actions=[["mark", 2], [7]])))
    with pytest.raises(SaveFileError, match=r"action #1") as caught:
        saves.load(path)
    assert caught.value.problem is SaveProblem.INVALID


def test_progress_is_reported_while_replaying(tmp_path):
    moves = [["mark", 2], ["size", 1], ["draw"], ["ack"], ["pass"]]
    path = tmp_path / "ok.cardtable"
    path.write_text(json.dumps(document(actions=moves)))
    seen = []
    saves.load(path, lambda done, total: seen.append((done, total)))
    assert seen[0] == (0, 5) and seen[-1] == (5, 5)
