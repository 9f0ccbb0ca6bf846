"""``python -m engine``: the command line in the style of the reference pairing engines."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from engine.cli import run
    from engine.closed_pipe import run_to_stdout

    return run_to_stdout(lambda: run(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
