"""``arbiter`` / ``python -m arbiter_gui``: the application, or a headless sub-command."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from arbiter_gui.entry import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
