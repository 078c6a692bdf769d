"""Help for the players: what the current decision is (with its rule id), what an action does, and
who won and how. Words only; the rules logic lives elsewhere and is only read here."""

from __future__ import annotations

from typing import Any

from conjure.engine.actions import parse_id
from conjure.engine.text import plural
from conjure.games.incantibus import suitcase
from conjure.games.incantibus.data import DATA, Need
from conjure.games.incantibus.labels import (
    _lang,
    cap,
    kind_name,
    kind_note,
    need_text,
    player,
    points,
    short_name,
    spell_effect,
)
from conjure.games.incantibus.scoring import ties_best_first
from conjure.games.incantibus.spell_phase import choices
from conjure.games.incantibus.view import view

KINDS = DATA.kinds

# The rule (docs/rules/incantibus.md) each kind of decision comes from.
RULE_OF = {"overflow": "INC-GAIN-2", "ultimus": "INC-GAIN-4", "cast": "INC-GAIN-6", "steal": "INC-SPELL-ALKIMIA",
           "retiro": "INC-SPELL-RETIRO", "imperium": "INC-SPELL-IMPERIUM", "video": "INC-SPELL-VIDEO"}
PAY_RULE = {"potion": "INC-GAIN-5", "book": "INC-EXP-2", "wizard": "INC-CRYPT-2"}

SENTENCES: dict[str, dict[str, str]] = {
    "room": {"cs": "Tajně ukažte hůlkou na žeton v místnosti nebo na {items}; když ukáže víc hráčů na totéž, "
                   "dostane to nejsilnější hůlka a vymění si ji s nejslabší.",
             "en": "Point your wand in secret at a room token or at {items}; if several players pick the same, "
                   "the strongest wand gets it and swaps with the weakest.",
             "de": "Zeige heimlich mit dem Stab auf ein Plättchen im Raum oder auf {items}; zeigen mehrere auf "
                   "dasselbe, bekommt es der stärkste Stab und tauscht mit dem schwächsten."},
    "crypt": {"cs": "Tajně ukažte hůlkou na čaroděje (na otočeného jen se slabinou v kufru; skrytý bez ní uteče), "
                    "nebo na {items}.",
              "en": "Point your wand in secret at a wizard (a face-up one only if you hold its weakness; a hidden "
                    "one flees if you cannot pay it), or at {items}.",
              "de": "Zeige heimlich mit dem Stab auf einen Zauberer (einen offenen nur, wenn du seine Schwäche hast; "
                    "ein verdeckter flieht, wenn du sie nicht bezahlen kannst) oder auf {items}."},
    "pay": {"cs": "Vyberte, co odevzdáte za {item} (potřeba: {need}); odevzdáno {done} {z} {total}.",
            "en": "Choose what to hand in for {item} (needed: {need}); {done} of {total} handed in.",
            "de": "Wähle, was du für {item} abgibst (nötig: {need}); {done} von {total} abgegeben."},
    "overflow": {"cs": "Nový žeton ({kind}) se do kufru nevejde: hoďte do příkopu jeden ze svých žetonů z plného "
                       "pole, nebo ten nový.",
                 "en": "The new {kind} does not fit in your suitcase: drop one of your tokens from a full field "
                       "into the moat, or throw the new one in.",
                 "de": "Das neue Plättchen ({kind}) passt nicht in deinen Koffer: wirf eines deiner Plättchen aus "
                       "einem vollen Feld oder das neue in den Burggraben."},
    "ultimus": {"cs": "Na příšeru ({kind}) nemáte zbraň: použijte Ultimus a chyťte ji, nebo si Ultimus nechte "
                      "a příšeru pusťte.",
                "en": "You have no weapon for the {kind}: spend Ultimus to catch it, or keep Ultimus and let it go.",
                "de": "Für das Monster ({kind}) hast du keine Waffe: setze Ultimus ein, um es zu fangen, oder "
                      "behalte Ultimus und lass es laufen."},
    "cast": {"cs": "Získali jste žeton kouzla: sešlete jedno z odkrytých kouzel.",
             "en": "You gained a spell token: cast one of the face-up spells.",
             "de": "Du hast ein Zauberplättchen bekommen: wirke einen der offenen Zauber."},
    "steal": {"cs": "Alkimia: vyberte, kterou ingredienci, zbraň nebo zlato komu ukradnete.",
              "en": "Alkimia: choose which ingredient, weapon or gold to steal, and from whom.",
              "de": "Alkimia: wähle, welche Zutat, Waffe oder welches Gold du wem stiehlst."},
    "retiro": {"cs": "Retiro: vyberte žeton, který si vezmete z příkopu.",
               "en": "Retiro: choose a token to take out of the moat.",
               "de": "Retiro: wähle ein Plättchen, das du aus dem Burggraben nimmst."},
    "imperium": {"cs": "Imperium: vyberte žeton lícem nahoru, který si vezmete z místnosti.",
                 "en": "Imperium: choose a face-up token to take from the room.",
                 "de": "Imperium: wähle ein offenes Plättchen, das du aus dem Raum nimmst."},
    "video": {"cs": "Video: vyberte skrytý žeton, na který se podíváte; pokud můžete, vezmete si ho.",
              "en": "Video: choose a face-down token to look at; you take it if you can.",
              "de": "Video: wähle ein verdecktes Plättchen zum Ansehen; du nimmst es, wenn du kannst."},
}
ITEMS = {"apprentice": {"cs": "lektvar, který umíte uvařit", "en": "a potion you can brew",
                        "de": "einen Trank, den du brauen kannst"},
         "expert": {"cs": "lektvar či knihu, které umíte získat", "en": "a potion or book you can pay for",
                    "de": "einen Trank oder ein Buch, das du bezahlen kannst"}}
