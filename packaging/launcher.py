"""Entry script of the standalone bundle (packaging/cardtable.spec): the same program as the ``cardtable`` command.

``multiprocessing.freeze_support()`` comes first: the computer players run in ``spawn``-mode worker processes, which
a frozen program starts by re-running its own executable; this call turns those runs into workers.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from cardtable.__main__ import main

    sys.exit(main())
