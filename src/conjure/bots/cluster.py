"""Arena games on a Ray cluster: the optional extra ``pip install 'conjure[ray]'``.

``ray_map`` hands each game to Ray as a task and yields the records as the games finish. ``address`` is a
running cluster's address (``ray://host:10001`` or ``auto``), or ``local`` to start a Ray instance on this
machine with ``workers`` CPUs for the run. A game is the same whichever machine plays it (seeded bots, the
seat's own determinizations), so a Ray run gives the records a local run gives.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from conjure.engine.errors import ConfigError


def ray_map(fn: Callable[[Any], Any], tasks: list[Any], address: str, workers: int = 1) -> Iterator[Any]:
    """Run ``fn`` on every task on Ray; yield the results as they come (the arena sorts them)."""
    try:
        import ray
    except ImportError:
        raise ConfigError("the arena on Ray needs Ray: pip install 'conjure[ray]'") from None
    started = not ray.is_initialized()
    if started:
        if address == "local":
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    try:
        remote = ray.remote(fn)
        pending = [remote.remote(task) for task in tasks]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield from ray.get(done)
    finally:
        if started:
            ray.shutdown()
