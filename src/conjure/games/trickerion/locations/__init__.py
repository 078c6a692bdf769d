"""The locations a character is placed on and their turns (rulebook: Lokace): ``downtown`` (Náměstí),
``market`` (Krámky), ``workshop`` (Ateliér) and ``dark_alley`` (Temná ulička). The Theatre is in ``theatre``."""
