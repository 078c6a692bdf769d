"""The names and texts of Trickerion's components in Czech, English and German: tricks, props, magicians and their
abilities, theatres, special assignment cards with their effects, and the prophecies' effects.

Each is a gettext message (``locale/cs.po``, ``locale/de.po``) whose English id is the record's text in data.toml
(``name_en``, ``ability_en``, ``ability``, ``effect``): data.toml stays the source and the provenance, the catalogs
translate it. :func:`check` (run at import) fails when a table here and data.toml disagree, so a corrected text in
data.toml cannot silently lose its translations. Czech uses the Czech edition's names where the rulebook gives them
(``name_cs`` in data.toml, pinned by a test); the other Czech names and every German name are our translations
(docs/games/trickerion.md, "Names").

Props also have an accusative form (context ``accusative``) for sentences whose verb takes the prop as its object
("Objednat látku").
"""

from __future__ import annotations

from conjure.i18n import InContext, Np_, Texts

from . import data

T = Texts("conjure.games.trickerion")

# rulebook Karty triků; Dodatek (level-3 names)
TRICKS: dict[str, InContext] = {
    "enchanted_butterflies": Np_("trick", "Enchanted Butterflies"),
    "rabbit_from_the_top_hat": Np_("trick", "Rabbit from the Top Hat"),
    "pub_in_a_bottle": Np_("trick", "Pub-In-A-Bottle"),
    "card_manipulation": Np_("trick", "Card Manipulation"),
    "self_decapitation": Np_("trick", "Self Decapitation"),
    "paper_shred": Np_("trick", "Paper Shred"),
    "shattered_mirror": Np_("trick", "Shattered Mirror"),
    "fishing_in_the_air": Np_("trick", "Fishing in the Air"),
    "mutilation": Np_("trick", "Mutilation"),
    "stairs_of_water": Np_("trick", "Stairs of Water"),
    "beast_within": Np_("trick", "Beast Within"),
    "vanishing_elephant": Np_("trick", "Vanishing Elephant"),
    "mind_reading": Np_("trick", "Mind Reading"),
    "breath_of_life": Np_("trick", "Breath of Life"),
    "spirit_hand": Np_("trick", "Spirit Hand"),
    "window_to_the_otherworld": Np_("trick", "Window to the Otherworld"),
    "floating_table": Np_("trick", "Floating Table"),
    "future_sight": Np_("trick", "Future Sight"),
    "pepper_s_ghost": Np_("trick", "Pepper's Ghost"),
    "ghost_trap": Np_("trick", "Ghost Trap"),
    "balsamo_s_skull": Np_("trick", "Balsamo's Skull"),
    "seance": Np_("trick", "Séance"),
    "skeleton_dance": Np_("trick", "Skeleton Dance"),
    "metamorphosis": Np_("trick", "Metamorphosis"),
    "barricaded_barrels": Np_("trick", "Barricaded Barrels"),
    "stocks_escape": Np_("trick", "Stocks Escape"),
    "burning_mummy": Np_("trick", "Burning Mummy"),
    "water_tank_escape": Np_("trick", "Water Tank Escape"),
    "prison_break": Np_("trick", "Prison Break"),
    "zig_zag_lady": Np_("trick", "Zig Zag Lady"),
    "walled": Np_("trick", "Walled"),
    "wolf_cage": Np_("trick", "Wolf Cage"),
    "buried_alive": Np_("trick", "Buried Alive"),
    "assistant_s_revenge": Np_("trick", "Assistant's Revenge"),
    "iron_maiden": Np_("trick", "Iron Maiden"),
    "transported_man": Np_("trick", "Transported Man"),
    "linking_rings": Np_("trick", "Linking Rings"),
    "living_piano": Np_("trick", "Living Piano"),
    "chinese_sticks": Np_("trick", "Chinese Sticks"),
    "levitation": Np_("trick", "Levitation"),
    "mechanical_hornet": Np_("trick", "Mechanical Hornet"),
    "sawing_the_assistant_in_half": Np_("trick", "Sawing the Assistant in Half"),
    "vanishing_bird_cage": Np_("trick", "Vanishing Bird Cage"),
    "bullet_catch": Np_("trick", "Bullet Catch"),
    "aztec_lady": Np_("trick", "Aztec Lady"),
    "horror_saws": Np_("trick", "Horror Saws"),
    "automaton": Np_("trick", "Automaton"),
    "hellhound": Np_("trick", "Hellhound"),
}

