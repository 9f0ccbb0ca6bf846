"""The main window, by command area: each module adds the commands of one menu to the window.

``arbiter_gui.main_window.MainWindow`` puts them together; the layers, bottom up: ``base`` (the state the
window holds), ``view_loading`` (the file read into the views), ``operations`` (running ``db`` operations,
undoable, on the UI thread or the worker), then the commands: ``file_commands``, ``player_commands``,
``round_commands``, ``pairing_commands``.
"""
