"""The web table (``conjure serve``): a lobby, tables with seats, bots and spectators, over FastAPI.

Modules, one job each: ``store`` (the database and its migrations), ``tables`` (the live tables: the
only place that changes one), ``payload`` (what a seat is sent), ``clicks`` (which piece of the picture
an action points at), ``models`` (what a browser may send), ``tokens`` (seat tokens), ``texts`` (the
pages' words), ``app`` (the FastAPI application). The engine and the games are used only through their
public API.
"""

from conjure.web.app import create_app

__all__ = ["create_app"]
