"""Words: action labels and log lines in Czech, English and German."""

from __future__ import annotations

from typing import Any

from conjure.games.incantibus.data import DATA

LANGS = ("cs", "en", "de")

SPELLS = {"alkimia": "Alkimia", "retiro": "Retiro", "locus": "Locus", "ultimus": "Ultimus",
          "imperium": "Imperium", "video": "Video", "philosophia": "Philosophia", "fortuna": "Fortuna"}

ACTIONS: dict[str, dict[str, str]] = {
    "take:visible": {"cs": "Ukázat na {kind} (pole {slot})", "en": "Point at {kind} (slot {slot})",
                     "de": "Auf {kind} zeigen (Feld {slot})"},
    "take:hidden": {"cs": "Ukázat na skrytý žeton (pole {slot})", "en": "Point at the hidden token (slot {slot})",
                    "de": "Auf das verdeckte Plättchen zeigen (Feld {slot})"},
    "brew": {"cs": "Uvařit {kind}", "en": "Brew the {kind}", "de": "Den {kind} brauen"},
    "master": {"cs": "Ovládnout {kind}", "en": "Master the {kind}", "de": "Das {kind} meistern"},
    "duel:known": {"cs": "Utkat se s čarodějem {kind}", "en": "Duel the wizard {kind}",
                   "de": "Den Zauberer {kind} herausfordern"},
    "duel:hidden": {"cs": "Utkat se se skrytým čarodějem (pole {slot})", "en": "Duel the hidden wizard (slot {slot})",
                    "de": "Den verdeckten Zauberer herausfordern (Feld {slot})"},
    "drop": {"cs": "Hodit {kind} do příkopu a nový žeton si nechat", "en": "Drop your {kind} into the moat to keep the new token",
             "de": "{kind} in den Burggraben werfen und das neue Plättchen behalten"},
    "reject": {"cs": "Hodit nový žeton ({kind}) do příkopu", "en": "Throw the new {kind} into the moat",
               "de": "Das neue Plättchen ({kind}) in den Burggraben werfen"},
    "give": {"cs": "Odevzdat {kind}", "en": "Hand in {kind}", "de": "{kind} abgeben"},
    "ultimus:use": {"cs": "Použít Ultimus na příšeru", "en": "Use Ultimus on the monster", "de": "Ultimus gegen das Monster einsetzen"},
    "ultimus:decline": {"cs": "Ultimus nepoužít", "en": "Keep Ultimus (the monster is not caught)",
                        "de": "Ultimus behalten (das Monster wird nicht gefangen)"},
    "cast": {"cs": "Seslat kouzlo {spell}", "en": "Cast {spell}", "de": "{spell} wirken"},
    "cast:none": {"cs": "Žádné kouzlo nezbývá", "en": "No spell left to cast", "de": "Kein Zauber mehr übrig"},
    "steal": {"cs": "Ukrást {kind} hráči {victim}", "en": "Steal {kind} from player {victim}",
              "de": "{kind} von Spieler {victim} stehlen"},
    "retiro": {"cs": "Vzít {kind} z příkopu", "en": "Take {kind} from the moat", "de": "{kind} aus dem Burggraben nehmen"},
    "imperium": {"cs": "Vzít {kind} z místnosti", "en": "Take {kind} from the room", "de": "{kind} aus dem Raum nehmen"},
    "video": {"cs": "Podívat se na skrytý žeton (pole {slot})", "en": "Look at the hidden token (slot {slot})",
              "de": "Das verdeckte Plättchen ansehen (Feld {slot})"},
}