PAID_WIZARD = {"cs": "čaroděje ({name})", "en": "the wizard {name}", "de": "den Zauberer {name}"}
PAID_ARTICLE = {"cs": {"potion": "{name}", "book": "{name}"}, "en": {"potion": "the {name}", "book": "the {name}"},
                "de": {"potion": "den {name}", "book": "das {name}"}}
MONSTER = {"cs": "příšera", "en": "monster", "de": "Monster"}

EXPLAIN: dict[str, dict[str, str]] = {
    "hidden": {"cs": "Žeton lícem dolů: co to je, uvidíte, až ho získáte (příšera bez své zbraně uteče).",
               "en": "A face-down token: you see what it is when you get it (a monster without its weapon flees).",
               "de": "Ein verdecktes Plättchen: was es ist, siehst du, wenn du es bekommst (ein Monster ohne "
                     "seine Waffe flieht)."},
    "hidden_wizard": {"cs": "Čaroděj se nejdřív otočí; když nemáte jeho slabinu, uteče do příkopu.",
                      "en": "The wizard is turned over first; if you cannot pay its weakness it flees into the moat.",
                      "de": "Der Zauberer wird zuerst umgedreht; kannst du seine Schwäche nicht bezahlen, flieht er "
                            "in den Burggraben."},
    "pay": {"cs": "Odevzdáte: {need}; získáte {points}.", "en": "You hand in {need} and gain {points}.",
            "de": "Du gibst ab: {need}; du bekommst {points}."},
    "no_room": {"cs": "Do kufru se nevejde: budete muset něco hodit do příkopu.",
                "en": "It does not fit in your suitcase: you will have to throw something into the moat.",
                "de": "Es passt nicht in deinen Koffer: du musst etwas in den Burggraben werfen."},
    "flees": {"cs": "Nemáte zbraň ({weapon}): příšera uteče.", "en": "You have no {weapon}: the monster would flee.",
              "de": "Du hast keine passende Waffe ({weapon}): das Monster würde fliehen."},
    "ultimus_only": {"cs": "Nemáte zbraň ({weapon}), ale můžete použít Ultimus.",
                     "en": "You have no {weapon}, but you may spend Ultimus.",
                     "de": "Du hast keine passende Waffe ({weapon}), kannst aber Ultimus einsetzen."},
    "lose": {"cs": "Přijdete o {points}.", "en": "You lose {points}.", "de": "Du verlierst {points}."},
    "forgo": {"cs": "Přijdete o {points}.", "en": "You give up {points}.", "de": "Du verzichtest auf {points}."},
    "ultimus:use": {"cs": "Ultimus padá do příkopu a příšera je vaše.", "en": "Ultimus goes into the moat and the monster is yours.",
                    "de": "Ultimus landet im Burggraben und das Monster gehört dir."},
    "ultimus:decline": {"cs": "Příšeru nechytíte, Ultimus vám zůstane.", "en": "The monster is not caught; you keep Ultimus.",
                        "de": "Das Monster wird nicht gefangen; du behältst Ultimus."},
}

