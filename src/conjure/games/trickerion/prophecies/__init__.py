"""What the active prophecy changes (rulebook: Věštby; each prophecy's effect is data in data.toml):
``locations`` in the Placement phase and the locations, ``theatre`` in the Theatre and the Performance phase."""
