"""Interop: Conjure's games as environments of the tools game-AI research uses (pip install -e '.[rl]').

- :mod:`conjure.interop.pettingzoo`: a PettingZoo AEC environment (``env``, ``raw_env``);
- :mod:`conjure.interop.openspiel`: importing it registers ``python_conjure_<game>`` with OpenSpiel;
- :mod:`conjure.interop.gym`: one seat as a single-agent Gymnasium environment, the others Conjure's bots.

This package holds only what is the same for every game. What knows a game lives in its own package
(``conjure.games.<game>.interop``: the action catalog's generator and the observation encoder) and is found
through the registry (:func:`conjure.interop.spec.spec_of`). The stable action catalogs are data files beside
it (``conjure.games.<game>/actions.v<N>.json``), read by :mod:`conjure.interop.catalog`. See docs/interop.md.
"""
