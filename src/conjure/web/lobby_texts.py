"""The words of the lobby's list of tables and of the results table (``conjure.web`` catalogs, merged into
:data:`conjure.web.texts.WORDS`)."""

from __future__ import annotations

from conjure.i18n import N_, InContext, Np_

LOBBY_WORDS: dict[str, str | InContext] = {
    "results": N_("Results"),
    "tiebreak": N_("Tie-break"),
    "tiebreak_decided": N_("The tie-break decided between equal scores."),
    "tiebreak_unused": N_("No tie-break was needed."),
    "replay": N_("Watch the replay"),
    "status": N_("Status"),
    "status_waiting": Np_("table", "waiting for players"),
    "status_running": Np_("table", "running"),
    "status_finished": Np_("table", "finished"),
    "to_move": N_("To move"),
    "age": N_("Started"),
    "open_seat": N_("open seat"),
    "join": N_("Join"),
    "join_name": N_("Your name when you join (optional)"),
    "open": N_("Open seat"),
    "yes": N_("yes"),
    "no": N_("no"),
}
