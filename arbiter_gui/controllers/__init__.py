"""The window's controllers, one per command area: files, players, rounds and results, standings,
printing. Each is given the operations and the views it needs (never the window), and follows the open
file through ``arbiter_gui.session.Session.changed``."""
