"""The window's table models: one ``QAbstractTableModel`` per table, over frozen rows."""
