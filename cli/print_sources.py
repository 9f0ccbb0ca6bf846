"""What ``arbiter print`` prints from: a TRF, or a tournament file with what it adds (the stored
board order of a round, the end-of-event extras). Shared by ``cli.printing`` and
``cli.desk_printing``."""

from __future__ import annotations

from pathlib import Path

from db.location import Location
from engine.errors import ArbiterError
from engine.i18n import translate
from engine.model import Pairing, Tournament
from outputs.documents.endevent import EventExtras, extras_from_file
from outputs.documents.sections import stored_pairing

ARBITER_SUFFIX = ".arbiter"


def load(path: Location, round_number: int | None = None) -> tuple[Tournament, Pairing | None]:
    """The tournament in ``path``, and for ``.arbiter`` files the stored board order of the round."""
    tournament, pairing, _ = load_with_extras(path, round_number)
    return tournament, pairing


def load_with_extras(
    path: Location, round_number: int | None = None
) -> tuple[Tournament, Pairing | None, EventExtras | None]:
    """``load``, and for ``.arbiter`` files (and events on a venue server) what the file adds for the
    end-of-event documents."""
    if isinstance(path, Path) and not path.exists():
        raise ArbiterError(translate("CliRefusal", "{path}: no such file").format(path=path))
    if not isinstance(path, Path) or path.suffix.lower() == ARBITER_SUFFIX:
        import operations
        from cli.opened_files import choose_section
        # a read-only drive or an open window is fine

        with choose_section(operations.open_for_reading(path)) as tf:
            extras = extras_from_file(tf)
            tournament = tf.tournament()
            pairing = stored_pairing(tf, round_number or tournament.rounds_recorded)
            return tournament, pairing, extras
    from engine.trf import read_trf_file

    return read_trf_file(path), None, None
