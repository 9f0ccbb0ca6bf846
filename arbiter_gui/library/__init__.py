"""The player library in the window (issue 13): searching it while registering, importing FIDE and
national lists, updating ratings, prohibited pairings. The work is done by ``player_library`` and ``db``;
these are the widgets and dialogs over it."""
