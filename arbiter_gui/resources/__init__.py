"""Files Arbiter Desk reads at run time, shipped inside the package so that a wheel install has them.

``fonts/``: the DejaVu faces the printed documents embed (licence in ``fonts/LICENSE-DejaVu.txt``).
Find them with ``importlib.resources.files(__name__)``, which works the same from a source tree, an
editable install and an installed wheel.
"""
