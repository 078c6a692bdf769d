"""How large the choices are: ``python -m conjure.choice_sizes [--game NAME] [--games K] [--limit N]``.

A player reads every legal list as one question; a list longer than a screen (and than a bot wants to branch over)
is a compound turn asked all at once. Per game, player count and option set this plays K seeded random games
(uniform random choices from ``Game.legal_actions``, every seat's list in a simultaneous step counted once) and
reports the number of decisions seen, the largest choice, the share of decisions offering more than ``--limit``
options (24: issue 29's bound), and the kinds of action heading the largest list. The configurations are every
player count with the default options and with each non-default value of each option (where valid), and the game's
sample configurations.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import conjure
from conjure.engine import ConfigError, Rng
from conjure.engine.registry import all_rules, get_rules

LIMIT = 24  # the most options one decision may offer (issue 29)


@dataclass
class Sizes:
    """The choices seen in the games of one configuration."""

    game: str
    players: int
    options: dict[str, Any]
    limit: int = LIMIT
    decisions: int = 0
    over: int = 0  # decisions offering more than ``limit`` options
    largest: int = 0
    largest_at: str = ""  # the kinds of action in the largest list, most frequent first
    over_kinds: Counter[str] = field(default_factory=Counter)  # the head kind of each list over the limit

    def see(self, ids: list[str]) -> None:
        self.decisions += 1
        if len(ids) > self.limit:
            self.over += 1
            self.over_kinds[_heads(ids)] += 1
        if len(ids) > self.largest:
            self.largest, self.largest_at = len(ids), _heads(ids)

    @property
    def share_over(self) -> float:
        return self.over / self.decisions if self.decisions else 0.0

    def row(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "decisions": self.decisions,
            "largest": self.largest,
            "over": self.over,
            "share_over": round(self.share_over, 4),
            "largest_kinds": self.largest_at,
            "over_kinds": dict(self.over_kinds.most_common(5)),
        }


def _heads(ids: list[str]) -> str:
    kinds = Counter(i.split(":", 1)[0] for i in ids)
    return ",".join(k for k, _ in kinds.most_common(3))


def configs(name: str) -> list[tuple[int, dict[str, Any]]]:
    """Every player count with the default options, and with each non-default value of each option (if valid), and
    the game's own sample configurations (which combine options that need each other)."""
    rules = get_rules(name)
    found: list[tuple[int, dict[str, Any]]] = []
    for players in rules.players:
        found.append((players, {}))
        for spec in rules.options:
            for value in spec.choices:
                if value != spec.default and rules._valid(players, {spec.name: value}):
                    found.append((players, {spec.name: value}))
    return found + [c for c in rules.sample_configs() if c not in found]


def measure(name: str, players: int, options: dict[str, Any], games: int, limit: int = LIMIT, seed0: int = 0) -> Sizes:
    """The sizes of every choice in ``games`` seeded random games of one configuration."""
    sizes = Sizes(name, players, options, limit)
    for seed in range(seed0, seed0 + games):
        game = conjure.new_game(name, players=players, seed=seed, options=options)
        rng = Rng(seed + 1_000)
        while not game.is_over:
            to_act = game.to_act
            for seat in to_act:
                sizes.see([a.id for a in game.legal_actions(seat)])
            seat = to_act[rng.below(len(to_act))]
            actions = game.legal_actions(seat)
            game.apply(seat, actions[rng.below(len(actions))])
    return sizes


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--game", help="one game (default: every registered game)")
    parser.add_argument("--games", type=int, default=20, help="seeded random games per configuration")
    parser.add_argument("--limit", type=int, default=LIMIT, help="the most options one decision should offer")
    parser.add_argument("--json", action="store_true", help="one JSON object a line instead of a table")
    args = parser.parse_args(argv)
    names = [args.game] if args.game else [r.name for r in all_rules()]
    if not args.json:
        print(f"| game | players | options | decisions | largest | over {args.limit} | share | largest list's kinds |")
        print("|---|---|---|---|---|---|---|---|")
    for name in names:
        try:
            chosen = configs(name)
        except ConfigError as exc:
            raise SystemExit(str(exc)) from None
        for players, options in chosen:
            row = measure(name, players, options, args.games, args.limit).row()
            if args.json:
                print(json.dumps(row), flush=True)
            else:
                opts = ", ".join(f"{k}={v}" for k, v in options.items()) or "default"
                print(
                    f"| {name} | {players} | {opts} | {row['decisions']} | {row['largest']} | {row['over']} | "
                    f"{100 * row['share_over']:.1f} % | {row['largest_kinds']} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
