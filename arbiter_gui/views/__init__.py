"""The main window's views (tabs). Each receives the callables it needs, never the whole file."""
