"""Made ``double_swiss_boards_v10.arbiter`` (frozen: do NOT re-run; it stands for the Double-Swiss files
imported before game 2 was numbered on game 1's boards). ``double_swiss_boards.trf`` is a Double-Swiss
event of 8 players, 2 matches played, paired and exported by this program; the sample is that TRF
imported by the program of commit 5a76860 (schema 10, the last before the import kept game 2 on game
1's boards), taken from this repository's own history. Run from the repository root:
``PYTHONPATH=. .venv/bin/python tests/data/db/make_double_swiss_boards_sample.py``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OLD_PROGRAM = "5a76860"


def main() -> None:
    target = HERE / "double_swiss_boards_v10.arbiter"
    target.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "archive", OLD_PROGRAM], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        trf = HERE / "double_swiss_boards.trf"
        subprocess.run(
            [sys.executable, "-m", "cli", "import-trf", str(trf), str(target)], cwd=folder, check=True
        )


if __name__ == "__main__":
    main()
