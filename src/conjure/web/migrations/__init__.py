"""Alembic migrations of the web table's database (run by :func:`conjure.web.store.migrate` at start)."""
