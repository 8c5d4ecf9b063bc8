"""Worst event-loop stall of the UI thread while a computer player (ismcts:hard by default) thinks.

A 5 ms QTimer runs on the UI thread while a GameController asks the computer player for ``--moves`` decisions of
Power-Hungry Animals; the gap between consecutive timer ticks, minus the interval, is the stall. Prints the worst
and the 99th-percentile stall in milliseconds (target: worst < 16 ms, one frame at 60 Hz) and the think times.

Usage: QT_QPA_PLATFORM=offscreen python benchmarks/ui_stall.py [--spec ismcts:hard] [--moves 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spec", default="ismcts:hard")
    parser.add_argument("--moves", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.controllers import GameController, SeatConfig
    from cardtable.engine.registry import get_game

    app = QApplication.instance() or QApplication([])
    seats = [SeatConfig("A", args.spec), SeatConfig("B", args.spec), SeatConfig("C", args.spec)]
    controller = GameController(get_game("animals"), seats, args.seed, {"first_player": 0}, pause=0)
    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0.0]
    interval = 5

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        if controller.busy:
            gaps.append(now - last[0] - interval)
        last[0] = now

    thinks: list[float] = []
    started = [time.perf_counter()]

    def on_busy(busy: bool) -> None:
        if busy:
            started[0] = time.perf_counter()
        else:
            thinks.append(time.perf_counter() - started[0])
            if len(thinks) >= args.moves:
                controller.stop()
                app.quit()

    controller.busyChanged.connect(on_busy)
    controller.gameOver.connect(lambda _o: app.quit())
    timer = QTimer()
    timer.setInterval(interval)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    controller.start()
    app.exec()
    timer.stop()
    controller.close()
    gaps.sort()
    worst = max(gaps, default=0.0)
    p99 = gaps[int(0.99 * (len(gaps) - 1))] if gaps else 0.0
    print(f"computer player: {args.spec}, decisions: {len(thinks)}, mean think {statistics.fmean(thinks):.2f} s")
    print(f"timer ticks while thinking: {len(gaps)}")
    print(f"worst event-loop stall: {max(worst, 0):.1f} ms (p99 {max(p99, 0):.1f} ms; target < 16 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
