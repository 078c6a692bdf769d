"""The web table's own words, from the ``conjure.web`` gettext catalogs (the games give the rest).

Pages and their script get every word from :func:`words`: one table of marked texts, translated for the
reader's language and handed to the template (and, as JSON, to the script), so no text is written in a
template or in JavaScript.
"""

from __future__ import annotations

from conjure.i18n import LANGS, N_, InContext, Np_, Texts
from conjure.web.lobby_texts import LOBBY_WORDS

T = Texts("conjure.web")

WORDS: dict[str, str | InContext] = {
    "title": N_("Conjure: play in the browser"),
    "new_table": N_("New table"),
    "game": N_("Game"),
    "players": N_("Players"),
    "options": N_("Options"),
    "no_options": N_("This game has no options."),
    "default": N_("default"),
    "seats": N_("Seats"),
    "person": N_("Person"),
    "bot": N_("Bot"),
    "name": N_("Name (optional)"),
    "language": N_("Language"),
    "create": N_("Create the table"),
    "created": N_(
        "The table is ready. Send each player their own link: it plays that seat. "
        "Keep the links; they are shown only once."
    ),
    "spectator_link": N_("Spectator link (watch only)"),
    "open_tables": N_("Tables"),
    "no_tables": N_("No tables yet."),
    "watch": N_("Watch"),
    "steps": N_("Steps"),
    "error": N_("That did not work: {reason}"),
    "level_easy": Np_("level", "easy"),
    "level_medium": Np_("level", "medium"),
    "level_hard": Np_("level", "hard"),
    "level_expert": Np_("level", "expert"),
    "player_n": N_("Player {n}"),
    "you": N_("you"),
    "spectator": N_("You are watching."),
    "you_are": N_("You play {player}."),
    "your_turn": N_("Your turn."),
    "waiting": N_("Waiting for {names}."),
    "game_over": N_("The game is over."),
    "actions": N_("Your choices"),
    "click_hint": N_("Click a highlighted piece on the board, or choose below."),
    "nothing_to_do": N_("Nothing to decide now."),
    "picker_title": N_("Choose"),
    "picker_close": N_("Close the choices"),
    "sofar": N_("Your move so far: {steps}"),
    "log": N_("Log"),
    "step_n": N_("step {n}"),
    "connected": N_("here"),
    "away": N_("away"),
    "bot_plays": N_("bot ({level})"),
    "to_bot": N_("Let a bot play my seat"),
    "take_back": N_("Take my seat back"),
    "hand_to_bot": N_("Let a bot play for them"),
    "play_again": N_("Play again"),
    "next_game": N_("Go to the next game"),
    "reconnecting": N_("Connection lost; reconnecting…"),
    "stale": N_("The table moved on before your choice arrived; here is where it is now."),
    "illegal": N_("That choice is not possible now."),
    "bad_token": N_("This link does not belong to a seat at this table."),
    "unknown_table": N_("There is no such table."),
    "no_picture": N_("This game has no picture yet; the table in words:"),
    "lobby": N_("All tables"),
    "clock": N_("Clock (optional)"),
    "clock_minutes": N_("minutes for each person"),
    "clock_increment": N_("seconds added after each move"),
    "clock_out": N_("{name}'s time ran out: a bot made the move (step {n})."),
    "pass_to": N_("Pass the device to {name}. The others look away."),
    "keep_to": N_("{name}'s table now shows a secret. The others look away."),
    "ready": N_("I am {name}: show my table"),
    "hot_seat_link": N_("Hot-seat link: every person's seat on this one device"),
    "undo": N_("Undo my last action"),
    "undo_before_passing": N_("{name}: undo my last action"),
    "no_undo": N_("That cannot be taken back now."),
    "too_soon": N_("This player left only a moment ago; their seat can go to a bot once they have been away a while."),
    "table_full": N_("This table has as many visitors as it can take; try again later."),
    "closeup_cost": N_("Cost"),
    "closeup_gain": N_("Gain"),
    "too_many_sockets": N_("Too many tables or tabs are open from your address; close some and reload."),
    "turn_title": N_("Your turn"),
    "your_turn_to": N_("Your turn: {decision}"),
    "turn_of": N_("{names} to play."),
    "since_your_turn": N_("Since your last turn"),
    "moved_here": N_("changed since your last turn"),
    "legend_click": N_("you can play it: click it"),
    "legend_ok": N_("Got it"),
    "zoom": N_("Zoom"),
    "zoom_in": N_("Larger"),
    "zoom_out": N_("Smaller"),
    "sound_on": N_("Sound: on"),
    "sound_off": N_("Sound: off"),
    "tab_table": N_("Table"),
    "tab_mine": N_("My area"),
    "tab_others": N_("Others"),
    "tab_choices": N_("Choices"),
    "to_play": N_("to play"),
}


WORDS.update(LOBBY_WORDS)  # the lobby's list and the results table (conjure.web.lobby_texts)


def words(lang: str) -> dict[str, str]:
    """Every page word in ``lang`` (English for a language we do not have)."""
    return T.table(lang if lang in LANGS else "en", WORDS)


def player(lang: str, seat: int) -> str:
    return T.tr(lang, "Player {n}", n=seat + 1)
