"""``python -m cardtable.sim``: the headless arena (see :mod:`cardtable.sim`)."""

import sys

from cardtable.sim import main

if __name__ == "__main__":  # worker processes (spawn) import this module without running the arena
    sys.exit(main())