# rulebook Rekvizity
PROPS: dict[str, InContext] = {
    "wood": Np_("prop", "Wood"),
    "metal": Np_("prop", "Metal"),
    "glass": Np_("prop", "Glass"),
    "fabric": Np_("prop", "Fabric"),
    "rope": Np_("prop", "Rope"),
    "petroleum": Np_("prop", "Petroleum"),
    "saw": Np_("prop", "Saw"),
    "animal": Np_("prop", "Animal"),
    "padlock": Np_("prop", "Padlock"),
    "mirror": Np_("prop", "Mirror"),
    "disguise": Np_("prop", "Disguise"),
    "cog": Np_("prop", "Cog"),
}

# a prop as the object of a verb (Czech: látku, pilu)
PROPS_ACCUSATIVE: dict[str, InContext] = {
    "wood": Np_("accusative", "Wood"),
    "metal": Np_("accusative", "Metal"),
    "glass": Np_("accusative", "Glass"),
    "fabric": Np_("accusative", "Fabric"),
    "rope": Np_("accusative", "Rope"),
    "petroleum": Np_("accusative", "Petroleum"),
    "saw": Np_("accusative", "Saw"),
    "animal": Np_("accusative", "Animal"),
    "padlock": Np_("accusative", "Padlock"),
    "mirror": Np_("accusative", "Mirror"),
    "disguise": Np_("accusative", "Disguise"),
    "cog": Np_("accusative", "Cog"),
}

# rulebook Dodatek: Dovednosti iluzionistů
MAGICIANS: dict[str, InContext] = {
    "master_of_chains": Np_("magician", "Master of Chains"),
    "the_great_optico": Np_("magician", "The Great Optico"),
    "priestess_of_mysticism": Np_("magician", "Priestess of Mysticism"),
    "the_mechaniker": Np_("magician", "The Mechaniker"),
    "the_red_lotus": Np_("magician", "The Red Lotus"),
    "the_gentleman": Np_("magician", "The Gentleman"),
    "yoruba_spiritmaster": Np_("magician", "Yoruba Spiritmaster"),
    "electra": Np_("magician", "Electra"),
}

# the abilities' names (Dodatek)
ABILITIES: dict[str, InContext] = {
    "master_of_chains": Np_("ability", "Break Free"),
    "the_great_optico": Np_("ability", "Mimesis"),
    "priestess_of_mysticism": Np_("ability", "Fate Weaving"),
    "the_mechaniker": Np_("ability", "Mechanical Enhancement"),
    "the_red_lotus": Np_("ability", "Trick Steal"),
    "the_gentleman": Np_("ability", "Magic for the Masses"),
    "yoruba_spiritmaster": Np_("ability", "Soul Possession"),
    "electra": Np_("ability", "Supercharge"),
}

# what each ability does (Dodatek), data.toml `ability`
ABILITY_TEXTS: dict[str, InContext] = {
    "master_of_chains": Np_(
        "ability text",
        "Before the Performance phase you may make one special Reschedule without placing a character; unlike "
        "a normal Reschedule, links created by it pay their link bonuses.",
    ),
    "the_great_optico": Np_(
        "ability text",
        "Once per round one of your permanent assignment cards may copy an opponent's revealed special "
        "assignment card of the same location: use either that card's printed effect or its +1 AP "
        "alternative.",
    ),
    "priestess_of_mysticism": Np_(
        "ability text",
        "For 1 AP at the Dark Alley, discard the active prophecy, replace it with any pending prophecy, then "
        "draw a new pending prophecy.",
    ),
    "the_mechaniker": Np_(
        "ability text",
        "Once per round one of your apprentices gets +1 AP when placed at any location except the Theater.",
    ),
    "the_red_lotus": Np_(
        "ability text",
        "As performer you may take the yield of an opponent's trick in the same performance instead of your "
        "own trick's yield, if that trick's fame threshold is equal to or lower than yours; the opponent gets "
        "1 fame less for the stolen trick.",
    ),
    "the_gentleman": Np_(
        "ability text",
        "Whenever your magician is placed on a Downtown, Market Row or Dark Alley space, gain fame equal to "
        "the number of trick cards you own.",
    ),
    "yoruba_spiritmaster": Np_(
        "ability text",
        "Once per round, before an opponent chooses the performance card to perform, you may pay 1 shard to "
        "choose it for them; the card must hold at least one of that opponent's markers.",
    ),
    "electra": Np_(
        "ability text",
        "When setting up a trick you may stack two markers of the same trick on one slot; it counts as one "
        "trick and link bonuses are paid once; when performed it yields +1/+2/+3 fame and +1/+2/+3 coins for "
        "a level 1/2/3 trick.",
    ),
}

