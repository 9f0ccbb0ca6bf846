"""Files Arbiter Desk reads at run time: fonts, icons, translations, sample events.

This folder is installed as the package ``arbiter_desk_resources`` (a package-dir mapping in
``pyproject.toml``), shipped in the wheel and in every bundle. Programs find it through
``texts.resources.resource_dir``, never by a path of their own.

- ``fonts/``: the faces the printed documents embed (DejaVu; licence in ``fonts/LICENSE-DejaVu.txt``).
"""