RESULT: dict[str, dict[str, str]] = {
    "winner": {"cs": "Vítězí {who}: {points}.", "en": "{who} wins with {points}.", "de": "{who} gewinnt mit {points}."},
    "parts": {"cs": "Body {who_gen}: {parts}.", "en": "{who}'s points: {parts}.", "de": "Punkte von {who}: {parts}."},
    "no_wizards": {"cs": "Hra skončila, protože v kryptě nezbyl žádný čaroděj.",
                   "en": "The game ended because no wizard was left in the crypt.",
                   "de": "Das Spiel endete, weil kein Zauberer mehr in der Krypta war."},
    "wand_down": {"cs": "Hra skončila okamžitě: kdo už nemůže nic získat, odkládá hůlku – {who}.",
                  "en": "The game ended at once: whoever can gain nothing more puts the wand down – {who}.",
                  "de": "Das Spiel endete sofort: Wer nichts mehr gewinnen kann, legt den Stab ab – {who}."},
    "tie": {"cs": "Stejně bodů ({n}) mají {who}; pořadí určila síla hůlky: {order}.",
            "en": "{who} have {pts} each; the stronger wand ranks first: {order}.",
            "de": "{who} haben je {pts}; der stärkere Stab entscheidet: {order}."},
}
WAND = {"cs": "hůlka {n}", "en": "wand {n}", "de": "Stab {n}"}
AND = {"cs": " a ", "en": " and ", "de": " und "}
CATEGORY = {"gold": {"cs": "zlato", "en": "gold", "de": "Gold"},
            "monster": {"cs": "příšery", "en": "monsters", "de": "Monster"},
            "potion": {"cs": "lektvary", "en": "potions", "de": "Tränke"},
            "spell": {"cs": "žetony kouzel", "en": "spell tokens", "de": "Zauberplättchen"},
            "wizard": {"cs": "čarodějové", "en": "wizards", "de": "Zauberer"},
            "book": {"cs": "knihy", "en": "books", "de": "Bücher"},
            "wand": {"cs": "hůlka", "en": "wand", "de": "Stab"}}
WINNER_POINTS = {"cs": ("bod", "body", "bodů"), "en": ("point", "points"), "de": ("Punkt", "Punkten")}


def cs_from(n: int) -> str:
    """The Czech preposition "z" or "ze" before a number (ze 2, ze 3, ze 4, z 5 …), as it is spoken."""
    first = n if n < 10 else n // 10 if n < 100 else 0
    return "ze" if first in (2, 3, 4, 6, 7) or n in (12, 13, 14, 16, 17) else "z"


# -- the current decision -------------------------------------------------------------------------------
def progress(need: Need, given: list[str]) -> tuple[int, int]:
    """How far a payment is: (handed in, needed), counted in tokens (gold: in gold value)."""
    if "gold" in need:
        return sum(KINDS[k].gold for k in given), need["gold"]
    if "recipe" in need:
        return len(given), len(need["recipe"])
    return len(given), need.get("count", need.get("any", need.get("special", 1)))


def paid_item(kind: str, lang: str) -> str:
    """What a payment is for, as the object of 'pay for': 'the green potion', 'the wizard Bert Hroznata'."""
    lang = _lang(lang)
    info = KINDS[kind]
    if info.category == "wizard":
        return PAID_WIZARD[lang].format(name=kind_name(kind, lang))
    name = short_name(kind, lang, "acc")
    return PAID_ARTICLE[lang][info.category].format(name=name)


def decision_sentence(decision: dict[str, Any], lang: str) -> str:
    """One sentence on the decision in a table's ``decision`` entry (see view.py)."""
    lang = _lang(lang)
    kind = decision["type"]
    if kind == "pay":
        done, total = progress(decision["need"], decision["given"])
        return SENTENCES["pay"][lang].format(item=paid_item(decision["paying_for"], lang),
                                             need=need_text(decision["need"], lang), done=done, total=total,
                                             z=cs_from(total))
    shown = kind_name(decision["kind"], lang) if decision.get("kind") else MONSTER[lang]
    return SENTENCES[kind][lang].format(kind=shown)


def decision_rule(decision: dict[str, Any]) -> str:
    if decision["type"] == "pay":
        return PAY_RULE[KINDS[decision["paying_for"]].category]
    return RULE_OF[decision["type"]]