# rulebook Příprava hry 3
THEATRES: dict[str, InContext] = {
    "riverside": Np_("theatre", "Riverside Theater"),
    "grand_magorian": Np_("theatre", "Grand Magorian"),
    "magnus_pantheon": Np_("theatre", "The Magnus Pantheon"),
}

# rulebook Speciální karty pověření; names: the reference (BGA)
SPECIAL_NAMES: dict[str, InContext] = {
    "guest_performer": Np_("special card", "Guest Performer"),
    "orchestral_interlude": Np_("special card", "Orchestral Interlude"),
    "headliner_trick": Np_("special card", "Headliner Trick"),
    "new_twist": Np_("special card", "New Twist"),
    "buying_time": Np_("special card", "Buying Time"),
    "durable_components": Np_("special card", "Durable Components"),
    "arranged_fiasco": Np_("special card", "Arranged Fiasco"),
    "grand_premiere": Np_("special card", "Grand Premiere"),
    "street_performance": Np_("special card", "Street Performance"),
    "director_s_favor": Np_("special card", "Director's Favor"),
    "trick_tweaking": Np_("special card", "Trick Tweaking"),
    "test_run": Np_("special card", "Test Run"),
    "replaceable_parts": Np_("special card", "Replaceable Parts"),
    "invention": Np_("special card", "Invention"),
    "ingenuity": Np_("special card", "Ingenuity"),
    "unstable_prototype": Np_("special card", "Unstable Prototype"),
    "enhance_trick": Np_("special card", "Enhance Trick"),
    "on_stage_preparation": Np_("special card", "On-stage Preparation"),
    "hidden_talent": Np_("special card", "Hidden Talent"),
    "freelancer": Np_("special card", "Freelancer"),
    "mass_recruitment": Np_("special card", "Mass Recruitment"),
    "hypnotic_motivation": Np_("special card", "Hypnotic Motivation"),
    "headhunter": Np_("special card", "Headhunter"),
    "trick_overhaul": Np_("special card", "Trick Overhaul"),
    "thirst_for_knowledge": Np_("special card", "Thirst for Knowledge"),
    "leaked_blueprints": Np_("special card", "Leaked Blueprints"),
    "investments": Np_("special card", "Investments"),
    "fame_and_fortune": Np_("special card", "Fame and Fortune"),
    "interest": Np_("special card", "Interest"),
    "empower": Np_("special card", "Empower"),
    "component_sale": Np_("special card", "Component Sale"),
    "smuggled_goods": Np_("special card", "Smuggled Goods"),
    "barter_with_power": Np_("special card", "Barter with Power"),
    "workshop_exhibition": Np_("special card", "Workshop Exhibition"),
    "shoplifting": Np_("special card", "Shoplifting"),
    "logistics": Np_("special card", "Logistics"),
    "traveling_merchants": Np_("special card", "Traveling Merchants"),
    "dubious_sources": Np_("special card", "Dubious Sources"),
    "business_share": Np_("special card", "Business Share"),
    "workshop_delivery": Np_("special card", "Workshop Delivery"),
}

