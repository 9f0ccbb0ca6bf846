"""The style sheet of the web folder: readable on a phone (tables scroll sideways, less important
columns go on narrow screens), on a laptop and on paper; a dark scheme when the reader's system asks
for it. No web fonts (the venue may have no internet): the reader's system fonts, which cover
Cyrillic, Greek, CJK, Arabic and Hebrew on every current phone and desktop."""

CSS = """\
:root {
  --fg: #1b1f23; --bg: #ffffff; --muted: #5c6670; --line: #d8dde3; --head: #eef2f6;
  --accent: #1f5fa8; --stripe: #f7f9fb;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6e9ec; --bg: #14171a; --muted: #9aa5b1; --line: #39414a; --head: #20262c;
          --accent: #7ab3f0; --stripe: #1a1e22; }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0; color: var(--fg); background: var(--bg);
  font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC",
        "Noto Sans Arabic", "Noto Sans Hebrew", "DejaVu Sans", "Droid Sans Fallback", sans-serif;
}
header { background: var(--head); border-bottom: 1px solid var(--line); padding: 0.5rem 1rem; }
header .event { margin: 0; font-weight: 700; font-size: 1.15rem; }
header a { color: inherit; text-decoration: none; }
nav ul { list-style: none; margin: 0.3rem 0 0; padding: 0;
         display: flex; flex-wrap: wrap; gap: 0.25rem 0.9rem; }
nav a { color: var(--accent); }
nav a[aria-current="page"] { font-weight: 700; text-decoration: underline; }
main { padding: 0.5rem 1rem 2rem; max-width: 80rem; }
h1 { font-size: 1.5rem; margin: 0.6rem 0; }
h2 { font-size: 1.15rem; margin: 1.4rem 0 0.4rem; }
a { color: var(--accent); }
.status { color: var(--muted); margin: 0.2rem 0 0.8rem; }
.legend { color: var(--muted); font-size: 0.85rem; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; min-width: 100%; font-variant-numeric: tabular-nums; }
th, td { padding: 0.3rem 0.45rem; border-bottom: 1px solid var(--line);
         text-align: start; vertical-align: top; }
thead th { background: var(--head); font-weight: 600; white-space: nowrap; }
tbody tr:nth-child(even) { background: var(--stripe); }
tbody th { font-weight: 600; }
.num { text-align: end; white-space: nowrap; }
.result { text-align: center; white-space: nowrap; font-weight: 600; }
.cross { text-align: center; white-space: nowrap; font-size: 0.9rem; }
td.cross.self { background: #000; }
.pts { font-weight: 700; }
.name { min-width: 9rem; }
.title { font-size: 0.8em; font-weight: 700; color: var(--muted); }
.fed { font-size: 0.85em; letter-spacing: 0.03em; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0.5rem 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
.rounds a { margin-inline-end: 0.6rem; white-space: nowrap; }
footer { color: var(--muted); font-size: 0.8rem; padding: 0 1rem 1rem; }
@media (max-width: 40rem) {
  body { font-size: 15px; }
  .narrow { display: none; }
  th, td { padding: 0.25rem 0.3rem; }
}
@media print {
  header nav, footer { display: none; }
  .scroll { overflow: visible; }
  a { color: inherit; text-decoration: none; }
}
"""
