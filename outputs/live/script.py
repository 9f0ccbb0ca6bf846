"""The one script of the live pages: it brings a change to an open page without reloading it.

The page says which edition it belongs to (``<meta name="arbiter-edition">``). The script listens to
the server's stream of editions (Server-Sent Events, ``events``; the browser reconnects by itself after
a drop) and, when an edition newer than the page's is announced, fetches the page again and puts its
navigation, its main part and its footer (the time it was published) in place of the old ones. A page
read without scripts works as well: it is a whole page, and reloading it shows the news.
"""

from __future__ import annotations

SCRIPT_FILE = "live.js"
EVENTS = "events"
"""The address of the stream of editions."""

SCRIPT = """\
"use strict";
(function () {
  var meta = document.querySelector('meta[name="arbiter-edition"]');
  if (!meta || !window.EventSource || !window.fetch || !window.DOMParser) { return; }
  var shown = meta.getAttribute("content");
  var busy = false;
  function swap(html) {
    var fresh = new DOMParser().parseFromString(html, "text/html");
    ["header nav", "main", "footer"].forEach(function (part) {
      var old = document.querySelector(part), now = fresh.querySelector(part);
      if (old && now) { old.replaceWith(document.adoptNode(now)); }
    });
    var edition = fresh.querySelector('meta[name="arbiter-edition"]');
    if (edition) { shown = edition.getAttribute("content"); meta.setAttribute("content", shown); }
    document.title = fresh.title;
  }
  function refresh() {
    if (busy) { return; }
    busy = true;
    fetch(location.href, { cache: "no-cache" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) { if (html) { swap(html); } })
      .catch(function () {})
      .then(function () { busy = false; });
  }
  var stream = new EventSource("events");
  stream.onmessage = function (e) { if (e.data !== shown) { refresh(); } };
})();
"""
"""No inline code: the pages' Content-Security-Policy allows scripts from the server only."""