# each card's bonus in our words, data.toml `effect`
SPECIAL_EFFECTS: dict[str, InContext] = {
    "guest_performer": Np_(
        "special card effect",
        "The marker may be set up even when the chosen performance card has no free slot: put it on any "
        "unused spot of that card; it counts as part of that performance.",
    ),
    "orchestral_interlude": Np_(
        "special card effect",
        "Gain your trick's link payment once for every marker connected to the one you set up, whether or not "
        "the school symbols match.",
    ),
    "headliner_trick": Np_(
        "special card effect", "Every link created by this set-up pays its reward twice (shard rewards included)."
    ),
    "new_twist": Np_(
        "special card effect",
        "You may set up a marker of a trick on a performance card that already holds a marker of that same "
        "trick of yours (a second copy on the same card).",
    ),
    "buying_time": Np_(
        "special card effect",
        "After the set-up you may swap the positions of two performance cards; if you do, gain 3 coins.",
    ),
    "durable_components": Np_(
        "special card effect",
        "At the end of the Performance phase, one of your performed markers may go back onto its trick card "
        "instead of to your supply.",
    ),
    "arranged_fiasco": Np_(
        "special card effect",
        "When you perform: +1 fame for each of your own markers in the performance; every other player there "
        "loses 1 fame per marker of theirs.",
    ),
    "grand_premiere": Np_(
        "special card effect",
        "If one of your tricks in the performance is being performed for the first time this game, double one "
        "of its yields (fame, coins or shards, your choice) for this performance.",
    ),
    "street_performance": Np_(
        "special card effect",
        "Instead of moving the marker, take it off the performance card and immediately collect that trick's "
        "yields (yield modifiers apply).",
    ),
    "director_s_favor": Np_("special card effect", "You may move an opponent's marker instead of one of your own."),
    "trick_tweaking": Np_("special card effect", "The prepared trick receives 1 extra marker."),
    "test_run": Np_(
        "special card effect",
        "You may take 1 marker fewer; if you do, immediately collect the trick's fame, coin and shard yields.",
    ),
    "replaceable_parts": Np_(
        "special card effect",
        "You may take 1 marker fewer; if you do, put one marker on another trick you own whose fame threshold "
        "is equal or lower, even if its component requirements are not met.",
    ),
    "invention": Np_(
        "special card effect",
        "Gain fame equal to the number of advanced plus superior components the prepared trick requires.",
    ),
    "ingenuity": Np_(
        "special card effect",
        "You may prepare the trick while short of one required component type; a trick prepared this way gets "
        "only 1 marker.",
    ),
    "unstable_prototype": Np_(
        "special card effect",
        "You may return up to 3 of the trick's required components to the supply; if you return any: +1 "
        "marker on the trick and 1 fame + 1 coin per component returned.",
    ),
    "enhance_trick": Np_(
        "special card effect",
        "You may put one of your shards on the prepared trick (it counts as spent); that trick's fame and "
        "coin yields are +1 for the rest of the game.",
    ),
    "on_stage_preparation": Np_(
        "special card effect",
        "After preparing, you may move one of the new markers onto an empty slot of any performance card; "
        "links formed this way pay nothing.",
    ),
    "hidden_talent": Np_(
        "special card effect",
        "If an apprentice did the preparing, you may send that apprentice back to the supply in the Return "
        "Characters phase and at once hire a specialist, whose wage you pay this round.",
    ),
    "freelancer": Np_(
        "special card effect", "This character may be placed at any other location instead of the Workshop."
    ),
    "mass_recruitment": Np_(
        "special card effect",
        "When you hire an apprentice you may pay 3 coins to hire a second one; no extra AP and no die needed.",
    ),
    "hypnotic_motivation": Np_(
        "special card effect",
        "The hired character joins you at once; you may put an assignment card from your hand under it and "
        "place it later in this same Place Characters phase.",
    ),
    "headhunter": Np_(
        "special card effect",
        "Hire any character type regardless of what a character die shows (a die must still be available, not "
        "X); this Hire costs 1 AP less.",
    ),
    "trick_overhaul": Np_(
        "special card effect",
        "While learning, you may return another trick of yours to the Dahlgaard Residence and move all its "
        "markers and its symbol marker onto the new trick; allowed only if you meet the new trick's component "
        "requirements.",
    ),
    "thirst_for_knowledge": Np_(
        "special card effect",
        "Learn a trick of any school regardless of what a trick die shows (a die must still be available, not "
        "X); this Learn costs 1 AP less.",
    ),
    "leaked_blueprints": Np_(
        "special card effect",
        "If the learned trick's fame threshold is 16 or less, it arrives with 1 marker on it even if its "
        "component requirements are not met.",
    ),
    "investments": Np_(
        "special card effect",
        "You may at once spend any of the coins just taken to buy up to 3 components from the Market Row's "
        "current stock.",
    ),
    "fame_and_fortune": Np_(
        "special card effect", "Also gain fame equal to the coin value of the chosen bank die minus 1."
    ),
    "interest": Np_(
        "special card effect",
        "After choosing a bank die, roll it once before turning it to X and add the rolled value (from the "
        "supply) to the coins you take; this Take Coins costs 1 AP less.",
    ),
    "empower": Np_(
        "special card effect",
        "If you pay a shard for Enhance Character when placing this character, it gets +3 AP instead of +1.",
    ),
    "component_sale": Np_(
        "special card effect", "One Buy action may take up to 4 components from the stock in any mix of types."
    ),
    "smuggled_goods": Np_(
        "special card effect",
        "Instead of paying coins for the bought components you may lose fame equal to their total coin price minus 1.",
    ),
    "barter_with_power": Np_(
        "special card effect",
        "As one Buy action you may return 1 shard to the supply and take, without paying coins, any "
        "components from the stock whose total coin value is at most 4.",
    ),
    "workshop_exhibition": Np_("special card effect", "Gain fame equal to the coins paid for this Buy action minus 1."),
    "shoplifting": Np_(
        "special card effect",
        "One of the bought components may be taken straight from the Market Row's buy area without paying its "
        "price; it leaves the stock and you replace it there with a basic component of your choice.",
    ),
    "logistics": Np_(
        "special card effect",
        "Put the ordered component next to the Buy area instead of in the Order area: it is part of the stock "
        "this round and goes back to the supply in the Orders Arrive step.",
    ),
    "traveling_merchants": Np_(
        "special card effect",
        "For each Order action you may also pay the ordered component's price + 1 to receive one of it from "
        "the supply at once; works for any number of Order actions of this character.",
    ),
    "dubious_sources": Np_(
        "special card effect",
        "In the end-of-round phase the component on the quick-order slot goes into your Workshop instead of "
        "back to the supply.",
    ),
    "business_share": Np_(
        "special card effect",
        "For the rest of this round after you place this character, coins any opponent spends at the Market "
        "Row are paid to you.",
    ),
    "workshop_delivery": Np_(
        "special card effect",
        "For this Buy action, component types you already hold in your Workshop also count as stock, and "
        "their price is 1 coin lower.",
    ),
}

