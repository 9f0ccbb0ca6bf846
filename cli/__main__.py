"""``python -m cli COMMAND ...``: the headless ``arbiter`` sub-commands (see ``cli.main``)."""

import sys

from cli.main import main

sys.exit(main())
