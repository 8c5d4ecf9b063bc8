"""The headless arena: match play, statistics and the command line."""

from __future__ import annotations

import pytest
from tiny_game import GAME

from cardtable.sim import (
    main,
    parse_options_arg,
    percentile,
    play_match,
    run_matches,
    seat_specs,
    summarize,
    wilson_interval,
)


def test_seats_rotate_between_matches() -> None:
    agents = ("a", "b", "c")
    assert [seat_specs(agents, i, True) for i in range(3)] == [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b")]
    assert seat_specs(agents, 1, False) == agents


def test_matches_are_complete_and_reproducible() -> None:
    results = list(run_matches(GAME, ["random", "ismcts:easy"], games=6, seed=9, options={"target": 2}))
    assert [r.index for r in results] == list(range(6))
    assert all(r.error is None and r.winners for r in results)
    assert [r.seats[0] for r in results] == ["random", "ismcts:easy"] * 3
    for r in results:
        assert r.rounds >= 2 and r.decisions == sum(len(t) for t in r.decision_s)
        assert r.decisions == 6 * r.rounds  # 2 players x 3 tricks per round
    again = play_match(GAME, ["random", "random"], seed=9, index=4, options={"target": 2})
    twice = play_match(GAME, ["random", "random"], seed=9, index=4, options={"target": 2})
    assert (again.winners, again.decisions) == (twice.winners, twice.decisions)


def test_summary_counts_wins_per_seat_and_per_agent() -> None:
    agents = ["random", "ismcts:easy", "random"]
    results = list(run_matches(GAME, agents, games=6, seed=2))
    summary = summarize(GAME, agents, results, seed=2, options=None, rotate=True)
    assert summary["errors"] == 0 and summary["games"] == 6
    assert summary["seats_by_agent"] == {"random": 12, "ismcts:easy": 6}
    assert sum(summary["wins"]) == pytest.approx(6 - summary["draws"], abs=1e-3)
    assert sum(summary["wins_by_agent"].values()) == pytest.approx(sum(summary["wins"]), abs=1e-3)
    assert summary["mean_turns"] == pytest.approx(sum(r.decisions for r in results) / 6, abs=0.01)
    assert len(summary["decision_ms"]) == 3
    assert all(t["mean"] <= t["max"] and t["p95"] <= t["max"] for t in summary["decision_ms"])


def test_an_agent_failure_is_counted_as_an_error() -> None:
    result = play_match(GAME, ["random", "heuristic"], seed=0, index=0)  # Tiny Tricks has no heuristic player
    assert result.error is not None and "no heuristic player" in result.error
    summary = summarize(GAME, ["random", "heuristic"], [result], seed=0, options=None, rotate=True)
    assert summary["errors"] == 1 and summary["wins"] == [0.0, 0.0]


def test_statistics_helpers() -> None:
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.95) == 5.0
    assert percentile(list(map(float, range(1, 101))), 0.95) == 95.0
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-3)


def test_options_argument_parsing() -> None:
    assert parse_options_arg("a=1, b=x") == {"a": "1", "b": "x"}
    assert parse_options_arg("") == {}
    with pytest.raises(ValueError, match="not key=value"):
        parse_options_arg("a")
    with pytest.raises(ValueError, match="given twice"):
        parse_options_arg("a=1,a=2")


def test_cli_unknown_game_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--game", "chess"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and "Traceback" not in err
