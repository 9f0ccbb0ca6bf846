"""The ``arbiter`` sub-commands without the window: one module per group of commands.

``cli.main`` assembles the parser from the groups (``cli.event``, ``cli.players``, ``cli.rounds``,
``cli.results``, ``cli.files``, ``cli.end_of_event``, ``cli.library``) and runs a command;
``arbiter print`` is ``cli.printing``, ``arbiter export`` and ``arbiter publish`` are ``cli.exports``.
The window's launcher (``arbiter_gui.entry``) hands every headless command here. No Qt is imported.
"""
