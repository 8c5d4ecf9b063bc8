"""Start the desktop app: ``cardtable`` / ``python -m cardtable``.

Options: ``--version``; ``--lang en|fa`` (else the remembered language, else the system's if Persian, else
English); and, to start a game at
once, ``--game ID --players N --seats human,ai:normal,... --seed S --options key=value[,key=value...]`` (the
game's options, as in the arena, e.g. ``--options tactics=true,games=3``); ``--practice`` makes it a practice game
(undo goes back whole turns; not counted in the statistics). With ``--screenshot FILE.png`` the app lets
``--autoplay K`` decisions happen (humans' decisions taken by the ``heuristic`` player, animations off), saves a PNG
of the window and exits with status 0. Works with ``QT_QPA_PLATFORM=offscreen``. Such a headless run never touches
the player's data: it uses a throwaway data and config folder (removed at exit) unless ``CARDTABLE_DATA_DIR`` /
``CARDTABLE_CONFIG_DIR`` name one.

Without a display (no ``DISPLAY`` or ``WAYLAND_DISPLAY`` and no other ``QT_QPA_PLATFORM``) the app says so and exits
with status 1 instead of letting Qt abort with a misleading message about missing libraries.

Ctrl+C in the terminal (SIGINT) and SIGTERM close the app as Game → Quit does and exit with status 130 / 143
(:mod:`cardtable.ui.interrupts`).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import re
import sys
import tempfile
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from cardtable import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.dialogs import GameSetup
    from cardtable.ui.game_screen import GameScreen
    from cardtable.ui.main_window import MainWindow


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardtable", description="Card games from Persian rulebooks.")
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument("--lang", choices=("en", "fa"), help="interface language (default: the remembered one)")
    parser.add_argument("--game", help="start this game at once (e.g. animals)")
    parser.add_argument("--players", type=int, help="number of players (default: the game's minimum or --seats)")
    parser.add_argument(
        "--seats",
        help="comma-separated seats: human, ai:easy|normal|hard, random, heuristic (default: human then ai:normal)",
    )
    parser.add_argument("--seed", type=int, help="random seed of the match (default: random)")
    parser.add_argument("--options", default="", help="game options as key=value[,key=value...] (e.g. tactics=true)")
    parser.add_argument(
        "--practice",
        action="store_true",
        help="a practice game: undo goes back whole turns, even past cards you have seen; not counted in statistics",
    )
    parser.add_argument(
        "--autoplay",
        type=int,
        default=0,
        metavar="K",
        help="with --screenshot: let K decisions happen first (a human's taken by the heuristic player)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help="save a PNG of the window, then exit (uses a throwaway data folder unless CARDTABLE_DATA_DIR is set)",
    )
    parser.add_argument("--size", default="1280x800", help="window size for screenshots, WIDTHxHEIGHT")
    return parser


NO_DISPLAY = (
    "cardtable: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start cardtable from a desktop "
    "session; for a screenshot without a display use QT_QPA_PLATFORM=offscreen."
)


def display_problem(environ: dict[str, str] | os._Environ[str] = os.environ) -> str | None:
    """:data:`NO_DISPLAY` when Qt would need a display (Linux, ``QT_QPA_PLATFORM`` unset or ``xcb`` / ``wayland``)
    and ``environ`` names none, else None."""
    if not sys.platform.startswith("linux"):
        return None
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform.split(":")[0] not in ("", "xcb", "wayland", "wayland-egl"):
        return None  # offscreen, minimal, eglfs, vnc...: no window system needed
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return NO_DISPLAY


@contextlib.contextmanager
def throwaway_user_dirs() -> Iterator[None]:
    """For a headless run: point ``CARDTABLE_DATA_DIR`` and ``CARDTABLE_CONFIG_DIR`` at a temporary folder (unless
    already set, i.e. named by the caller) and remove it afterwards, so the player's autosave, statistics and
    settings are never read or written."""
    from cardtable.storage import CONFIG_DIR_ENV, DATA_DIR_ENV

    with tempfile.TemporaryDirectory(prefix="cardtable-headless-") as scratch:
        chosen = {name: os.environ.get(name) for name in (DATA_DIR_ENV, CONFIG_DIR_ENV)}
        for name, sub in ((DATA_DIR_ENV, "data"), (CONFIG_DIR_ENV, "config")):
            if not chosen[name]:
                os.environ[name] = os.path.join(scratch, sub)
        try:
            yield
        finally:
            for name, value in chosen.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns the exit status. Errors in the arguments exit with status 2 and a message; no display
    gives status 1 and a message."""
    import multiprocessing

    multiprocessing.freeze_support()  # computer players run in spawned processes, also from a frozen bundle
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.screenshot and not args.game:
        parser.error("--screenshot needs --game")
    if args.practice and not args.game:
        parser.error("--practice needs --game")
    if args.autoplay and not args.screenshot:
        parser.error("--autoplay needs --screenshot (it plays the first decisions of a screenshot's game)")
    problem = display_problem()
    if problem is not None:
        from PySide6.QtWidgets import QApplication

        if QApplication.instance() is None:
            print(problem, file=sys.stderr)
            return 1
    if args.screenshot:
        with throwaway_user_dirs():
            return _run(parser, args)
    return _run(parser, args)


