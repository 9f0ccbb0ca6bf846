"""Made ``import_rows/*.rows.json``: every row a TRF import stores, for the TRFs of ``import_rows/``
(what ``tests/test_db_import_rows.py`` compares each import with).

Frozen: the rows were written by the import as it was before issue 32 item 4 (``main`` at 02ff24e),
which added the players, rounds, boards and byes one ORM object at a time and flushed each. The bulk
import that replaced it must store the same rows; do NOT re-run this to make a failing test pass.
Run from the repository root: ``PYTHONPATH=. .venv/bin/python tests/data/db/make_import_rows.py``.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent / "import_rows"


def main() -> None:
    import operations
    from tests.import_rows import stored_rows

    for trf in sorted(HERE.glob("*.trf")):
        with tempfile.TemporaryDirectory() as tmp:
            target = Path(tmp) / "imported.arbiter"
            tf, _report = operations.import_trf(trf, target)
            tf.close()
            rows = stored_rows(target, trf)
        out = trf.with_suffix(".rows.json")
        out.write_text(json.dumps(rows, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
