"""The live server: the event's pages served to the players' phones on the venue's own network, with
no internet (issue 31), while the arbiters go on working on the file.

The pages are the web folder's (``outputs.web``: the same page makers), with three additions: a search
by name that works without scripts (a GET form, ``outputs.live.search``), a small script that brings a
change to an open page (``outputs.live.script``, Server-Sent Events), and the edition they belong to.
Pieces, one job each:

- ``outputs.live.edition``: every page of one read of the file, made when first asked for, then kept
  compressed, with its entity tag (``Edition``);
- ``outputs.live.watch``: the file's reader, read-only, in a thread of its own, that notices a change
  made by any program (``TournamentFile.change_marker``) and makes the next edition;
- ``outputs.live.sections``: the edition of an event of several sections (an index, each section's
  pages, search and stream under its folder, as the web folder lays them out);
- ``outputs.live.app``: the ASGI application (Starlette): only the event's pages, GET and HEAD only,
  caching headers, compression, the Server-Sent Events stream;
- ``outputs.live.guard``: the limits that keep one phone from starving the rest (requests per second,
  streams, connections, a deadline for a request's headers);
- ``outputs.live.server``: the HTTP server (uvicorn) bound where the arbiter says, in the foreground
  (``arbiter serve``) or in a thread (the window's Publish ▸ Serve to phones);
- ``outputs.live.qr``: the address as a QR code (segno), for the window, the projector and the
  pairing sheets.
"""
