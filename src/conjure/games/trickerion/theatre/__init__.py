"""The Theatre (rulebook: Divadlo) and the Performance phase: ``stage`` (setting up and rescheduling trick markers
on the performance cards, links), ``abilities`` (the magicians' abilities that act there), ``performance`` (the
Performance phase) and ``labels`` (the words for their actions)."""