EVENTS: dict[str, dict[str, str]] = {
    "reveal": {"cs": "Incanto! {choices}", "en": "Incanto! {choices}", "de": "Incanto! {choices}"},
    "conflict": {"cs": "Spor o {target}: vyhrává {winner} (hůlka {w1}) a mění hůlku s {swap} (hůlka {w2}).",
                 "en": "Conflict over {target}: {winner} wins with wand {w1} and swaps wands with {swap} (wand {w2}).",
                 "de": "Streit um {target}: {winner} gewinnt mit Stab {w1} und tauscht mit {swap} (Stab {w2})."},
    "take": {"cs": "{seat} získává {kind}.", "en": "{seat} takes {kind}.", "de": "{seat} nimmt {kind}."},
    "brew": {"cs": "{seat} vaří {kind}.", "en": "{seat} brews the {kind}.", "de": "{seat} braut den {kind}."},
    "master": {"cs": "{seat} ovládá {kind}.", "en": "{seat} masters the {kind}.", "de": "{seat} meistert das {kind}."},
    "caught": {"cs": "{seat} chytá {kind} ({with_}).", "en": "{seat} catches the {kind} with the {with_}.",
               "de": "{seat} fängt {kind} mit {with_}."},
    "fled": {"cs": "{kind} utíká od hráče {seat} do příkopu.", "en": "The {kind} flees from {seat} into the moat.",
             "de": "{kind} flieht vor {seat} in den Burggraben."},
    "handed_in": {"cs": "{seat} odevzdává {kind} do příkopu.", "en": "{seat} hands in {kind} to the moat.",
                  "de": "{seat} wirft {kind} in den Burggraben."},
    "dropped": {"cs": "{seat} hází {kind} do příkopu, aby se vešel nový žeton.",
                "en": "{seat} drops {kind} into the moat to make room.",
                "de": "{seat} wirft {kind} in den Burggraben, um Platz zu schaffen."},
    "rejected": {"cs": "{seat} hází nový žeton ({kind}) do příkopu.", "en": "{seat} throws the new {kind} into the moat.",
                 "de": "{seat} wirft das neue Plättchen ({kind}) in den Burggraben."},
    "cast": {"cs": "{seat} sesílá {spell}.", "en": "{seat} casts {spell}.", "de": "{seat} wirkt {spell}."},
    "no_effect": {"cs": "Kouzlo hráče {seat} nemá efekt.", "en": "{seat}'s spell has no effect.",
                  "de": "Der Zauber von {seat} bleibt ohne Wirkung."},
    "no_spell": {"cs": "{seat} nemá co seslat.", "en": "{seat} has no spell to cast.", "de": "{seat} hat keinen Zauber."},
    "special": {"cs": "{seat} bere speciální žeton {kind}.", "en": "{seat} takes the special token {kind}.",
                "de": "{seat} nimmt das Spezialplättchen {kind}."},
    "stolen": {"cs": "{seat} krade {kind} hráči {victim}.", "en": "{seat} steals {kind} from {victim}.",
               "de": "{seat} stiehlt {kind} von {victim}."},
    "retrieved": {"cs": "{seat} loví {kind} z příkopu.", "en": "{seat} fishes {kind} out of the moat.",
                  "de": "{seat} fischt {kind} aus dem Burggraben."},
    "video_look": {"cs": "{seat} se dívá na skrytý žeton v poli {slot}{seen}.",
                   "en": "{seat} looks at the hidden token in slot {slot}{seen}.",
                   "de": "{seat} sieht sich das verdeckte Plättchen in Feld {slot} an{seen}."},
    "video_back": {"cs": "{seat} vrací žeton v poli {slot} lícem dolů.", "en": "{seat} puts the token in slot {slot} back face down.",
                   "de": "{seat} legt das Plättchen in Feld {slot} verdeckt zurück."},
    "leftover": {"cs": "Poslední žeton ({kind}) padá do příkopu.", "en": "The last token ({kind}) goes into the moat.",
                 "de": "Das letzte Plättchen ({kind}) landet im Burggraben."},
    "room_cleared": {"cs": "Místnost {room} je prohledána.", "en": "The {room} is cleared.", "de": "Der Raum {room} ist durchsucht."},
    "room_revealed": {"cs": "Nová místnost: {room}. Odhalen čaroděj {wizard}.",
                      "en": "New room: {room}. The wizard {wizard} is revealed.",
                      "de": "Neuer Raum: {room}. Der Zauberer {wizard} wird aufgedeckt."},
    "crypt": {"cs": "Krypta! Začíná závěrečný souboj s {n} čaroději.", "en": "The crypt! The final duel against {n} wizards begins.",
              "de": "Die Krypta! Das Abschlussduell gegen {n} Zauberer beginnt."},
    "wizard_flipped": {"cs": "{seat} otáčí čaroděje: {kind}.", "en": "{seat} turns the wizard over: {kind}.",
                       "de": "{seat} dreht den Zauberer um: {kind}."},
    "wizard_defeated": {"cs": "{seat} porazí čaroděje {kind}.", "en": "{seat} defeats {kind}.", "de": "{seat} besiegt {kind}."},
    "wizard_fled": {"cs": "Čaroděj {kind} utíká hráči {seat} do příkopu.", "en": "{kind} escapes {seat} into the moat.",
                    "de": "{kind} entkommt {seat} in den Burggraben."},
    "phase": {"cs": "— Fáze zaklínadla {round} —", "en": "— Spell phase {round} —", "de": "— Beschwörungsphase {round} —"},
    "game_over": {"cs": "Konec hry ({reason}). Body: {scores}.", "en": "Game over ({reason}). Points: {scores}.",
                  "de": "Spielende ({reason}). Punkte: {scores}."},
}

