"""What the program asks of the operating system, standard library only, below everything that needs it.

- ``osfiles.platforms``: which system this is, file locks, ``fsync`` of a file and of its folder, the
  user's name, the system's font folders, opening a file with its viewer, the printers;
- ``osfiles.output_files``: writing an output whole or not at all (a temporary file, then an atomic
  rename), and never over a file the program keeps (the tournament file, its backups, the player
  library, another program's database): ``write_output``, ``refuse_kept``.

Its refusals are ``engine.errors.ArbiterError``s and its sentences go through ``engine.i18n``: those two
modules of the engine are the only code of ours it uses. ``python -m engine`` and the TRF writer use
the atomic writer too.
"""
