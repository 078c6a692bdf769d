"""Draft's board clicks: a take points at the offered card."""

from __future__ import annotations

from typing import Any

from conjure.web.clicks import ClickTargets


class DraftClicks:
    def target(self, args: list[str], table: dict[str, Any], kind: str, seat: int | None) -> str | None:
        if kind != "take" or not args:
            return None
        return f"offer-{args[0]}"


CLICKS: ClickTargets = DraftClicks()
