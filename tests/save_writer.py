"""Helper process for tests/test_saves.py::test_killed_writer_never_leaves_a_broken_file (not a test module).

Usage: ``python save_writer.py PATH START_GENERATION SEED``. For each request line ``"kill"`` on stdin it forks a
writer child that saves generations START, START+1, ... to PATH in a loop (reporting each completed generation on a
pipe), waits for its first completed save, SIGKILLs it after a further random delay (0–4 ms, about one save), and
prints the last generation completed; the next child continues after it. It stops at end of input.
"""

from __future__ import annotations

import os
import random
import signal
import sys
import time
from pathlib import Path

from cardtable.saves import SavedGame, Seat, save

SEATS = (Seat(kind="human", name="Ana"), Seat(kind="computer", level="easy", name="Bot"))


def saved_game(generation: int) -> SavedGame:
    """Generation ``g``: the Reveal game with seed ``g`` and ``(g % 5) * 400`` passes (up to ~30 KB of JSON)."""
    return SavedGame(game_id="reveal", seats=SEATS, seed=generation, actions=(("pass",),) * ((generation % 5) * 400))


def writer(path: Path, generation: int, report: int) -> None:
    while True:
        save(path, saved_game(generation))
        os.write(report, f"{generation}\n".encode())
        generation += 1


def main() -> None:
    path, generation, rng = Path(sys.argv[1]), int(sys.argv[2]), random.Random(int(sys.argv[3]))
    for _request in sys.stdin:
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            writer(path, generation, write_end)
        os.close(write_end)
        with os.fdopen(read_end) as reports:
            first = reports.readline()  # the child is in its write loop: one save done, the next one under way
            time.sleep(rng.uniform(0.0, 0.004))
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            done = [int(line) for line in (first + reports.read()).split()]
        last = done[-1]
        generation = last + 1
        print(last, flush=True)


if __name__ == "__main__":
    main()
