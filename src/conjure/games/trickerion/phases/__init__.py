"""The phases of a round in the rulebook's order, and the players' setup before the first: ``preparation`` (the
players' setup choices), ``opening`` (dice, initiative, advertising), ``assignment``, ``placement`` and
``round_end``. The locations' turns are in ``locations``; the Theatre's and the Performance phase in ``theatre``."""
