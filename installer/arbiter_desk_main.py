"""The bundles' entry point: the ``arbiter`` command line (window, ``new``, ``print``, ...) unchanged."""

import sys

from arbiter_gui.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
