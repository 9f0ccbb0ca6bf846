"""``python -m db COMMAND ...``: the headless ``arbiter`` sub-commands (see ``db.cli``)."""

import sys

from db.cli import main

sys.exit(main())
