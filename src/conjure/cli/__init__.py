"""The terminal interface (Typer + Rich)."""
