"""Seat tokens: unguessable, shown once in the invite link, kept only as a hash, compared in constant time."""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_token() -> str:
    return secrets.token_urlsafe(24)


def new_table_id() -> str:
    return secrets.token_urlsafe(9)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: str, token_hash: str) -> bool:
    """Whether ``token`` is the one whose hash is ``token_hash`` (constant time in the hash)."""
    return hmac.compare_digest(hash_token(token), token_hash)