# rulebook Věštby; each token's effect in our words, data.toml `effect`
PROPHECIES: dict[str, InContext] = {
    "prophecy_01": Np_("prophecy", "Every character has a base of only 1 AP."),
    "prophecy_02": Np_("prophecy", "Whenever you gain one or more shards, gain 1 more shard."),
    "prophecy_03": Np_("prophecy", "Whenever you gain one or more shards, also gain 2 fame."),
    "prophecy_04": Np_(
        "prophecy", "Component types lying in the Market Row's Order area may be bought with Buy actions."
    ),
    "prophecy_05": Np_("prophecy", "The Dark Alley action 'Draw further cards' costs 1 AP."),
    "prophecy_06": Np_("prophecy", "All performer bonuses are doubled this round."),
    "prophecy_07": Np_("prophecy", "Take Coins gives twice the coin value on the chosen bank die."),
    "prophecy_08": Np_("prophecy", "Enhance Character (paying a shard) gives +2 AP instead of +1."),
    "prophecy_09": Np_("prophecy", "In the Place Characters phase you may place two characters on each of your turns."),
    "prophecy_10": Np_("prophecy", "Setting up a marker of an Escape trick immediately gives 2 fame."),
    "prophecy_11": Np_("prophecy", "Friday gets a yield modifier of -1 fame and -1 coin, like Thursday."),
    "prophecy_12": Np_("prophecy", "Learn Trick costs 1 AP."),
    "prophecy_13": Np_("prophecy", "Setting up a marker of a Mechanical trick immediately gives 2 fame."),
    "prophecy_14": Np_("prophecy", "In the Performance phase every coin yield is received as fame instead."),
    "prophecy_15": Np_("prophecy", "If you advertised this round, your apprentices have +1 base AP."),
    "prophecy_16": Np_("prophecy", "Thursday and Sunday have no yield modifiers."),
    "prophecy_17": Np_("prophecy", "Setting up a marker of an Optical trick immediately gives 2 fame."),
    "prophecy_18": Np_(
        "prophecy", "Placing a character on the +2 AP space at Downtown, Market Row or Dark Alley costs 3 coins."
    ),
    "prophecy_19": Np_(
        "prophecy",
        "In the Performance phase the performer's day yield modifier applies to every other player in that "
        "performance instead of their own.",
    ),
    "prophecy_20": Np_(
        "prophecy",
        "Assignment cards are not all revealed after the Assignment phase; each is revealed just before its "
        "character is placed.",
    ),
    "prophecy_21": Np_("prophecy", "Every component costs 2 coins to buy."),
    "prophecy_22": Np_("prophecy", "Saturday gets a yield modifier of +1 fame and +1 coin, like Sunday."),
    "prophecy_23": Np_("prophecy", "Setting up a marker of a Spiritual trick immediately gives 2 fame."),
    "prophecy_24": Np_("prophecy", "Take Coins costs 1 AP."),
    "prophecy_25": Np_("prophecy", "Hire Character costs 1 AP."),
    "prophecy_26": Np_("prophecy", "Enhance Character may be used in the Theater."),
    "prophecy_27": Np_(
        "prophecy", "Characters must be placed on the free space with the lowest AP modifier at their location."
    ),
}


