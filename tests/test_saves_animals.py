"""Saved games of Power-Hungry Animals through the real registry: seeded random matches saved at random moments
load back to the same match (every seat's observation equal), and a tampered action list is refused."""

import json
import random

import pytest

from cardtable import saves
from cardtable.engine.animals import GAME
from cardtable.saves import SavedGame, SaveFileError, SaveProblem, Seat


def seats(players: int) -> tuple[Seat, ...]:
    return (
        Seat(kind="human", name="Sara"),
        *(Seat(kind="computer", level="normal", name=f"C{i}") for i in range(1, players)),
    )


def test_random_matches_round_trip(tmp_path):
    path = tmp_path / "m.cardtable"
    for seed in range(20):
        rng = random.Random(seed)
        players = 2 + seed % 5
        state = GAME.new_game(players, seed)
        stop = rng.randrange(1, 60)
        while not state.is_terminal and len(state.history) < stop:
            state.apply(rng.choice(state.legal_actions()))
        saves.save(path, SavedGame.of(state, seats(players)))
        saved, restored = saves.load(path)
        assert saved.game_id == "animals" and saved.num_players == players
        assert restored.history == state.history
        assert [restored.observation(p) for p in range(players)] == [state.observation(p) for p in range(players)]
        assert restored.legal_actions() == state.legal_actions()


def test_tampered_action_is_refused(tmp_path):
    state = GAME.new_game(3, 7)
    rng = random.Random(7)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    document = json.loads(SavedGame.of(state, seats(3)).to_bytes())
    document["actions"][4] = ["play", 10] if document["actions"][4] != ["play", 10] else ["play", 0]
    path = tmp_path / "m.cardtable"
    content = json.dumps(document).encode()
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as info:
        saves.load(path)
    assert info.value.problem is SaveProblem.ILLEGAL_ACTION and "action #4" in info.value.reason
    assert path.read_bytes() == content


def test_options_are_checked_by_the_game(tmp_path):
    document = json.loads(SavedGame.of(GAME.new_game(2, 1), seats(2)).to_bytes())
    document["options"] = {"first_player": 5}  # no seat 5 in a two-player match
    path = tmp_path / "m.cardtable"
    path.write_text(json.dumps(document))
    with pytest.raises(SaveFileError) as info:
        saves.load(path)
    assert info.value.problem is SaveProblem.BAD_OPTIONS


def test_damaged_files_never_crash_the_loader(tmp_path):
    """Seeded random damage (bytes flipped, cut, inserted; JSON values swapped) to a real saved game: loading either
    succeeds or raises SaveFileError, never anything else, and never changes the file."""
    state = GAME.new_game(3, 11)
    rng = random.Random(11)
    for _ in range(25):
        state.apply(rng.choice(state.legal_actions()))
    good = SavedGame.of(state, seats(3)).to_bytes()
    document = json.loads(good)
    path = tmp_path / "damaged.cardtable"
    odd_values = [None, True, -1, 2**70, "", "x" * 50, [], {}, [["play"]], 1.5]
    outcomes = {"loaded": 0, "refused": 0}
    for i in range(400):
        if i % 2:
            content = bytearray(good)
            for _ in range(rng.randrange(1, 4)):
                at = rng.randrange(len(content))
                choice = rng.randrange(3)
                if choice == 0:
                    content[at] = rng.randrange(256)
                elif choice == 1:
                    del content[at:]
                else:
                    content[at:at] = bytes([rng.randrange(256)])
            content = bytes(content)
        else:
            changed = json.loads(json.dumps(document))
            key = rng.choice(list(changed))
            if key == "actions" and rng.random() < 0.7 and changed["actions"]:
                changed["actions"][rng.randrange(len(changed["actions"]))] = rng.choice(odd_values)
            else:
                changed[key] = rng.choice(odd_values)
            content = json.dumps(changed).encode()
        path.write_bytes(content)
        try:
            saves.load(path)
            outcomes["loaded"] += 1
        except SaveFileError:
            outcomes["refused"] += 1
        assert path.read_bytes() == content
    assert outcomes["refused"] > 300 and outcomes["loaded"] > 0