REASONS = {"no_wizards": {"cs": "žádní čarodějové", "en": "no wizards left", "de": "keine Zauberer mehr"},
           "wand_down": {"cs": "hůlku odkládá: {who}", "en": "wand put down by {who}", "de": "Stab abgelegt von {who}"}}
PLAYER = {"cs": "Hráč {n}", "en": "Player {n}", "de": "Spieler {n}"}
NONE = {"cs": "nic", "en": "nothing", "de": "nichts"}


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


def kind_name(kind: str, lang: str = "en") -> str:
    info = DATA.kinds.get(kind)
    return info.names.get(_lang(lang), kind) if info else kind


def room_name(room: str, lang: str = "en") -> str:
    info = DATA.rooms.get(room)
    return info.names.get(_lang(lang), room) if info else room


def player(seat: int | None, lang: str = "en") -> str:
    return PLAYER[_lang(lang)].format(n=(seat or 0) + 1) if seat is not None else "—"


def label(action_id: str, lang: str = "en") -> str:
    lang = _lang(lang)
    p = action_id.split(":")
    head = p[0]
    if head == "take":
        key = f"take:{p[1]}"
        return ACTIONS[key][lang].format(slot=p[2], kind=kind_name(p[3], lang) if len(p) > 3 else "")
    if head in ("brew", "master", "imperium"):
        return ACTIONS[head][lang].format(kind=kind_name(p[-1], lang))
    if head == "duel":
        if p[2] == "hidden":
            return ACTIONS["duel:hidden"][lang].format(slot=p[1])
        return ACTIONS["duel:known"][lang].format(kind=kind_name(p[2], lang))
    if head in ("drop", "reject", "give", "retiro"):
        return ACTIONS[head][lang].format(kind=kind_name(p[1], lang))
    if head == "ultimus" or action_id == "cast:none":
        return ACTIONS[action_id][lang]
    if head == "cast":
        return ACTIONS["cast"][lang].format(spell=SPELLS.get(p[1], p[1]))
    if head == "steal":
        return ACTIONS["steal"][lang].format(kind=kind_name(p[2], lang), victim=int(p[1]) + 1)
    if head == "video":
        return ACTIONS["video"][lang].format(slot=p[1])
    return action_id


def describe(event: dict[str, Any], lang: str = "en") -> str:
    lang = _lang(lang)
    kind = event["type"]
    template = EVENTS.get(kind, {}).get(lang)
    if template is None:
        return str(event)
    fields: dict[str, Any] = {k: v for k, v in event.items()}
    if "seat" in event:
        fields["seat"] = player(event["seat"], lang)
    if "kind" in event:
        fields["kind"] = kind_name(event["kind"], lang) if event.get("kind") else "?"
    if kind == "reveal":
        fields["choices"] = "; ".join(f"{player(s, lang)}: {label(c, lang)}" for s, c in enumerate(event["choices"]))
    elif kind == "conflict":
        fields.update(target=label(event["target"], lang), winner=player(event["winner"], lang),
                      swap=player(event["swap"], lang), w1=event["wands"][0], w2=event["wands"][1])
    elif kind == "caught":
        fields["with_"] = kind_name(event["with"], lang)
    elif kind == "cast":
        fields["spell"] = SPELLS.get(event["spell"], event["spell"])
    elif kind == "stolen":
        fields["victim"] = player(event["victim"], lang)
    elif kind == "video_look":
        fields["seen"] = f": {kind_name(event['kind'], lang)}" if event.get("kind") else ""
    elif kind in ("room_cleared", "room_revealed"):
        fields["room"] = room_name(event["room"], lang)
        fields["wizard"] = kind_name(event.get("wizard") or "", lang) if event.get("wizard") else NONE[lang]
    elif kind == "crypt":
        fields["n"] = event["wizards"]
    elif kind == "game_over":
        who = ", ".join(player(s, lang) for s in event.get("seats") or [])
        fields["reason"] = REASONS.get(event["reason"], {}).get(lang, event["reason"]).format(who=who)
        fields["scores"] = ", ".join(f"{player(s, lang)} {v}" for s, v in enumerate(event["scores"]))
    return template.format(**fields)