def trick(trick_id: str, lang: str) -> str:
    return T.get(lang, TRICKS[trick_id])


def prop(prop_id: str, lang: str, case: str = "nom") -> str:
    """A prop's name; ``case="acc"`` gives the form after a verb ("Objednat látku")."""
    return T.get(lang, (PROPS_ACCUSATIVE if case == "acc" else PROPS)[prop_id])


def magician(magician_id: str, lang: str) -> str:
    return T.get(lang, MAGICIANS[magician_id])


def ability(magician_id: str, lang: str) -> str:
    """The ability's name and what it does: "Trick Steal: As performer you may …"."""
    return f"{T.get(lang, ABILITIES[magician_id])}: {T.get(lang, ABILITY_TEXTS[magician_id])}"


def theatre(theatre_id: str, lang: str) -> str:
    return T.get(lang, THEATRES[theatre_id])


def special(card: str, lang: str) -> str:
    return T.get(lang, SPECIAL_NAMES[card])


def special_effect(card: str, lang: str) -> str:
    return T.get(lang, SPECIAL_EFFECTS[card])


def prophecy_effect(prophecy: str, lang: str) -> str:
    return T.get(lang, PROPHECIES[prophecy])


def _sources() -> dict[str, tuple[dict[str, InContext], dict[str, str]]]:
    """Each table with the data.toml texts it must repeat word for word."""
    raw = data.DATA.raw
    magicians = raw["magicians"]
    return {
        "tricks": (TRICKS, {t.id: t.name_en for t in data.TRICKS.values()}),
        "props": (PROPS, {c["id"]: c["name_en"] for c in data.COMPONENTS.values()}),
        "props (accusative)": (PROPS_ACCUSATIVE, {c["id"]: c["name_en"] for c in data.COMPONENTS.values()}),
        "magicians": (MAGICIANS, {m["id"]: m["name_en"] for m in magicians}),
        "abilities": (ABILITIES, {m["id"]: m["ability_en"] for m in magicians}),
        "ability texts": (ABILITY_TEXTS, {m["id"]: m["ability"] for m in magicians}),
        "theatres": (THEATRES, {t["id"]: t["name_en"] for t in raw["theatres"]}),
        "special cards": (SPECIAL_NAMES, {s["id"]: s["name_en"] for s in raw["special_assignments"]}),
        "special card effects": (SPECIAL_EFFECTS, {s["id"]: s["effect"] for s in raw["special_assignments"]}),
        "prophecies": (PROPHECIES, {p["id"]: p["effect"] for p in raw["prophecies"]}),
    }


def check() -> None:
    """Every record of data.toml has its message here, with data.toml's English text as the message id."""
    for what, (table, source) in _sources().items():
        if set(table) != set(source):
            raise data.DataError(f"texts.py: {what}: ids differ from data.toml: {sorted(set(table) ^ set(source))}")
        for key, text in source.items():
            if table[key].message != text:
                raise data.DataError(f"texts.py: {what}: {key}: the message id is not data.toml's text {text!r}")


check()
