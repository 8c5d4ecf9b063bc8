"""The headless arena: match play, statistics and the command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from tiny_game import GAME

from cardtable.engine.registry import get_game
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


def test_cli_option_out_of_range_for_the_seats_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--game", "animals", "--players", "2", "--agents", "random,random", "--options", "first_player=7"])
    assert exc.value.code == 2
    assert "first_player must be a seat from 0 to 1, not 7" in capsys.readouterr().err


def test_cli_json_run(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "animals", "--players", "3", "--agents", "heuristic,random,random", "--games", "6"]
    code = main([*argv, "--seed", "1", "--json"])
    out = capsys.readouterr().out
    summary = json.loads(out)
    assert code == 0
    for key in ("game", "players", "games", "errors", "wins", "mean_turns", "decision_ms", "wins_by_agent"):
        assert key in summary
    assert summary["game"] == "animals" and summary["players"] == 3 and summary["games"] == 6
    assert summary["errors"] == 0
    assert sum(summary["wins"]) + summary["draws"] == pytest.approx(6, abs=1e-3)
    assert summary["seats_by_agent"] == {"heuristic": 6, "random": 12}
    assert summary["options"] == {"first_player": None, "tokens_to_win": None}
    assert all(set(t) == {"mean", "p95", "max"} for t in summary["decision_ms"])


def test_cli_table_and_progress_bar(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "animals", "--agents", "random", "--players", "2", "--games", "3"]) == 0
    captured = capsys.readouterr()
    assert "random" in captured.out and "errors: 0" in captured.out and "win rate" in captured.out
    assert "3/3" in captured.err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--options", "colour=red"], "colour: Extra inputs are not permitted"),
        (["--options", "tokens_to_win=zero"], "tokens_to_win: Input should be a valid integer"),
        (["--options", "tokens_to_win=0"], "tokens_to_win: Input should be greater than or equal to 1"),
        (["--options", "tokens_to_win"], "option 'tokens_to_win' is not key=value"),
        (["--agents", "random,alphazero"], "unknown agent 'alphazero'"),
        (["--agents", "ismcts:godlike"], "unknown ismcts level 'godlike'"),
        (["--players", "7"], "for 2-6 players, not 7"),
        (["--players", "3", "--agents", "random,heuristic"], "2 agents given for 3 players"),
    ],
)
def test_cli_bad_arguments_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--game", "animals", "--games", "1", *argv])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_cli_runs_as_a_module_with_two_jobs() -> None:
    # The spawn-mode workers must import the arena without re-running it; results do not depend on --jobs.
    argv = ["--game", "animals", "--agents", "heuristic,random", "--games", "4", "--seed", "5", "--json"]
    run = subprocess.run(
        [sys.executable, "-m", "cardtable.sim", *argv, "--jobs", "2"], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    parallel = json.loads(run.stdout)
    game = get_game("animals")
    results = list(run_matches(game, ["heuristic", "random"], games=4, seed=5))
    serial = summarize(game, ["heuristic", "random"], results, seed=5, options=None, rotate=True)
    for key in ("wins", "wins_by_agent", "mean_turns", "mean_rounds", "errors"):
        assert parallel[key] == serial[key]
