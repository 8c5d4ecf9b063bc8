"""The conformance kit's contract checks for Plague's victory by points too: the kit runs every registered game with
each combination of its boolean options and the defaults for the rest (``victory="rounds"``)."""

from __future__ import annotations

import pytest

from tests.conformance import test_conformance as kit


@pytest.mark.parametrize("players", [2, 3, 4])
def test_victory_by_points_keeps_the_contract(players: int) -> None:
    kit.test_random_matches_keep_the_contract("plague", players, {"victory": "points"})
    kit.test_undo_never_crosses_a_reveal_to_the_human("plague", players, {"victory": "points"})
