"""The engine contract's own value types."""

import pytest

from cardtable.engine import Action, Event, Outcome


def test_action_json_round_trip():
    a = Action.of("guess", 2, "x")
    assert a.to_json() == ["guess", 2, "x"]
    assert Action.from_json(a.to_json()) == a
    assert hash(a) == hash(Action("guess", (2, "x")))


@pytest.mark.parametrize("bad", [[], "play", [1, 2], ["play", 1.5], ["play", True], {"kind": "play"}])
def test_action_from_json_rejects(bad):
    with pytest.raises(ValueError):
        Action.from_json(bad)


def test_event_visibility():
    public = Event("played", {"seat": 0})
    private = Event("saw", {"card": 6}, frozenset({1}))
    assert public.visible_to(3)
    assert private.visible_to(1) and not private.visible_to(0)
    assert private.to_json()["audience"] == [1]


def test_outcome_returns():
    assert Outcome((1,), (0, 3), "tokens").returns(2) == (0.0, 1.0)
    assert Outcome((0, 2), (2, 1, 2), "tokens").returns(3) == (0.5, 0.0, 0.5)
    assert Outcome((), (1, 1), "draw").returns(2) == (0.5, 0.5)