def _run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from cardtable.ai import make_agent
    from cardtable.controllers import SeatConfig
    from cardtable.engine.base import OptionsError
    from cardtable.engine.registry import get_game
    from cardtable.sim import parse_options_arg
    from cardtable.ui import i18n, prefs
    from cardtable.ui.app_icon import install_app_identity
    from cardtable.ui.dialogs import GameSetup, parse_seat
    from cardtable.ui.fonts import install_fonts
    from cardtable.ui.interrupts import quit_on_signals
    from cardtable.ui.main_window import MainWindow
    from cardtable.ui.names import default_source

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    install_app_identity(app)
    install_fonts(app)
    i18n.install_language(app, args.lang or prefs.language() or i18n.system_language())
    window = MainWindow()
    quit_on_signals(app)

    if args.game:
        try:
            game = get_game(args.game)
        except KeyError as exc:
            parser.error(str(exc.args[0]))
        specs = args.seats.split(",") if args.seats else []
        players = args.players if args.players is not None else (len(specs) or game.min_players)
        try:
            options = game.check_setup(players, parse_options_arg(args.options)).model_dump(exclude_unset=True)
        except (ValueError, OptionsError) as exc:
            parser.error(str(exc))
        if not specs:
            specs = ["human"] + ["ai:normal"] * (players - 1)
        if len(specs) != players:
            parser.error(f"--seats lists {len(specs)} seats but --players is {players}")
        try:
            seats = tuple(SeatConfig(default_source(i), parse_seat(s)) for i, s in enumerate(specs))
            for seat in seats:
                if seat.agent is not None:
                    make_agent(seat.agent, game.id)
        except ValueError as exc:
            parser.error(str(exc))
        size = re.fullmatch(r"(\d{2,5})x(\d{2,5})", args.size)
        if size is None:
            parser.error(f"--size must be WIDTHxHEIGHT in pixels, e.g. 1280x800, not {args.size!r}")
        seed = args.seed if args.seed is not None else random.randrange(2**31)
        setup = GameSetup(game.id, seats, options, seed, args.practice)
        if args.screenshot:
            window.resize(int(size.group(1)), int(size.group(2)))
            return _screenshot(app, window, setup, args.autoplay, args.screenshot)
        window.show()
        window.start_game(setup, confirm=False)
    else:
        window.show()
    return app.exec()


def _screenshot(
    app: QApplication, window: MainWindow, setup: GameSetup, autoplay: int, path: str, autopilot: str = "heuristic"
) -> int:
    """Play ``autoplay`` decisions of ``setup`` (humans' by computer player ``autopilot``), then save the window as
    ``path``.

    Returns 0 on success, 1 if the PNG could not be written or a computer player failed."""
    from PySide6.QtCore import QTimer

    window.set_speed(0.0, remember=False)
    status = {"code": 0, "done": False}

    def finish(code: int = 0) -> None:
        if status["done"]:
            return
        status["done"] = True
        status["code"] = code

        def grab() -> None:
            if window.game_screen is not None:
                window.game_screen.controller.stop()
            ok = window.grab().save(path, "PNG")
            if not ok:
                print(f"cardtable: could not write {path}", file=sys.stderr)
            window.close_game_now()
            app.exit(int(status["code"]) or (0 if ok else 1))

        QTimer.singleShot(250, grab)

    def on_started(screen: GameScreen) -> None:
        controller = screen.controller
        applied = [0]
        if autoplay > 0:
            controller.set_autopilot(autopilot)

        def on_applied(_player: int, _action: object) -> None:
            applied[0] += 1
            if applied[0] >= autoplay:
                controller.set_autopilot(None)

        def on_busy(busy: bool) -> None:
            if busy and applied[0] >= autoplay:
                controller.stop()
                finish()

        def on_failed(message: str) -> None:
            print(f"cardtable: {message}", file=sys.stderr)
            finish(1)

        controller.actionApplied.connect(on_applied)
        controller.busyChanged.connect(on_busy)

        def on_decision(_player: int, _decision: object) -> None:
            if applied[0] >= autoplay:
                finish()

        controller.decisionRequired.connect(on_decision)
        controller.gameOver.connect(lambda _outcome: finish())
        controller.failed.connect(on_failed)

    window.gameStarted.connect(on_started)
    window.show()
    window.start_game(setup, confirm=False, auto_continue=True)

    def timed_out() -> None:
        print("cardtable: screenshot timed out", file=sys.stderr)
        finish(1)

    QTimer.singleShot(300_000, timed_out)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