def decision_help(state: dict[str, Any], seat: int, lang: str) -> tuple[str, str] | None:
    lang = _lang(lang)
    if state["phase"] == "spell":
        if choices(state)[seat] is not None:
            return None
        items = ITEMS[state["mode"]][lang]
        if state["crypt"] is not None:
            return "INC-CRYPT-2", SENTENCES["crypt"][lang].format(items=items)
        return "INC-PHASE-1", SENTENCES["room"][lang].format(items=items)
    decision = view(state, seat)["decision"]
    if decision is None or decision["seat"] != seat:
        return None
    return decision_rule(decision), decision_sentence(decision, lang)


# -- what an action does ----------------------------------------------------------------------------
def explain_action(state: dict[str, Any], seat: int, action_id: str, lang: str) -> str:
    lang = _lang(lang)
    head, args = parse_id(action_id)
    if head == "take":
        return EXPLAIN["hidden"][lang] if args[0] == "hidden" else _explain_gain(state, seat, args[2], lang)
    if head in ("brew", "master") or (head == "duel" and args[1] != "hidden"):
        info = KINDS[args[-1]]
        return EXPLAIN["pay"][lang].format(need=need_text(info.need or {}, lang), points=points(info.points, lang))
    if head == "duel":
        return EXPLAIN["hidden_wizard"][lang]
    if head in ("drop", "reject"):
        worth = KINDS[args[0]].points
        return EXPLAIN["lose" if head == "drop" else "forgo"][lang].format(points=points(worth, lang)) if worth else ""
    if head == "give":
        worth = KINDS[args[0]].points
        words = [cap(kind_note(args[0], lang)) + "."] if KINDS[args[0]].special and not worth else []
        words += [EXPLAIN["lose"][lang].format(points=points(worth, lang))] if worth else []
        return " ".join(words)
    if head == "ultimus":
        return EXPLAIN[action_id][lang]
    if head == "cast":
        return cap(spell_effect(args[0], lang)) + "." if args[0] != "none" else ""
    if head in ("steal", "retiro", "imperium"):
        return _explain_gain(state, seat, args[-1], lang)
    return ""


def _explain_gain(state: dict[str, Any], seat: int, kind: str, lang: str) -> str:
    """What a token is worth, and whether it would flee or overflow the seat's suitcase."""
    words = [cap(kind_note(kind, lang)) + "."]
    owned = suitcase.owned_counts(state, seat)
    if KINDS[kind].category == "monster" and not owned[DATA.catcher_of[kind]]:
        weapon = kind_name(DATA.catcher_of[kind], lang)
        words.append(EXPLAIN["ultimus_only" if owned["ultimus"] else "flees"][lang].format(weapon=weapon))
    elif KINDS[kind].field != "stack" and not suitcase.fits_kinds(state, seat, suitcase.kinds_of(state, seat) + [kind]):
        words.append(EXPLAIN["no_room"][lang])
    return " ".join(words)


# -- the end -------------------------------------------------------------------------------------------
def _names(seats: list[int], lang: str) -> str:
    names = [player(s, lang) for s in seats]
    return ", ".join(names[:-1]) + AND[lang] + names[-1] if len(names) > 1 else names[0]


def result_lines(result: dict[str, Any], lang: str) -> list[str]:
    lang = _lang(lang)
    scores, wands = result["scores"], result["wands"]
    winner = result["winners"][0]
    lines = [RESULT["winner"][lang].format(who=player(winner, lang),
                                           points=plural(scores[winner], lang, WINNER_POINTS))]
    breakdown = result["breakdown"][winner]
    parts = ", ".join(f"{CATEGORY[k][lang]} {breakdown[k]}" for k in CATEGORY if breakdown.get(k))
    if parts:
        lines.append(RESULT["parts"][lang].format(who=player(winner, lang), who_gen=player(winner, lang, "gen"),
                                                  parts=parts))
    end = result.get("end") or {}
    if end.get("reason") == "no_wizards":
        lines.append(RESULT["no_wizards"][lang])
    elif end.get("reason") == "wand_down":
        lines.append(RESULT["wand_down"][lang].format(who=_names(end["seats"], lang)))
    for group in ties_best_first(scores):
        ordered = sorted(group, key=lambda s: -wands[s])
        order = ", ".join(f"{player(s, lang)} ({WAND[lang].format(n=wands[s])})" for s in ordered)
        lines.append(RESULT["tie"][lang].format(who=_names(group, lang), n=scores[group[0]],
                                               pts=points(scores[group[0]], lang), order=order))
    return lines
